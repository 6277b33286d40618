/// UTF-8 validation before lexing, so the lexer may treat every non-continuation byte as the
/// start of a scalar.
public enum UTF8Validation {
  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (overlong
  /// forms, surrogates and values past U+10FFFF are ill-formed), or nil.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { firstInvalidOffset(in: $0) }
  }

  private static func firstInvalidOffset(in bytes: UnsafeRawBufferPointer) -> Int? {
    var i = 0
    let count = bytes.count
    while i < count {
      // ASCII, eight bytes at a time: a source is mostly ASCII, and a byte-by-byte loop cost
      // about 300 instructions a 40-byte line.
      if i + 8 <= count,
        bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        i += 8
        continue
      }
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      // Length, and the allowed range of the second byte (it rules out overlong forms,
      // surrogates and code points past U+10FFFF).
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return i
      }
      for k in 1..<length {
        guard i + k < count else { return i }
        let b = bytes[i + k]
        let (lo, hi) = k == 1 ? (low, high) : (0x80, 0xBF)
        guard b >= lo, b <= hi else { return i }
      }
      i += length
    }
    return nil
  }

  /// The location of `offset`, counting lines and scalars over the valid bytes before it.
  static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var column = 1
    for b in bytes[..<offset] {
      if b == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column, offset: offset)
  }

  /// "file is not valid UTF-8" at the first ill-formed byte of a file whose offsets start at
  /// `base`, or nil: the Swift front end reports a `.swift` file's encoding as `parse` reports a
  /// `.view` file's, once, before swift-syntax reads it.
  public static func diagnostic(for bytes: [UInt8], base: Int = 0) -> Diagnostic? {
    guard let bad = firstInvalidOffset(in: bytes) else { return nil }
    var location = location(of: bad, in: bytes)
    location.offset += base
    return Diagnostic(.invalidUTF8, at: location)
  }
}
