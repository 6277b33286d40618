/// Identifies an alignment guide on one axis: a built-in guide or a custom `AlignmentID`.
///
/// Built-in ids are fixed; custom ids index the tree's `customAlignments` table
/// (`id - AlignmentKey.firstCustomID`).
///
/// Eight bytes, the id in 32 bits: a frame's alignment is two keys, and with 16-byte keys the
/// frame was the largest payload of the tree's node table, 80 bytes a node where 56 now do
/// (`StoredNode`; BENCHMARKS.md, *Speed work, ninth round: the engine*). Ids are small: the
/// built-in ones and one per custom guide declared.
public struct AlignmentKey: Sendable, Hashable {
  public let axis: Axis
  private let storedID: Int32

  public var id: Int { Int(storedID) }

  public init(axis: Axis, id: Int) {
    self.axis = axis
    self.storedID = Int32(id)
  }

  public static let firstCustomID = 16

  public static let leading = AlignmentKey(axis: .horizontal, id: 0)
  public static let horizontalCenter = AlignmentKey(axis: .horizontal, id: 1)
  public static let trailing = AlignmentKey(axis: .horizontal, id: 2)
  public static let top = AlignmentKey(axis: .vertical, id: 0)
  public static let verticalCenter = AlignmentKey(axis: .vertical, id: 1)
  public static let bottom = AlignmentKey(axis: .vertical, id: 2)
  public static let firstTextBaseline = AlignmentKey(axis: .vertical, id: 3)
  public static let lastTextBaseline = AlignmentKey(axis: .vertical, id: 4)

  public var isCustom: Bool { id >= AlignmentKey.firstCustomID }

  /// Leading/center/trailing and top/center/bottom: containers never report explicit values
  /// for these (LayoutRules.md §2.3).
  public var isFrameAlignment: Bool { id <= 2 }

  public static func custom(axis: Axis, index: Int) -> AlignmentKey {
    AlignmentKey(axis: axis, id: firstCustomID + index)
  }
}

/// A custom alignment declared in a `.view` file: its name and its `defaultValue(in:)`.
public struct CustomAlignment: Sendable {
  public var name: String
  public var axis: Axis
  public var defaultValue: DimensionExpression

  public init(name: String, axis: Axis, defaultValue: DimensionExpression) {
    self.name = name
    self.axis = axis
    self.defaultValue = defaultValue
  }
}

/// SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Sendable, Hashable {
  public let key: AlignmentKey
  public init(_ key: AlignmentKey) {
    precondition(key.axis == .horizontal)
    self.key = key
  }
  public static let leading = HorizontalAlignment(.leading)
  public static let center = HorizontalAlignment(.horizontalCenter)
  public static let trailing = HorizontalAlignment(.trailing)
}

/// SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Sendable, Hashable {
  public let key: AlignmentKey
  public init(_ key: AlignmentKey) {
    precondition(key.axis == .vertical)
    self.key = key
  }
  public static let top = VerticalAlignment(.top)
  public static let center = VerticalAlignment(.verticalCenter)
  public static let bottom = VerticalAlignment(.bottom)
  public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
  public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

/// SwiftUI's two-dimensional `Alignment`.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public subscript(axis: Axis) -> AlignmentKey {
    axis == .horizontal ? horizontal.key : vertical.key
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}
