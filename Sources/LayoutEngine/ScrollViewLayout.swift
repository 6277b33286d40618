/// `ScrollView(_ axes:showsIndicators:)`.
/// Child sizing: proposed nil on each scroll axis (its ideal length) and the scroll view's
/// own proposal across. Own size: the proposal on each scroll axis (the content's length
/// when that is nil), the content's length across (LAYOUT-RULES §6.4, Q5).
public struct ScrollViewLayout: Sendable, UnaryLayout {
  /// The axes the content scrolls along.
  public var axes: Axis.Set

  public init(axes: Axis.Set = .vertical) {
    self.axes = axes
  }

  func contentProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : p.width,
      height: axes.contains(.vertical) ? nil : p.height)
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    let c = child.size(contentProposal(p))
    return Size(
      width: axes.contains(.horizontal) ? (p.width ?? c.width) : c.width,
      height: axes.contains(.vertical) ? (p.height ?? c.height) : c.height)
  }

  /// The content at the top-leading corner of the scroll area (scroll offset 0).
  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let cp = contentProposal(proposal)
    return ChildPlacement(proposal: cp, origin: .zero, size: child.size(cp))
  }

  /// Guides do not cross a scroll view: its content moves under it.
  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? { nil }

  /// A scroll view is a view of its own to its neighbours: the default spacing.
  func spacing(child: LayoutChild) -> Spacing { .default }
}
