/// An `if` outside a view builder whose condition layoutc cannot know, and whose branches only
/// assign (an initializer choosing a colour by comparing luminances layoutc does not compute):
/// the names either branch assigns become unknown, reported only if the layout reads them, at
/// the condition and where its value came from. A view builder's `if` chooses views, so there
/// an unknown condition is an error at once.
extension Interpreter {
  /// Runs `statement` when it is such an `if` (its conditions expressions, its branches only
  /// assignments and such `if`s); false, having evaluated nothing, when it is not.
  func runAssigningIf(_ statement: IfSyntax, _ frame: Frame) -> Bool {
    var targets: [ExprSyntax] = []
    guard Self.onlyAssigns(statement, into: &targets),
      statement.conditions.allSatisfy({
        switch $0 {
        case .expression, .available: true
        default: false
        }
      })
    else { return false }
    for condition in statement.conditions {
      guard case .expression(let e) = condition else {
        if case .available(false) = condition { return runElse(statement, frame) }
        continue
      }
      let value = evaluate(e, frame)
      if case .unknown(let cause) = value {
        for target in targets {
          let name: String
          switch target.kind {
          case .identifier(let n), .member(_, let n): name = n
          default: continue
          }
          let unknown = UnknownValue(
            message: .setUnderUnknownCondition(name), location: e.range.start, causes: [cause])
          assign(target, "=", .unknown(unknown), frame)
        }
        return true
      }
      // Not a boolean: reported, and neither branch runs, as for any `if`.
      guard let holds = truth(value, e) else { return true }
      if !holds { return runElse(statement, frame) }
    }
    _ = run(statement.body, frame.nested(), builder: false)
    return true
  }

  private func runElse(_ statement: IfSyntax, _ frame: Frame) -> Bool {
    if let elseBody = statement.elseBody { _ = run(elseBody, frame.nested(), builder: false) }
    return true
  }

  /// Whether the branches only assign (`else if` and nested `if`s included), collecting the
  /// targets.
  private static func onlyAssigns(_ statement: IfSyntax, into targets: inout [ExprSyntax]) -> Bool {
    for s in statement.body + (statement.elseBody ?? []) {
      switch s {
      case .assignment(let target, _, _): targets.append(target)
      case .ifStatement(let inner): guard onlyAssigns(inner, into: &targets) else { return false }
      default: return false
      }
    }
    return true
  }
}
