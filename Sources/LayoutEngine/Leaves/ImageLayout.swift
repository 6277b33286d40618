/// `Image("name")` and `.resizable(capInsets:)`: no child.
/// Own size: the image's natural size in points whatever the proposal; resizable, the
/// proposal on each axis (at least the cap insets), the natural length when unspecified (§5.3).
/// Symbol images have a text baseline; bitmaps have none (§2.2).
public struct ImageLayout: Sendable {
  public var naturalSize: Size
  /// Set when the image is resizable.
  public var capInsets: EdgeInsets?
  /// A symbol's baseline, from the top of its natural size; nil for bitmaps.
  public var baseline: Double?

  public init(naturalSize: Size, capInsets: EdgeInsets? = nil, baseline: Double? = nil) {
    self.naturalSize = naturalSize
    self.capInsets = capInsets
    self.baseline = baseline
  }

  /// Both text baselines of a symbol, scaled with the image when it is resized.
  func explicitAlignment(_ key: AlignmentKey, size: Size) -> Double? {
    guard let baseline, key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
    return naturalSize.height > 0 ? baseline * size.height / naturalSize.height : baseline
  }

  func sizeThatFits(_ p: ProposedSize) -> Size {
    guard let caps = capInsets else { return naturalSize }
    return Size(
      width: p.width.map { Swift.max($0, caps[.horizontal]) } ?? naturalSize.width,
      height: p.height.map { Swift.max($0, caps[.vertical]) } ?? naturalSize.height)
  }
}
