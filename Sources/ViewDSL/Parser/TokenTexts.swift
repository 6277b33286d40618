/// The text behind a logical line's tokens, which hold only offsets and numbers: an
/// identifier's name is decoded from the source when the parser asks for it (through
/// `IdentifierTable`, so a name read again is the same `String`), and a string's value (its
/// escapes resolved) and interpolation are kept here by the lexer, for the line being parsed.
///
/// Shared by the lexer, the line reader and every parser of the line (an interpolation's
/// tokens index the same literals); the reader empties the literals when it starts a line.
final class TokenTexts {
  /// A string literal's value, or the name `#Preview` stands for.
  struct Literal {
    var text: String
    var interpolation: Interpolation?
  }

  /// The file's bytes, which the tokens' offsets index.
  let source: [UInt8]
  // Unchecked: only the parse that owns this object reads and writes these, one call at a
  // time; the dynamic exclusivity check cost about 90 instructions a name.
  @exclusivity(unchecked) private(set) var literals: [Literal] = []
  @exclusivity(unchecked) private var identifiers = IdentifierTable()

  init(source: [UInt8]) {
    self.source = source
  }

  /// Keeps a literal for a token of the current line; returns its index for `Token.literal`.
  func add(_ literal: Literal) -> Int32 {
    literals.append(literal)
    return Int32(literals.count - 1)
  }

  /// Forgets the last line's literals (their storage is kept for the next line's).
  func startLine() {
    if !literals.isEmpty { literals.removeAll(keepingCapacity: true) }
  }

  /// An identifier's name or a string's value (escapes resolved).
  func text(of token: Token) -> String {
    if token.literal >= 0 { return literals[Int(token.literal)].text }
    guard token.kind == .identifier else { return "" }
    return name(from: token.start.offset, to: token.end.offset)
  }

  /// The ASCII name in `source[start..<end]` (a dotted one, `Color.red`, too), read through
  /// the identifier table: a name read again is found there (about 110 instructions) instead
  /// of decoded anew (300 for a `Color.red`).
  func name(from start: Int, to end: Int) -> String {
    identifiers.name(in: source, from: start, to: end)
  }

  /// A string's interpolated parts, if it has any.
  func interpolation(of token: Token) -> Interpolation? {
    token.literal >= 0 ? literals[Int(token.literal)].interpolation : nil
  }

  /// Whether `token` is the identifier `word` (a keyword check without decoding a `String`).
  func isIdentifier(_ token: Token, _ word: StaticString) -> Bool {
    guard token.kind == .identifier, token.literal < 0 else {
      return token.kind == .identifier && text(of: token) == word.description
    }
    let start = token.start.offset
    let count = word.utf8CodeUnitCount
    guard token.end.offset - start == count else { return false }
    return source.withUnsafeBufferPointer { bytes in
      let letters = word.utf8Start
      for k in 0..<count where bytes[start + k] != letters[k] { return false }
      return true
    }
  }
}
