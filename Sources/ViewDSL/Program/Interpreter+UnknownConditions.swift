/// An `if` outside a view builder whose condition layoutc cannot know, and whose branches only
/// assign (an initializer choosing a colour by comparing luminances layoutc does not compute):
/// the names either branch assigns become unknown, reported only if the layout reads them, at
/// the condition and where its value came from. A view builder's `if` chooses views, so there
/// an unknown condition is an error at once.
extension Interpreter {
  /// Runs `statement` when it is such an `if` (its conditions expressions or optional
  /// bindings, its branches only assignments, calls on values already unknown, and such `if`s);
  /// false, having evaluated nothing, when it is not.
  func runAssigningIf(_ statement: IfSyntax, _ frame: Frame) -> Bool {
    var targets: [ExprSyntax] = []
    var calls: [ExprSyntax] = []
    guard Self.onlyAssigns(statement, into: &targets, calls: &calls),
      statement.conditions.allSatisfy({
        switch $0 {
        case .expression, .available, .optionalBinding: true
        case .matches: false
        }
      }),
      calls.allSatisfy({ callsUnknown($0, bound: Self.boundNames(statement), frame) })
    else { return false }
    let inner = frame.nested()
    for condition in statement.conditions {
      let value: ProgramValue
      let written: ExprSyntax
      switch condition {
      case .expression(let e):
        value = evaluate(e, inner)
        written = e
      case .optionalBinding(let name, let e, let at):
        written = e ?? ExprSyntax(.identifier(name), range: SourceRange(start: at, end: at))
        value = evaluate(written, inner)
      case .available(let holds):
        if !holds { return runElse(statement, frame) }
        continue
      case .matches: return true  // excluded above
      }
      // `if let image = UIImage(named: n)`: whether SwiftUI's value is nil is not known either;
      // nor is a framework's condition (`WCSession.isSupported()`).
      var frameworkCondition: UnknownValue?
      if case .expression = condition, case .swiftUI = value {
        frameworkCondition = UnknownValue(
          message: .conditionNotKnown, location: written.range.start)
      }
      let cause =
        value.unknownValue ?? frameworkCondition
        ?? value.unknownOptional.map {
          UnknownValue(
            message: .cannotKnowValue($0.optionalDescription), location: written.range.start)
        }
      if let cause {
        for target in targets {
          let name: String
          switch target.kind {
          case .identifier(let n), .member(_, let n): name = n
          default: continue
          }
          let unknown = UnknownValue(
            message: .setUnderUnknownCondition(name), location: written.range.start,
            causes: [cause])
          assign(target, "=", .unknown(unknown), frame)
        }
        return true
      }
      switch condition {
      case .optionalBinding(let name, _, _):
        if case .none = value { return runElse(statement, frame) }
        inner.scope.names[name] = value
      default:
        // Not a boolean: reported, and neither branch runs, as for any `if`.
        guard let holds = truth(value, written) else { return true }
        if !holds { return runElse(statement, frame) }
      }
    }
    _ = run(statement.body, inner, builder: false)
    return true
  }

  private func runElse(_ statement: IfSyntax, _ frame: Frame) -> Bool {
    if let elseBody = statement.elseBody { _ = run(elseBody, frame.nested(), builder: false) }
    return true
  }

  /// Whether the branches only assign (`else if` and nested `if`s included), collecting the
  /// targets, or call methods (`logger.info(…)`, collected: each receiver must be unknown).
  private static func onlyAssigns(
    _ statement: IfSyntax, into targets: inout [ExprSyntax], calls: inout [ExprSyntax]
  ) -> Bool {
    for s in statement.body + (statement.elseBody ?? []) {
      switch s {
      case .assignment(let target, _, _): targets.append(target)
      case .ifStatement(let inner):
        guard onlyAssigns(inner, into: &targets, calls: &calls) else { return false }
      case .expression(let e):
        guard case .call(let callee, _, _) = e.kind, case .member = callee.kind else {
          return false
        }
        calls.append(callee)
      default: return false
      }
    }
    return true
  }

  /// The names the conditions of `statement` and of its nested `if`s bind.
  private static func boundNames(_ statement: IfSyntax) -> Set<String> {
    var names: Set<String> = []
    for condition in statement.conditions {
      if case .optionalBinding(let name, _, _) = condition { names.insert(name) }
    }
    for s in statement.body + (statement.elseBody ?? []) {
      if case .ifStatement(let inner) = s { names.formUnion(boundNames(inner)) }
    }
    return names
  }

  /// Whether the method `callee` names is called on a value the run already cannot know
  /// (`logger.info(…)` of a `Logger` made from an unknown, `session.activate()` on a name the
  /// condition binds), which then changes nothing a layout can read. Reads stored names and
  /// globals only.
  private func callsUnknown(_ callee: ExprSyntax, bound: Set<String>, _ frame: Frame) -> Bool {
    var root = callee
    var member: String?
    while true {
      switch root.kind {
      case .member(let base, let name):
        root = base
        member = name
      case .optionalChain(let base), .forceUnwrap(let base), .call(let base, _, _): root = base
      case .identifier("self"):
        // `self.logger.info(…)`: the stored property's value.
        guard let member, case .instance(_, let fields)? = frame.selfValue.map(resolved),
          let value = fields[member]
        else { return false }
        return value.unknownValue != nil
      case .identifier(let name):
        if bound.contains(name) { return true }
        if let value = frame.scope.lookup(name) { return value.unknownValue != nil }
        if case .instance(_, let fields)? = frame.selfValue.map(resolved), let value = fields[name]
        {
          return value.unknownValue != nil
        }
        // A global (`private let logger = Logger(…)` at a file's top level).
        guard index.global(name, from: root.range.start.offset) != nil else { return false }
        return lookup(name, root, frame).unknownValue != nil
      default: return false
      }
    }
  }
}
