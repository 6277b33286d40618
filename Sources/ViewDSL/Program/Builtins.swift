/// Swift's standard functions and methods that view code uses on its data: what `map`,
/// `filter`, `count` or `uppercased()` give, computed as Swift computes them. Number formatting
/// follows the `en_US` locale, so output is the same on every machine.
enum Builtins {
  static let globalFunctions = Set(["min", "max", "zip", "stride"]).union(NumericFunctions.names)

  /// Initializers whose value depends on the moment or the device: a preview cannot know them.
  static let unknowable: Set<String> = [
    "Date", "UUID", "UIImage", "NSImage", "URLSession", "Calendar",
  ]

  /// Static properties that depend on the moment or the device.
  static let unknowableMembers: Set<String> = [
    "Date.now", "UIDevice.current", "Bundle.main", "FileManager.default", "UIScreen.main",
    "TimeZone.current", "Calendar.current",
  ]

  /// The system's lists of ISO codes and identifiers: its locale data decides them, and they
  /// change with the OS version.
  static let systemLists: Set<String> = [
    "NSLocale.isoCountryCodes", "NSLocale.isoLanguageCodes", "NSLocale.isoCurrencyCodes",
    "NSLocale.availableLocaleIdentifiers", "Locale.isoRegionCodes", "Locale.isoLanguageCodes",
    "Locale.isoCurrencyCodes", "Locale.availableIdentifiers", "TimeZone.knownTimeZoneIdentifiers",
  ]

  /// `Locale.current` in a preview: `en_US`, the locale layoutc formats numbers in on every
  /// machine (its identifier, language, region and currency).
  static var previewLocale: ProgramValue {
    .instance(
      type: "Locale",
      fields: [
        "identifier": .string("en_US"), "languageCode": .string("en"), "regionCode": .string("US"),
        "currencyCode": .string("USD"), "currencySymbol": .string("$"),
        "currency": .instance(type: "Locale.Currency", fields: ["identifier": .string("USD")]),
        "language": .instance(
          type: "Locale.Language",
          fields: [
            "languageCode": .instance(
              type: "Locale.LanguageCode", fields: ["identifier": .string("en")])
          ]),
        "region": .instance(type: "Locale.Region", fields: ["identifier": .string("US")]),
      ])
  }

  /// A property of a Swift value.
  static func property(_ base: ProgramValue, _ name: String) -> ProgramValue? {
    switch (base, name) {
    case (.string(let s), "count"): return .int(s.count)
    case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
    // A preview's locale is `en_US`: the localized forms are the plain ones.
    case (.string(let s), "capitalized"), (.string(let s), "localizedCapitalized"):
      return .string(capitalized(s))
    case (.string(let s), "localizedUppercase"): return .string(s.uppercased())
    case (.string(let s), "localizedLowercase"): return .string(s.lowercased())
    case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? ProgramValue.none
    case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? ProgramValue.none
    case (.string(let s), "description"): return .string(s)
    // A string's views, as arrays: `text.unicodeScalars.count`, `name.utf8.count`.
    case (.string(let s), "unicodeScalars"):
      return .array(s.unicodeScalars.map { .string(String($0)) })
    case (.string(let s), "utf8"): return .array(s.utf8.map { .int(Int($0)) })
    case (.string(let s), "utf16"): return .array(s.utf16.map { .int(Int($0)) })
    case (.array(let a), "count"): return .int(a.count)
    case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
    case (.array(let a), "first"): return a.first ?? ProgramValue.none
    case (.array(let a), "last"): return a.last ?? ProgramValue.none
    case (.array(let a), "indices"): return .array(a.indices.map { .int($0) })
    // A range is kept as the array of its elements: its lower bound is its first (its upper
    // bound depends on how it was written, `Interpreter.upperBound`).
    case (.array(let a), "lowerBound"):
      if case .int(let v)? = a.first { return .int(v) }
      return nil
    case (.array, "startIndex"): return .int(0)
    case (.array(let a), "endIndex"): return .int(a.count)
    case (.dictionary(let d), "count"): return .int(d.count)
    case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
    case (.dictionary(let d), "keys"): return .array(d.map(\.key))
    case (.dictionary(let d), "values"): return .array(d.map(\.value))
    case (.int(let v), "description"): return .string(String(v))
    case (.double(let v), "description"): return .string(v.description)
    case (.int(let v), "magnitude"):
      return .int(v.magnitude > UInt(Int.max) ? Int.max : Int(v.magnitude))
    case (.double(let v), "magnitude"): return .double(v.magnitude)
    case (.double(let v), "isFinite"): return .bool(v.isFinite)
    case (.double(let v), "isInfinite"): return .bool(v.isInfinite)
    case (.double(let v), "isNaN"): return .bool(v.isNaN)
    case (.int, "isFinite"): return .bool(true)
    case (.int, "isInfinite"), (.int, "isNaN"): return .bool(false)
    case (.bool(let b), "description"): return .string(b ? "true" : "false")
    default: return nil
    }
  }

  static let methods: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "sorted", "reversed", "prefix", "suffix",
    "dropFirst", "dropLast", "first", "last", "contains", "reduce", "enumerated", "joined",
    "firstIndex", "min", "max", "count", "uppercased", "lowercased", "hasPrefix", "hasSuffix",
    "formatted", "rounded", "isMultiple", "split", "replacingOccurrences", "allSatisfy",
    "truncatingRemainder", "squareRoot",
    "description", "components", "shuffled", "randomElement", "index",
    "localizedCaseInsensitiveContains", "localizedStandardContains", "trimmingCharacters",
  ]

  static func method(_ base: ProgramValue, _ name: String) -> ProgramValue? {
    guard methods.contains(name) else { return nil }
    switch base {
    case .int where name == "map" || name == "flatMap",
      .double where name == "map" || name == "flatMap":
      return optionalMap(base)  // a number has no `map`: the receiver is an optional's value
    case .array, .string, .int, .double, .dictionary:
      return .function(FunctionValue(body: .builtin(name), receiver: base))
    default: return nil
    }
  }

  /// `Optional.map` / `flatMap` of `value` (`.none` for nil): a value is optional when it has no
  /// `map` of its own, so the closure gets the value, or nil stays nil.
  static func optionalMap(_ value: ProgramValue) -> ProgramValue {
    .function(FunctionValue(body: .builtin("optionalMap"), receiver: value))
  }

  /// Methods whose result depends on every element's value (not `map`, whose elements stay
  /// unknown one by one, reported where used).
  static let inspectingMethods: Set<String> = [
    "contains", "filter", "allSatisfy", "sorted", "first", "last", "firstIndex", "min", "max",
    "reduce", "joined", "index",
  ]

  /// Operators passed as functions: `reduce(0, +)`, `sorted(by: >)`.
  static let operatorFunctions: Set<String> = [
    "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=",
  ]

  // MARK: - Calls

  static func call(
    _ name: String, on receiver: ProgramValue?, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ frame: Frame, _ interpreter: Interpreter
  ) -> ProgramValue {
    // `$flag.animation()`: the same binding, its changes animated; a preview never changes it.
    if name == "bindingAnimation", let receiver { return receiver }
    var values = arguments.map { interpreter.evaluate($0.value, frame) }
    if let trailing {
      values.append(
        .closure(
          ClosureValue(
            syntax: trailing, scope: frame.scope, selfValue: frame.selfValue,
            selfType: frame.selfType)))
    }
    if let u = values.lazy.compactMap(\.unknownValue).first { return .unknown(u) }
    let labels = arguments.map(\.label) + (trailing == nil ? [] : [nil])
    func apply(_ f: ProgramValue, _ args: [ProgramValue]) -> ProgramValue {
      switch f {
      case .closure(let c):
        return interpreter.callClosure(c, args, builder: false, at: e.range.start)
      case .function(let fv):
        if case .builtin(let n) = fv.body {
          if args.count == 2, let op = BinaryOperator(rawValue: n) {
            return interpreter.arithmetic(op, args[0], args[1], e)
          }
          if args.count == 2, let op = ComparisonOperator(rawValue: n) {
            return interpreter.compare(op, args[0], args[1], e)
          }
          return call(n, on: args.first, [], nil, e, frame, interpreter)
        }
        return .unknown(
          UnknownValue(
            message: .expressionNotSupported("this function as an argument"),
            location: e.range.start))
      case .swiftUI(let k):
        // `map(\.sales)`: a key path used as a function reads its members in turn.
        guard case .keyPath(let path) = k.kind, args.count == 1 else { fallthrough }
        return path.reduce(args[0]) { interpreter.member($0, $1, e) }
      default:
        return .unknown(UnknownValue(message: .notCallable(f.described), location: e.range.start))
      }
    }
    if name == "optionalMap", let receiver, let f = values.first {
      if case .none = receiver { return .none }
      return apply(f, [receiver])
    }
    // A predicate that is not a known boolean makes the method's result unknown: counting it
    // false chose elements silently.
    var undecided: ProgramValue?
    func truth(_ v: ProgramValue) -> Bool {
      if case .bool(let b) = v { return b }
      if undecided == nil {
        undecided =
          v.unknownValue.map { .unknown($0) }
          ?? .unknown(UnknownValue(message: .notABoolean(v.described), location: e.range.start))
      }
      return false
    }
    func decided(_ result: ProgramValue) -> ProgramValue { undecided ?? result }
    func less(_ a: ProgramValue, _ b: ProgramValue) -> Bool {
      if let x = a.number, let y = b.number { return x < y }
      if case .string(let x) = a, case .string(let y) = b { return x < y }
      if let x = interpreter.dynamicTypeRank(a), let y = interpreter.dynamicTypeRank(b) {
        return x < y
      }
      if let ordered = interpreter.appLess(a, b, e) { return truth(ordered) }
      // Anything else has no order layoutc knows: the result is not decided (ordering such
      // values kept them as they came, silently).
      if undecided == nil {
        undecided =
          a.unknownValue.map { .unknown($0) } ?? b.unknownValue.map { .unknown($0) }
          ?? .unknown(
            UnknownValue(
              message: .cannotCompare(a.described, b.described), location: e.range.start))
      }
      return false
    }
    let unsupported = ProgramValue.unknown(
      UnknownValue(message: .expressionNotSupported("'\(name)' here"), location: e.range.start))

    switch receiver {
    case .dictionary(let entries)? where name != "count" && name != "isEmpty":
      // A dictionary's sequence methods see its `(key:, value:)` pairs (`sales.map(\.value)`),
      // in the order written: Swift's own order is not fixed, so any is as faithful.
      let pairs = entries.map { ProgramValue.tuple([("key", $0.key), ("value", $0.value)]) }
      return call(name, on: .array(pairs), arguments, trailing, e, frame, interpreter)
    case nil:
      // `min(proxy.size.width, proxy.size.height)`: a layout-time value stays an expression
      // the lowering evaluates with the reader's size (ordering it here picked the first).
      if name == "min" || name == "max" || NumericFunctions.names.contains(name),
        case .call(let callee, _, nil) = e.kind, values.count == arguments.count,
        values.contains(where: { if case .swiftUI = $0 { true } else { false } })
      {
        for value in values { interpreter.readerNeedsSize(value) }
        let residuals = zip(arguments, values).map { argument, value in
          ArgumentSyntax(
            label: argument.label, value: interpreter.residual(value, at: argument.value.range))
        }
        return .swiftUI(ExprSyntax(.call(callee, residuals, trailingClosure: nil), range: e.range))
      }
      switch (name, values.count) {
      case ("min", 2...):
        return decided(values.dropFirst().reduce(values[0]) { less($1, $0) ? $1 : $0 })
      case ("max", 2...):
        return decided(values.dropFirst().reduce(values[0]) { less($0, $1) ? $1 : $0 })
      case (let f, _) where NumericFunctions.names.contains(f):
        return NumericFunctions.call(f, values) ?? unsupported
      case ("zip", 2):
        guard case .array(let a) = values[0], case .array(let b) = values[1] else {
          return unsupported
        }
        return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
      case ("stride", 3):
        guard let from = values[0].number, let to = values[1].number, let by = values[2].number,
          by != 0,
          abs((to - from) / by) <= Double(Interpreter.maximumRangeCount)
        else { return unsupported }
        let through = labels.count > 1 && labels[1] == "through"
        let isInt = values.allSatisfy { if case .int = $0 { true } else { false } }
        let numbers =
          through
          ? Array(Swift.stride(from: from, through: to, by: by))
          : Array(Swift.stride(from: from, to: to, by: by))
        return .array(numbers.map { isInt ? .int(Int($0)) : .double($0) })
      default: return unsupported
      }
    case .array(let items)?:
      // Looking into elements that cannot be known gives a result that cannot be either.
      if Self.inspectingMethods.contains(name), let u = items.lazy.compactMap(\.unknownValue).first
      {
        return .unknown(u)
      }
      switch (name, values.first) {
      case ("map", let f?): return .array(items.map { apply(f, [$0]) })
      case ("compactMap", let f?):
        return .array(
          items.map { apply(f, [$0]) }.filter { if case .none = $0 { false } else { true } })
      case ("flatMap", let f?):
        return .array(
          items.flatMap { v -> [ProgramValue] in
            if case .array(let a) = apply(f, [v]) { a } else { [] }
          })
      case ("filter", let f?): return decided(.array(items.filter { truth(apply(f, [$0])) }))
      case ("allSatisfy", let f?):
        return decided(.bool(items.allSatisfy { truth(apply(f, [$0])) }))
      case ("sorted", nil): return decided(.array(items.sorted(by: less)))
      case ("sorted", let f?):
        if case .swiftUI(let k) = f, case .keyPath(let path) = k.kind, let key = path.first {
          return decided(
            .array(
              items.sorted { less(interpreter.member($0, key, e), interpreter.member($1, key, e)) }
            ))
        }
        return decided(.array(items.sorted { truth(apply(f, [$0, $1])) }))
      case ("reversed", nil): return .array(items.reversed())
      case ("shuffled", _), ("randomElement", _):
        return .unknown(
          UnknownValue(message: .cannotKnowValue(name + "()"), location: e.range.start))
      case ("prefix", .int(let n)?): return .array(Array(items.prefix(max(0, n))))
      case ("suffix", .int(let n)?): return .array(Array(items.suffix(max(0, n))))
      case ("dropFirst", nil): return .array(Array(items.dropFirst()))
      case ("dropFirst", .int(let n)?): return .array(Array(items.dropFirst(max(0, n))))
      case ("dropLast", nil): return .array(Array(items.dropLast()))
      case ("dropLast", .int(let n)?): return .array(Array(items.dropLast(max(0, n))))
      case ("first", let f?) where labels.first == "where" || trailing != nil:
        return decided(items.first { truth(apply(f, [$0])) } ?? .none)
      case ("last", let f?) where labels.first == "where" || trailing != nil:
        return decided(items.last { truth(apply(f, [$0])) } ?? .none)
      case ("firstIndex", let f?):
        if labels.first == "of" {
          return items.firstIndex { programEquals($0, f) == true }.map { .int($0) } ?? .none
        }
        return decided(items.firstIndex { truth(apply(f, [$0])) }.map { .int($0) } ?? .none)
      case ("contains", let f?):
        if labels.first == "where" || trailing != nil {
          return decided(.bool(items.contains { truth(apply(f, [$0])) }))
        }
        return .bool(items.contains { programEquals($0, f) == true })
      case ("count", let f?) where labels.first == "where" || trailing != nil:
        return decided(.int(items.filter { truth(apply(f, [$0])) }.count))
      case ("reduce", let initial?) where labels.first == "into":
        // The closure changes its first parameter, `inout`: that is the next accumulator.
        guard values.count == 2, case .closure(let c) = values[1] else { return unsupported }
        var accumulator = initial
        for item in items {
          var next: ProgramValue?
          let result = interpreter.callClosure(
            c, [accumulator, item], builder: false, at: e.range.start, inoutFirst: { next = $0 })
          if case .unknown = result { return result }
          guard let next else { return unsupported }
          accumulator = next
        }
        return accumulator
      case ("reduce", let initial?):
        guard values.count == 2 else { return unsupported }
        return items.reduce(initial) { apply(values[1], [$0, $1]) }
      case ("enumerated", nil):
        return .array(
          items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
      case ("joined", let separator):
        var parts: [String] = []
        for item in items {
          guard case .string(let s) = item else { return unsupported }
          parts.append(s)
        }
        if case .string(let sep)? = separator { return .string(parts.joined(separator: sep)) }
        return .string(parts.joined())
      case ("min", nil): return decided(items.min(by: less) ?? .none)
      case ("max", nil): return decided(items.max(by: less) ?? .none)
      default: return unsupported
      }
    case .string(let s)?:
      switch (name, values.first) {
      case ("uppercased", nil): return .string(s.uppercased())
      case ("lowercased", nil): return .string(s.lowercased())
      case ("hasPrefix", .string(let p)?): return .bool(s.hasPrefix(p))
      case ("hasSuffix", .string(let p)?): return .bool(s.hasSuffix(p))
      case ("contains", .string(let p)?): return .bool(p.isEmpty || s.contains(p))
      // Foundation's case-insensitive search in the en_US locale a preview runs in (the
      // standard form also ignores diacritics, which these ASCII-folding lowercases do not).
      case ("localizedCaseInsensitiveContains", .string(let p)?),
        ("localizedStandardContains", .string(let p)?):
        return .bool(p.isEmpty || s.lowercased().contains(p.lowercased()))
      case ("prefix", .int(let n)?): return .string(String(s.prefix(max(0, n))))
      case ("suffix", .int(let n)?): return .string(String(s.suffix(max(0, n))))
      case ("dropFirst", nil): return .string(String(s.dropFirst()))
      case ("dropLast", nil): return .string(String(s.dropLast()))
      case ("reversed", nil): return .string(String(s.reversed()))
      case ("split", .string(let sep)?) where sep.count == 1:
        return .array(s.split(separator: sep.first!).map { .string(String($0)) })
      case ("components", .string(let sep)?) where !sep.isEmpty:
        return .array(splitString(s, sep).map { .string($0) })
      case ("replacingOccurrences", .string(let target)?)
      where values.count == 2 && !target.isEmpty:
        guard case .string(let replacement) = values[1] else { return unsupported }
        return .string(splitString(s, target).joined(separator: replacement))
      case ("map", let f?): return .array(s.map { apply(f, [.string(String($0))]) })
      // `trimmingCharacters(in: .whitespaces)` and its newline forms (`CharacterSet`'s members),
      // and `CharacterSet.alphanumerics.inverted` (what is neither a letter, a mark nor a digit).
      case ("trimmingCharacters", .swiftUI(let set)?):
        var name: String
        switch set.kind {
        case .implicitMember(let n): name = n
        case .member(let base, let n):
          name = n
          if n == "inverted", case .member(_, "alphanumerics") = base.kind {
            name = "alphanumerics.inverted"
          } else if n == "inverted", case .implicitMember("alphanumerics") = base.kind {
            name = "alphanumerics.inverted"
          }
        default: return unsupported
        }
        let drop: (Character) -> Bool
        switch name {
        case "whitespaces": drop = { $0 == " " || $0 == "\t" }
        case "newlines": drop = { $0.isNewline }
        case "whitespacesAndNewlines": drop = { $0.isWhitespace }
        case "alphanumerics.inverted": drop = { !($0.isLetter || $0.isNumber) }
        default: return unsupported
        }
        return .string(String(s.drop(while: drop).reversed().drop(while: drop).reversed()))
      default: return unsupported
      }
    case .int(let v)?:
      switch (name, values.first) {
      case ("formatted", nil): return .string(grouped(v))
      case ("formatted", .swiftUI(let style)?):
        return Interpreter.formatted(.int(v), style).map { .string($0) } ?? unsupported
      case ("isMultiple", .int(let d)?):
        return .bool(
          d == 0 ? v == 0 : v.remainderReportingOverflow(dividingBy: d).partialValue == 0)
      case ("description", nil): return .string(String(v))
      default: return unsupported
      }
    case .double(let v)?:
      switch (name, values.first) {
      case ("rounded", nil): return .double(v.rounded())
      case ("rounded", .swiftUI(let rule)?):
        let rules: [String: FloatingPointRoundingRule] = [
          "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
          "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        ]
        guard case .implicitMember(let r) = rule.kind, let rule = rules[r] else {
          return unsupported
        }
        return .double(v.rounded(rule))
      case ("truncatingRemainder", let d?):
        guard let d = d.number else { return unsupported }
        return .double(v.truncatingRemainder(dividingBy: d))
      case ("squareRoot", nil): return .double(v.squareRoot())
      case ("formatted", nil): return .string(formatted(v))
      case ("formatted", .swiftUI(let style)?):
        return Interpreter.formatted(.double(v), style).map { .string($0) } ?? unsupported
      default: return unsupported
      }
    default:
      return unsupported
    }
  }

  private static func capitalized(_ s: String) -> String {
    var out = ""
    var startOfWord = true
    for c in s {
      out += startOfWord ? c.uppercased() : c.lowercased()
      startOfWord = c == " " || c == "\n" || c == "\t"
    }
    return out
  }

  private static func splitString(_ s: String, _ separator: String) -> [String] {
    var parts: [String] = []
    var rest = s[...]
    while let r = rest.range(of: separator) {
      parts.append(String(rest[..<r.lowerBound]))
      rest = rest[r.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}

extension Substring {
  /// The first occurrence of `target`, by characters (no Foundation).
  fileprivate func range(of target: String) -> Range<Index>? {
    guard !target.isEmpty else { return nil }
    var i = startIndex
    while i < endIndex {
      if self[i...].hasPrefix(target) { return i..<index(i, offsetBy: target.count) }
      i = index(after: i)
    }
    return nil
  }
}
