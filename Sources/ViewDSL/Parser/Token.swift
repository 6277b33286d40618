/// One token of a logical line.
struct Token {
  enum Kind: UInt8, CaseIterable {
    case identifier, number, string
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    /// A `{` that ends its line (optionally after `params in`): a content block, not a closure.
    case blockOpen
    case comma, colon, semicolon, dot, equal, backslash
    case plus, minus, star, slash, percent
    case closedRange, halfOpenRange
    /// `?`, `!`, `&&`, `||` and the comparisons (conditions of `AnyLayout` choices).
    case question, bang, andAnd, orOr
    /// `??`, and `@` before a property wrapper (`@State var on = true` in a component).
    case nilCoalescing, at
    case less, lessEqual, greater, greaterEqual, equalEqual, notEqual
    /// Something the lexer already reported; the parser skips the line silently.
    case invalid
    /// Always the last token of a logical line.
    case endOfLine
  }

  var kind: Kind
  /// A number written without a fraction or exponent (`3`, `0x1F`): Swift's `Int`.
  var isInteger = false
  /// For a string, and for the identifier `#Preview` stands for, the index of its text in the
  /// line's `TokenTexts`; -1 for an identifier, whose text is its bytes in the source.
  ///
  /// A token holds no `String` or reference, so it is copied, stored and dropped as plain
  /// bytes: a `String` and an `Interpolation` in every token cost about 120 instructions a
  /// token in copies and releases between the lexer, the line reader and the parser.
  var literal: Int32 = -1
  var start: SourceLocation
  var end: SourceLocation
  var number: Double = 0

  var range: SourceRange { SourceRange(start: start, end: end) }

  /// How a diagnostic names this token: `'text'`, `end of line`; `text` is an identifier's.
  func quoted(text: String) -> String {
    switch kind {
    case .identifier: return "'\(Self.shortened(text))'"
    case .number: return "a number"
    case .string: return "a string"
    case .endOfLine: return "end of line"
    case .invalid: return "an invalid character"
    default: return "'\(Self.spelling[kind] ?? "")'"
    }
  }

  static let spelling: [Kind: String] = [
    .leftParen: "(", .rightParen: ")", .leftBracket: "[", .rightBracket: "]",
    .leftBrace: "{", .rightBrace: "}", .blockOpen: "{", .comma: ",", .colon: ":",
    .semicolon: ";", .dot: ".", .equal: "=", .backslash: "\\", .plus: "+", .minus: "-",
    .star: "*", .slash: "/", .percent: "%", .nilCoalescing: "??", .at: "@", .closedRange: "...",
    .halfOpenRange: "..<", .question: "?",
    .bang: "!", .andAnd: "&&", .orOr: "||", .less: "<", .lessEqual: "<=", .greater: ">",
    .greaterEqual: ">=", .equalEqual: "==", .notEqual: "!=",
  ]

  /// Source text quoted in a message is cut short so a 10 MB token cannot flood the output.
  static func shortened(_ text: String) -> String {
    text.unicodeScalars.count <= 40
      ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
  }
}

/// Collects diagnostics, keeping at most one per logical line: the first error in a line is
/// the one worth reading; what follows it is usually a cascade.
final class DiagnosticSink {
  private(set) var diagnostics: [Diagnostic] = []
  /// Whether the current logical line has had its error.
  private(set) var lineHasError = false

  func startLine() { lineHasError = false }

  /// Reports an error that belongs to the current line (lexer and parser errors).
  func lineError(_ message: DiagnosticMessage, at location: SourceLocation) {
    guard !lineHasError else { return }
    lineHasError = true
    diagnostics.append(Diagnostic(message, at: location))
  }

  /// Reports a structural error (indentation, braces) regardless of the line's other errors.
  func report(_ message: DiagnosticMessage, at location: SourceLocation) {
    diagnostics.append(Diagnostic(message, at: location))
  }

  /// The diagnostics in source order (stable for equal locations).
  func sorted() -> [Diagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
      .map(\.element)
  }
}

/// The parts of an interpolated string literal, in order (a class, so that a token stays small).
final class Interpolation: Sendable {
  enum Part: Sendable {
    case text(String)
    /// The tokens between `\(` and its `)`.
    case tokens([Token])
  }

  let parts: [Part]

  init(_ parts: [Part]) {
    self.parts = parts
  }
}
