import LayoutEngine

/// `ToolbarItem` and `ToolbarItemGroup`, the items of a `.toolbar` shown in a navigation bar:
/// each item is its content at its ideal size, centred in a 44-point-tall glass slot — 44 wide
/// for a symbol, the text plus 20 on each side for a title. The bar places the slots
/// (`Lowerer.lowerNavigationBar`).
enum ToolbarViews {
  static let definitions: [ViewDefinition] = [
    item("ToolbarItem"), item("ToolbarItemGroup"),
    // iOS 26's `ToolbarSpacer(_:placement:)` splits the glass capsules; it adds no slot
    // (`Lowerer.collectToolbar` leaves it out).
    ViewDefinition(
      name: "ToolbarSpacer", role: .other,
      overloads: [
        Signature(
          "sizing",
          [
            .positional(
              "sizing", .enumeration("SpacerSizing", ["fixed", "flexible"]), defaulted: true),
            .labelled("placement", placement, defaulted: true),
          ])
      ],
      lower: { _, _, context in context.addNode(.empty) }),
    // `ToolbarTitleMenu { items }`: a menu on the navigation title; no slot of its own
    // (`Lowerer.collectToolbar` leaves it out), its items are a menu's.
    ViewDefinition(
      name: "ToolbarTitleMenu", role: .other, overloads: [Signature("plain", [])],
      acceptsChildren: true,
      lower: { call, _, context in
        context.report(.toolbarItemOutsideToolbar("ToolbarTitleMenu"), at: call.location)
        return context.addNode(.empty)
      }),
  ]

  private static func item(_ name: String) -> ViewDefinition {
    ViewDefinition(
      name: name, role: .container,
      overloads: [
        Signature(
          "placement",
          [
            .labelled("id", .string, defaulted: true),
            .labelled("placement", placement, defaulted: true),
          ])
      ],
      acceptsChildren: true,
      lower: { call, children, context in
        guard context.inToolbar else {
          context.report(.toolbarItemOutsideToolbar(name), at: call.location)
          return context.addNode(.empty)
        }
        let icons = context.toolbarItemIcons
        let slots = children.enumerated().map { i, child in
          slot(child, icon: i < icons.count && icons[i], &context)
        }
        if slots.count == 1 { return slots[0] }
        return context.addNode(
          .stack(
            StackLayout(
              axis: .horizontal, alignment: .verticalCenter,
              spacing: context.barMetrics.toolbarSlotSpacing)),
          children: slots)
      })
  }

  /// One view in its slot.
  static func slot(_ content: NodeID, icon: Bool, _ context: inout LoweringContext) -> NodeID {
    let m = context.barMetrics
    let ideal = context.addNode(.fixedSize(FixedSizeLayout()), children: [content])
    let padded =
      icon
      ? ideal
      : context.addNode(
        .padding(
          PaddingLayout(
            insets: EdgeInsets(leading: m.toolbarTextPadding, trailing: m.toolbarTextPadding))),
        children: [ideal])
    return context.addNode(
      .flexFrame(
        FlexFrameLayout(
          width: icon ? .init(min: m.toolbarSlot, max: m.toolbarSlot) : .init(min: m.toolbarSlot),
          height: .init(min: m.toolbarSlot, max: m.toolbarSlot))),
      children: [padded])
  }

  static let placements = [
    "automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status",
    "confirmationAction", "cancellationAction", "destructiveAction", "keyboard", "topBarLeading",
    "topBarTrailing", "bottomBar", "navigationBarLeading", "navigationBarTrailing",
    "bottomOrnament",
    "largeTitle", "title", "subtitle", "largeSubtitle",
  ]
  static let placement = ValueType.enumeration("ToolbarItemPlacement", placements)

  /// Where an item with this placement goes in the navigation bar on iPhone; nil for the
  /// placements that are not there.
  static func side(of placement: String) -> Side? {
    switch placement {
    case "automatic", "primaryAction", "confirmationAction", "destructiveAction", "topBarTrailing",
      "navigationBarTrailing":
      return .trailing
    case "navigation", "cancellationAction", "topBarLeading", "navigationBarLeading":
      return .leading
    case "principal": return .principal
    default: return nil
    }
  }

  enum Side { case leading, principal, trailing }
}
