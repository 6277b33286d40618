/// `Text` and strings as apps write them for localisation and formatting, shown as the
/// development language (`en_US`) shows them on every machine.
extension Interpreter {
  /// Labels that only serve translation: `Text("Done", comment: "…")`, `tableName:`, `bundle:`.
  static let localizationLabels: Set<String> = ["comment", "tableName", "bundle"]

  /// `Text(value, format: .number)`, `Text(date, style: .date)` and `Text(_:comment:)`: a
  /// verbatim text, an unknowable value's error, or nil when `Text`'s catalogue takes it.
  func textCall(_ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame) -> ProgramValue? {
    let kept = arguments.filter { $0.label.map { !Self.localizationLabels.contains($0) } ?? true }
    // `Text(.init(message))`: the key made from the string, `Text(LocalizedStringKey(message))`.
    if kept.count == 1, kept[0].label == nil,
      case .call(let callee, let given, nil) = kept[0].value.kind,
      case .implicitMember("init") = callee.kind, given.count == 1, given[0].label == nil
    {
      let key = ExprSyntax(.identifier("LocalizedStringKey"), range: callee.range)
      let argument = ArgumentSyntax(
        value: ExprSyntax(.call(key, given, trailingClosure: nil), range: kept[0].value.range))
      return evaluate(
        ExprSyntax(
          .call(ExprSyntax(.identifier("Text"), range: e.range), [argument], trailingClosure: nil),
          range: e.range), frame)
    }
    guard let value = kept.first, value.label == nil, kept.count == 2 else {
      guard kept.count != arguments.count else { return nil }
      return evaluate(
        ExprSyntax(
          .call(ExprSyntax(.identifier("Text"), range: e.range), kept, trailingClosure: nil),
          range: e.range), frame)
    }
    switch kept[1].label {
    case "format":
      let number = evaluate(value.value, frame)
      if case .unknown = number { return number }
      guard let text = Self.formatted(number, kept[1].value) else {
        return unknown(
          .expressionNotSupported("Text(_:format:) with this format"), at: kept[1].value.range.start
        )
      }
      return verbatimText(text, e)
    case "style":
      let date = evaluate(value.value, frame)
      if case .unknown = date { return date }
      // `Text(date, style: .date)` writes the long date style ("October 11, 1968"); the
      // other styles show a time or count from now.
      if let civil = CivilDate(date), Self.styleName(evaluate(kept[1].value, frame)) == "date",
        let text = civil.formatted(pattern: CivilDate.pattern(dateStyle: "long")!)
      {
        return verbatimText(text, e)
      }
      return unknown(
        .cannotKnowValue("a date shown with Text(_:style:)"), at: value.value.range.start)
    default:
      return nil
    }
  }

  func verbatimText(_ text: String, _ e: ExprSyntax) -> ProgramValue {
    .swiftUI(
      ExprSyntax(
        .call(
          ExprSyntax(.identifier("Text"), range: e.range),
          [ArgumentSyntax(label: "verbatim", value: ExprSyntax(.string(text), range: e.range))],
          trailingClosure: nil), range: e.range))
  }

  /// A number in a `FormatStyle` as `en_US` writes it: `.number` (grouped, up to three
  /// decimals), `.percent` (× 100, then `%`), `.currency(code: "USD")` (two decimals after the
  /// code's symbol). Nil for other formats.
  static func formatted(_ value: ProgramValue, _ format: ExprSyntax) -> String? {
    guard let x = value.number else { return nil }
    var format = format
    // `.number.precision(.fractionLength(2))`, `.fractionLength(0...1)`: the digits after the
    // point; other precisions are not modelled (nil).
    var fraction: ClosedRange<Int>?
    if case .call(let callee, let arguments, _) = format.kind,
      case .member(let base, "precision") = callee.kind
    {
      guard let length = arguments.first?.value,
        case .call(let kind, let lengths, _) = length.kind,
        case .implicitMember("fractionLength") = kind.kind,
        let digits = lengths.first?.value
      else { return nil }
      switch digits.kind {
      case .integer(let n) where (0...15).contains(n): fraction = n...n
      case .range(let a, let b, let closed):
        guard case .integer(let lower) = a.kind, case .integer(let upper) = b.kind,
          lower >= 0, upper - (closed ? 0 : 1) >= lower, upper <= 15
        else { return nil }
        fraction = lower...(upper - (closed ? 0 : 1))
      // A range evaluated before it got here is its elements: the first and the last.
      case .array(let items):
        guard case .integer(let lower)? = items.first?.kind,
          case .integer(let upper)? = items.last?.kind, lower >= 0, upper <= 15
        else { return nil }
        fraction = lower...upper
      default: return nil
      }
      format = base
    }
    let style: String
    var code: String?
    switch format.kind {
    case .implicitMember(let name): style = name
    case .call(let callee, let arguments, _):
      guard case .implicitMember(let name) = callee.kind else { return nil }
      style = name
      if case .string(let c)? = arguments.first(where: { $0.label == "code" })?.value.kind {
        code = c
      }
    default: return nil
    }
    switch style {
    case "number":
      if case .int(let i) = value, fraction == nil { return Builtins.grouped(i) }
      return Builtins.formatted(x, fraction: fraction ?? 0...3)
    case "percent":
      // An integer is already a percentage (`Int.formatted(.percent)`: 25 is "25%").
      if case .int(let i) = value, fraction == nil { return Builtins.grouped(i) + "%" }
      let percent = if case .int = value { x } else { x * 100 }
      return Builtins.formatted(percent, fraction: fraction ?? 0...3) + "%"
    case "currency":
      guard fraction == nil else { return nil }  // a currency's own digits, not modelled
      let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
      guard let code, let symbol = symbols[code] else { return nil }
      let digits = code == "JPY" ? 0 : 2
      var text = Builtins.fixed(abs(x), digits)
      let parts = text.split(separator: ".", maxSplits: 1)
      text =
        (Int(parts[0]).map(Builtins.grouped) ?? String(parts[0]))
        + (parts.count > 1 ? "." + parts[1] : "")
      return (x < 0 ? "-" : "") + symbol + text
    default:
      return nil
    }
  }

  /// Views and modifiers whose first argument (or `title:`) is a title: a String Catalog's
  /// symbol there (`Text(.photoTypeFront)`) is its text.
  static let titledViews: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Section", "NavigationLink", "TextField", "SecureField",
    "Picker", "LabeledContent", "Menu", "Link", "Stepper", "DatePicker", "ContentUnavailableView",
    "ShareLink", "navigationTitle", "navigationBarTitle", "help", "badge",
  ]

  /// The text of a String Catalog's generated symbol (`.photoTypeFront`, Xcode 26), in the
  /// development language; nil for any other value.
  func catalogString(_ value: ProgramValue) -> ProgramValue? {
    guard !stringSymbols.isEmpty, case .swiftUI(let e) = value,
      case .implicitMember(let name) = e.kind,
      let text = stringSymbols[name]
    else { return nil }
    return .string(text)
  }
}
