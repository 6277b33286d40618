/// `.environment(\.layoutDirection, …)`: no layout effect of its own.
/// Child sizing: the proposal. Own size: the child's. The subtree below is positioned in the
/// given direction, mirrored inside this view's frame (LayoutRules.md §1.6).
public struct LayoutDirectionLayout: Sendable, UnaryLayout {
  public var direction: LayoutDirection

  public init(direction: LayoutDirection) {
    self.direction = direction
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size { child.size(p) }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero, size: child.size(proposal))
  }

  func layoutPriority(child: LayoutChild) -> Double { child.priority }

  /// The placement pass: the child is placed where the modifier is, and its subtree in this
  /// direction.
  func placeChild(
    _ child: LayoutChild, of node: NodeID, frame: Rect, proposal: ProposedSize,
    direction: LayoutDirection
  ) {
    child.place(
      placement(of: child, in: frame.size, proposal: proposal), in: frame,
      direction: self.direction)
  }
}
