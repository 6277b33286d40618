import LayoutEngine

/// `Label`: its icon and title side by side, each at its ideal size; the label hugs them.
/// As a list's row (iOS 26) the icon sits in a fixed column and the title at a fixed inset.
extension ControlViews {
  /// `Label(_ title: String, systemImage: String)`: the symbol and the title in an HStack
  /// with default spacing, both hugging. The symbol is sized from the environment's font
  /// (`SymbolSize`), as `Image(systemName:)` is. With children (`Label { … }`): the children
  /// in an HStack (neutral).
  static let label = ViewDefinition(
    name: "Label", role: .control,
    overloads: [
      Signature("systemImage", [title, .labelled("systemImage", .string)]),
      Signature("content", []),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      if call.form == "systemImage" { return symbolLabel(call.string("title") ?? "", &context) }
      if let row = rowLabel(children, &context) { return row }
      let stack = StackLayout(axis: .horizontal, alignment: .verticalCenter, spacing: nil)
      return context.addNode(.stack(stack), children: children)
    })

  /// A symbol and a title as `Label(_:systemImage:)` lays them out (also a `Button`'s or a
  /// `Menu`'s label with `systemImage:`); `.labelStyle(.iconOnly)` / `.titleOnly` keep one.
  static func symbolLabel(_ title: String, _ context: inout LoweringContext) -> NodeID {
    let font = context.environment.style.font
    let scale = context.environment.imageScale
    let icon = context.addNode(
      .image(
        ImageLayout(
          naturalSize: SymbolSize.size(font: font, scale: scale, in: context.dynamicTypeSize),
          capInsets: nil,
          baseline: SymbolSize.baseline(font: font, scale: scale, in: context.dynamicTypeSize)))
    )
    var items = [icon, text(title, &context)]
    switch context.environment.labelStyle {
    case "iconOnly": items = [icon]
    case "titleOnly": items = [items[1]]
    default: if let row = rowLabel(items, &context) { return row }
    }
    let stack = StackLayout(axis: .horizontal, alignment: .verticalCenter, spacing: nil)
    return context.addNode(.stack(stack), children: items)
  }

  /// A `Label` as a list's row on iOS 26 (or a row's link's or button's label): its icon
  /// centred in a column 23 wide, its title 39 from the row's content edge (measured: symbols
  /// centred 11.5 in, titles and the separator at 39; Documentation/Chrome.md, section 2c).
  /// Elsewhere, or on iOS 18 (not measured), nil: the ordinary HStack.
  private static func rowLabel(_ items: [NodeID], _ context: inout LoweringContext) -> NodeID? {
    guard context.isRowLabel, context.os == .iOS26, items.count >= 2 else { return nil }
    let column = context.addNode(
      .flexFrame(FlexFrameLayout(width: .init(min: Metrics.rowIconColumn), height: .init())),
      children: [items[0]])
    let stack = StackLayout(
      axis: .horizontal, alignment: .verticalCenter,
      spacing: Metrics.rowTitleStart - Metrics.rowIconColumn)
    return context.addNode(.stack(stack), children: [column] + items.dropFirst())
  }
}
