/// Most of a line after its first token is plain: names, a few digits, brackets and
/// separators, one space between them. This loop reads those straight from the buffer with
/// the byte-class tables, counting a column a byte (they are ASCII), and leaves everything
/// else to `lexToken` and the line loop: strings, comments, operators of two bytes, `$`,
/// runs of spaces, anything not ASCII. The tokens are the ones `lexToken` makes.
///
/// Each token went through the line loop's `switch`, `lexToken`'s dispatch and a `Token`
/// returned through two calls: about 220 instructions a token of the wide benchmark file, 95
/// here. The tokens are written into a buffer on the stack and appended to the line's list in
/// one copy: appended one by one, each paid the list's uniqueness and capacity checks (about 25
/// instructions a token).
extension Lexer {
  /// Lexes plain tokens from `index` until a byte this loop leaves to the others.
  mutating func lexPlainTokens(into tokens: inout [Token]) {
    let bytes = self.bytes
    // Locations are made from 32-bit numbers unchecked: below 2 GiB no number can pass the
    // limit that `SourceLocation`'s initializer clamps to.
    guard bytes.count < Int(Int32.max) else { return }
    let kinds = singleByteKinds
    var i = index
    var parentheses = openParentheses
    var otherBrackets = false
    let line32 = Int32(truncatingIfNeeded: line)
    // Every byte read here is ASCII, one column: a byte's column is its offset plus this.
    let columnBase = Int32(truncatingIfNeeded: column - index)
    @inline(__always)
    func location(_ offset: Int) -> SourceLocation {
      let offset32 = Int32(truncatingIfNeeded: offset)
      return SourceLocation(line: line32, column: offset32 &+ columnBase, offset: offset32)
    }
    bytes.withUnsafeBufferPointer { buffer in
      classes.withUnsafeBufferPointer { table in
        kinds.withUnsafeBufferPointer { kinds in
          withUnsafeTemporaryAllocation(of: Token.self, capacity: Self.plainTokenBatch) { batch in
            let batch = batch.baseAddress!
            var n = 0
            let count = buffer.count
            // A file that ends with a byte of no name (a newline) ends every run of a name's
            // bytes before its end: those runs are scanned without testing for the end (five
            // instructions a byte instead of eight).
            let sentinel =
              count > 0 && table[Int(buffer[count - 1])] & ByteClasses.identifier == 0
            while i < count {
              let b = buffer[i]
              let byteClass = table[Int(b)]
              let start = i
              var kind: Token.Kind
              var number = 0.0
              if byteClass & ByteClasses.identifierStart != 0 {
                i =
                  sentinel
                  ? ByteClasses.endBeforeSentinel(
                    of: ByteClasses.identifier, from: i + 1, in: buffer, table: table)
                  : ByteClasses.end(
                    of: ByteClasses.identifier, from: i + 1, in: buffer, table: table)
                kind = .identifier
              } else if byteClass & ByteClasses.digit != 0 {
                // As `lexNumber`'s first path: up to 15 digits, not followed by a name's byte
                // or a `.`.
                let end =
                  sentinel
                  ? ByteClasses.endBeforeSentinel(
                    of: ByteClasses.digit, from: i, in: buffer, table: table)
                  : ByteClasses.end(of: ByteClasses.digit, from: i, in: buffer, table: table)
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
                continue
              } else if kinds[Int(b)] != ByteClasses.none {
                let next = i + 1 < count ? buffer[i + 1] : 0
                // `...`, `..<`, `.5` and `//` are `lexToken`'s and the line loop's.
                if b == UInt8(ascii: "."), next == UInt8(ascii: ".") || Lexer.isDigit(next) {
                  break
                }
                if b == UInt8(ascii: "/"), next == UInt8(ascii: "/") { break }
                // The table holds only raw values of kinds.
                kind = unsafeBitCast(kinds[Int(b)], to: Token.Kind.self)
                i += 1
                if Lexer.isBracket(kind) {
                  if kind == .leftParen {
                    parentheses += 1
                  } else if kind == .rightParen, parentheses > 0 {
                    parentheses -= 1
                  } else {
                    otherBrackets = true
                  }
                }
              } else {
                break
              }
              (batch + n).initialize(
                to: Token(
                  kind: kind, isInteger: kind == .number, start: location(start),
                  end: location(i), number: number))
              n += 1
              if n == Self.plainTokenBatch {
                tokens.append(contentsOf: UnsafeBufferPointer(start: batch, count: n))
                n = 0
              }
            }
            if n > 0 { tokens.append(contentsOf: UnsafeBufferPointer(start: batch, count: n)) }
          }
        }
      }
    }
    skipASCII(to: i)  // every byte read here is a column
    openParentheses = parentheses
    if otherBrackets { lineHasOtherBrackets = true }
  }

  /// The tokens written on the stack before they are appended to the line's list (a line of
  /// the wide benchmark file has 13): 24 of 40 bytes stay within the 1 KiB that
  /// `withUnsafeTemporaryAllocation` always places on the stack (64 went to the heap: an
  /// allocation and a free a line).
  static let plainTokenBatch = 24
}
