/// Statements: bodies of getters, functions, closures and view builders.
extension Interpreter {
  enum Flow {
    case normal
    case returned(ProgramValue)
  }

  /// A body's value: what it returns; in a view builder, the views of its statements; else a
  /// single expression's value.
  func evaluateBody(_ statements: [StatementSyntax], _ frame: Frame, builder: Bool) -> ProgramValue
  {
    if !builder, statements.count == 1, case .expression(let e) = statements[0],
      let type = frame.returnType
    {
      return evaluate(Self.typed(e, as: type), frame)  // `{ .init(name: "A") }`
    }
    var collected: [ViewSyntax] = []
    var last: ProgramValue?
    switch run(statements, frame, builder: builder, views: &collected, last: &last) {
    case .returned(let value): return value
    case .normal:
      if builder { return .views(collected) }
      if statements.count == 1, let last { return last }
      return collected.isEmpty ? (last ?? .none) : .views(collected)
    }
  }

  /// Runs statements, adding a builder's views to `views`.
  func run(_ statements: [StatementSyntax], _ frame: Frame, builder: Bool) -> Flow {
    var views: [ViewSyntax] = []
    var last: ProgramValue?
    return run(statements, frame, builder: builder, views: &views, last: &last)
  }

  func run(
    _ statements: [StatementSyntax], _ frame: Frame, builder: Bool, views: inout [ViewSyntax],
    last: inout ProgramValue?
  ) -> Flow {
    var deferred: [[StatementSyntax]] = []
    let flow = run(
      statements, frame, builder: builder, views: &views, last: &last, deferred: &deferred)
    // `defer` bodies run as the block is left, after a `return`'s value, the last first, and
    // while an error is thrown through it.
    guard !deferred.isEmpty else { return flow }
    let unwinding = thrown
    thrown = nil
    for body in deferred.reversed() { _ = run(body, frame.nested(), builder: false) }
    if thrown == nil { thrown = unwinding }
    return flow
  }

  private func run(
    _ statements: [StatementSyntax], _ frame: Frame, builder: Bool, views: inout [ViewSyntax],
    last: inout ProgramValue?, deferred: inout [[StatementSyntax]]
  ) -> Flow {
    hoistLocalFunctions(statements, frame)
    for statement in statements {
      // An error thrown by the last statement leaves the block (`.returned` carries it out to
      // the function, whose caller stops in turn, up to a `catch`, `try?` or `try!`).
      if thrown != nil { return .returned(.none) }
      switch statement {
      case .expression(let e):
        let value = evaluate(e, frame)
        if thrown != nil { return .returned(.none) }
        if builder {
          views += asViews(value, at: e.range)
        } else {
          if case .views(let made) = value { views += made }
          last = value
        }
      case .declaration(let name, let value, _, let type):
        if let value, case .closure = value.kind, case .closure(let c)? = frame.scope.names[name],
          c.owner != nil
        {
          continue  // a local function, declared before the block ran
        }
        // Read as its declared type: `let w: CGFloat = 10` is 10.0, `let d: Donut = .classic`
        // the app's static.
        let made =
          value.map { e in
            coerce(evaluate(type.map { Self.typed(e, as: $0) } ?? e, frame), to: type)
          }
          ?? ProgramValue.none
        if thrown != nil { return .returned(.none) }  // `let x = try load()` threw: no `x`
        frame.scope.names[name] = made
      case .assignment(let target, let op, let value):
        let made = evaluate(Self.wrappedInitial(value, of: target), frame)
        if thrown != nil { return .returned(.none) }
        assign(target, op, made, frame)
      case .ifStatement(let statement):
        if !builder, runAssigningIf(statement, frame) { continue }
        let inner = frame.nested()
        switch check(statement.conditions, inner) {
        case true?:
          if case .returned(let v) = run(
            statement.body, inner, builder: builder, views: &views, last: &last)
          {
            return .returned(v)
          }
        case false?:
          if let elseBody = statement.elseBody,
            case .returned(let v) = run(
              elseBody, frame.nested(), builder: builder, views: &views, last: &last)
          {
            return .returned(v)
          }
        case nil:
          break  // reported: neither branch is laid out
        }
      case .guardStatement(let conditions, let elseBody):
        switch check(conditions, frame) {
        case false?:
          if case .returned(let v) = run(
            elseBody, frame.nested(), builder: builder, views: &views, last: &last)
          {
            return .returned(v)
          }
          return .returned(builder ? .views(views) : .none)
        case nil: return .returned(.views(views))
        case true?: break
        }
      case .switchStatement(let subject, let cases, let location):
        let value = evaluate(subject, frame)
        if case .unknown(let u) = value {
          report(u)
          if u.message == nil { report(.conditionNotKnown, at: location) }
          continue
        }
        var matched = false
        for c in cases {
          let inner = frame.nested()
          guard c.patterns.isEmpty || c.patterns.contains(where: { match($0, value, inner) }) else {
            continue
          }
          if let condition = c.whereClause, check([.expression(condition)], inner) != true {
            continue
          }
          matched = true
          if case .returned(let v) = run(
            c.body, inner, builder: builder, views: &views, last: &last)
          {
            return .returned(v)
          }
          break
        }
        // Swift's switches are exhaustive: no case matching means the value was not understood,
        // and laying out nothing for it would be a silent wrong layout.
        if !matched { report(.switchMatchedNoCase(value.described), at: location) }
      case .forStatement(let names, let sequence, let body):
        let value = evaluate(sequence, frame)
        let items: [ProgramValue]
        switch value {
        case .array(let elements): items = elements
        // A string's characters; a dictionary's (key, value) pairs, in the order kept.
        case .string(let text): items = text.map { .string(String($0)) }
        case .dictionary(let entries):
          items = entries.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .unknown(let u):
          report(u)
          continue
        case .swiftUI(let e) where e.isIntegerRange:
          report(.forEachTooManyElements(limit: Self.maximumRangeCount), at: sequence.range.start)
          continue
        default:
          report(.notASequence(value.described), at: sequence.range.start)
          continue
        }
        for item in items {
          let inner = frame.nested()
          if names.count > 1, case .tuple(let parts) = item {
            for (name, part) in zip(names, parts) { inner.scope.names[name] = part.value }
          } else if let name = names.first {
            inner.scope.names[name] = item
          }
          if case .returned(let v) = run(body, inner, builder: builder, views: &views, last: &last)
          {
            return .returned(v)
          }
        }
      case .returnStatement(let value, _):
        let typed = value.map { e in frame.returnType.map { Self.typed(e, as: $0) } ?? e }
        return .returned(typed.map { coerce(evaluate($0, frame), to: frame.returnType) } ?? .none)
      case .deferStatement(let body):
        deferred.append(body)
      case .throwStatement(let e, let location):
        let error = evaluate(e, frame)
        if thrown == nil { thrown = (error, location) }
        return .returned(.none)
      case .doStatement(let body, let catches):
        let flow = run(body, frame.nested(), builder: builder, views: &views, last: &last)
        if let error = thrown {
          thrown = nil
          if case .returned(let v) = runCatch(
            catches, error, frame, builder: builder, views: &views, last: &last)
          {
            return .returned(v)
          }
        } else if case .returned(let v) = flow {
          return .returned(v)
        }
      case .unsupported(let what, let location):
        report(.statementNotSupported(what), at: location)
      }
    }
    return thrown == nil ? .normal : .returned(.none)
  }

  /// The first `catch` whose pattern matches the error, run; none matching throws the error on.
  private func runCatch(
    _ catches: [SwitchCaseSyntax], _ error: (value: ProgramValue, location: SourceLocation),
    _ frame: Frame, builder: Bool, views: inout [ViewSyntax], last: inout ProgramValue?
  ) -> Flow {
    for c in catches {
      let inner = frame.nested()
      if c.patterns.isEmpty {
        inner.scope.names["error"] = error.value
      } else if !c.patterns.contains(where: { match($0, error.value, inner) }) {
        continue
      }
      if let condition = c.whereClause, check([.expression(condition)], inner) != true {
        continue
      }
      return run(c.body, inner, builder: builder, views: &views, last: &last)
    }
    thrown = error
    return .returned(.none)
  }

  /// `.init(…)`, `.name(…)` or `.name` written where the app's `type` is expected: the same
  /// with the type written (`Item.init(…)`), so that the app's initializer or static runs.
  static func typed(_ e: ExprSyntax, as declared: String) -> ExprSyntax {
    // `Kind?` is `Kind` here (`.b` given for one is `Kind.b`); an array, dictionary or
    // generic type is left alone.
    var type = declared
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
      return e
    }
    let named = ExprSyntax(.identifier(type), range: e.range)
    switch e.kind {
    case .implicitMember(let name):
      return ExprSyntax(.member(named, name), range: e.range)
    case .call(let callee, let arguments, let trailing):
      guard case .implicitMember(let name) = callee.kind else { return e }
      let target = name == "init" ? named : ExprSyntax(.member(named, name), range: callee.range)
      return ExprSyntax(.call(target, arguments, trailingClosure: trailing), range: e.range)
    default:
      return e
    }
  }

  /// The app's type a declared type names (`Item`, `Item?`), or nil for another type.
  func appTypeName(_ declared: String) -> String? {
    var name = declared
    if Self.isOptional(name) { name.removeLast() }
    name = Self.genericBase(name)
    guard let info = index.type(name), info.kind != .extensionType else { return nil }
    return info.name
  }

  /// Local functions (`func widthInRow(…)`, read as constant closures) are declared before
  /// their block runs, as Swift lets a block call one written further down.
  func hoistLocalFunctions(_ statements: [StatementSyntax], _ frame: Frame) {
    for statement in statements {
      guard case .declaration(let name, let value?, _, _) = statement,
        case .closure(let closure) = value.kind, frame.scope.names[name] == nil
      else { continue }
      frame.scope.names[name] = .closure(
        ClosureValue(
          syntax: closure, scope: frame.scope, selfValue: frame.selfValue,
          selfType: frame.selfType, owner: frame))
    }
  }

  /// The UIKit class of an appearance proxy (`UINavigationBar.appearance()`,
  /// `.appearance(whenContainedInInstancesOf:)`), or nil.
  static func appearanceProxy(_ e: ExprSyntax) -> String? {
    guard case .call(let callee, _, _) = e.kind, case .member(let type, "appearance") = callee.kind,
      case .identifier(let name) = type.kind
    else { return nil }
    return name
  }

  /// All conditions hold (binding names in `frame`); nil when one is not known (reported).
  func check(_ conditions: [ConditionSyntax], _ frame: Frame) -> Bool? {
    for condition in conditions {
      switch condition {
      case .expression(let e):
        guard let holds = truth(evaluate(e, frame), e) else { return nil }
        if !holds { return false }
      case .optionalBinding(let name, let value, let location):
        let v =
          value.map { evaluate($0, frame) }
          ?? lookup(
            name, ExprSyntax(.identifier(name), range: SourceRange(start: location, end: location)),
            frame)
        if case .unknown(let u) = v {
          report(u)
          if u.message == nil { report(.conditionNotKnown, at: location) }
          return nil
        }
        if case .none = v { return false }
        if let optional = v.unknownOptional {
          report(.cannotKnowValue(optional.optionalDescription), at: location)
          return nil
        }
        frame.scope.names[name] = v
      case .matches(let pattern, let e):
        let v = evaluate(e, frame)
        if case .unknown(let u) = v {
          report(u)
          return nil
        }
        if !match(pattern, v, frame) { return false }
      case .available(let holds):
        if !holds { return false }
      }
    }
    return true
  }

  /// Whether `value` matches `pattern`, binding its names in `frame`.
  func match(_ pattern: PatternSyntax, _ value: ProgramValue, _ frame: Frame) -> Bool {
    switch pattern {
    case .wildcard: return true
    case .binding(let name):
      frame.scope.names[name] = value
      return true
    case .enumCase(let name, let payload):
      if name == "some" {
        if case .none = value { return false }
        if let first = payload?.first { return match(first.pattern, value, frame) }
        return true
      }
      if name == "none" { if case .none = value { return true } }
      let caseName: String
      var values: [(label: String?, value: ProgramValue)] = []
      switch value {
      case .enumCase(_, let n, let p):
        caseName = n
        values = p
      case .swiftUI(let e):
        switch e.kind {
        case .implicitMember(let n), .member(_, let n): caseName = n
        default: return false
        }
      default: return false
      }
      guard caseName == name else { return false }
      guard let payload else { return true }
      for (i, sub) in payload.enumerated() where i < values.count {
        if !match(sub.pattern, values[i].value, frame) { return false }
      }
      return true
    case .tuple(let patterns):
      guard case .tuple(let items) = value, items.count == patterns.count else { return false }
      for (p, item) in zip(patterns, items) where !match(p, item.value, frame) { return false }
      return true
    case .expression(let e):
      let expected = evaluate(e, frame)
      if case .array(let range) = expected, case .range = e.kind, value.number != nil {
        return range.contains { programEquals($0, value) == true }
      }
      if case .swiftUI(let x) = expected, case .range(let lower, let upper, let closed) = x.kind,
        let v = value.number, let a = lower.numberLiteral, let b = upper.numberLiteral
      {
        return v >= a && (closed ? v <= b : v < b)
      }
      return programEquals(expected, value) ?? false
    case .typeCheck(let type, let pattern):
      guard isValue(value, of: type) else { return false }
      return pattern.map { match($0, value, frame) } ?? true
    }
  }

  /// Whether an app's value is of `type`: its own type (`KeychainError`), a protocol its type
  /// declares (`LocalizedError`), or `Error` for any error thrown.
  private func isValue(_ value: ProgramValue, of type: String) -> Bool {
    let name: String
    switch resolved(value) {
    case .instance(let t, _), .enumCase(let t, _, _): name = t
    default: return false
    }
    let wanted = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
    if wanted == "Error" || name == wanted || name.hasSuffix("." + wanted) { return true }
    return index.type(name)?.inherited.contains(wanted) ?? false
  }
}

extension ExprSyntax {
  /// A name written with a capital (`Self`, `Cache`): a type, whose static property an
  /// assignment sets.
  var isTypeName: Bool {
    if case .identifier(let name) = kind { return name.first?.isUppercase == true }
    return false
  }

  /// A number literal's value, integer or not.
  var numberLiteral: Double? {
    switch kind {
    case .number(let v): return v
    case .integer(let v): return Double(v)
    default: return nil
    }
  }
}
