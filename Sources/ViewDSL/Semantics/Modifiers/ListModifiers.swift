import LayoutEngine

/// `.listStyle(_:)` and `.formStyle(_:)`: the default style on iPhone (inset grouped) is laid
/// out, and `.plain` on iOS 26 (its measured rows; `ListViews` reports what is not measured);
/// the other styles are an error that says so, never a silently wrong list.
enum ListModifiers {
  static let definitions = [
    style(
      "listStyle", type: "ListStyle",
      laidOut: ["automatic", "insetGrouped"],
      others: ["grouped", "plain", "inset", "sidebar", "bordered", "carousel", "elliptical"]),
    style(
      "formStyle", type: "FormStyle", laidOut: ["automatic", "grouped"], others: ["columns"]),
    // `.listRowInsets(_ insets: EdgeInsets?)`: the row's content inset by these instead of the
    // default (16 on the sides, the row padding above and below); nil restores the default.
    ModifierDefinition(
      name: "listRowInsets",
      overloads: [Signature("insets", [.positional("insets", .optional(.edgeInsets))])],
      role: .layout { call, child, _, context in
        if let insets = call.edgeInsets("insets") { context.listRowInsets[child] = insets }
        return child
      }),
    // `.listRowSpacing(_ spacing: CGFloat?)` on a list: the space between its rows.
    ModifierDefinition(
      name: "listRowSpacing",
      overloads: [Signature("spacing", [.positional("spacing", .optional(.number))])],
      role: .environment { call, environment, _ in
        environment.listRowSpacing = call.number("spacing")
      }),
    // `.listSectionSpacing(_:)`: the space between sections, a number or `.default` (35);
    // `.compact` is an error until its spacing is measured.
    ModifierDefinition(
      name: "listSectionSpacing",
      overloads: [
        Signature("spacing", [.positional("spacing", .number)]),
        Signature(
          "member",
          [.positional("spacing", .enumeration("ListSectionSpacing", ["default", "compact"]))]),
      ],
      role: .environment { call, environment, context in
        if call.member("spacing") == "compact" {
          context.report(
            .notMeasuredYet("'.listSectionSpacing(.compact)'"), at: call.location(of: "spacing"))
        }
        environment.listSectionSpacing = call.number("spacing")
      }),
    ModifierDefinition(name: "listRowBackground", overloads: nil, role: .silent),
  ]

  private static func style(_ name: String, type: String, laidOut: [String], others: [String])
    -> ModifierDefinition
  {
    ModifierDefinition(
      name: name,
      overloads: [
        Signature("style", [.positional("style", .enumeration(type, laidOut + others))])
      ],
      role: .environment { call, environment, context in
        guard let style = call.member("style"), !laidOut.contains(style) else { return }
        if name == "listStyle", style == "plain", context.os == .iOS26 {
          environment.listStyle = style
          return
        }
        context.report(.listStyleNotSupportedYet(name, style), at: call.location(of: "style"))
      })
  }
}
