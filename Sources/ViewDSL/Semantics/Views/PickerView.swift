import LayoutEngine

/// `Picker` as a row of a list or form (the menu and navigation-link styles): its label,
/// leading, in a row as wide as the list's; the chosen value and the chevron iOS draws at the
/// trailing edge are not views of their own. Elsewhere not laid out yet.
enum PickerView {
  static let definition = ViewDefinition(
    name: "Picker", role: .control,
    overloads: [
      Signature("title", [.positional("title", .string), .labelled("selection", .any)]),
      Signature("label", [.labelled("selection", .any)]),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      let style = context.environment.pickerStyle
      if style == "inline", context.isListRow, !context.sectionHeader.isEmpty {
        // Directly in a list (`Lowerer.lowerView`): a section, its label the header.
        return ListViews.section(
          header: context.sectionHeader, rows: children, footer: [], &context)
      }
      guard context.isListRow, ["automatic", "menu", "navigationLink"].contains(style) else {
        context.report(.pickerNotSupportedYet(style), at: call.location)
        return context.addNode(.empty)
      }
      return NavigationViews.rowWide(
        NavigationViews.one(children, .zstack(ZStackLayout(alignment: .center)), &context), &context
      )
    })

  static let modifiers = [
    ModifierDefinition(
      name: "pickerStyle",
      overloads: [
        Signature(
          "style",
          [
            .positional(
              "style",
              .enumeration(
                "PickerStyle",
                ["automatic", "menu", "navigationLink", "inline", "segmented", "wheel", "palette"]))
          ])
      ],
      role: .environment { call, environment, _ in
        environment.pickerStyle = call.member("style") ?? "automatic"
      })
  ]
}
