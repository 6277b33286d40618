/// Foundation's `Scanner` over a known string, as the common `Color(hex:)` reads a colour:
/// `Scanner(string: hex)`, `scanString("#")`, `scanHexInt64(&rgb)` (Apple's documentation,
/// *Scanner*). Each scan first skips white space and newlines (the default
/// `charactersToBeSkipped`); a hexadecimal number may start with `0x` or `0X`. The scanner is
/// the text it has left.
extension Interpreter {
  /// `Scanner(string: s)`: nil for another call or a string a preview cannot know.
  func makeScanner(_ name: String, _ arguments: [ArgumentSyntax], _ frame: Frame)
    -> ProgramValue?
  {
    guard name == "Scanner", arguments.count == 1, arguments[0].label == "string",
      case .string(let text) = evaluate(arguments[0].value, frame)
    else { return nil }
    return .instance(type: "Scanner", fields: ["rest": .string(text)])
  }

  /// A scan of a scanner (`base`, the value of `baseExpression`): its result, the scanner
  /// left with what follows (assigned back where it is kept) and the number it read given to
  /// the `&name` argument. Nil for another method.
  func scannerCall(
    _ base: ProgramValue, _ baseExpression: ExprSyntax, _ name: String,
    _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard case .instance("Scanner", let fields) = base, case .string(let text)? = fields["rest"]
    else { return nil }
    var rest = Substring(text)
    rest = rest.drop { $0.isWhitespace || $0.isNewline }
    let result: ProgramValue
    switch (name, arguments.map(\.label)) {
    case ("scanString", [nil]):
      guard case .string(let expected) = evaluate(arguments[0].value, frame) else { return nil }
      // Not there: nil, the scanner where it was.
      guard !expected.isEmpty, rest.hasPrefix(expected) else { return ProgramValue.none }
      rest = rest.dropFirst(expected.count)
      result = .string(expected)
    case ("scanHexInt64", [nil]), ("scanHexInt32", [nil]):
      guard case .inOut(let target) = arguments[0].value.kind else { return nil }
      guard let (value, after) = Self.hexadecimal(rest, bits: name == "scanHexInt64" ? 64 : 32)
      else {
        // Nothing read: the result is false and the number is left as it was.
        inOutGivenBack = true
        return .bool(false)
      }
      guard let number = value else {
        return unknown(.cannotKnowValue("\(name)(_:) past Int.max"), at: e.range.start)
      }
      assign(target, "=", .int(number), frame)
      inOutGivenBack = true
      rest = after
      result = .bool(true)
    case ("scanUInt64", ["representation"]):
      guard case .implicitMember("hexadecimal") = arguments[0].value.kind else { return nil }
      guard let (value, after) = Self.hexadecimal(rest, bits: 64) else { return ProgramValue.none }
      guard let number = value else {
        return unknown(
          .cannotKnowValue("scanUInt64(representation:) past Int.max"), at: e.range.start)
      }
      rest = after
      result = .int(number)
    default:
      return nil
    }
    if Self.isPlace(baseExpression) {
      assign(
        baseExpression, "=", .instance(type: "Scanner", fields: ["rest": .string(String(rest))]),
        frame)
    }
    return result
  }

  /// `0`–`9`, `a`–`f`, `A`–`F` (`Character.isHexDigit` also takes their full-width forms).
  static func isHexDigit(_ c: Character) -> Bool { c.isASCII && c.isHexDigit }

  /// A hexadecimal number at the start of `text` (after an optional `0x`): its value (nil past
  /// what an `Int` holds) and the text after it; nil when no digit starts it. A number wider
  /// than `bits` is the largest such value, as Foundation's scanner gives it on overflow.
  static func hexadecimal(_ text: Substring, bits: Int) -> (Int?, Substring)? {
    var digits = text
    if digits.hasPrefix("0x") || digits.hasPrefix("0X"),
      digits.dropFirst(2).first.map(Self.isHexDigit) == true
    {
      digits = digits.dropFirst(2)
    }
    let run = digits.prefix(while: Self.isHexDigit)
    guard !run.isEmpty else { return nil }
    let after = digits.dropFirst(run.count)
    let significant = run.drop { $0 == "0" }
    guard significant.count * 4 <= bits else {
      let largest = bits == 64 ? nil : Int(UInt32.max)
      return (largest, after)
    }
    guard significant.count <= 15,
      let value = Int(significant.isEmpty ? "0" : significant, radix: 16)
    else { return (nil, after) }
    return (value, after)
  }
}
