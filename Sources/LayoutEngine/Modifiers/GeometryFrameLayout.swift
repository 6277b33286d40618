/// `.frame(width:height:alignment:)` whose lengths read an enclosing `GeometryReader`'s proxy:
/// `.frame(width: proxy.size.width * 0.3, height: proxy.size.height - 20)`.
/// Child sizing: proposed the lengths computed from the reader's size as placed, the proposal
/// on an axis without one. Own size: those lengths; the child's on the others (§5.7, §7.2).
public struct GeometryFrameLayout: Sendable, Hashable {
  /// Which enclosing reader the lengths read: 0 the innermost, 1 the one around it…
  public var depth: Int
  /// Each axis's length over the reader's `width` and `height` (a number is a constant); nil
  /// leaves the axis to the child, as a frame without that length does.
  public var width: DimensionExpression?
  public var height: DimensionExpression?
  public var alignment: Alignment

  public init(
    depth: Int = 0, width: DimensionExpression?, height: DimensionExpression?,
    alignment: Alignment = .center
  ) {
    self.depth = depth
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  /// The lengths for a reader's size, as written (nil: no expression on that axis, or one
  /// that has no value).
  public func lengths(reader: Size) -> (width: Double?, height: Double?) {
    func value(_ e: DimensionExpression?) -> Double? {
      e?.evaluate(width: reader.width, height: reader.height) { _, _ in nil }
    }
    return (value(width), value(height))
  }

  /// The equivalent fixed frame for the reader's size (nil: the reader is not placed yet, as
  /// when a view is probed alone; the frame then fixes nothing). A negative or non-finite
  /// length fixes nothing either, as for any frame (`FrameLayout`).
  func frame(reader: Size?) -> FrameLayout {
    guard let reader else { return FrameLayout(width: nil, height: nil, alignment: alignment) }
    let (w, h) = lengths(reader: reader)
    return FrameLayout(width: w, height: h, alignment: alignment)
  }
}
