/// `.offset(x:y:)` and `.offset(_:)`: no layout effect.
/// Child sizing: the proposal. Own size: the child's; the child and everything inside it are
/// then drawn moved by (x, y); the modifier's own frame stays where layout put it.
/// Guides, spacing and priority are the child's (LayoutRules.md §7.7). In right-to-left the x
/// offset is mirrored like every other x position (open question Q9; Layout.md records the choice).
public struct OffsetLayout: Sendable, UnaryLayout {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size { child.size(p) }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: Point(x: x, y: y), size: child.size(proposal))
  }

  /// Offsetting does not move alignment guides.
  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? {
    child.explicitAlignment(key, size: size, proposal: proposal)
  }

  func layoutPriority(child: LayoutChild) -> Double { child.priority }
}
