import SwiftSyntax
import ViewDSL

extension FileReader {
  mutating func expr(_ e: SwiftSyntax.ExprSyntax) -> ViewDSL.ExprSyntax {
    let r = range(e)
    func make(_ kind: ExprKind) -> ViewDSL.ExprSyntax { ViewDSL.ExprSyntax(kind, range: r) }

    if let i = e.as(IntegerLiteralExprSyntax.self) {
      let text = i.literal.text.replacingUnderscores()
      let value: Int?
      if text.hasPrefix("0x") {
        value = Int(text.dropFirst(2), radix: 16)
      } else if text.hasPrefix("0o") {
        value = Int(text.dropFirst(2), radix: 8)
      } else if text.hasPrefix("0b") {
        value = Int(text.dropFirst(2), radix: 2)
      } else {
        value = Int(text)
      }
      return value.map { make(.integer($0)) } ?? make(.unsupported("this number"))
    }
    if let f = e.as(FloatLiteralExprSyntax.self) {
      return Double(f.literal.text.replacingUnderscores()).map { make(.number($0)) }
        ?? make(.unsupported("this number"))
    }
    if let s = e.as(StringLiteralExprSyntax.self) { return string(s, make) }
    if let b = e.as(BooleanLiteralExprSyntax.self) {
      return make(.bool(b.literal.tokenKind == .keyword(.true)))
    }
    if e.is(NilLiteralExprSyntax.self) { return make(.nilLiteral) }
    if let d = e.as(DeclReferenceExprSyntax.self) {
      return make(.identifier(renamed(d.baseName.plainText)))
    }
    if let m = e.as(MemberAccessExprSyntax.self) {
      let name = m.declName.baseName.plainText
      guard let base = m.base else { return make(.implicitMember(name)) }
      // `Backend.Category`: a type qualified by an imported module is the type.
      if let module = base.as(DeclReferenceExprSyntax.self) {
        let isType = name.first?.isUppercase == true
        if isType, isImportedModule(module.baseName.text) || module.baseName.text == "Swift" {
          return make(.identifier(renamed(name)))
        }
        // `Swift.max(0, max)`: the standard library's function, past a local of its name.
        if module.baseName.text == "Swift" { return make(.identifier("Swift." + name)) }
      }
      return make(.member(expr(base), name))
    }
    if let call = e.as(FunctionCallExprSyntax.self) {
      var arguments = self.arguments(call.arguments)
      for extra in call.additionalTrailingClosures {
        arguments.append(
          ArgumentSyntax(
            label: extra.label.text, labelRange: range(extra.label),
            value: ViewDSL.ExprSyntax(
              .closure(closure(extra.closure)), range: range(extra.closure)),
            isTrailingClosure: true))
      }
      return make(
        .call(
          expr(call.calledExpression), arguments,
          trailingClosure: call.trailingClosure.map { closure($0) }))
    }
    if let s = e.as(SubscriptCallExprSyntax.self) {
      return make(.subscriptAccess(expr(s.calledExpression), arguments(s.arguments)))
    }
    if let a = e.as(ArrayExprSyntax.self) {
      return make(.array(a.elements.map { expr($0.expression) }))
    }
    if let d = e.as(DictionaryExprSyntax.self) {
      switch d.content {
      case .colon: return make(.dictionary([]))
      case .elements(let list):
        return make(
          .dictionary(list.map { DictionaryEntrySyntax(key: expr($0.key), value: expr($0.value)) }))
      }
    }
    if let t = e.as(TupleExprSyntax.self) { return make(.tuple(arguments(t.elements))) }
    if let infix = e.as(InfixOperatorExprSyntax.self) { return self.infix(infix, make) }
    if let p = e.as(PrefixOperatorExprSyntax.self) {
      let operand = expr(p.expression)
      switch p.operator.text {
      case "!": return make(.not(operand))
      case "-": return make(.negate(operand))
      case "+": return operand
      case "..<": return make(.partialRange(lower: nil, upper: operand, closed: false))
      case "...": return make(.partialRange(lower: nil, upper: operand, closed: true))
      default: return make(.unsupported("'\(p.operator.text)'"))
      }
    }
    if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
      return make(.partialRange(lower: expr(p.expression), upper: nil, closed: true))
    }
    if let t = e.as(TernaryExprSyntax.self) {
      return make(.ternary(expr(t.condition), expr(t.thenExpression), expr(t.elseExpression)))
    }
    if let f = e.as(ForceUnwrapExprSyntax.self) { return make(.forceUnwrap(expr(f.expression))) }
    if let o = e.as(OptionalChainingExprSyntax.self) {
      return make(.optionalChain(expr(o.expression)))
    }
    if let a = e.as(AsExprSyntax.self) {
      return make(.cast(expr(a.expression), type: renamedType(a.type)))
    }
    if let t = e.as(TryExprSyntax.self) {
      switch t.questionOrExclamationMark?.tokenKind {
      case .postfixQuestionMark?: return make(.tryOptional(expr(t.expression)))
      case .exclamationMark?: return make(.tryForced(expr(t.expression)))
      default: return expr(t.expression)
      }
    }
    if let i = e.as(InOutExprSyntax.self) { return make(.inOut(expr(i.expression))) }
    if let a = e.as(AwaitExprSyntax.self) { return expr(a.expression) }
    if let c = e.as(ClosureExprSyntax.self) { return make(.closure(closure(c))) }
    if let k = e.as(KeyPathExprSyntax.self) {
      let names = k.components.compactMap { c -> String? in
        if case .property(let p) = c.component { return p.declName.baseName.plainText }
        return nil
      }
      return make(.keyPath(names))
    }
    if let i = e.as(IfExprSyntax.self) { return make(.statements([.ifStatement(ifSyntax(i))])) }
    if let s = e.as(SwitchExprSyntax.self) {
      return make(
        .statements([
          .switchStatement(
            subject: expr(s.subject), cases: switchCases(s.cases), location: start(s))
        ]))
    }
    if let g = e.as(GenericSpecializationExprSyntax.self) { return expr(g.expression) }
    if let t = e.as(TypeExprSyntax.self) { return make(.identifier(renamedType(t.type))) }
    if let p = e.as(PostfixIfConfigExprSyntax.self) {
      // `.padding() #if os(iOS) .font(.title) #endif`: the active clause's modifiers continue
      // the base expression.
      let base = p.base.map { expr($0) }
      if case .postfixExpression(let tail)? = IfConfig.activeElements(p.config), let base {
        return rebase(expr(tail), onto: base)
      }
      return base ?? make(.unsupported("'#if'"))
    }
    if let m = e.as(MacroExpansionExprSyntax.self) {
      return make(.unsupported("'#\(m.macroName.text)'"))
    }
    if e.is(DiscardAssignmentExprSyntax.self) { return make(.identifier("_")) }
    return make(.unsupported("this expression"))
  }

  /// A modifier chain read without its base (`.font(.title)`) put after `base`.
  func rebase(_ e: ViewDSL.ExprSyntax, onto base: ViewDSL.ExprSyntax) -> ViewDSL.ExprSyntax {
    switch e.kind {
    case .implicitMember(let name): return ViewDSL.ExprSyntax(.member(base, name), range: e.range)
    case .member(let inner, let name):
      return ViewDSL.ExprSyntax(.member(rebase(inner, onto: base), name), range: e.range)
    case .call(let callee, let arguments, let trailing):
      return ViewDSL.ExprSyntax(
        .call(rebase(callee, onto: base), arguments, trailingClosure: trailing), range: e.range)
    default: return e
    }
  }

  mutating func arguments(_ list: LabeledExprListSyntax) -> [ArgumentSyntax] {
    list.map {
      ArgumentSyntax(
        label: $0.label?.text, labelRange: $0.label.map { range($0) }, value: expr($0.expression))
    }
  }

  mutating func closure(_ c: ClosureExprSyntax) -> ClosureSyntax {
    var parameters: [String] = []
    switch c.signature?.parameterClause {
    case .simpleInput(let list)?: parameters = list.map(\.name.plainText)
    case .parameterClause(let clause)?:
      parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).plainText }
    case nil: break
    }
    let body = statements(c.statements)
    return ClosureSyntax(
      parameters: parameters, body: body.isEmpty ? .empty : .statements(body), range: range(c))
  }

  mutating func infix(
    _ infix: InfixOperatorExprSyntax, _ make: (ExprKind) -> ViewDSL.ExprSyntax
  ) -> ViewDSL.ExprSyntax {
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return make(.unsupported("an assignment inside an expression"))
    }
    let a = expr(infix.leftOperand)
    let b = expr(infix.rightOperand)
    switch op {
    case "+": return make(.binary(.add, a, b))
    case "-": return make(.binary(.subtract, a, b))
    case "*": return make(.binary(.multiply, a, b))
    case "/": return make(.binary(.divide, a, b))
    case "%": return make(.binary(.remainder, a, b))
    case "<<", ">>", "&", "|", "^": return make(.binary(BinaryOperator(rawValue: op)!, a, b))
    case "==", "===": return make(.comparison(.equal, a, b))
    case "!=", "!==": return make(.comparison(.notEqual, a, b))
    case "<": return make(.comparison(.less, a, b))
    case "<=": return make(.comparison(.lessEqual, a, b))
    case ">": return make(.comparison(.greater, a, b))
    case ">=": return make(.comparison(.greaterEqual, a, b))
    case "&&": return make(.logical(and: true, a, b))
    case "||": return make(.logical(and: false, a, b))
    case "??": return make(.nilCoalescing(a, b))
    case "..<": return make(.range(a, b, closed: false))
    case "...": return make(.range(a, b, closed: true))
    default: return make(.unsupported("the operator '\(op)'"))
    }
  }

  /// A string literal: escapes resolved, a multi-line literal's indentation removed.
  mutating func string(
    _ s: StringLiteralExprSyntax, _ make: (ExprKind) -> ViewDSL.ExprSyntax
  ) -> ViewDSL.ExprSyntax {
    let raw = s.openingPounds != nil
    var parts: [StringPart] = []
    for segment in s.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        let content = raw ? text.content.text : Self.unescape(text.content.text)
        if case .text(let previous)? = parts.last {
          parts[parts.count - 1] = .text(previous + content)
        } else {
          parts.append(.text(content))
        }
      } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
        let first = interpolation.expressions.first
      {
        parts.append(.expression(interpolated(first.expression, interpolation)))
      }
    }
    if s.openingQuote.tokenKind == .multilineStringQuote {
      parts = Self.dedent(parts, indentation: s.closingQuote.leadingTrivia.sourceLength.utf8Length)
    }
    if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
      return make(.string(parts.map { if case .text(let t) = $0 { t } else { "" } }.joined()))
    }
    return make(.interpolatedString(parts))
  }

  /// `\(x)`; `\(x, specifier: "%.1f")` as `String(format: "%.1f", x)` and `\(x, format: style)`
  /// as `x.formatted(style)`, which is what SwiftUI's text interpolation does with them.
  /// Another labelled argument is not supported (it was dropped, silently).
  private mutating func interpolated(
    _ value: SwiftSyntax.ExprSyntax, _ segment: ExpressionSegmentSyntax
  ) -> ViewDSL.ExprSyntax {
    let x = expr(value)
    guard segment.expressions.count > 1 else { return x }
    let r = range(segment)
    let extra = Array(segment.expressions.dropFirst())
    guard extra.count == 1, let label = extra[0].label?.text else {
      return ViewDSL.ExprSyntax(.unsupported("this interpolation"), range: r)
    }
    let argument = expr(extra[0].expression)
    switch label {
    case "specifier":
      let callee = ViewDSL.ExprSyntax(.identifier("String"), range: r)
      return ViewDSL.ExprSyntax(
        .call(
          callee,
          [ArgumentSyntax(label: "format", value: argument), ArgumentSyntax(value: x)],
          trailingClosure: nil), range: r)
    case "format":
      let callee = ViewDSL.ExprSyntax(.member(x, "formatted"), range: r)
      return ViewDSL.ExprSyntax(
        .call(callee, [ArgumentSyntax(value: argument)], trailingClosure: nil), range: r)
    default:
      return ViewDSL.ExprSyntax(
        .unsupported("'\\(…, \(label): …)' in a string"), range: r)
    }
  }

  static func unescape(_ text: String) -> String {
    var out = ""
    var chars = text.unicodeScalars.makeIterator()
    while let c = chars.next() {
      guard c == "\\" else {
        out.unicodeScalars.append(c)
        continue
      }
      guard let n = chars.next() else { break }
      switch n {
      case "n": out += "\n"
      case "t": out += "\t"
      case "r": out += "\r"
      case "0": out += "\0"
      case "u":
        var hex = ""
        while let h = chars.next(), h != "}" { if h != "{" { hex.unicodeScalars.append(h) } }
        if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
          out.unicodeScalars.append(scalar)
        }
      case "\n": break  // a line continuation in a multi-line literal
      default: out.unicodeScalars.append(n)
      }
    }
    return out
  }

  /// Removes a multi-line literal's first newline, its last line and the closing delimiter's
  /// indentation from every line.
  static func dedent(_ parts: [StringPart], indentation: Int) -> [StringPart] {
    var result: [StringPart] = []
    var atLineStart = true
    for part in parts {
      guard case .text(let text) = part else {
        result.append(part)
        atLineStart = false
        continue
      }
      var out = ""
      var skip = atLineStart ? indentation : 0
      for c in text {
        if skip > 0, c == " " || c == "\t" {
          skip -= 1
          continue
        }
        skip = 0
        out.append(c)
        if c == "\n" { skip = indentation }
      }
      atLineStart = text.hasSuffix("\n")
      result.append(.text(out))
    }
    if case .text(var first)? = result.first, first.hasPrefix("\n") {
      first.removeFirst()
      result[0] = .text(first)
    }
    if case .text(var last)? = result.last, last.hasSuffix("\n") {
      last.removeLast()
      result[result.count - 1] = .text(last)
    }
    return result
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
