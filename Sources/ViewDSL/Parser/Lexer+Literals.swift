/// Number and string literals, with a string's escapes and interpolations.
extension Lexer {
  mutating func lexNumber(sink: DiagnosticSink) -> Token {
    let start = location
    // Most numbers are a few plain digits (`40`): read in the one scan that finds their end,
    // exact as an integer (below 2^53). Anything else (`0x1F`, `1_000`, `2.5`, `1e3`, `12abc`)
    // takes the general path below.
    let digitsEnd = end(of: ByteClasses.digit, from: index)
    if digitsEnd - index <= 15,
      digitsEnd == bytes.count
        || (classes[Int(bytes[digitsEnd])] & ByteClasses.identifier == 0
          && bytes[digitsEnd] != UInt8(ascii: "."))
    {
      var value = 0
      for k in index..<digitsEnd { value = value &* 10 &+ Int(bytes[k] &- UInt8(ascii: "0")) }
      skipASCII(to: digitsEnd)
      return Token(
        kind: .number, isInteger: true, start: start, end: location, number: Double(value))
    }
    var value: Double?
    var isInteger = true
    if byte() == UInt8(ascii: "0"), let marker = byte(1), let radix = Self.radix(marker) {
      advance()
      advance()
      var digits = 0
      var result = 0.0
      while let c = byte(), let digit = Self.digitValue(c), digit < radix || c == UInt8(ascii: "_")
      {
        if c != UInt8(ascii: "_") {
          result = result * Double(radix) + Double(digit)
          digits += 1
        }
        advance()
      }
      value = digits > 0 ? result : nil
    } else {
      while let c = byte(), Self.isDigit(c) || c == UInt8(ascii: "_") { advance() }
      if byte() == UInt8(ascii: "."), let next = byte(1), Self.isDigit(next) {
        isInteger = false
        advance()
        while let c = byte(), Self.isDigit(c) || c == UInt8(ascii: "_") { advance() }
      }
      var validExponent = true
      if byte() == UInt8(ascii: "e") || byte() == UInt8(ascii: "E") {
        isInteger = false
        advance()
        if byte() == UInt8(ascii: "+") || byte() == UInt8(ascii: "-") { advance() }
        validExponent = byte().map(Self.isDigit) ?? false
        while let c = byte(), Self.isDigit(c) || c == UInt8(ascii: "_") { advance() }
      }
      var digits = bytes[start.offset..<index]
      if digits.count <= 15, digits.allSatisfy(Self.isDigit) {
        // Most numbers are a few plain digits: exact as an integer (below 2^53), no parsing.
        value = Double(digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
      } else if validExponent {
        if digits.contains(UInt8(ascii: "_")) {
          digits = ArraySlice(digits.filter { $0 != UInt8(ascii: "_") })
        }
        value = Double(String(decoding: digits, as: UTF8.self))
      }
    }
    // `12abc`, `0xZ`: letters glued to a number make the whole word invalid.
    while let c = byte(), Self.isIdentifierByte(c) {
      value = nil
      advance()
    }
    if value == nil || !(value!.isFinite) {
      sink.lineError(.invalidNumber(Token.shortened(text(from: start))), at: start)
    }
    var token = Token(kind: .number, start: start, end: location, number: value ?? 0)
    token.isInteger = isInteger
    return token
  }

  /// The byte `\c` stands for, for the one-letter escapes. A switch: the table was a
  /// dictionary built at every backslash, interpolations' included (about 2,000 instructions).
  static func simpleEscape(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "n"): 10
    case UInt8(ascii: "t"): 9
    case UInt8(ascii: "r"): 13
    case UInt8(ascii: "0"): 0
    case UInt8(ascii: "\\"): 92
    case UInt8(ascii: "\""): 34
    case UInt8(ascii: "'"): 39
    default: nil
    }
  }

  mutating func lexString(sink: DiagnosticSink) -> Token {
    let start = location
    advance()  // the opening quote
    var value: [UInt8] = []
    var parts: [Interpolation.Part] = []
    while true {
      guard let b = byte(), b != UInt8(ascii: "\n") else {
        sink.lineError(.unterminatedString, at: start)
        break
      }
      if b == UInt8(ascii: "\"") {
        advance()
        break
      }
      guard b == UInt8(ascii: "\\") else {
        if b == 0 { sink.lineError(.nulCharacter, at: location) }
        value.append(b)
        advance()
        continue
      }
      let escape = location
      advance()
      if let c = byte(), let resolved = Self.simpleEscape(c) {
        value.append(resolved)
        advance()
      } else if byte() == UInt8(ascii: "u") {
        advance()
        if let scalar = lexUnicodeEscape() {
          value.append(contentsOf: Array(String(Character(scalar)).utf8))
        } else {
          sink.lineError(.invalidUnicodeEscape, at: escape)
        }
      } else if byte() == UInt8(ascii: "(") {
        // `\( expression )`: its tokens, up to the matching parenthesis on this line.
        advance()
        guard let inner = lexInterpolation(sink: sink) else {
          sink.lineError(.unterminatedInterpolation, at: escape)
          break
        }
        parts.append(.text(String(decoding: value, as: UTF8.self)))
        parts.append(.tokens(inner))
        value = []
      } else if let c = byte(), c != UInt8(ascii: "\n") {
        let before = index
        advance()
        while let c = byte(), c & 0xC0 == 0x80 { advance() }
        let sequence = "\\" + String(decoding: bytes[before..<index], as: UTF8.self)
        sink.lineError(.invalidEscape(sequence), at: escape)
        _ = c
      } else {
        sink.lineError(.invalidEscape("\\"), at: escape)
      }
    }
    var literal = TokenTexts.Literal(text: String(decoding: value, as: UTF8.self))
    if !parts.isEmpty {
      parts.append(.text(literal.text))
      literal.interpolation = Interpolation(parts)
    }
    return Token(kind: .string, literal: texts.add(literal), start: start, end: location)
  }

  /// The tokens of an interpolation after its `\(`, through the `)` that closes it (not
  /// included); nil when the line ends first.
  mutating func lexInterpolation(sink: DiagnosticSink) -> [Token]? {
    var tokens: [Token] = []
    var depth = 0
    while let c = byte(), c != UInt8(ascii: "\n") {
      if c == UInt8(ascii: " ") || c == UInt8(ascii: "\r") || c == UInt8(ascii: "\t") {
        advance()
        continue
      }
      if c == UInt8(ascii: ")"), depth == 0 {
        advance()
        return tokens
      }
      let token = lexToken(sink: sink)
      if token.kind == .leftParen { depth += 1 }
      if token.kind == .rightParen { depth -= 1 }
      tokens.append(token)
    }
    return nil
  }

  /// `{1F600}` after `\u`; nil (having skipped what it could) when malformed.
  mutating func lexUnicodeEscape() -> Unicode.Scalar? {
    guard byte() == UInt8(ascii: "{") else { return nil }
    advance()
    var result: UInt32 = 0
    var digits = 0
    while let c = byte(), let digit = Self.digitValue(c), digit < 16 {
      if digits < 8 { result = result << 4 | UInt32(digit) }
      digits += 1
      advance()
    }
    guard byte() == UInt8(ascii: "}") else { return nil }
    advance()
    return (1...8).contains(digits) ? Unicode.Scalar(result) : nil
  }

  /// The radix of a `0x`, `0o` or `0b` prefix's letter.
  static func radix(_ marker: UInt8) -> Int? {
    switch marker {
    case UInt8(ascii: "x"): 16
    case UInt8(ascii: "o"): 8
    case UInt8(ascii: "b"): 2
    default: nil
    }
  }
}
