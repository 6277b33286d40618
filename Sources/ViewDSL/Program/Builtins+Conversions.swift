/// Swift's conversions and number formatting as the interpreter computes them: `String(…)`,
/// `Int(…)`, `Double(…)`, `String(format:)`, `formatted()`.
extension Builtins {
  /// `String(x)`, `Int(x)`, `Double(x)`, `CGFloat(x)`, `Array(x)`, `Array(repeating:count:)`;
  /// nil for other names.
  static func conversion(
    _ name: String, _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame,
    _ interpreter: Interpreter
  ) -> ProgramValue? {
    // `String(localized: "Today")`, `NSLocalizedString("Today", comment: "")`: the development
    // language's text, the key as written.
    if ["String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"].contains(
      name), let first = arguments.first,
      first.label == "localized" || (name != "String" && first.label == nil)
    {
      return interpreter.evaluate(first.value, frame)
    }
    // `Array(repeating: item, count: 3)`, `String(repeating: "★", count: 5)`.
    if name == "Array" || name == "String", arguments.map(\.label) == ["repeating", "count"] {
      let value = interpreter.evaluate(arguments[0].value, frame)
      let count = interpreter.evaluate(arguments[1].value, frame)
      if case .unknown = value { return value }
      if case .unknown = count { return count }
      guard case .int(let n) = count, (0...100_000).contains(n) else { return nil }
      if name == "Array" { return .array(Array(repeating: value, count: n)) }
      guard case .string(let piece) = value else { return nil }
      return .string(String(repeating: piece, count: n))
    }
    guard ["String", "Int", "Double", "CGFloat", "Float", "Array"].contains(name),
      arguments.count == 1, arguments[0].label == nil || arguments[0].label == "describing"
    else {
      if name == "String", arguments.first?.label == "format" {
        return format(arguments, e, frame, interpreter)
      }
      return nil
    }
    let value = interpreter.evaluate(arguments[0].value, frame)
    if case .unknown = value { return value }
    switch name {
    case "String":
      return value.interpolated.map { .string($0) }
        ?? .unknown(
          UnknownValue(message: .cannotInterpolateValue(value.described), location: e.range.start))
    case "Int":
      if case .string(let s) = value { return Int(s).map { .int($0) } ?? ProgramValue.none }
      return value.number.map { $0.isFinite && abs($0) < 9e18 ? .int(Int($0)) : .none }
    case "Array": return value
    default:
      if case .string(let s) = value { return Double(s).map { .double($0) } ?? ProgramValue.none }
      return value.number.map { .double($0) }
    }
  }

  /// `String(format:)` with `%d`, `%@`, `%s`, `%f` and `%.Nf`.
  private static func format(
    _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame, _ interpreter: Interpreter
  ) -> ProgramValue {
    let values = arguments.map { interpreter.evaluate($0.value, frame) }
    if let u = values.lazy.compactMap(\.unknownValue).first { return .unknown(u) }
    guard case .string(let pattern) = values[0] else {
      return .unknown(
        UnknownValue(message: .expressionNotSupported("this format"), location: e.range.start))
    }
    var output = ""
    var rest = values.dropFirst()
    var chars = Array(pattern)[...]
    while let c = chars.popFirst() {
      guard c == "%" else {
        output.append(c)
        continue
      }
      var precision: Int?
      if chars.first == "." {
        chars.removeFirst()
        var digits = ""
        while let d = chars.first, d.isNumber {
          digits.append(d)
          chars.removeFirst()
        }
        precision = Int(digits)
      }
      guard let spec = chars.popFirst() else { break }
      if spec == "%" {
        output += "%"
        continue
      }
      let value = rest.popFirst() ?? .none
      switch spec {
      case "d", "i", "l":
        if spec == "l", chars.first == "d" { chars.removeFirst() }
        output += value.number.map { String(Int($0)) } ?? ""
      case "f": output += value.number.map { fixed($0, precision ?? 6) } ?? ""
      default: output += value.interpolated ?? ""
      }
    }
    return .string(output)
  }

  /// A number with `digits` decimals, rounded half to even as `printf` does for exact halves.
  static func fixed(_ v: Double, _ digits: Int) -> String {
    let digits = min(max(digits, 0), 15)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(v) * scale).rounded(.toNearestOrEven)
    var whole = String(Int(scaled / scale))
    if v < 0, scaled != 0 { whole = "-" + whole }
    guard digits > 0 else { return whole }
    var fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
    while fraction.count < digits { fraction = "0" + fraction }
    return whole + "." + fraction
  }

  /// `Int.formatted()` in `en_US`: groups of three digits.
  static func grouped(_ v: Int) -> String {
    let digits = String(v.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return (v < 0 ? "-" : "") + out
  }

  /// `Double.formatted()` in `en_US`: up to three decimals, grouped thousands.
  static func formatted(_ v: Double) -> String {
    var text = fixed(v, 3)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    let parts = text.split(separator: ".", maxSplits: 1)
    let whole = Int(parts[0]).map(grouped) ?? String(parts[0])
    return (negative ? "-" : "") + whole + (parts.count > 1 ? "." + parts[1] : "")
  }
}
