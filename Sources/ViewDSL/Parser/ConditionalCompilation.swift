/// Swift's conditional compilation in pasted code: `#if`, `#elseif`, `#else`, `#endif` lines
/// choose which lines are read, as an iOS build of the app compiles them. Before, these lines
/// were comments, so the modifiers of both branches applied.
///
/// Conditions are evaluated for an iOS app in an Xcode preview: `os(iOS)` is true and every
/// other `os(…)` false; `canImport(…)` is true except for macOS- and watchOS-only frameworks;
/// `targetEnvironment(simulator)` and `DEBUG` are true (previews are debug builds for the
/// simulator); `swift(>=…)` and `compiler(>=…)` compare with 6.3; any other name is false, as
/// an undefined compilation condition is in Swift. `!`, `&&`, `||` and parentheses combine them.
struct ConditionalCompilation {
  /// One `#if … #endif` being read.
  private struct Block {
    /// Where the `#if` was, for the error when no `#endif` closes it.
    var start: SourceLocation
    /// Whether the lines around the block are read.
    var outerActive: Bool
    /// Whether a branch of this block was already taken (later branches are skipped).
    var taken: Bool
    /// Whether the lines of the current branch are read.
    var active: Bool
  }

  private var blocks: [Block] = []

  /// Whether the current line is read.
  var isActive: Bool { blocks.last?.active ?? true }

  /// The `#if` that is still open at the end of the file, if any.
  var unterminated: SourceLocation? { blocks.first?.start }

  enum Directive: String {
    case `if`, `elseif`, `else`, endif
  }

  /// Applies a directive line; returns false for a `#elseif`, `#else` or `#endif` with no
  /// `#if` open.
  mutating func apply(_ directive: Directive, condition: String, at location: SourceLocation)
    -> Bool
  {
    switch directive {
    case .if:
      let outer = isActive
      let value = outer && Self.evaluate(condition)
      blocks.append(Block(start: location, outerActive: outer, taken: value, active: value))
    case .elseif, .else:
      guard var block = blocks.popLast() else { return false }
      let value = directive == .else || Self.evaluate(condition)
      block.active = block.outerActive && !block.taken && value
      block.taken = block.taken || block.active
      blocks.append(block)
    case .endif:
      guard blocks.popLast() != nil else { return false }
    }
    return true
  }

  /// The value of a compilation condition for an iOS preview build.
  static func evaluate(_ text: String) -> Bool {
    var parser = ConditionParser(Array(text.utf8))
    return parser.orExpression()
  }
}

/// A compilation condition's few forms (`!`, `&&`, `||`, parentheses, `name`, `name(argument)`),
/// read left to right; what is not understood counts as false, as an unknown name does.
private struct ConditionParser {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func orExpression() -> Bool {
    var value = andExpression()
    while consume("||") { value = andExpression() || value }
    return value
  }

  mutating func andExpression() -> Bool {
    var value = unary()
    while consume("&&") { value = unary() && value }
    return value
  }

  mutating func unary() -> Bool {
    if consume("!") { return !unary() }
    if consume("(") {
      let value = orExpression()
      _ = consume(")")
      return value
    }
    let name = word()
    guard consume("(") else { return Self.flag(name) }
    var argument = ""
    while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
      if bytes[index] != UInt8(ascii: " ") {
        argument.append(Character(Unicode.Scalar(bytes[index])))
      }
      index += 1
    }
    _ = consume(")")
    return Self.platform(name, argument)
  }

  /// A name alone: `DEBUG` (previews are debug builds), `true`; anything else is undefined.
  static func flag(_ name: String) -> Bool {
    name == "DEBUG" || name == "true"
  }

  static func platform(_ name: String, _ argument: String) -> Bool {
    switch name {
    case "os": return argument == "iOS"
    case "canImport":
      return !["AppKit", "Cocoa", "WatchKit", "ClockKit"].contains(argument)
    case "targetEnvironment": return argument == "simulator"
    case "swift", "compiler":
      // `>=6.0` or `<6.0`, against Swift 6.3.
      let isAtLeast = argument.hasPrefix(">=")
      let digits = argument.drop { $0 == ">" || $0 == "<" || $0 == "=" }
      let parts = digits.split(separator: ".").compactMap { Int($0) }
      let wanted = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
      let atLeast = (6, 3) >= wanted
      return isAtLeast ? atLeast : !atLeast
    default: return false
    }
  }

  mutating func word() -> String {
    skipSpaces()
    var text = ""
    while index < bytes.count, Self.isWordByte(bytes[index]) {
      text.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    return text
  }

  mutating func consume(_ symbol: String) -> Bool {
    skipSpaces()
    let s = Array(symbol.utf8)
    guard index + s.count <= bytes.count, Array(bytes[index..<(index + s.count)]) == s else {
      return false
    }
    index += s.count
    return true
  }

  mutating func skipSpaces() {
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
  }

  static func isWordByte(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
      || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
  }
}
