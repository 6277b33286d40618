/// `ScrollView(_ axes:showsIndicators:)`, with `.contentMargins` and its safe area.
/// Child sizing: proposed nil on each scroll axis (its ideal length) and the scroll view's
/// own proposal across, less the content margins (and, at placement, the safe area inside
/// its frame). Own size: the proposal on each scroll axis (the content's length plus margins
/// when that is nil), the content's length plus margins across (LayoutRules.md §6.4, Q5).
public struct ScrollViewLayout: Sendable, UnaryLayout {
  /// The axes the content scrolls along.
  public var axes: Axis.Set
  /// `.contentMargins(…, for: .automatic/.scrollContent)`, in reading-direction terms.
  public var contentMargins: EdgeInsets

  public init(axes: Axis.Set = .vertical, contentMargins: EdgeInsets = .zero) {
    self.axes = axes
    self.contentMargins = contentMargins
  }

  /// The content's proposal when `insets` (margins, safe area) surround it.
  func contentProposal(_ p: ProposedSize, insets: EdgeInsets = .zero) -> ProposedSize {
    let q = p.inset(by: insets)
    return ProposedSize(
      width: axes.contains(.horizontal) ? nil : q.width,
      height: axes.contains(.vertical) ? nil : q.height)
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    let m = contentMargins
    let c = child.size(contentProposal(p, insets: m))
    let w = c.width + m.leading + m.trailing
    let h = c.height + m.top + m.bottom
    return Size(
      width: axes.contains(.horizontal) ? (p.width ?? w) : w,
      height: axes.contains(.vertical) ? (p.height ?? h) : h)
  }

  /// The content at the top-leading corner of the scroll area (scroll offset 0), inside the
  /// margins and `safeArea` (the safe-area insets inside the frame, reading-direction terms).
  func placement(
    of child: LayoutChild, in size: Size, proposal: ProposedSize, safeArea: EdgeInsets
  ) -> ChildPlacement {
    let m = contentMargins
    let i = EdgeInsets(
      top: m.top + safeArea.top, leading: m.leading + safeArea.leading,
      bottom: m.bottom + safeArea.bottom, trailing: m.trailing + safeArea.trailing)
    let cp = contentProposal(proposal, insets: i)
    return ChildPlacement(
      proposal: cp, origin: Point(x: i.leading, y: i.top), size: child.size(cp))
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    placement(of: child, in: size, proposal: proposal, safeArea: .zero)
  }

  /// The container size `containerRelativeFrame` sees inside: the scroll view's size (its
  /// proposal while sizing) less the margins and the safe area inside it.
  func containerSize(_ size: Size, safeArea: EdgeInsets = .zero) -> Size {
    let m = contentMargins
    return Size(
      width: Swift.max(
        0, size.width - m.leading - m.trailing - safeArea.leading - safeArea.trailing),
      height: Swift.max(0, size.height - m.top - m.bottom - safeArea.top - safeArea.bottom))
  }

  /// Guides do not cross a scroll view: its content moves under it.
  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? { nil }

  /// A scroll view is a view of its own to its neighbours: the default spacing.
  func spacing(child: LayoutChild) -> Spacing { .default }
}
