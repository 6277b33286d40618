/// `.safeAreaInset(edge:alignment:spacing:content:)`: two children, the primary view and the
/// inset content (several views form an implicit ZStack).
/// Child sizing: the content is proposed what is left on the edge's axis after the spacing and
/// the primary's minimum; the primary what is left after the content and the spacing.
/// Own size: content + spacing + primary along the axis, the larger of the two across;
/// the primary's safe area grows by content + spacing on the edge (LayoutRules.md §7.12).
public struct SafeAreaInsetLayout: Sendable {
  /// The edge the content is anchored to, in reading-direction terms.
  public var edge: Edge
  /// How the content is aligned to the primary across the edge's axis.
  public var alignment: AlignmentKey
  /// nil: the distance between the two views' spacing preferences (§3.2).
  public var spacing: Double?

  public init(edge: Edge, alignment: AlignmentKey? = nil, spacing: Double? = nil) {
    self.edge = edge
    self.spacing = spacing
    let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
    self.alignment = alignment ?? (axis == .vertical ? .horizontalCenter : .verticalCenter)
  }

  /// The axis the content is stacked along.
  public var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  struct Arrangement {
    var size: Size
    var primary: ChildPlacement
    var content: ChildPlacement
  }

  func arrange(primary: LayoutChild, content: LayoutChild, proposal p: ProposedSize)
    -> Arrangement
  {
    let a = axis
    let before = edge == .top || edge == .leading
    let s =
      spacing
      ?? (before
        ? content.spacing.distance(to: primary.spacing, along: a)
        : primary.spacing.distance(to: content.spacing, along: a))
    var cp = p
    if let pa = p[a] {
      var zero = p
      zero[a] = 0
      cp[a] = Swift.max(0, Swift.max(0, pa - s) - primary.size(zero)[a])
    }
    let cd = content.dimensions(cp)
    var pp = p
    if let pa = p[a] { pp[a] = Swift.max(0, pa - (cd.size[a] + s)) }
    let pd = primary.dimensions(pp)
    var size = Size.zero
    size[a] = cd.size[a] + s + pd.size[a]
    size[a.other] = Swift.max(cd.size[a.other], pd.size[a.other])
    var po = Point.zero
    var co = Point.zero
    if before { po[a] = cd.size[a] + s } else { co[a] = pd.size[a] + s }
    // Across: the content's guide on the primary's; the pair starts at 0.
    let shift = pd[alignment] - cd[alignment]
    po[a.other] = Swift.max(0, -shift)
    co[a.other] = Swift.max(0, shift)
    return Arrangement(
      size: size, primary: ChildPlacement(proposal: pp, origin: po, size: pd.size),
      content: ChildPlacement(proposal: cp, origin: co, size: cd.size))
  }
}
