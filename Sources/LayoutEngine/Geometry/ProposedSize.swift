/// What a parent proposes to a child: two optional lengths.
///
/// On each axis `nil` asks for the child's ideal length, `0` for its minimum and `.infinity`
/// for its maximum; any other value is a concrete offer. (SwiftUI's `ProposedViewSize`.)
public struct ProposedSize: Sendable, Hashable, CustomStringConvertible {
  // Two `Double`s with nil as a NaN no arithmetic makes (`unspecified`): 16 bytes instead of
  // the 32 of two `Double?`, and a length passed as one register instead of a value and a
  // flag. Every proposal a layout makes is copied into scratch lists and keys several times
  // (BENCHMARKS.md, *The protocol's probes answered directly*).
  private var storedWidth: Double
  private var storedHeight: Double

  /// A signalling NaN with a payload of its own: arithmetic only makes quiet NaNs, so no
  /// computed length is mistaken for nil.
  private static var unspecifiedBits: UInt64 { 0x7FF0_5E7E_0000_0001 }

  @inline(__always)
  private static func stored(_ length: Double?) -> Double {
    length ?? Double(bitPattern: unspecifiedBits)
  }

  @inline(__always)
  private static func length(_ stored: Double) -> Double? {
    stored.bitPattern == unspecifiedBits ? nil : stored
  }

  public var width: Double? {
    @inline(__always) get { Self.length(storedWidth) }
    @inline(__always) set { storedWidth = Self.stored(newValue) }
  }

  public var height: Double? {
    @inline(__always) get { Self.length(storedHeight) }
    @inline(__always) set { storedHeight = Self.stored(newValue) }
  }

  public init(width: Double?, height: Double?) {
    storedWidth = Self.stored(width)
    storedHeight = Self.stored(height)
  }

  /// As two `Double?`: nil equals nil, NaN equals nothing, −0 equals 0.
  public static func == (a: ProposedSize, b: ProposedSize) -> Bool {
    a.width == b.width && a.height == b.height
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }

  /// As the two optionals were printed: `ProposedSize(width: nil, height: Optional(40.0))`.
  public var description: String {
    "ProposedSize(width: \(String(describing: width)), height: \(String(describing: height)))"
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

  /// The length along `axis` as stored: equal bits, the same length (nil has bits of its own).
  @inline(__always)
  func bits(_ axis: Axis) -> UInt64 {
    (axis == .horizontal ? storedWidth : storedHeight).bitPattern
  }

  /// Whether a length is proposed along `axis` (`self[axis] != nil`, without the optional).
  @inline(__always)
  func isSpecified(_ axis: Axis) -> Bool {
    bits(axis) != Self.unspecifiedBits
  }

  /// Inlined: stacks read and write their children's proposals by axis, and the call was
  /// not inlined into them.
  public subscript(axis: Axis) -> Double? {
    @inline(__always) get { axis == .horizontal ? width : height }
    @inline(__always) set { if axis == .horizontal { width = newValue } else { height = newValue } }
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
