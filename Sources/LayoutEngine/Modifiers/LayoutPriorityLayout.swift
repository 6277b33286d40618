/// `.layoutPriority(_:)`.
/// Child sizing: proposed the layout's own proposal. Own size: the child's.
/// It only reports a priority; containers read the outermost modifier's (LayoutRules.md §4).
public struct LayoutPriorityLayout: Sendable, UnaryLayout {
  public var priority: Double

  public init(priority: Double) {
    self.priority = priority
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size { child.size(p) }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    centred(child, in: size, proposal: proposal)
  }

  func layoutPriority(child: LayoutChild) -> Double { priority }
}
