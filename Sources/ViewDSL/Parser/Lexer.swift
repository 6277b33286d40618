#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the bytes of one physical line at a time into tokens. Works on `[UInt8]` with an
/// index (never on `String` slices) so that a 10 MB line costs one pass. The input has been
/// checked to be valid UTF-8, so a byte that is not `10xxxxxx` starts a scalar (a column).
struct Lexer {
  let bytes: [UInt8]
  private(set) var index: Int
  private(set) var line = 1
  /// The column of `index`, counted in Unicode scalars from 1.
  private(set) var column = 1
  private var reportedTab = false
  /// `#if` blocks: lines of branches an iOS build does not compile are skipped.
  private var conditionals = ConditionalCompilation()
  /// Where strings' values and `#Preview`'s name go (tokens hold no text of their own).
  let texts: TokenTexts
  /// `ByteClasses.table`, held here so the scanning loops do not go through its global's
  /// accessor.
  let classes = ByteClasses.table
  let singleByteKinds = ByteClasses.singleByteKinds
  /// Whether the last physical line's brackets are other than parentheses closed in order
  /// (then the line reader tracks them token by token; otherwise they leave nothing open).
  var lineHasOtherBrackets = false
  /// Parentheses open on the physical line being lexed, counted by the plain-token loop.
  var openParentheses = 0

  init(texts: TokenTexts) {
    self.texts = texts
    bytes = texts.source
    // A UTF-8 byte order mark is not part of the text.
    index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// Inlined: two or three calls a token cost 25 instructions each.
  var location: SourceLocation {
    @inline(__always) get { SourceLocation(line: line, column: column, offset: index) }
  }

  /// The end of the run of bytes from `start` in the byte class `mask` (ASCII bytes, so
  /// the run's columns are its length).
  @inline(__always)
  func end(of mask: UInt8, from start: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      classes.withUnsafeBufferPointer { table in
        ByteClasses.end(of: mask, from: start, in: buffer, table: table)
      }
    }
  }

  /// Moves to `end` over ASCII bytes: one column a byte.
  @inline(__always)
  mutating func skipASCII(to end: Int) {
    column += end - index
    index = end
  }
  var isAtEnd: Bool { index >= bytes.count }

  func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Moves past one byte, counting a column when it starts a scalar.
  mutating func advance() {
    if bytes[index] & 0xC0 != 0x80 { column += 1 }
    index += 1
  }

  /// Lexes one physical line, through its newline, appending its tokens (nothing for a blank
  /// or comment-only line). Returns false when there is no line left.
  mutating func lexPhysicalLine(into tokens: inout [Token], sink: DiagnosticSink) -> Bool {
    guard !isAtEnd else {
      if let start = conditionals.unterminated {
        sink.report(.unterminatedConditional, at: start)
        conditionals = ConditionalCompilation()
      }
      return false
    }
    var tabLocation: SourceLocation?
    var first = true
    lineHasOtherBrackets = false
    openParentheses = 0
    while let b = byte() {
      switch b {
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        column = 1
        if openParentheses != 0 { lineHasOtherBrackets = true }
        return true
      case UInt8(ascii: " "):
        skipSpaces()
      case UInt8(ascii: "\r"):
        advance()
      case UInt8(ascii: "\t"):
        if first, tabLocation == nil { tabLocation = location }
        advance()
      case UInt8(ascii: "#") where first && lexDirective(sink: sink):
        break
      case UInt8(ascii: "#") where first && conditionals.isActive && atPreviewMacro:
        // `#Preview("Name") {` of a pasted file: its body is what to lay out, read as a
        // `Group` of the views written in it (the preview's arguments name it; skipped).
        first = false
        tokens.append(lexPreviewMacro())
      case _ where first && !conditionals.isActive:
        skipComment(sink: sink)  // a line of a branch that is not compiled
      case UInt8(ascii: "#"):
        skipComment(sink: sink)
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        skipComment(sink: sink)
      default:
        if first, let tab = tabLocation, !reportedTab {
          // Reported once per file: a tab-indented file is one mistake, not one per line.
          reportedTab = true
          sink.report(.tabInIndentation, at: tab)
        }
        first = false
        // The plain-token loop first: most lines start with a name (or a modifier's dot),
        // which it reads as `lexToken` would, without a call and an append of its own.
        let before = index
        lexPlainTokens(into: &tokens)
        if index == before {
          let token = lexToken(sink: sink)
          if Self.isBracket(token.kind) { lineHasOtherBrackets = true }
          tokens.append(token)
          lexPlainTokens(into: &tokens)
        }
      }
    }
    if openParentheses != 0 { lineHasOtherBrackets = true }
    return true
  }

  /// `(`, `)`, `[`, `]`, `{` or `}`: consecutive raw values.
  @inline(__always)
  static func isBracket(_ kind: Token.Kind) -> Bool {
    kind.rawValue &- Token.Kind.leftParen.rawValue
      <= Token.Kind.rightBrace.rawValue &- Token.Kind.leftParen.rawValue
  }

  /// Skips a run of spaces, 64 bytes at a time where it can: deep indentation (10,000
  /// levels is 50 MB of spaces) should cost little even in a debug build.
  private mutating func skipSpaces() {
    let start = index
    let count = bytes.count
    index = bytes.withUnsafeBufferPointer { buffer -> Int in
      var i = start
      // Most runs are an indentation or one space: byte by byte up to 64, then by memcmp.
      while i < count, i - start < 64, buffer[i] == UInt8(ascii: " ") { i += 1 }
      guard i - start == 64 else { return i }
      Self.spaces.withUnsafeBufferPointer { spaces in
        while i + 64 <= count, memcmp(buffer.baseAddress! + i, spaces.baseAddress!, 64) == 0 {
          i += 64
        }
      }
      while i < count, buffer[i] == UInt8(ascii: " ") { i += 1 }
      return i
    }
    column += index - start
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// Whether `#Preview` starts here (not `#PreviewSomething`).
  private var atPreviewMacro: Bool {
    let name = Array("#Preview".utf8)
    guard index + name.count <= bytes.count, Array(bytes[index..<(index + name.count)]) == name
    else { return false }
    return !(byte(name.count).map(Self.isIdentifierByte) ?? false)
  }

  /// `#Preview` and its parenthesised arguments, as one `Group` name token.
  private mutating func lexPreviewMacro() -> Token {
    let start = location
    for _ in 0..<"#Preview".utf8.count { advance() }
    let end = location
    while byte() == UInt8(ascii: " ") { advance() }
    if byte() == UInt8(ascii: "(") {
      // Skip to the matching `)` on this line, past strings.
      var depth = 0
      var inString = false
      while let b = byte(), b != UInt8(ascii: "\n") {
        advance()
        if inString {
          if b == UInt8(ascii: "\\") {
            advance()
          } else if b == UInt8(ascii: "\"") {
            inString = false
          }
        } else if b == UInt8(ascii: "\"") {
          inString = true
        } else if b == UInt8(ascii: "(") {
          depth += 1
        } else if b == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { break }
        }
      }
    }
    let group = texts.add(TokenTexts.Literal(text: "Group"))
    return Token(kind: .identifier, literal: group, start: start, end: end)
  }

  /// `#if`, `#elseif`, `#else` or `#endif` at the start of a line: applied, and the line
  /// consumed; false (nothing consumed) for any other `#` (a comment).
  private mutating func lexDirective(sink: DiagnosticSink) -> Bool {
    var end = index + 1
    while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
    guard
      let name = String(validating: bytes[(index + 1)..<end], as: UTF8.self),
      let directive = ConditionalCompilation.Directive(rawValue: name)
    else { return false }
    let start = location
    var conditionEnd = end
    while conditionEnd < bytes.count, bytes[conditionEnd] != UInt8(ascii: "\n"),
      !(bytes[conditionEnd] == UInt8(ascii: "/") && conditionEnd + 1 < bytes.count
        && bytes[conditionEnd + 1] == UInt8(ascii: "/"))
    {
      conditionEnd += 1
    }
    let condition = String(decoding: bytes[end..<conditionEnd], as: UTF8.self)
    if !conditionals.apply(directive, condition: condition, at: start) {
      sink.report(.unexpectedConditionalDirective(name), at: start)
    }
    skipComment(sink: sink)
    return true
  }

  private mutating func skipComment(sink: DiagnosticSink) {
    var reported = false
    while let b = byte(), b != UInt8(ascii: "\n") {
      if b == 0, !reported {
        // Not a line error: a comment-only line has no logical line of its own.
        sink.report(.nulCharacter, at: location)
        reported = true
      }
      advance()
    }
  }

  /// The first byte and column of the next line holding a token, without consuming anything.
  func peekNextLine() -> (column: Int, byte: UInt8)? {
    peekNextLineStart().map { ($0.column, bytes[$0.offset]) }
  }

  /// Whether the next line that is not blank or a comment starts with the identifier `name`
  /// as a whole word (`color` in `color.frame(…)`, not in `colors`).
  func nextLineStarts(withWord name: String) -> Bool {
    guard let start = peekNextLineStart() else { return false }
    let word = Array(name.utf8)
    let end = start.offset + word.count
    guard end <= bytes.count, Array(bytes[start.offset..<end]) == word else { return false }
    return end == bytes.count || !Self.isIdentifierByte(bytes[end])
  }

  private func peekNextLineStart() -> (column: Int, offset: Int)? {
    var i = index
    var column = 1
    while i < bytes.count {
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "\n"):
        column = 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        column += 1
      case UInt8(ascii: "#"):
        while i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "\n") { i += 1 }
      case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
        while i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "\n") { i += 1 }
      default:
        return (column, i)
      }
      i += 1
    }
    return nil
  }

  mutating func lexToken(sink: DiagnosticSink) -> Token {
    let b = bytes[index]
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: "$"):
      return lexIdentifier(sink: sink)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return lexNumber(sink: sink)
    case UInt8(ascii: "\""):
      return lexString(sink: sink)
    case UInt8(ascii: "."):
      return lexDot(sink: sink)
    case 0:
      sink.lineError(.nulCharacter, at: location)
      return single(.invalid)
    default:
      return lexPunctuation(sink: sink)
    }
  }

  /// A one-byte token (ASCII: one column).
  @inline(__always)
  private mutating func single(_ kind: Token.Kind) -> Token {
    let start = location
    index += 1
    column += 1
    return Token(kind: kind, start: start, end: location)
  }

  /// `<=` or `<`: a two-byte token when `second` follows, else one byte.
  @inline(__always)
  private mutating func pair(_ second: UInt8, _ kind: Token.Kind, else other: Token.Kind) -> Token {
    guard byte(1) == second else { return single(other) }
    let start = location
    skipASCII(to: index + 2)
    return Token(kind: kind, start: start, end: location)
  }

  /// A name, `$0` (a closure's parameter) or `$name` (a binding's projected value,
  /// `Toggle(isOn: $isOn)`): one identifier. A `$` followed by neither is an invalid character.
  @inline(__always)
  private mutating func lexIdentifier(sink: DiagnosticSink) -> Token {
    let start = location
    if bytes[index] == UInt8(ascii: "$") {
      guard let next = byte(1), Self.isIdentifierByte(next) else { return lexInvalid(sink: sink) }
      if Self.isDigit(next) {
        skipASCII(to: end(of: ByteClasses.digit, from: index + 1))
        return Token(kind: .identifier, start: start, end: location)
      }
    }
    skipASCII(to: end(of: ByteClasses.identifier, from: index + 1))
    return Token(kind: .identifier, start: start, end: location)
  }

  /// `...`, `..<`, `.5` (a number, reported: Swift needs the leading 0) or a dot.
  @inline(__always)
  private mutating func lexDot(sink: DiagnosticSink) -> Token {
    let start = location
    if byte(1) == UInt8(ascii: "."), let third = byte(2),
      third == UInt8(ascii: ".") || third == UInt8(ascii: "<")
    {
      advance()
      advance()
      advance()
      return Token(
        kind: third == UInt8(ascii: ".") ? .closedRange : .halfOpenRange, start: start,
        end: location)
    }
    if let next = byte(1), Self.isDigit(next) {
      advance()
      var token = lexNumber(sink: sink)
      sink.lineError(.leadingDotNumber(Token.shortened(text(from: start))), at: start)
      token.start = start
      token.number = Double("0" + text(from: start)) ?? 0
      return token
    }
    return single(.dot)
  }

  /// Brackets, separators and operators; any other byte is an invalid character.
  @inline(__always)
  private mutating func lexPunctuation(sink: DiagnosticSink) -> Token {
    switch bytes[index] {
    case UInt8(ascii: "("): return single(.leftParen)
    case UInt8(ascii: ")"): return single(.rightParen)
    case UInt8(ascii: "["): return single(.leftBracket)
    case UInt8(ascii: "]"): return single(.rightBracket)
    case UInt8(ascii: "{"): return single(.leftBrace)
    case UInt8(ascii: "}"): return single(.rightBrace)
    case UInt8(ascii: ","): return single(.comma)
    case UInt8(ascii: ":"): return single(.colon)
    case UInt8(ascii: ";"): return single(.semicolon)
    case UInt8(ascii: "="): return pair(UInt8(ascii: "="), .equalEqual, else: .equal)
    case UInt8(ascii: "<"): return pair(UInt8(ascii: "="), .lessEqual, else: .less)
    case UInt8(ascii: ">"): return pair(UInt8(ascii: "="), .greaterEqual, else: .greater)
    case UInt8(ascii: "!"): return pair(UInt8(ascii: "="), .notEqual, else: .bang)
    case UInt8(ascii: "?"): return pair(UInt8(ascii: "?"), .nilCoalescing, else: .question)
    case UInt8(ascii: "@"): return single(.at)
    case UInt8(ascii: "%"): return single(.percent)
    case UInt8(ascii: "&") where byte(1) == UInt8(ascii: "&"):
      return pair(UInt8(ascii: "&"), .andAnd, else: .invalid)
    case UInt8(ascii: "|") where byte(1) == UInt8(ascii: "|"):
      return pair(UInt8(ascii: "|"), .orOr, else: .invalid)
    case UInt8(ascii: "\\"): return single(.backslash)
    case UInt8(ascii: "+"): return single(.plus)
    case UInt8(ascii: "-"): return single(.minus)
    case UInt8(ascii: "*"): return single(.star)
    case UInt8(ascii: "/"): return single(.slash)
    default: return lexInvalid(sink: sink)
    }
  }

  /// A character the language has no use for: one whole scalar, so the message can quote it.
  private mutating func lexInvalid(sink: DiagnosticSink) -> Token {
    let start = location
    advance()
    while let c = byte(), c & 0xC0 == 0x80 { advance() }
    sink.lineError(.unexpectedCharacter(text(from: start)), at: start)
    return Token(kind: .invalid, start: start, end: location)
  }

  func text(from start: SourceLocation) -> String {
    String(decoding: bytes[start.offset..<index], as: UTF8.self)
  }

  static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

  static func isIdentifierByte(_ b: UInt8) -> Bool {
    isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
      || b == UInt8(ascii: "_")
  }

  /// The value of a hex digit (`_` counts as 0 so separators can pass through loops).
  static func digitValue(_ b: UInt8) -> Int? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(b - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(b - UInt8(ascii: "A")) + 10
    case UInt8(ascii: "_"): 0
    default: nil
    }
  }
}
