/// Most of a line after its first token is plain: names, a few digits, brackets and
/// separators, one space between them. This loop reads those straight from the buffer with
/// the byte-class tables, counting a column a byte (they are ASCII), and leaves everything
/// else to `lexToken` and the line loop: strings, comments, operators of two bytes, `$`,
/// runs of spaces, anything not ASCII. The tokens are the ones `lexToken` makes.
///
/// Each token went through the line loop's `switch`, `lexToken`'s dispatch and a `Token`
/// returned through two calls: about 220 instructions a token of the wide benchmark file, 95
/// here.
extension Lexer {
  /// Lexes plain tokens from `index` until a byte this loop leaves to the others.
  mutating func lexPlainTokens(into tokens: inout [Token]) {
    let bytes = self.bytes
    // Locations are made from 32-bit numbers unchecked: below 2 GiB no number can pass the
    // limit that `SourceLocation`'s initializer clamps to.
    guard bytes.count < Int(Int32.max) else { return }
    let kinds = singleByteKinds
    var i = index
    var column = self.column
    let line = self.line
    let line32 = Int32(truncatingIfNeeded: line)
    func location(_ offset: Int, _ column: Int) -> SourceLocation {
      SourceLocation(
        line: line32, column: Int32(truncatingIfNeeded: column),
        offset: Int32(truncatingIfNeeded: offset))
    }
    bytes.withUnsafeBufferPointer { buffer in
      classes.withUnsafeBufferPointer { table in
        kinds.withUnsafeBufferPointer { kinds in
          let count = buffer.count
          while i < count {
            let b = buffer[i]
            let byteClass = table[Int(b)]
            let start = i
            var kind: Token.Kind
            var number = 0.0
            if byteClass & ByteClasses.identifierStart != 0 {
              i = ByteClasses.end(of: ByteClasses.identifier, from: i + 1, in: buffer, table: table)
              kind = .identifier
            } else if byteClass & ByteClasses.digit != 0 {
              // As `lexNumber`'s first path: up to 15 digits, not followed by a name's byte
              // or a `.`.
              let end = ByteClasses.end(of: ByteClasses.digit, from: i, in: buffer, table: table)
              guard end - i <= 15,
                end == count
                  || (table[Int(buffer[end])] & ByteClasses.identifier == 0
                    && buffer[end] != UInt8(ascii: "."))
              else { break }
              var value = 0
              for k in i..<end { value = value &* 10 &+ Int(buffer[k] &- UInt8(ascii: "0")) }
              number = Double(value)
              i = end
              kind = .number
            } else if b == UInt8(ascii: " ") {
              // One space; a run goes to `skipSpaces`.
              guard i + 1 < count, buffer[i + 1] != UInt8(ascii: " ") else { break }
              i += 1
              column += 1
              continue
            } else if kinds[Int(b)] != ByteClasses.none {
              let next = i + 1 < count ? buffer[i + 1] : 0
              // `...`, `..<`, `.5` and `//` are `lexToken`'s and the line loop's.
              if b == UInt8(ascii: "."), next == UInt8(ascii: ".") || Lexer.isDigit(next) { break }
              if b == UInt8(ascii: "/"), next == UInt8(ascii: "/") { break }
              // The table holds only raw values of kinds.
              kind = unsafeBitCast(kinds[Int(b)], to: Token.Kind.self)
              i += 1
            } else {
              break
            }
            let end = column + (i - start)
            var token = Token(
              kind: kind, start: location(start, column), end: location(i, end), number: number)
            token.isInteger = kind == .number
            tokens.append(token)
            column = end
          }
        }
      }
    }
    skipASCII(to: i)  // every byte read here is a column
  }
}
