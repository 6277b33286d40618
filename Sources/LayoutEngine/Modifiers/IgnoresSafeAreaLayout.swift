/// `.ignoresSafeArea(_:edges:)` and `.edgesIgnoringSafeArea(_:)`.
/// Child sizing: the proposal; at placement, the proposal grown by the view's safe-area insets
/// on the ignored edges it touches, placed that much up and out (its parent never sees it).
/// Own size: the child's size for the proposal; no explicit guides (LayoutRules.md §7.12).
public struct IgnoresSafeAreaLayout: Sendable, UnaryLayout {
  /// The edges to expand, in reading-direction terms.
  public var edges: Edge.Set
  /// Whether the regions include `.container` (the device and `safeAreaInset` insets).
  /// `.keyboard` alone ignores nothing: layoutc has no keyboard.
  public var ignoresContainer: Bool

  public init(edges: Edge.Set = .all, ignoresContainer: Bool = true) {
    self.edges = edges
    self.ignoresContainer = ignoresContainer
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size { child.size(p) }

  /// Without a safe area: the child exactly where the modifier is.
  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero, size: child.size(proposal))
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? { nil }

  /// The child's proposal grown by `insets` (physical or not: only the sums matter); nil
  /// stays nil.
  static func grown(_ p: ProposedSize, by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: p.width.map { $0 + insets.leading + insets.trailing },
      height: p.height.map { $0 + insets.top + insets.bottom })
  }
}
