/// `UIFontMetrics.default.scaledValue(for: x)` and `UIFontMetrics(forTextStyle: style)
/// .scaledValue(for: x)`: a value scaled for the Dynamic Type size. At the default size
/// (`.large`) the scale is 1 and the value is `x` itself, as Apple's documentation of
/// `UIFontMetrics` describes sizes relative to the default. At any other size Apple publishes
/// no scale for a metric (its text style tables give font sizes, not the curve `UIFontMetrics`
/// applies to other values), so the value is unknown there, with an error that says so, rather
/// than a guess.
extension Interpreter {
  /// The scaled value; nil when the call is not one of these (then it is evaluated as usual).
  func fontMetricsScaledValue(
    _ baseExpression: ExprSyntax, _ name: String, _ arguments: [ArgumentSyntax], _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue? {
    guard name == "scaledValue", arguments.count == 1, arguments[0].label == "for",
      Self.isFontMetrics(baseExpression), frame.scope.lookup("UIFontMetrics") == nil,
      index.type("UIFontMetrics") == nil
    else { return nil }
    let value = evaluate(arguments[0].value, frame)
    guard let number = value.number else {
      if case .unknown = value { return value }
      return unknown(.operandNotSupported(value.described), at: arguments[0].value.range.start)
    }
    let size = environment.reader.dynamicTypeSize.rawValue
    guard size == "large" else {
      return unknown(.fontMetricsScaleNotKnown(size), at: e.range.start)
    }
    return .double(number)
  }

  /// `UIFontMetrics.default`, `UIFontMetrics(forTextStyle: …)`.
  private static func isFontMetrics(_ e: ExprSyntax) -> Bool {
    switch e.kind {
    case .member(let type, "default"):
      if case .identifier("UIFontMetrics") = type.kind { return true }
    case .call(let callee, let arguments, nil):
      if case .identifier("UIFontMetrics") = callee.kind, arguments.map(\.label) == ["forTextStyle"]
      {
        return true
      }
    default: break
    }
    return false
  }
}
