/// Groups physical lines into logical lines (one physical line, or several joined while a
/// bracket is open). Inside `( )`, `[ ]` and closure braces, newlines
/// and indentation are ignored (implicit line joining, as in Python). A `{` that ends a line,
/// optionally after `params in`, is a content block (`.blockOpen`) unless the indented lines
/// after it are not view lines, in which case it is a multi-line closure and joins lines.
struct LineReader {
  private var lexer: Lexer
  /// Open brackets of the logical line being read.
  private var openers: [Token.Kind] = []

  init(texts: TokenTexts) {
    lexer = Lexer(texts: texts)
  }

  var texts: TokenTexts { lexer.texts }

  /// Reads the next logical line into `tokens` (the parser's list: emptied, its storage kept
  /// from line to line), always ending with `.endOfLine`; returns the column of its first
  /// token, the line's indentation, or nil at the end of the file. Starts a new line in
  /// `sink`, so lexical errors count as the line's one error.
  ///
  /// Filled in place: a list handed from the reader to the parser and back for every line
  /// cost about 130 instructions a line in references taken and dropped.
  mutating func next(into tokens: inout [Token], sink: DiagnosticSink) -> Int? {
    sink.startLine()
    texts.startLine()
    if !tokens.isEmpty { tokens.removeAll(keepingCapacity: true) }
    tokens.reserveCapacity(16)  // a typical line in one allocation, not five
    while tokens.isEmpty {
      guard lexer.lexPhysicalLine(into: &tokens, sink: sink) else { return nil }
    }
    let indent = tokens[0].start.column
    // A declaration's braces are always a closure: `let a = HorizontalAlignment { d in`.
    // Three bytes before the call: a view line's name is seldom that long (about 100
    // instructions a line with the call's retain and release of the texts).
    let isDeclaration =
      tokens[0].end.offset - tokens[0].start.offset == 3 && texts.isIdentifier(tokens[0], "let")
    if !openers.isEmpty { openers.removeAll(keepingCapacity: true) }  // 65 instructions if empty
    var scanned = 0
    // A line whose only brackets are parentheses closed in order leaves none open: the scan
    // below would push and pop them (about 130 instructions a line of the wide file).
    if !lexer.lineHasOtherBrackets { scanned = tokens.count }
    while true {
      for i in scanned..<tokens.count {
        switch tokens[i].kind {
        case .leftParen, .leftBracket:
          openers.append(tokens[i].kind)
        case .leftBrace:
          if openers.isEmpty, !isDeclaration, opensBlock(tokens, at: i, indent: indent) {
            tokens[i].kind = .blockOpen
          } else {
            openers.append(.leftBrace)
          }
        case .rightParen: close(.leftParen)
        case .rightBracket: close(.leftBracket)
        case .rightBrace: close(.leftBrace)
        default: break
        }
      }
      scanned = tokens.count
      // After a lexical error (an unterminated string ate the `)`), joining would only
      // swallow the lines below into the error.
      // A declaration also goes on after an operator that cannot end it (`cond ?` ⏎ `a : b`,
      // as Apple writes AnyLayout choices) or before a line that starts with `?` or `:`.
      let continues =
        !openers.isEmpty
        || (isDeclaration
          && (Self.continuesAfter.contains(tokens[tokens.count - 1].kind)
            || lexer.peekNextLine().map {
              $0.byte == UInt8(ascii: "?") || $0.byte == UInt8(ascii: ":")
            } == true))
      guard continues, !sink.lineHasError, let next = lexer.peekNextLine() else { break }
      // Recovery: an unclosed bracket must not swallow the file. A line that starts a view or
      // a modifier and is not indented deeper than this one ends it; the parser reports.
      if !openers.isEmpty, next.column <= indent,
        Self.isUpperCase(next.byte) || next.byte == UInt8(ascii: ".")
      {
        break
      }
      while tokens.count == scanned, lexer.lexPhysicalLine(into: &tokens, sink: sink) {}
    }
    let end = tokens[tokens.count - 1].end
    tokens.append(Token(kind: .endOfLine, start: end, end: end))
    return indent
  }

  /// Pops the innermost opener when it matches; a mismatch is left for the parser to report
  /// (only the top is looked at, so hostile input stays linear).
  private mutating func close(_ opener: Token.Kind) {
    if openers.last == opener { openers.removeLast() }
  }

  /// Whether the `{` at `i`, which is outside any bracket, opens a content block: it ends its
  /// physical line (after an optional `a, b in`), and the next line is not indented deeper or
  /// starts like a view line, a modifier line, a `}` line or (for a `ForEach`) with one of its
  /// parameters.
  private func opensBlock(_ tokens: [Token], at i: Int, indent: Int) -> Bool {
    let rest = tokens[(i + 1)...]
    if !rest.isEmpty {
      guard let last = rest.last, texts.isIdentifier(last, "in") else { return false }
      for (k, token) in rest.dropLast().enumerated() {
        let expected: Token.Kind = k % 2 == 0 ? .identifier : .comma
        guard token.kind == expected else { return false }
      }
      guard rest.count % 2 == 0 else { return false }
    }
    guard let next = lexer.peekNextLine(), next.column > indent else { return true }
    if Self.isUpperCase(next.byte) || next.byte == UInt8(ascii: ".")
      || next.byte == UInt8(ascii: "}") || next.byte == UInt8(ascii: "@")
    {
      return true
    }
    // A statement of a view builder (`if showTitle {`) or a component's member: the braces
    // hold lines, not one expression.
    if Self.statementKeywords.contains(where: { lexer.nextLineStarts(withWord: $0) }) {
      return true
    }
    // `ForEach(colors) { color in` ⏎ `color.frame(…)`: a ForEach parameter used as a view
    // (elsewhere, `{ d in` ⏎ `d.width / 2` is a closure over the parameter).
    guard texts.isIdentifier(tokens[0], "ForEach") else { return false }
    let parameters = rest.filter { $0.kind == .identifier && !texts.isIdentifier($0, "in") }
      .map { texts.text(of: $0) }
    return parameters.contains { lexer.nextLineStarts(withWord: $0) }
  }

  /// Swift statements that start a line of a view builder.
  static let statementKeywords = [
    "if", "switch", "guard", "for", "var", "let", "else", "case", "default", "private",
    "fileprivate", "static", "struct",
  ]

  /// Tokens a declaration cannot end with.
  static let continuesAfter: Set<Token.Kind> = [
    .question, .colon, .andAnd, .orOr, .equal, .less, .lessEqual, .greater, .greaterEqual,
    .equalEqual, .notEqual,
  ]

  static func isUpperCase(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
}
