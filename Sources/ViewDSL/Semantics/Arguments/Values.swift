import LayoutEngine

/// The SwiftUI parameter types the language checks arguments against.
indirect enum ValueType: Sendable, Equatable {
  /// `CGFloat`/`Double` that must be finite.
  case number
  /// `Int` counting something (columns, a span): a whole number from 1 to `Int32.max`.
  case count
  /// `CGFloat` that may be `.infinity` (frame lengths; the modifier checks where it matters).
  case numberOrInfinity
  /// `T?`: `nil` or a `T`.
  case optional(ValueType)
  case string
  case bool
  case alignment
  case horizontalAlignment
  case verticalAlignment
  /// `Edge.Set`: `.top`, `.horizontal`, `[.top, .leading]`, `Edge.Set.all`.
  case edgeSet
  /// `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
  case axisSet
  case edgeInsets
  case size
  case point
  case roundedCornerStyle
  case color
  /// `Color.RGBColorSpace`: `.sRGB`, `.sRGBLinear`, `.displayP3`.
  case colorSpace
  /// What `.id(_:)` takes: a string or a number.
  case identifier
  case closure(ClosureKind)
  /// A SwiftUI enumeration written as a member: `ContentMode` (`.fit`, `.fill`),
  /// `LayoutDirection` (`.leftToRight`, `.rightToLeft`).
  case enumeration(String, [String])
  /// A key path: `\.layoutDirection`.
  case keyPath
  /// SwiftUI's `Font`.
  case font
  /// A closed range of whole numbers: `1...3`.
  case closedRange
  /// A closed range of enumeration members: `.small ... .xLarge`.
  case memberRange(String, [String])
  /// An option set written as one member or an array of them: `SafeAreaRegions`
  /// (`.container`, `[.container, .keyboard]`).
  case optionSet(String, [String])
  /// `GridItem(_:spacing:alignment:)`.
  case gridItem
  /// `GridItem.Size`: `.fixed(_:)`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`.
  case gridItemSize
  /// `[GridItem]`: an array literal or `Array(repeating:count:)`.
  case gridItems
  /// Anything: arguments of modifiers that change no layout are not evaluated.
  case any

  /// `CGFloat`, `CGFloat?` and `CGFloat` that may be infinite: any finite number literal is
  /// their value as written (`Evaluator.evaluate`).
  var takesAnyNumber: Bool {
    switch self {
    case .number, .numberOrInfinity, .optional(.number), .optional(.numberOrInfinity): true
    default: false
    }
  }

  /// How a message names the type: "expected a number for 'width'".
  var expectation: String {
    switch self {
    case .number, .numberOrInfinity: "a number"
    case .optional(let wrapped): "\(wrapped.expectation) or 'nil'"
    case .string: "a string"
    case .bool: "'true' or 'false'"
    case .alignment: "an alignment"
    case .horizontalAlignment: "a horizontal alignment"
    case .verticalAlignment: "a vertical alignment"
    case .edgeSet: "edges"
    case .axisSet: "axes"
    case .edgeInsets: "'EdgeInsets'"
    case .size: "a 'CGSize'"
    case .point: "a 'CGPoint'"
    case .roundedCornerStyle: "a corner style"
    case .color: "a color"
    case .colorSpace: "a color space"
    case .identifier: "a string or a number"
    case .closure: "a closure"
    case .count: "a whole number of at least 1"
    case .enumeration(_, let members): members.map { "'.\($0)'" }.joined(separator: " or ")
    case .keyPath: "a key path"
    case .font: "a font"
    case .closedRange: "a range like '1...3'"
    case .memberRange(_, let members):
      "a range like '.\(members[0]) ... .\(members[members.count - 1])'"
    case .optionSet(_, let members):
      members.map { "'.\($0)'" }.joined(separator: " or ") + " or an array of them"
    case .gridItem: "'GridItem(…)'"
    case .gridItemSize: "'.fixed(…)', '.flexible(…)' or '.adaptive(…)'"
    case .gridItems: "an array of 'GridItem'"
    case .any: "a value"
    }
  }

  /// The type's name as SwiftUI spells it, for "'Alignment' has no member 'x'".
  var swiftName: String {
    switch self {
    case .number, .numberOrInfinity: "CGFloat"
    case .optional(let wrapped): wrapped.swiftName
    case .string: "String"
    case .bool: "Bool"
    case .alignment: "Alignment"
    case .horizontalAlignment: "HorizontalAlignment"
    case .verticalAlignment: "VerticalAlignment"
    case .edgeSet: "Edge.Set"
    case .axisSet: "Axis.Set"
    case .edgeInsets: "EdgeInsets"
    case .size: "CGSize"
    case .point: "CGPoint"
    case .roundedCornerStyle: "RoundedCornerStyle"
    case .color: "Color"
    case .colorSpace: "Color.RGBColorSpace"
    case .identifier: "AnyHashable"
    case .closure: "closure"
    case .count: "Int"
    case .enumeration(let name, _): name
    case .keyPath: "KeyPath"
    case .font: "Font"
    case .closedRange: "ClosedRange<Int>"
    case .memberRange(let name, _): "ClosedRange<\(name)>"
    case .optionSet(let name, _): name
    case .gridItem: "GridItem"
    case .gridItemSize: "GridItem.Size"
    case .gridItems: "[GridItem]"
    case .any: "Any"
    }
  }
}

/// SwiftUI's `RoundedCornerStyle` (no layout effect; kept for checking).
enum RoundedCornerStyle: String, Sendable {
  case circular, continuous
}

/// The kinds of closure SwiftUI takes where the language accepts one.
enum ClosureKind: Sendable, Equatable {
  /// An action or content closure of a modifier that changes no layout: not evaluated.
  case opaque
  /// `{ d in d[.trailing] - 10 }` over `ViewDimensions` (alignment guides), computing a guide
  /// on `axis` (which resolves an ambiguous `.center`).
  case viewDimensions(axis: Axis)
  /// `{ length, axis in length * 2 / 3 }` (`containerRelativeFrame`).
  case containerLength
}

/// An evaluated argument.
enum Value: Sendable {
  case number(Double)
  /// An option set's members (`ValueType.optionSet`).
  case members(Set<String>)
  case none
  case string(String)
  case bool(Bool)
  case alignment(Alignment)
  case horizontalAlignment(HorizontalAlignment)
  case verticalAlignment(VerticalAlignment)
  case edgeSet(Edge.Set)
  case axisSet(Axis.Set)
  case edgeInsets(EdgeInsets)
  case size(Size)
  case point(Point)
  case roundedCornerStyle(RoundedCornerStyle)
  /// A colour; its components change no layout and are only checked.
  case color
  case colorSpace
  case expression(DimensionExpression)
  /// A member of an enumeration type, by name.
  case member(String)
  /// A key path's components joined by dots (`layoutDirection`).
  case keyPath(String)
  case font(FontSpec)
  case closedRange(Double, Double)
  case memberRange(String, String)
  case gridItem(GridItem)
  case gridItemSize(GridItem.Size)
  case gridItems([GridItem])
  /// An unevaluated argument (type `.any`, an opaque closure) or one the parser already
  /// reported as malformed.
  case opaque
}

/// How a message describes an expression the user wrote: "found a string".
func describe(_ expression: ExprSyntax) -> String {
  switch expression.kind {
  case .number, .integer: "a number"
  case .string, .interpolatedString: "a string"
  case .bool: "a boolean"
  case .nilLiteral: "'nil'"
  case .identifier(let name): "'\(name)'"
  case .implicitMember(let name): "'.\(name)'"
  case .member: dottedPath(expression).map { "'\($0)'" } ?? "a member expression"
  case .call(let callee, _, _):
    dottedPath(callee).map { "'\($0)(…)'" } ?? "a call"
  case .subscriptAccess: "a subscript"
  case .array: "an array"
  case .binary, .negate: "an arithmetic expression"
  case .closure: "a closure"
  case .keyPath: "a key path"
  case .range, .partialRange: "a range"
  case .ternary: "a conditional expression"
  case .comparison, .logical, .not: "a condition"
  case .error: "an invalid expression"
  case .forceUnwrap, .optionalChain, .nilCoalescing: "an optional"
  case .tuple: "a tuple"
  case .dictionary: "a dictionary"
  case .cast(let inner, _), .inOut(let inner), .tryOptional(let inner), .tryForced(let inner):
    describe(inner)
  case .statements: "a statement"
  case .unsupported(let what): what
  }
}

/// `Edge.Set.top` → "Edge.Set.top", `.top` → ".top"; nil for anything but names and members.
func dottedPath(_ expression: ExprSyntax) -> String? {
  switch expression.kind {
  case .identifier(let name): return name
  case .implicitMember(let name): return "." + name
  case .member(let base, let name): return dottedPath(base).map { $0 + "." + name }
  default: return nil
  }
}

/// A number as messages print it: `100`, `2.5`, `infinity`.
func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
