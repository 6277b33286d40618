#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
      let value = interpreter.evaluate(first.value, frame)
      return interpreter.catalogString(value) ?? value  // `String(localized: .photoTypeFront)`
    }
    if name == "Dictionary", let made = dictionary(arguments, e, frame, interpreter) {
      return made
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
    case "Array":
      // `Array(1...Int.max)`: a range too long to make an array of, where it is written.
      if case .swiftUI(let range) = value, range.isIntegerRange {
        return .unknown(
          UnknownValue(
            message: .forEachTooManyElements(limit: Interpreter.maximumRangeCount),
            location: arguments[0].value.range.start))
      }
      return value
    default:
      if case .string(let s) = value { return Double(s).map { .double($0) } ?? ProgramValue.none }
      return value.number.map { .double($0) }
    }
  }

  /// `String(format:)` (and `\\(x, specifier:)`): `printf`'s conversions as Apple's
  /// `String(format:)` makes them, without a locale. Integers `d i u o x X` (32 bits unless
  /// the length says otherwise: `hh` 8, `h` 16, `l`, `ll`, `q` 64, as Apple's platforms read
  /// an `Int` given for a plain `%d`),
  /// floating point `f F e E g G a A`, `@` and `s` (the value's text, padded to the width),
  /// `%%`, positional `%1$@`, flags, width and precision; numbers are formatted by the C
  /// library's `snprintf`, which rounds exactly as Apple's does. Any other conversion is an
  /// error, never text made up.
  private static func format(
    _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame, _ interpreter: Interpreter
  ) -> ProgramValue {
    let values = arguments.map { interpreter.evaluate($0.value, frame) }
    if let u = values.lazy.compactMap(\.unknownValue).first { return .unknown(u) }
    func unsupported(_ what: String) -> ProgramValue {
      .unknown(UnknownValue(message: .expressionNotSupported(what), location: e.range.start))
    }
    guard case .string(let pattern) = values[0] else { return unsupported("this format") }
    var output = ""
    var next = 1
    var chars = Array(pattern)[...]
    func digits() -> String {
      var text = ""
      while let d = chars.first, d.isASCII, d.isNumber { text.append(chars.removeFirst()) }
      return text
    }
    while let c = chars.popFirst() {
      guard c == "%" else {
        output.append(c)
        continue
      }
      var index: Int?
      var flags = digits()
      if chars.first == "$", let n = Int(flags) {
        chars.removeFirst()
        index = n
        flags = ""
      }
      while let f = chars.first, "-+ #0'".contains(f) { flags.append(chars.removeFirst()) }
      // Leading zeros read as digits above are the `0` flag followed by a width.
      let width = flags.allSatisfy(\.isNumber) && !flags.isEmpty ? flags : digits()
      if width == flags { flags = "" }
      var precision = ""
      if chars.first == "." {
        chars.removeFirst()
        precision = "." + digits()
      }
      var length = ""
      while let l = chars.first, "hlqLzjt".contains(l) { length.append(chars.removeFirst()) }
      guard let conversion = chars.popFirst() else { return unsupported("this format") }
      // A width or precision past any text's: not made (a hostile `%999999999d`).
      guard (Int(width) ?? 0) <= 1_000, (Int(precision.dropFirst()) ?? 0) <= 1_000,
        width.count <= 4, precision.count <= 5
      else { return unsupported("a format this wide") }
      if conversion == "%" {
        output += "%"
        continue
      }
      let position = index ?? next
      if index == nil { next += 1 }
      guard position < values.count else {
        return unsupported("a format with more conversions than arguments")
      }
      let value = values[position]
      let spec = "%" + flags + width + precision
      switch conversion {
      case "d", "i", "u", "o", "x", "X":
        guard case .int(let v) = value else { return unsupported("'%\(conversion)' of this value") }
        // The bits the length reads: `hh` 8, `h` 16, none 32, `l`, `ll`, `q`… 64.
        let bits = length == "hh" ? 8 : length == "h" ? 16 : length.isEmpty ? 32 : 64
        let shift = Int64(64 - bits)
        if "di".contains(conversion) {
          let n = (Int64(v) << shift) >> shift
          output += printf(spec + "ll" + String(conversion), n)
        } else {
          let n = (UInt64(bitPattern: Int64(v)) << UInt64(shift)) >> UInt64(shift)
          output += printf(spec + "ll" + String(conversion), n)
        }
      case "f", "F", "e", "E", "g", "G", "a", "A":
        guard let v = value.number else { return unsupported("'%\(conversion)' of this value") }
        output += printf(spec + String(conversion), v)
      case "@", "s":
        guard let text = value.interpolated else { return unsupported("'%@' of this value") }
        var padded = text
        if let w = Int(width), text.utf16.count < w {
          let fill = String(repeating: " ", count: w - text.utf16.count)
          padded = flags.contains("-") ? text + fill : fill + text
        }
        output += padded
      default:
        return unsupported("'%\(conversion)' in a format")
      }
    }
    return .string(output)
  }

  /// One conversion of `snprintf`.
  private static func printf(_ spec: String, _ value: CVarArg) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, spec, $0) }
    if count >= buffer.count {
      buffer = [CChar](repeating: 0, count: Int(count) + 1)
      _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, spec, $0) }
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `Dictionary(grouping: items, by: key)`, `Dictionary(uniqueKeysWithValues: pairs)` and
  /// `Dictionary(pairs, uniquingKeysWith: pick)`: keys in the order first met (Swift's order
  /// is not fixed, so any is as faithful; `count`, look-ups and sorted keys are exact). A key
  /// met twice in `uniqueKeysWithValues` traps in Swift: an error here.
  private static func dictionary(
    _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame, _ interpreter: Interpreter
  ) -> ProgramValue? {
    let labels = arguments.map(\.label)
    guard
      labels == ["grouping", "by"] || labels == ["uniqueKeysWithValues"]
        || labels == [nil, "uniquingKeysWith"]
    else { return nil }
    let values = arguments.map { interpreter.evaluate($0.value, frame) }
    if let u = values.lazy.compactMap(\.unknownValue).first { return .unknown(u) }
    guard case .array(let items) = values[0] else { return nil }
    func call(_ f: ProgramValue, _ args: [ProgramValue]) -> ProgramValue {
      // An operator (`uniquingKeysWith: +`).
      if case .function(let fv) = f, case .builtin(let n) = fv.body, args.count == 2,
        let op = BinaryOperator(rawValue: n)
      {
        return interpreter.arithmetic(op, args[0], args[1], e)
      }
      guard case .closure(let c) = f else {
        return .unknown(
          UnknownValue(
            message: .expressionNotSupported("this function as an argument"),
            location: e.range.start))
      }
      return interpreter.callClosure(c, args, builder: false, at: e.range.start)
    }
    var entries: [(key: ProgramValue, value: ProgramValue)] = []
    func index(of key: ProgramValue) -> Int? {
      entries.firstIndex { programEquals($0.key, key) == true }
    }
    for item in items {
      if labels[0] == "grouping" {
        let key = call(values[1], [item])
        if case .unknown = key { return key }
        if let i = index(of: key), case .array(let group) = entries[i].value {
          entries[i].value = .array(group + [item])
        } else {
          entries.append((key, .array([item])))
        }
        continue
      }
      guard case .tuple(let pair) = item, pair.count == 2 else { return nil }
      let (key, value) = (pair[0].value, pair[1].value)
      if let i = index(of: key) {
        guard labels[0] == nil else {
          return .unknown(
            UnknownValue(
              message: .expressionNotSupported("a key given twice"), location: e.range.start))
        }
        entries[i].value = call(values[1], [entries[i].value, value])
      } else {
        entries.append((key, value))
      }
    }
    return .dictionary(entries)
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

  /// `Double.formatted()` in `en_US`: up to three decimals (`fraction` given by a style's
  /// `.precision(.fractionLength(…))`: at least its lower, at most its upper bound), grouped
  /// thousands.
  static func formatted(_ v: Double, fraction: ClosedRange<Int> = 0...3) -> String {
    var text = fixed(v, fraction.upperBound)
    var kept = fraction.upperBound
    while kept > fraction.lowerBound, text.hasSuffix("0") {
      text.removeLast()
      kept -= 1
    }
    if text.hasSuffix(".") { text.removeLast() }
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    let parts = text.split(separator: ".", maxSplits: 1)
    let whole = Int(parts[0]).map(grouped) ?? String(parts[0])
    return (negative ? "-" : "") + whole + (parts.count > 1 ? "." + parts[1] : "")
  }
}
