/// `FlowLayout(spacing:)`, exactly as the tag-cloud layout of the article "SwiftUI Layout: The Rules That Stop the 'Why Is It Doing That?'" writes it.
/// Child sizing: every item at its ideal size (proposed nil × nil), placed with that size.
/// Own size: the widest row (at most the proposed width) by the rows' heights plus spacing.
///
/// The article's two passes differ and both are kept: sizing starts a new row when
/// `rowWidth + itemWidth > proposedWidth` (the spacing before the item is not counted),
/// placement when `x + itemWidth > bounds.maxX` (x already includes the spacing, and the
/// bounds are the flow's own size, not the proposal). Items sit at the top of their row;
/// the same `spacing` separates items and rows; an item wider than the proposal starts a
/// row of its own after an empty one (the article's code adds `spacing` above it).
public struct FlowLayout: ContainerLayout {
  public var spacing: Double

  public init(spacing: Double = 8) {
    self.spacing = spacing
  }

  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let maxWidth = proposal.width ?? .infinity
    var lineWidth = 0.0
    var lineHeight = 0.0
    var totalHeight = 0.0
    var maxLineWidth = 0.0
    for view in subviews {
      let size = view.sizeThatFits(.unspecified)
      if lineWidth + size.width > maxWidth {
        totalHeight += lineHeight + spacing
        maxLineWidth = max(maxLineWidth, lineWidth)
        lineWidth = 0
        lineHeight = 0
      }
      lineWidth += (lineWidth == 0 ? 0 : spacing) + size.width
      lineHeight = max(lineHeight, size.height)
    }
    totalHeight += lineHeight
    maxLineWidth = max(maxLineWidth, lineWidth)
    return Size(width: min(maxLineWidth, maxWidth), height: totalHeight)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    var x = bounds.minX
    var y = bounds.minY
    var lineHeight = 0.0
    for view in subviews {
      let size = view.sizeThatFits(.unspecified)
      if x + size.width > bounds.maxX {
        x = bounds.minX
        y += lineHeight + spacing
        lineHeight = 0
      }
      view.place(at: Point(x: x, y: y), proposal: ProposedSize(size))
      x += size.width + spacing
      lineHeight = max(lineHeight, size.height)
    }
  }
}
