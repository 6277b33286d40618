/// Expressions: Swift's values computed, SwiftUI's left as expressions for the catalogue.
extension Interpreter {
  func evaluate(_ e: ExprSyntax, _ frame: Frame) -> ProgramValue {
    guard step(at: e.range.start) else { return unknown(nil, at: e.range.start) }
    switch e.kind {
    case .number(let v): return .double(v)
    case .integer(let v): return .int(v)
    case .string(let s): return .string(s)
    case .bool(let b): return .bool(b)
    case .nilLiteral: return .none
    case .interpolatedString(let parts):
      var text = ""
      // A `Text` or `Image` interpolated into a text's literal keeps the literal a SwiftUI
      // expression of pieces (`Lowerer.textPieces`).
      var pieces: [StringPart] = []
      for part in parts {
        switch part {
        case .text(let s): text += s
        case .expression(let inner):
          let value = evaluate(inner, frame)
          if case .unknown = value { return value }
          if case .swiftUI(let x) = value, Lowerer.isTextOrImage(x) {
            if !text.isEmpty { pieces.append(.text(text)) }
            pieces.append(.expression(x))
            text = ""
            continue
          }
          guard let s = value.interpolated else {
            return unknown(.cannotInterpolateValue(value.described), at: inner.range.start)
          }
          text += s
        }
      }
      if !pieces.isEmpty {
        if !text.isEmpty { pieces.append(.text(text)) }
        return .swiftUI(ExprSyntax(.interpolatedString(pieces), range: e.range))
      }
      return .string(text)
    case .identifier(let name): return lookup(name, e, frame)
    case .implicitMember(let name): return implicitMember(name, e)
    case .member(let base, let name): return member(evaluate(base, frame), name, e)
    case .call(let callee, let arguments, let trailing):
      return call(e, callee, arguments, trailing, frame)
    case .subscriptAccess(let base, let arguments):
      return subscriptValue(evaluate(base, frame), arguments, e, frame)
    case .array(let items):
      var values: [ProgramValue] = []
      for item in items { values.append(evaluate(item, frame)) }
      return .array(values)
    case .binary(let op, let lhs, let rhs):
      return arithmetic(op, evaluate(lhs, frame), evaluate(rhs, frame), e)
    case .negate(let operand):
      switch evaluate(operand, frame) {
      case .int(let v):
        guard v != .min else { return unknown(.integerOverflow, at: e.range.start) }
        return .int(-v)
      case .double(let v): return .double(-v)
      case .swiftUI(let inner): return .swiftUI(ExprSyntax(.negate(inner), range: e.range))
      case let other: return other.unknownValue.map { .unknown($0) } ?? typeError(other, e)
      }
    case .closure(let closure):
      return .closure(
        ClosureValue(
          syntax: closure, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType)
      )
    case .keyPath: return .swiftUI(e)
    case .range(let lower, let upper, let closed):
      let a = evaluate(lower, frame)
      let b = evaluate(upper, frame)
      if case .int(let x) = a, case .int(let y) = b {
        // Counted without overflow: `1...Int.max` is too many elements, not a crash.
        guard x <= y || (!closed && x == y) else {
          return unknown(.forEachRangeReversed, at: e.range.start)
        }
        let (span, overflow) = y.subtractingReportingOverflow(x)
        guard !overflow,
          span < Self.maximumRangeCount || (!closed && span == Self.maximumRangeCount)
        else {
          // Too many elements to make an array of: kept as the range, which a view's argument
          // takes as it is (`Stepper(value:in: 0...(Int.max - 1))`); a loop over it is an error.
          return .swiftUI(
            ExprSyntax(
              .range(
                ExprSyntax(.integer(x), range: lower.range),
                ExprSyntax(.integer(y), range: upper.range), closed: closed), range: e.range))
        }
        return .array((closed ? Array(x...y) : Array(x..<y)).map { .int($0) })
      }
      if let u = a.unknownValue ?? b.unknownValue { return .unknown(u) }
      return .swiftUI(
        ExprSyntax(
          .range(residual(a, at: lower.range), residual(b, at: upper.range), closed: closed),
          range: e.range))
    case .partialRange(let lower, let upper, let closed):
      return .swiftUI(
        ExprSyntax(
          .partialRange(
            lower: lower.map { residual(evaluate($0, frame), at: $0.range) },
            upper: upper.map { residual(evaluate($0, frame), at: $0.range) }, closed: closed),
          range: e.range))
    case .ternary(let condition, let a, let b):
      switch truth(evaluate(condition, frame), condition) {
      case true?: return evaluate(a, frame)
      case false?: return evaluate(b, frame)
      case nil: return unknown(nil, at: e.range.start)
      }
    case .comparison(let op, let lhs, let rhs):
      return compare(op, evaluate(lhs, frame), evaluate(rhs, frame), e)
    case .logical(let isAnd, let lhs, let rhs):
      guard let a = truth(evaluate(lhs, frame), lhs) else { return unknown(nil, at: e.range.start) }
      if a != isAnd { return .bool(a) }
      guard let b = truth(evaluate(rhs, frame), rhs) else { return unknown(nil, at: e.range.start) }
      return .bool(b)
    case .not(let operand):
      guard let a = truth(evaluate(operand, frame), operand) else {
        return unknown(nil, at: e.range.start)
      }
      return .bool(!a)
    case .error: return unknown(nil, at: e.range.start)
    case .forceUnwrap(let inner):
      let value = evaluate(inner, frame)
      if case .none = value { return unknown(.unwrappedNil, at: e.range.start) }
      return value
    case .optionalChain(let inner): return evaluate(inner, frame)
    case .tryOptional(let inner):
      // An error already unwinding (the rest of an expression a throw left) stays.
      let unwinding = thrown
      thrown = nil
      let value = evaluate(inner, frame)
      let threw = thrown != nil
      thrown = unwinding
      return threw ? .none : value
    case .tryForced(let inner):
      let unwinding = thrown
      thrown = nil
      let value = evaluate(inner, frame)
      let error = thrown
      thrown = unwinding
      guard let error else { return value }
      report(.forcedTryThrew(line: error.location.line), at: e.range.start)
      return unknown(nil, at: e.range.start)
    case .nilCoalescing(let lhs, let rhs):
      let value = evaluate(lhs, frame)
      if case .none = value { return evaluate(rhs, frame) }
      if value.unknownOptional != nil { return optionalNotKnown(value, lhs) }
      return value
    case .tuple(let elements):
      if elements.count == 1, elements[0].label == nil { return evaluate(elements[0].value, frame) }
      return .tuple(elements.map { ($0.label, evaluate($0.value, frame)) })
    case .dictionary(let entries):
      return .dictionary(entries.map { (evaluate($0.key, frame), evaluate($0.value, frame)) })
    case .inOut(let inner):
      // What the callee starts with; the call gives it back or makes it unknown (`call`).
      return evaluate(inner, frame)
    case .cast(let inner, let type):
      // `10 as CGFloat` is 10.0 (and divides as one); other casts leave the value as it is.
      let value = evaluate(inner, frame)
      return Self.floatingPointTypes.contains(type) ? coerce(value, to: type) : value
    case .statements(let statements):
      return evaluateBody(statements, frame.nested(), builder: false)
    case .unsupported(let what):
      return unknown(.expressionNotSupported(what), at: e.range.start)
    }
  }

  /// The arguments' values in order, or the first a preview cannot know (which the call then
  /// gives: a result made from it is unknown too).
  func argumentValues(_ arguments: [ArgumentSyntax], _ frame: Frame)
    -> (values: [ProgramValue], unknown: ProgramValue?)
  {
    var values: [ProgramValue] = []
    for argument in arguments {
      let value = evaluate(argument.value, frame)
      if case .unknown = value { return (values, value) }
      values.append(value)
    }
    return (values, nil)
  }

  /// A condition's truth, or nil (reported) when it is not a known boolean.
  func truth(_ value: ProgramValue, _ e: ExprSyntax) -> Bool? {
    switch value {
    case .bool(let b): return b
    case .unknown(let u):
      report(u)
      if u.message == nil, !reportedUnknowns.contains(u.location.offset) {
        report(.conditionNotKnown, at: e.range.start)
      }
      return nil
    case .swiftUI:
      // A framework's value (`voices.elementsEqual(…)` over `AVSpeechSynthesisVoice`s): a
      // preview cannot know it, whatever it is.
      report(.conditionNotKnown, at: e.range.start)
      return nil
    default:
      report(.notABoolean(value.described), at: e.range.start)
      return nil
    }
  }

  func typeError(_ value: ProgramValue, _ e: ExprSyntax) -> ProgramValue {
    unknown(.operandNotSupported(value.described), at: e.range.start)
  }

  func arithmetic(_ op: BinaryOperator, _ a: ProgramValue, _ b: ProgramValue, _ e: ExprSyntax)
    -> ProgramValue
  {
    if let u = a.unknownValue ?? b.unknownValue { return .unknown(u) }
    switch (a, b) {
    case (.int(let x), .int(let y)):
      // Overflow traps in Swift: an error here, never a crash or a wrapped number.
      let result: (partialValue: Int, overflow: Bool)
      switch op {
      case .add: result = x.addingReportingOverflow(y)
      case .subtract: result = x.subtractingReportingOverflow(y)
      case .multiply: result = x.multipliedReportingOverflow(by: y)
      case .divide, .remainder:
        guard y != 0 else { return unknown(.divisionByZero, at: e.range.start) }
        result =
          op == .divide
          ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
      case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
        guard let v = op.bitwise(x, y) else { return typeError(b, e) }
        return .int(v)
      }
      if result.overflow { return unknown(.integerOverflow, at: e.range.start) }
      return .int(result.partialValue)
    case (.int, .double), (.double, .int), (.double, .double):
      let x = a.number!
      let y = b.number!
      switch op {
      case .add: return .double(x + y)
      case .subtract: return .double(x - y)
      case .multiply: return .double(x * y)
      case .divide: return .double(x / y)
      case .remainder: return .double(x.truncatingRemainder(dividingBy: y))
      case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor: return typeError(a, e)
      }
    case (.string(let x), .string(let y)) where op == .add: return .string(x + y)
    case (.array(let x), .array(let y)) where op == .add: return .array(x + y)
    case (.swiftUI, _), (_, .swiftUI):
      // A GeometryProxy's size and the like: left for the catalogue.
      return .swiftUI(
        ExprSyntax(.binary(op, residual(a, at: e.range), residual(b, at: e.range)), range: e.range))
    default:
      return typeError(a, e)
    }
  }

  func compare(_ op: ComparisonOperator, _ a: ProgramValue, _ b: ProgramValue, _ e: ExprSyntax)
    -> ProgramValue
  {
    if let u = a.unknownValue ?? b.unknownValue { return .unknown(u) }
    switch op {
    case .equal, .notEqual:
      // `config == .badge`: the implicit member is a static of the other side's type.
      if case .instance(let type, _) = a, let member = implicitStatic(b, of: type, e) {
        return compare(op, a, member, e)
      }
      if case .instance(let type, _) = b, let member = implicitStatic(a, of: type, e) {
        return compare(op, member, b, e)
      }
      if case .none = a, b.unknownOptional != nil { return optionalNotKnown(b, e) }
      if case .none = b, a.unknownOptional != nil { return optionalNotKnown(a, e) }
      // `reasons == .placeholder`: a SwiftUI option set (an array here) against one option
      // is the set holding just that option.
      if case .array = a, Self.isImplicitMember(b) { return compare(op, a, .array([b]), e) }
      if case .array = b, Self.isImplicitMember(a) { return compare(op, .array([a]), b, e) }
      guard let equal = environmentEquals(a, b) ?? programEquals(a, b) else {
        return incomparable(a, b, e)
      }
      return .bool(op == .equal ? equal : !equal)
    default:
      let order: Int
      if let x = a.number, let y = b.number {
        order = x < y ? -1 : x > y ? 1 : 0
      } else if case .string(let x) = a, case .string(let y) = b {
        order = x < y ? -1 : x > y ? 1 : 0
      } else if let x = dynamicTypeRank(a), let y = dynamicTypeRank(b) {
        order = x < y ? -1 : x > y ? 1 : 0
      } else if let forward = appLess(
        op == .less || op == .greaterEqual ? a : b, op == .less || op == .greaterEqual ? b : a, e)
      {
        // The app's `Comparable` values (`sorted(by: <)`): `a > b` is `b < a`, `a <= b` is
        // `!(b < a)`, `a >= b` is `!(a < b)`.
        guard case .bool(let holds) = forward else { return forward }
        return .bool(op == .less || op == .greater ? holds : !holds)
      } else {
        return incomparable(a, b, e)
      }
      switch op {
      case .less: return .bool(order < 0)
      case .lessEqual: return .bool(order <= 0)
      case .greater: return .bool(order > 0)
      default: return .bool(order >= 0)
      }
    }
  }

  /// `a < b` for the app's `Comparable` values: their own `static func <`, or, for an
  /// enumeration declared `Comparable` without one, its cases in the order declared, then their
  /// payloads, as Swift synthesizes it (SE-0266); nil for other values.
  func appLess(_ a: ProgramValue, _ b: ProgramValue, _ e: ExprSyntax) -> ProgramValue? {
    let type: String
    switch a {
    case .instance(let t, _), .enumCase(let t, _, _): type = t
    default: return nil
    }
    guard let info = index.type(type) else { return nil }
    if let functions = info.staticMethods["<"] {
      return callDeclared(functions, type: type, values: [a, b], e)
    }
    guard case .enumCase(_, let x, let p) = a, case .enumCase(type, let y, let q) = b,
      info.inherited.contains("Comparable"),
      let i = info.cases.firstIndex(where: { $0.name == x }),
      let j = info.cases.firstIndex(where: { $0.name == y })
    else { return nil }
    if i != j { return .bool(i < j) }
    for (u, v) in zip(p, q) {
      let before = compare(.less, u.value, v.value, e)
      guard case .bool(let less) = before else { return before }
      if less { return .bool(true) }
      let after = compare(.less, v.value, u.value, e)
      guard case .bool(let greater) = after else { return after }
      if greater { return .bool(false) }
    }
    return .bool(false)
  }

  static func isImplicitMember(_ value: ProgramValue) -> Bool {
    guard case .swiftUI(let x) = value, case .implicitMember = x.kind else { return false }
    return true
  }

  /// A framework value that may be `nil`, where whether it is decides something.
  func optionalNotKnown(_ value: ProgramValue, _ e: ExprSyntax) -> ProgramValue {
    unknown(.cannotKnowValue(value.unknownOptional?.optionalDescription ?? ""), at: e.range.start)
  }

  /// `.name` written without its type, read as the static member `name` of the app's `type`.
  private func implicitStatic(_ value: ProgramValue, of type: String, _ e: ExprSyntax)
    -> ProgramValue?
  {
    guard case .swiftUI(let x) = value, case .implicitMember(let name) = x.kind,
      index.type(type)?.staticProperty(name, from: e.range.start.offset) != nil
    else { return nil }
    return staticMember(type, name, e)
  }

  /// Why two values cannot be compared: a layout-time value (`proxy.size.width`), or values of
  /// kinds that do not compare.
  private func incomparable(_ a: ProgramValue, _ b: ProgramValue, _ e: ExprSyntax) -> ProgramValue {
    for value in [a, b] {
      readerNeedsSize(value)
      if case .swiftUI(let x) = value, case .member = x.kind {
        return unknown(.layoutTimeCondition(value.described), at: e.range.start)
      }
    }
    return unknown(.cannotCompare(a.described, b.described), at: e.range.start)
  }

  /// Compares environment values (`sizeClass == .compact`), which are SwiftUI expressions.
  private func environmentEquals(_ a: ProgramValue, _ b: ProgramValue) -> Bool? {
    guard case .swiftUI(let x) = a, case .swiftUI(let y) = b else { return nil }
    func name(_ e: ExprSyntax) -> String? {
      switch e.kind {
      case .implicitMember(let n): return n
      case .member(_, let n): return n
      case .nilLiteral: return "nil"
      default: return nil
      }
    }
    guard let m = name(x), let n = name(y) else { return nil }
    return m == n
  }

  /// `DynamicTypeSize`'s order, for `dynamicTypeSize >= .accessibility1`.
  func dynamicTypeRank(_ value: ProgramValue) -> Int? {
    guard case .swiftUI(let e) = value else { return nil }
    let name: String
    switch e.kind {
    case .implicitMember(let n), .member(_, let n): name = n
    default: return nil
    }
    return Self.dynamicTypeSizes.firstIndex(of: name)
  }

  static let dynamicTypeSizes = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
    "accessibility2", "accessibility3", "accessibility4", "accessibility5",
  ]

  /// Runs `body` one level deeper; past `maximumDepth`, an error.
  func enter(at location: SourceLocation, _ body: () -> ProgramValue) -> ProgramValue {
    guard depth < Self.maximumDepth else {
      return unknown(.nestedTooDeep(limit: Self.maximumDepth), at: location)
    }
    depth += 1
    defer { depth -= 1 }
    return body()
  }

  // MARK: - Back to expressions

  /// A value as the expression the catalogue reads at `range`: literals for Swift's values,
  /// the SwiftUI expression itself, a closure of views. A value that cannot be one is
  /// reported and becomes an already-reported error.
  func residual(_ value: ProgramValue, at range: SourceRange) -> ExprSyntax {
    switch value {
    // An integer stays one: an enum payload made from it later (`.preparing(minutes: 5)`)
    // prints as `5`.
    case .int(let v): return ExprSyntax(.integer(v), range: range)
    case .double(let v): return ExprSyntax(.number(v), range: range)
    case .string(let s): return ExprSyntax(.string(s), range: range)
    case .bool(let b): return ExprSyntax(.bool(b), range: range)
    case .none: return ExprSyntax(.nilLiteral, range: range)
    case .array(let items):
      return ExprSyntax(.array(items.map { residual($0, at: range) }), range: range)
    case .swiftUI(let e): return e
    case .views(let views):
      return ExprSyntax(
        .closure(ClosureSyntax(parameters: [], body: .views(views), range: range)), range: range)
    case .closure(let c):
      return ExprSyntax(
        .closure(
          ClosureSyntax(parameters: c.syntax.parameters, body: .empty, range: c.syntax.range)),
        range: range)
    case .type(let name): return ExprSyntax(.identifier(name), range: range)
    // A method given as an action (`Button("Retry", action: retry)`): never run, so a closure
    // of no statements stands for it.
    case .function:
      return ExprSyntax(
        .closure(ClosureSyntax(parameters: [], body: .empty, range: range)), range: range)
    case .unknown(let u):
      report(u)
      return ExprSyntax(.error, range: range)
    case .enumCase(let type, let name, _):
      return ExprSyntax(.unsupported("'\(type).\(name)'"), range: range)
    case .instance where Self.geometryExpression(value, at: range) != nil:
      return Self.geometryExpression(value, at: range)!
    default:
      return ExprSyntax(.unsupported(value.described), range: range)
    }
  }
}
