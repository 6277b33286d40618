/// What a parent proposes to a child: two optional lengths.
///
/// On each axis `nil` asks for the child's ideal length, `0` for its minimum and `.infinity`
/// for its maximum; any other value is a concrete offer. (SwiftUI's `ProposedViewSize`.)
public struct ProposedSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// `(nil, nil)`: asks for the ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// `(0, 0)`: asks for the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// `(∞, ∞)`: asks for the maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// The proposal with unspecified lengths replaced (SwiftUI's default is 10 points: the
  /// "magic 10" an undetermined ideal size falls back to).
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal shrunk by insets; nil stays nil, ∞ stays ∞, lengths never go below 0.
  func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
      height: height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
  }
}
