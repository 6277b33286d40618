@testable import ViewDSL

/// A compact, indented text form of a parsed file, so tests compare whole trees at a glance:
///
///     VStack(alignment: .leading)
///       .padding()
///       .overlay(alignment: .top)
///         Text("NEW")
///       Text("Hello")
///
/// A view's modifiers come first (two spaces deeper, each followed by its content two spaces
/// deeper still), then its children, then each labelled trailing closure (`label:`) with its
/// views two spaces deeper. Binary and range expressions are parenthesised, so
/// precedence shows.
enum SyntaxDump {
  static func dump(_ file: FileSyntax) -> String {
    var lines: [String] = []
    for declaration in file.declarations {
      lines.append("let \(declaration.name) = \(expression(declaration.value))")
    }
    // Iterative, so deep trees in limit tests do not need deep recursion here either.
    var pending: [Either] = file.roots.reversed().map { .view($0, 0) }
    while let item = pending.popLast() {
      switch item {
      case .line(let text): lines.append(text)
      case .view(let view, let depth):
        let pad = String(repeating: "  ", count: depth)
        lines.append(pad + head(view))
        var next: [Either] = []
        for modifier in view.modifiers {
          next.append(.line(pad + "  " + self.modifier(modifier)))
          next += modifier.content.map { .view($0, depth + 2) }
        }
        next += view.children.map { .view($0, depth + 1) }
        for closure in view.labelledClosures {
          next.append(.line(pad + "  " + closure.label + ":"))
          next += closure.views.map { .view($0, depth + 2) }
        }
        pending += next.reversed()
      }
    }
    return lines.joined(separator: "\n")
  }

  private enum Either {
    case line(String)
    case view(ViewSyntax, Int)
  }

  static func head(_ view: ViewSyntax) -> String {
    var text = view.name
    if let arguments = view.arguments { text += argumentList(arguments.arguments) }
    if let closure = view.trailingClosure { text += " " + self.closure(closure) }
    if !view.blockParameters.isEmpty {
      text += " { \(view.blockParameters.joined(separator: ", ")) in }"
    }
    return text
  }

  static func modifier(_ modifier: ModifierSyntax) -> String {
    var text = "." + modifier.name
    if let arguments = modifier.arguments { text += argumentList(arguments.arguments) }
    if let closure = modifier.trailingClosure { text += " " + self.closure(closure) }
    if !modifier.blockParameters.isEmpty {
      text += " { \(modifier.blockParameters.joined(separator: ", ")) in }"
    }
    return text
  }

  static func argumentList(_ arguments: [ArgumentSyntax], open: String = "(", close: String = ")")
    -> String
  {
    open
      + arguments.map { ($0.label.map { "\($0): " } ?? "") + expression($0.value) }
      .joined(separator: ", ") + close
  }

  static func closure(_ closure: ClosureSyntax) -> String {
    let parameters =
      closure.parameters.isEmpty ? "" : closure.parameters.joined(separator: ", ") + " in "
    switch closure.body {
    case .empty: return "{ \(parameters)}"
    case .expression(let body): return "{ \(parameters)\(expression(body)) }"
    case .views(let views):
      return "{ \(parameters)"
        + views.map { dump(FileSyntax(roots: [$0])).replacing("\n", with: " / ") }
        .joined(separator: "; ") + " }"
    case .statements(let statements): return "{ \(parameters)\(statements.count) statements }"
    }
  }

  static func expression(_ expression: ExprSyntax) -> String {
    switch expression.kind {
    case .number(let value):
      return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let value): return value.debugDescription
    case .interpolatedString(let parts):
      var text = "\""
      for part in parts {
        switch part {
        case .text(let t): text += String(t.debugDescription.dropFirst().dropLast())
        case .expression(let e): text += "\\(" + self.expression(e) + ")"
        }
      }
      return text + "\""
    case .integer(let value): return String(value)
    case .forceUnwrap(let e): return self.expression(e) + "!"
    case .optionalChain(let e): return self.expression(e) + "?"
    case .nilCoalescing(let a, let b): return self.expression(a) + " ?? " + self.expression(b)
    case .tuple(let items):
      return "(" + items.map { self.expression($0.value) }.joined(separator: ", ") + ")"
    case .dictionary(let entries):
      return "["
        + entries.map { self.expression($0.key) + ": " + self.expression($0.value) }.joined(
          separator: ", ") + "]"
    case .cast(let e, let type): return self.expression(e) + " as " + type
    case .inOut(let e): return "&" + self.expression(e)
    case .tryOptional(let e): return "try? " + self.expression(e)
    case .tryForced(let e): return "try! " + self.expression(e)
    case .statements: return "<statements>"
    case .unsupported(let what): return "<\(what)>"
    case .bool(let value): return String(value)
    case .nilLiteral: return "nil"
    case .identifier(let name): return name
    case .implicitMember(let name): return "." + name
    case .member(let base, let name): return self.expression(base) + "." + name
    case .call(let callee, let arguments, let trailing):
      return self.expression(callee) + argumentList(arguments)
        + (trailing.map { " " + closure($0) } ?? "")
    case .subscriptAccess(let base, let arguments):
      return self.expression(base) + argumentList(arguments, open: "[", close: "]")
    case .array(let elements):
      return "[" + elements.map(self.expression).joined(separator: ", ") + "]"
    case .binary(let op, let a, let b):
      return "(\(self.expression(a)) \(op.rawValue) \(self.expression(b)))"
    case .negate(let operand): return "-(\(self.expression(operand)))"
    case .closure(let closure): return self.closure(closure)
    case .keyPath(let components): return "\\" + components.joined(separator: ".")
    case .partialRange(let a, let b, let closed):
      let lower: String = a.map { self.expression($0) } ?? ""
      let upper: String = b.map { self.expression($0) } ?? ""
      return "(\(lower)\(closed ? "..." : "..<")\(upper))"
    case .range(let a, let b, let closed):
      return "(\(self.expression(a))\(closed ? "..." : "..<")\(self.expression(b)))"
    case .ternary(let c, let a, let b):
      return "(\(self.expression(c)) ? \(self.expression(a)) : \(self.expression(b)))"
    case .comparison(let op, let a, let b):
      return "(\(self.expression(a)) \(op.rawValue) \(self.expression(b)))"
    case .logical(let and, let a, let b):
      return "(\(self.expression(a)) \(and ? "&&" : "||") \(self.expression(b)))"
    case .not(let operand): return "!(\(self.expression(operand)))"
    case .error: return "<error>"
    }
  }
}
