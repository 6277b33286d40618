import ViewDSL

/// swift-syntax's parser looks ahead over nested `[` in time exponential in their depth: an
/// array type or literal nested 24 deep took 3–7 s in a release build, each level doubling it
/// (`Lookahead.canParseCollectionTypeBody`; found by `make fuzz`). So a file whose `[` nest
/// deeper than `maximumDepth` — far past any real type or literal — is an error at the first
/// `[` past it and is read as empty, as a file that is not UTF-8 is.
enum BracketDepth {
  static let maximumDepth = 12

  /// The error for a file whose offsets start at `base`, or nil when its `[` nest no deeper
  /// than the limit. Brackets in strings and comments count too: a file with 17 unclosed `[`
  /// in its strings is as implausible as one in its code.
  static func diagnostic(for bytes: [UInt8], base: Int) -> Diagnostic? {
    var depth = 0
    var line = 1
    var column = 1
    for (offset, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "["):
        depth += 1
        if depth > maximumDepth {
          let text =
            "'[' nested more than \(maximumDepth) deep; layoutc reads Swift whose brackets nest at most \(maximumDepth) deep"
          return Diagnostic(
            DiagnosticMessage(id: "swiftBracketDepth", severity: .error, text: text),
            at: SourceLocation(line: line, column: column, offset: base + offset))
        }
      case UInt8(ascii: "]"): depth = max(0, depth - 1)
      case UInt8(ascii: "\n"):
        line += 1
        column = 1
        continue
      default: break
      }
      if byte & 0xC0 != 0x80 { column += 1 }
    }
    return nil
  }
}
