/// `.fixedSize()` and `.fixedSize(horizontal:vertical:)`.
/// Child sizing: the proposal with the fixed axes made nil (ask for the ideal length).
/// Own size: the child's. Forwards the child's priority (LayoutRules.md §7.4).
public struct FixedSizeLayout: Sendable, UnaryLayout {
  public var horizontal: Bool
  public var vertical: Bool

  public init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  private func childProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    child.size(childProposal(p))
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    centred(child, in: size, proposal: childProposal(proposal))
  }

  func layoutPriority(child: LayoutChild) -> Double { child.priority }
}
