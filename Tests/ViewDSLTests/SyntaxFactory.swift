@testable import ViewDSL

/// Builds syntax trees by hand, for tests of the semantic pass that must not depend on the
/// parser. Every node gets a fresh location (line = a counter), so a test can compare a
/// diagnostic's location with the node it is about.
final class SyntaxFactory {
  private var next = 1

  /// A new, distinct location.
  func location() -> ViewDSL.SourceLocation {
    defer { next += 1 }
    return ViewDSL.SourceLocation(line: next, column: 1, offset: next * 100)
  }

  func range() -> SourceRange {
    let start = location()
    var end = start
    end.column += 10
    end.offset += 10
    return SourceRange(start: start, end: end)
  }

  func expr(_ kind: ExprKind) -> ExprSyntax { ExprSyntax(kind, range: range()) }
  func number(_ v: Double) -> ExprSyntax { expr(.number(v)) }
  func string(_ s: String) -> ExprSyntax { expr(.string(s)) }
  func dot(_ name: String) -> ExprSyntax { expr(.implicitMember(name)) }
  func name(_ name: String) -> ExprSyntax { expr(.identifier(name)) }
  func member(_ base: ExprSyntax, _ name: String) -> ExprSyntax { expr(.member(base, name)) }
  func binary(_ op: BinaryOperator, _ a: ExprSyntax, _ b: ExprSyntax) -> ExprSyntax {
    expr(.binary(op, a, b))
  }
  func call(_ callee: String, _ arguments: [ArgumentSyntax]) -> ExprSyntax {
    expr(.call(name(callee), arguments, trailingClosure: nil))
  }
  func subscriptAccess(_ base: String, _ label: String?, _ value: ExprSyntax) -> ExprSyntax {
    expr(.subscriptAccess(name(base), [argument(label, value)]))
  }
  func closure(_ parameters: [String], _ body: ExprSyntax) -> ClosureSyntax {
    ClosureSyntax(parameters: parameters, body: .expression(body), range: range())
  }

  func argument(_ label: String?, _ value: ExprSyntax) -> ArgumentSyntax {
    ArgumentSyntax(label: label, labelRange: label.map { _ in range() }, value: value)
  }

  func arguments(_ arguments: [ArgumentSyntax]) -> ArgumentListSyntax {
    ArgumentListSyntax(arguments: arguments, range: range())
  }

  func view(
    _ name: String, _ arguments: [ArgumentSyntax]? = nil, modifiers: [ModifierSyntax] = [],
    children: [ViewSyntax] = []
  ) -> ViewSyntax {
    ViewSyntax(
      name: name, nameRange: range(), arguments: arguments.map(self.arguments),
      modifiers: modifiers, children: children)
  }

  func modifier(_ name: String, _ arguments: [ArgumentSyntax]? = nil, content: [ViewSyntax] = [])
    -> ModifierSyntax
  {
    ModifierSyntax(
      name: name, nameRange: range(), dotLocation: location(),
      arguments: arguments.map(self.arguments), content: content)
  }
}
