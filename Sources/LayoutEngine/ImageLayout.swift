/// `Image("name")` and `.resizable(capInsets:)`: no child.
/// Own size: the image's natural size in points whatever the proposal; resizable, the
/// proposal on each axis (at least the cap insets), the natural length when unspecified (§5.3).
public struct ImageLayout: Sendable {
  public var naturalSize: Size
  /// Set when the image is resizable.
  public var capInsets: EdgeInsets?

  public init(naturalSize: Size, capInsets: EdgeInsets? = nil) {
    self.naturalSize = naturalSize
    self.capInsets = capInsets
  }

  func sizeThatFits(_ p: ProposedSize) -> Size {
    guard let caps = capInsets else { return naturalSize }
    return Size(
      width: p.width.map { Swift.max($0, caps[.horizontal]) } ?? naturalSize.width,
      height: p.height.map { Swift.max($0, caps[.vertical]) } ?? naturalSize.height)
  }
}
