/// `.safeAreaPadding(_:)`, `.safeAreaPadding(_:_:)`: padding whose space joins the safe area.
/// Child sizing and own size: as `.padding` with the same insets (four `safeAreaInset`s of
/// empty content); the child's safe area grows by the insets (LayoutRules.md §7.12).
public struct SafeAreaPaddingLayout: Sendable, UnaryLayout {
  public var padding: PaddingLayout

  public init(insets: EdgeInsets) {
    padding = PaddingLayout(insets: insets)
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    padding.sizeThatFits(p, child: child)
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    padding.placement(of: child, in: size, proposal: proposal)
  }

  func spacing(child: LayoutChild) -> Spacing { padding.spacing(child: child) }

  /// The edges that add to the safe area, in reading-direction terms.
  var edges: Edge.Set {
    let i = padding.insets
    var e: Edge.Set = []
    if i.top != 0 { e.insert(.top) }
    if i.leading != 0 { e.insert(.leading) }
    if i.bottom != 0 { e.insert(.bottom) }
    if i.trailing != 0 { e.insert(.trailing) }
    return e
  }
}
