/// `Circle`: no child; the largest square inside the proposal (unspecified lengths become 10).
enum CircleLayout {
  /// LayoutRules.md §5.2: `m = min(P.w ?? 10, P.h ?? 10)`, size `m × m`.
  static func sizeThatFits(_ p: ProposedSize) -> Size {
    let s = p.replacingUnspecifiedDimensions()
    let m = Swift.min(s.width, s.height)
    return Size(width: m, height: m)
  }
}
