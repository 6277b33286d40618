import SwiftSyntax
import ViewDSL

extension FileReader {
  mutating func statements(_ items: CodeBlockItemListSyntax) -> [StatementSyntax] {
    var result: [StatementSyntax] = []
    for item in items {
      switch item.item {
      case .decl(let decl):
        if let v = decl.as(VariableDeclSyntax.self) {
          for binding in v.bindings {
            if let tuple = binding.pattern.as(TuplePatternSyntax.self),
              let initializer = binding.initializer
            {
              result += destructuring(tuple, initializer.value, at: binding)
              continue
            }
            // `let _ = Self._printChanges()` in a body: evaluated, kept under no name.
            let discarded = binding.pattern.is(WildcardPatternSyntax.self) ? "_" : nil
            guard
              let name = discarded
                ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText
            else {
              result.append(.unsupported("let (…) =", location: start(binding)))
              continue
            }
            result.append(
              .declaration(
                name: name, value: binding.initializer.map { expr($0.value) },
                location: start(binding), type: binding.typeAnnotation.map { renamedType($0.type) })
            )
          }
        } else if let config = decl.as(IfConfigDeclSyntax.self) {
          if case .statements(let inner)? = IfConfig.activeElements(config) {
            result += statements(inner)
          }
        } else if let f = decl.as(FunctionDeclSyntax.self), let body = f.body {
          // `func luminance(_ c: Color.Resolved) -> Float { … }` in a body: a constant closure
          // of its parameters (called by position, as local helpers are).
          let parameters = f.signature.parameterClause.parameters.map {
            ($0.secondName ?? $0.firstName).plainText
          }
          let statements = statements(body.statements)
          let closure = ClosureSyntax(
            parameters: parameters, body: statements.isEmpty ? .empty : .statements(statements),
            range: range(f))
          result.append(
            .declaration(
              name: f.name.plainText, value: ViewDSL.ExprSyntax(.closure(closure), range: range(f)),
              location: start(f)))
        }
      // Local types: not evaluated (rare in view code).
      case .stmt(let s):
        result += statement(s)
      case .expr(let e):
        result.append(expressionStatement(e))
      }
    }
    return result
  }

  /// `let (a, b) = pair`: the value once under a hidden name, then each name its element
  /// (`_` skips one). Nested patterns are not supported.
  mutating func destructuring(
    _ tuple: TuplePatternSyntax, _ value: SwiftSyntax.ExprSyntax, at binding: PatternBindingSyntax
  ) -> [StatementSyntax] {
    let location = start(binding)
    let hidden = "$tuple\(location.offset)"
    var result: [StatementSyntax] = [
      .declaration(name: hidden, value: expr(value), location: location)
    ]
    for (offset, element) in tuple.elements.enumerated() {
      if element.pattern.is(WildcardPatternSyntax.self) { continue }
      guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText else {
        return [.unsupported("let ((…), …) =", location: location)]
      }
      let at = range(element)
      let base = ViewDSL.ExprSyntax(.identifier(hidden), range: at)
      result.append(
        .declaration(
          name: name, value: ViewDSL.ExprSyntax(.member(base, String(offset)), range: at),
          location: start(element)))
    }
    return result
  }

  mutating func statement(_ s: StmtSyntax) -> [StatementSyntax] {
    if let r = s.as(ReturnStmtSyntax.self) {
      return [.returnStatement(r.expression.map { expr($0) }, location: start(r))]
    }
    if let e = s.as(ExpressionStmtSyntax.self) { return [expressionStatement(e.expression)] }
    if let g = s.as(GuardStmtSyntax.self) {
      return [
        .guardStatement(
          conditions: conditions(g.conditions), elseBody: statements(g.body.statements))
      ]
    }
    if let f = s.as(ForStmtSyntax.self) {
      var names: [String] = []
      if let id = f.pattern.as(IdentifierPatternSyntax.self) {
        names = [id.identifier.plainText]
      } else if let tuple = f.pattern.as(TuplePatternSyntax.self) {
        names = tuple.elements.map {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText ?? "_"
        }
      } else if f.pattern.is(WildcardPatternSyntax.self) {
        names = ["_"]
      }
      var body = statements(f.body.statements)
      // `for x in items where condition { … }` is `for x in items { if condition { … } }`.
      if let condition = f.whereClause?.condition {
        body = [
          .ifStatement(
            IfSyntax(
              conditions: [.expression(expr(condition))], body: body, elseBody: nil,
              location: start(condition)))
        ]
      }
      return [.forStatement(names: names, sequence: expr(f.sequence), body: body)]
    }
    // `do { … } catch { … }`: the body runs in a scope of its own; an error the app throws
    // goes to the first `catch` that matches it. SwiftUI's and Foundation's calls do not throw
    // in a preview: what one cannot know stays unknown, reported where the layout reads it.
    if let d = s.as(DoStmtSyntax.self) {
      let catches = d.catchClauses.map { clause in
        var patterns: [ViewDSL.PatternSyntax] = []
        var whereClause: ViewDSL.ExprSyntax?
        for item in clause.catchItems {
          if let p = item.pattern { patterns.append(pattern(p, binding: false)) }
          if let w = item.whereClause { whereClause = expr(w.condition) }
        }
        return ViewDSL.SwitchCaseSyntax(
          patterns: patterns, whereClause: whereClause, body: statements(clause.body.statements),
          location: start(clause))
      }
      return [.doStatement(body: statements(d.body.statements), catches: catches)]
    }
    if let t = s.as(ThrowStmtSyntax.self) {
      return [.throwStatement(expr(t.expression), location: start(t))]
    }
    if let d = s.as(DeferStmtSyntax.self) {
      return [.deferStatement(statements(d.body.statements))]
    }
    if s.is(BreakStmtSyntax.self) { return [] }
    let keyword = s.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"
    return [.unsupported(keyword, location: start(s))]
  }

  mutating func expressionStatement(_ e: SwiftSyntax.ExprSyntax) -> StatementSyntax {
    if let i = e.as(IfExprSyntax.self) { return .ifStatement(ifSyntax(i)) }
    if let s = e.as(SwitchExprSyntax.self) {
      return .switchStatement(
        subject: expr(s.subject), cases: switchCases(s.cases), location: start(s))
    }
    if let infix = e.as(InfixOperatorExprSyntax.self) {
      if infix.operator.is(AssignmentExprSyntax.self) {
        return .assignment(
          target: expr(infix.leftOperand), operator: "=", value: expr(infix.rightOperand))
      }
      if let op = infix.operator.as(BinaryOperatorExprSyntax.self),
        ["+=", "-=", "*=", "/="].contains(op.operator.text)
      {
        return .assignment(
          target: expr(infix.leftOperand), operator: op.operator.text,
          value: expr(infix.rightOperand))
      }
    }
    return .expression(expr(e))
  }

  mutating func ifSyntax(_ i: IfExprSyntax) -> IfSyntax {
    var elseBody: [StatementSyntax]?
    switch i.elseBody {
    case .ifExpr(let nested)?: elseBody = [.ifStatement(ifSyntax(nested))]
    case .codeBlock(let block)?: elseBody = statements(block.statements)
    case nil: break
    }
    return IfSyntax(
      conditions: conditions(i.conditions), body: statements(i.body.statements), elseBody: elseBody,
      location: start(i))
  }

  mutating func conditions(_ list: ConditionElementListSyntax) -> [ConditionSyntax] {
    list.map { element in
      switch element.condition {
      case .expression(let e): return .expression(expr(e))
      case .availability(let a):
        return .available(a.availabilityKeyword.tokenKind == .poundAvailable)
      case .optionalBinding(let b):
        let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText ?? "_"
        return .optionalBinding(
          name: name, value: b.initializer.map { expr($0.value) }, location: start(b))
      case .matchingPattern(let m):
        return .matches(pattern(m.pattern, binding: false), expr(m.initializer.value))
      }
    }
  }

  mutating func switchCases(_ list: SwitchCaseListSyntax) -> [ViewDSL.SwitchCaseSyntax] {
    var result: [ViewDSL.SwitchCaseSyntax] = []
    var fallsThrough: [Bool] = []
    collectCases(list, into: &result, fallsThrough: &fallsThrough)
    // A case ending in `fallthrough` runs the next case's body after its own. Swift forbids
    // falling into a case that binds names, so the next body, appended, reads nothing new;
    // from the last case back, a chain of them gathers every body it reaches.
    for i in result.indices.reversed() where fallsThrough[i] && i + 1 < result.count {
      result[i].body += result[i + 1].body
    }
    return result
  }

  private mutating func collectCases(
    _ list: SwitchCaseListSyntax, into result: inout [ViewDSL.SwitchCaseSyntax],
    fallsThrough: inout [Bool]
  ) {
    for element in list {
      switch element {
      case .switchCase(let c):
        var patterns: [ViewDSL.PatternSyntax] = []
        var whereClause: ViewDSL.ExprSyntax?
        if case .case(let label) = c.label {
          for item in label.caseItems {
            patterns.append(pattern(item.pattern, binding: false))
            if let w = item.whereClause { whereClause = expr(w.condition) }
          }
        }
        // A `fallthrough` anywhere else (inside an `if`) stays unsupported.
        let last = c.statements.last
        let falls = last.map { $0.item.is(FallThroughStmtSyntax.self) } ?? false
        var body = statements(c.statements)
        if falls { body.removeLast() }
        result.append(
          ViewDSL.SwitchCaseSyntax(
            patterns: patterns, whereClause: whereClause, body: body, location: start(c)))
        fallsThrough.append(falls)
      case .ifConfigDecl(let config):
        if case .switchCases(let inner)? = IfConfig.activeElements(config) {
          collectCases(inner, into: &result, fallsThrough: &fallsThrough)
        }
      }
    }
  }

  mutating func pattern(_ p: SwiftSyntax.PatternSyntax, binding: Bool) -> ViewDSL.PatternSyntax {
    if p.is(WildcardPatternSyntax.self) { return .wildcard }
    if let id = p.as(IdentifierPatternSyntax.self) { return .binding(id.identifier.plainText) }
    if let v = p.as(ValueBindingPatternSyntax.self) { return pattern(v.pattern, binding: true) }
    if let t = p.as(TuplePatternSyntax.self) {
      return .tuple(t.elements.map { pattern($0.pattern, binding: binding) })
    }
    if let e = p.as(ExpressionPatternSyntax.self) {
      return pattern(fromExpression: e.expression, binding: binding)
    }
    if let t = p.as(IsTypePatternSyntax.self) { return .typeCheck(t.type.trimmedDescription, nil) }
    return .expression(ExprSyntax(.unsupported("this pattern"), range: range(p)))
  }

  mutating func pattern(fromExpression e: SwiftSyntax.ExprSyntax, binding: Bool)
    -> ViewDSL.PatternSyntax
  {
    if let m = e.as(MemberAccessExprSyntax.self),
      m.base == nil
        || m.base?.as(DeclReferenceExprSyntax.self)?.baseName.plainText.first?.isUppercase == true
    {
      return .enumCase(name: m.declName.baseName.plainText, payload: nil)
    }
    if let call = e.as(FunctionCallExprSyntax.self),
      let m = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      return .enumCase(
        name: m.declName.baseName.plainText,
        payload: call.arguments.map {
          ($0.label?.text, pattern(fromExpression: $0.expression, binding: binding))
        })
    }
    if let p = e.as(PatternExprSyntax.self) { return pattern(p.pattern, binding: binding) }
    // `let error as KeychainError`
    if let a = e.as(AsExprSyntax.self) {
      return .typeCheck(
        a.type.trimmedDescription, pattern(fromExpression: a.expression, binding: binding))
    }
    if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
    if binding, let d = e.as(DeclReferenceExprSyntax.self) { return .binding(d.baseName.plainText) }
    if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
      return .tuple(t.elements.map { pattern(fromExpression: $0.expression, binding: binding) })
    }
    return .expression(expr(e))
  }
}

/// `#if` as an iOS build of a preview sees it: `os(iOS)`, `canImport(UIKit)`, `DEBUG` and
/// the simulator hold; other platforms do not; unknown flags are false, as the compiler
/// treats undefined ones.
enum IfConfig {
  static func activeElements(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
    for clause in config.clauses {
      if let condition = clause.condition {
        if holds(condition) { return clause.elements }
      } else {
        return clause.elements  // #else
      }
    }
    return nil
  }

  static func holds(_ e: SwiftSyntax.ExprSyntax) -> Bool {
    if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
      return !holds(p.expression)
    }
    if let t = e.as(TupleExprSyntax.self), let only = t.elements.first {
      return holds(only.expression)
    }
    if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
    if let infix = e.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)
    {
      switch op.operator.text {
      case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
      case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
      default: return false
      }
    }
    if let seq = e.as(SequenceExprSyntax.self) {
      // Not folded (inside a #if condition): read left to right, && binding tighter than ||.
      var anyTrue = false
      var all = true
      var pending = true
      for element in seq.elements {
        if let op = element.as(BinaryOperatorExprSyntax.self) {
          if op.operator.text == "||" {
            anyTrue = anyTrue || (all && pending)
            all = true
          }
          continue
        }
        all = all && holds(element)
        pending = true
      }
      return anyTrue || all
    }
    if let d = e.as(DeclReferenceExprSyntax.self) { return d.baseName.plainText == "DEBUG" }
    if let call = e.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainText
    {
      let argument = call.arguments.first?.expression.trimmedDescription ?? ""
      switch name {
      case "os": return argument == "iOS"
      case "canImport":
        return [
          "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData",
        ]
        .contains(argument)
      case "targetEnvironment": return argument == "simulator"
      case "swift", "compiler": return true
      case "arch": return argument == "arm64"
      default: return false
      }
    }
    return false
  }
}
