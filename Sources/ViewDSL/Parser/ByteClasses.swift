/// What each byte can be in the lexer's loops, one table load instead of a chain of range
/// tests: an identifier's bytes (`a`–`z`, `A`–`Z`, `0`–`9`, `_`) and digits.
///
/// The lexer scans identifiers and numbers with it over the source's buffer, counting
/// columns once a token (they are ASCII) instead of once a byte.
struct ByteClasses {
  static let identifier: UInt8 = 1
  static let digit: UInt8 = 2
  /// A letter or `_`: starts a name.
  static let identifierStart: UInt8 = 4

  /// A class mask for each of the 256 byte values.
  static let table: [UInt8] = (0..<256).map { value in
    let b = UInt8(value)
    var mask: UInt8 = 0
    if Lexer.isIdentifierByte(b) { mask |= identifier }
    if Lexer.isDigit(b) { mask |= digit }
    if Lexer.isIdentifierByte(b), !Lexer.isDigit(b) { mask |= identifierStart }
    return mask
  }

  /// The token kind of each byte that is a whole token on its own whatever follows it
  /// (brackets, separators, the operators with no two-byte form), as `Token.Kind`'s raw
  /// value; `none` for every other byte. `.` and `/` are here too: the plain-token loop
  /// checks the byte after them (`...`, `.5`, `//`).
  static let none: UInt8 = 0xFF
  static let singleByteKinds: [UInt8] = {
    var table = [UInt8](repeating: none, count: 256)
    let kinds: [(Unicode.Scalar, Token.Kind)] = [
      ("(", .leftParen), (")", .rightParen), ("[", .leftBracket), ("]", .rightBracket),
      ("{", .leftBrace), ("}", .rightBrace), (",", .comma), (":", .colon), (";", .semicolon),
      ("@", .at), ("%", .percent), ("\\", .backslash), ("+", .plus), ("-", .minus),
      ("*", .star), ("/", .slash), (".", .dot),
    ]
    for (byte, kind) in kinds { table[Int(UInt8(ascii: byte))] = kind.rawValue }
    return table
  }()

  /// The end of the run of bytes from `start` whose class has `mask` (`count` if it reaches
  /// the end).
  @inline(__always)
  static func end(
    of mask: UInt8, from start: Int, in bytes: UnsafeBufferPointer<UInt8>,
    table: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var i = start
    let count = bytes.count
    while i < count, table[Int(bytes[i])] & mask != 0 { i += 1 }
    return i
  }

  /// `end(of:from:in:table:)` for a buffer whose last byte is not in `mask`'s class: the run
  /// ends before it, so the loop does not test for the buffer's end.
  @inline(__always)
  static func endBeforeSentinel(
    of mask: UInt8, from start: Int, in bytes: UnsafeBufferPointer<UInt8>,
    table: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let base = bytes.baseAddress!
    var i = start
    while table[Int(base[i])] & mask != 0 { i += 1 }
    return i
  }
}
