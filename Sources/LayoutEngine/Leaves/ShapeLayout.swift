/// `Color`, `Rectangle`, `RoundedRectangle`, `Ellipse`, `Capsule` (any `Shape` without its own
/// sizing): no child; takes the whole proposal, an unspecified length becomes 10.
enum ShapeLayout {
  /// LayoutRules.md §5.1: `size(P) = (P.w ?? 10, P.h ?? 10)`.
  static func sizeThatFits(_ p: ProposedSize) -> Size {
    p.replacingUnspecifiedDimensions()
  }
}
