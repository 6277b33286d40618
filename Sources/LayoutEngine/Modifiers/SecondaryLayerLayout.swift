/// `.background(alignment:content:)` and `.overlay(alignment:content:)`: two children, the
/// primary view and the secondary layer (several views there form an implicit ZStack).
/// Child sizing: the primary gets the proposal; the secondary is proposed the primary's size
/// and aligned to it. Own size, guides, spacing and priority: the primary's (§7.9).
public struct SecondaryLayerLayout: Sendable {
  public var alignment: Alignment
  /// Drawn behind (background) or in front (overlay); layout is the same.
  public var isBackground: Bool

  public init(alignment: Alignment = .center, isBackground: Bool) {
    self.alignment = alignment
    self.isBackground = isBackground
  }

  /// The secondary's proposal and origin inside the primary's bounds.
  func secondaryPlacement(
    primary: ViewDimensions, secondary: LayoutChild
  ) -> ChildPlacement {
    let cp = ProposedSize(primary.size)
    let d = secondary.dimensions(cp)
    let hk = alignment.horizontal.key
    let vk = alignment.vertical.key
    return ChildPlacement(
      proposal: cp, origin: Point(x: primary[hk] - d[hk], y: primary[vk] - d[vk]), size: d.size)
  }
}
