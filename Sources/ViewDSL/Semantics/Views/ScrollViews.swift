import LayoutEngine

/// `ScrollView(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true)` (LayoutRules.md §6.4).
/// Several content views are laid out as SwiftUI does: in an implicit `VStack` (an `HStack`
/// for a horizontal-only scroll view) with default alignment and spacing.
enum ScrollViews {
  static let definitions: [ViewDefinition] = [
    ViewDefinition(
      name: "ScrollView", role: .container,
      overloads: [
        Signature(
          "plain",
          [
            .positional("axes", .axisSet, defaulted: true),
            .labelled("showsIndicators", .bool, defaulted: true),
          ])
      ],
      acceptsChildren: true, childStackAxis: .vertical,
      lower: { call, children, context in
        let axes = call.axisSet("axes") ?? .vertical
        let content: NodeID
        switch children.count {
        case 0: content = context.addNode(.empty)
        case 1: content = children[0]
        default:
          let axis: Axis = axes == .horizontal ? .horizontal : .vertical
          let stack = StackLayout(
            axis: axis, alignment: axis == .horizontal ? .verticalCenter : .horizontalCenter,
            spacing: nil)
          content = context.addNode(.stack(stack), children: children)
        }
        return context.addNode(.scrollView(ScrollViewLayout(axes: axes)), children: [content])
      })
  ]
}
