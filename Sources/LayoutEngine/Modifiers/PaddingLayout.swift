/// `.padding(…)`.
/// Child sizing: proposed the proposal minus the insets (nil stays nil, never below 0).
/// Own size: the child's size plus the insets, never below 0 (LayoutRules.md §7.1).
public struct PaddingLayout: Sendable, UnaryLayout {
  public var insets: EdgeInsets

  public init(insets: EdgeInsets) {
    self.insets = insets
  }

  /// `padding()` and `padding(edges)` without a length: 16 points.
  public static let defaultLength: Double = 16

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    let c = child.size(p.inset(by: insets))
    return Size(
      width: Swift.max(0, c.width + insets[.horizontal]),
      height: Swift.max(0, c.height + insets[.vertical]))
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let cp = proposal.inset(by: insets)
    return ChildPlacement(
      proposal: cp, origin: Point(x: insets.leading, y: insets.top), size: child.size(cp))
  }

  /// Padded edges forget the child's spacing and act like an ordinary view's (§3.3).
  func spacing(child: LayoutChild) -> Spacing {
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    return child.spacing.reset(edges)
  }
}
