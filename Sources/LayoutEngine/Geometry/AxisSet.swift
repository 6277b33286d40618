extension Axis {
  /// SwiftUI's `Axis.Set`: `.horizontal`, `.vertical`, or both.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
    public static let both: Set = [.horizontal, .vertical]

    public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    public func contains(_ axis: Axis) -> Bool { contains(Set(axis)) }
  }
}
