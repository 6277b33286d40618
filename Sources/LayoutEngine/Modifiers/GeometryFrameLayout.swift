/// `.frame(width:height:alignment:)` whose lengths read an enclosing `GeometryReader`'s proxy:
/// `.frame(width: proxy.size.width * 0.3, height: proxy.size.height - 20)`.
/// Child sizing: proposed the lengths computed from the reader's size as placed, the proposal
/// on an axis without one. Own size: those lengths; the child's on the others (§5.7, §7.2).
public struct GeometryFrameLayout: Sendable, Hashable {
  /// One axis's length: arithmetic over an enclosing reader's size.
  public struct Length: Sendable, Hashable {
    /// Which enclosing reader it reads: 0 the innermost, 1 the one around it…
    public var depth: Int
    /// Over the reader's `width` and `height` (`DimensionExpression.Instruction.width`, …).
    public var expression: DimensionExpression

    public init(depth: Int = 0, _ expression: DimensionExpression) {
      self.depth = depth
      self.expression = expression
    }

    /// A number written beside a proxy length (`.frame(width: proxy.size.width, height: 10)`).
    public static func constant(_ value: Double) -> Length {
      Length(DimensionExpression.constant(value))
    }

    /// The length for the reader's size (nil: the expression has no value).
    public func value(reader: Size) -> Double? {
      expression.evaluate(width: reader.width, height: reader.height) { _, _ in nil }
    }
  }

  /// Nil leaves the axis to the child, as a frame without that length does.
  public var width: Length?
  public var height: Length?
  public var alignment: Alignment

  public init(width: Length?, height: Length?, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }
}
