/// Lines of a `.view` file that are Swift statements and declarations rather than views:
/// `if`/`else`/`switch`/`case` lines of a view builder, `let`/`var` bindings (data, local names,
/// a component's properties) and `struct Name: View` components. The tree builder decides what a
/// binding is from where it stands.
extension TokenParser {
  /// Keywords of the statement lines the language evaluates.
  static let statementLineKeywords: Set<String> = ["if", "else", "switch", "case", "default"]
  /// Statements a view builder cannot hold, or that the language does not evaluate.
  static let unreadStatements: Set<String> = ["guard", "for", "while", "repeat", "do", "defer"]
  /// Words that may come before `let`, `var` or `struct`, which change nothing for a preview.
  static let declarationModifiers: Set<String> = [
    "private", "fileprivate", "public", "internal", "static", "lazy", "nonisolated", "final",
  ]
  /// Declarations only a `.swift` file's reader takes.
  static let swiftOnlyDeclarations: Set<String> = [
    "enum", "class", "extension", "func", "init", "protocol", "actor", "typealias", "subscript",
    "indirect",
  ]

  /// `if …`, `else [if …]`, `switch …`, `case …:` or `default:` as a statement view.
  mutating func parseStatementLine() -> LineSyntax {
    let keyword = advance()
    var view = ViewSyntax(name: texts.text(of: keyword), nameRange: keyword.range)
    do {
      switch texts.text(of: keyword) {
      case "if":
        view.statement = .ifBranch(try parseConditions())
      case "else":
        if at(.identifier), texts.text(of: current) == "if" {
          advance()
          view.statement = .elseBranch(try parseConditions())
        } else {
          view.statement = .elseBranch([])
        }
      case "switch":
        view.statement = .switchOn(try parseExpression())
      case "default":
        guard at(.colon) else { throw failure(.expectedCaseColon(found: quoted(current))) }
        advance()
        view.statement = .caseLabel([], whereClause: nil)
      default:  // case
        var patterns = [try parsePattern(binding: false)]
        while at(.comma) {
          advance()
          patterns.append(try parsePattern(binding: false))
        }
        var whereClause: ExprSyntax?
        if at(.identifier), texts.text(of: current) == "where" {
          advance()
          whereClause = try parseExpression()
        }
        guard at(.colon) else { throw failure(.expectedCaseColon(found: quoted(current))) }
        advance()
        view.statement = .caseLabel(patterns, whereClause: whereClause)
      }
      try expectEndOfLine()
    } catch {
      return .invalid
    }
    return .view(view)
  }

  /// `a, let b = c, case .x = d` (the conditions of an `if`).
  private mutating func parseConditions() throws(ParseFailure) -> [ConditionSyntax] {
    var conditions: [ConditionSyntax] = []
    repeat {
      if !conditions.isEmpty { advance() }  // the comma
      if at(.identifier), texts.text(of: current) == "let" || texts.text(of: current) == "var" {
        advance()
        guard at(.identifier) else {
          throw failure(.expectedDeclarationName(found: quoted(current)))
        }
        let name = advance()
        var value: ExprSyntax?
        if at(.equal) {
          advance()
          value = try parseExpression()
        }
        conditions.append(
          .optionalBinding(name: texts.text(of: name), value: value, location: name.start))
      } else if at(.identifier), texts.text(of: current) == "case" {
        advance()
        let pattern = try parsePattern(binding: false)
        guard at(.equal) else { throw failure(.expectedEquals(found: quoted(current))) }
        advance()
        conditions.append(.matches(pattern, try parseExpression()))
      } else {
        conditions.append(.expression(try parseExpression()))
      }
    } while at(.comma)
    return conditions
  }

  /// A `case` pattern: `_`, `let name`, `.name(subpatterns)`, `(a, b)`, or an expression
  /// compared with `==` (`binding`: names bind, as after `let`).
  private mutating func parsePattern(binding: Bool) throws(ParseFailure) -> PatternSyntax {
    if at(.identifier), texts.text(of: current) == "_" {
      advance()
      return .wildcard
    }
    if at(.identifier), texts.text(of: current) == "let" || texts.text(of: current) == "var" {
      advance()
      return try parsePattern(binding: true)
    }
    if binding, at(.identifier) { return .binding(texts.text(of: advance())) }
    if at(.leftParen) {
      advance()
      var elements: [PatternSyntax] = []
      while !at(.rightParen) {
        elements.append(try parsePattern(binding: binding))
        guard at(.comma) else { break }
        advance()
      }
      guard at(.rightParen) else {
        throw failure(.expectedClosingParenthesis(found: quoted(current)))
      }
      advance()
      return .tuple(elements)
    }
    if at(.dot), peek(1).kind == .identifier {
      advance()
      let name = texts.text(of: advance())
      guard at(.leftParen) else { return .enumCase(name: name, payload: nil) }
      advance()
      var payload: [(label: String?, pattern: PatternSyntax)] = []
      while !at(.rightParen) {
        var label: String?
        if at(.identifier), peek(1).kind == .colon {
          label = texts.text(of: advance())
          advance()
        }
        payload.append((label, try parsePattern(binding: binding)))
        guard at(.comma) else { break }
        advance()
      }
      guard at(.rightParen) else {
        throw failure(.expectedClosingParenthesis(found: quoted(current)))
      }
      advance()
      return .enumCase(name: name, payload: payload)
    }
    return .expression(try parseExpression())
  }

  // MARK: - Declarations

  /// A line starting with attributes, modifiers, `let`, `var` or `struct`: a binding (for the
  /// tree builder to place) or a component's header.
  mutating func parseDeclarationLine() -> LineSyntax {
    var wrapper: String?
    var wrapperArguments: [ArgumentSyntax] = []
    var isViewBuilder = false
    var isStatic = false
    let start = current.start
    do {
      while at(.at)
        || (at(.identifier) && Self.declarationModifiers.contains(texts.text(of: current)))
      {
        if at(.at) {
          advance()
          guard at(.identifier) else {
            throw failure(.expectedMemberName(found: quoted(current)))
          }
          let name = texts.text(of: advance())
          var arguments: [ArgumentSyntax] = []
          if at(.leftParen) { arguments = try parseArgumentList().arguments }
          if name == "ViewBuilder" {
            isViewBuilder = true
          } else if name != "MainActor" {
            wrapper = name
            wrapperArguments = arguments
          }
        } else {
          if texts.text(of: advance()) == "static" { isStatic = true }
        }
      }
      guard at(.identifier) else { throw failure(.expectedLineStart(found: quoted(current))) }
      let keyword = current
      if texts.text(of: keyword) == "struct" { return try parseComponentHeader() }
      if texts.text(of: keyword) == "import" { return .invalid }  // `import SwiftUI`: nothing to do
      guard texts.text(of: keyword) == "let" || texts.text(of: keyword) == "var" else {
        throw failure(.declarationNeedsSwiftFile(texts.text(of: keyword)))
      }
      advance()
      guard at(.identifier) else {
        throw failure(.expectedDeclarationName(found: quoted(current)))
      }
      let name = advance()
      var property = PropertySyntax(
        name: texts.text(of: name), isStatic: isStatic, isLet: texts.text(of: keyword) == "let",
        wrapper: wrapper,
        wrapperArguments: wrapperArguments, isViewBuilder: isViewBuilder, location: start)
      guard at(.colon) || at(.equal) || at(.leftBrace) || at(.endOfLine) else {
        throw failure(.expectedEquals(found: quoted(current)))
      }
      if at(.colon) {
        advance()
        property.type = try parseTypeText()
        if property.type!.hasPrefix("some View") { property.isViewBuilder = true }
      }
      if at(.equal) {
        advance()
        property.initial = try parseExpression()
      }
      if at(.leftBrace) {
        // `var doubled: Int { count * 2 }`, `var header: some View { Text("a") }`.
        let closure = try parseClosure()
        switch closure.body {
        case .expression(let e): property.getter = [.expression(e)]
        case .views(let views): return .binding(property, nameRange: name.range, views: views)
        default: property.getter = []
        }
      }
      try expectEndOfLine()
      return .binding(property, nameRange: name.range, views: nil)
    } catch {
      return .invalid
    }
  }

  /// `struct Name: View, Identifiable` (its `{`, if any, already cut off as the block).
  private mutating func parseComponentHeader() throws(ParseFailure) -> LineSyntax {
    let keyword = advance()
    guard at(.identifier) else { throw failure(.expectedDeclarationName(found: quoted(current))) }
    let name = advance()
    var inherited: [String] = []
    if at(.colon) {
      repeat {
        advance()
        guard at(.identifier) else { throw failure(.expectedMemberName(found: quoted(current))) }
        inherited.append(try parseTypeText())
      } while at(.comma)
    }
    try expectEndOfLine()
    return .component(
      TypeSyntax(
        kind: .structure, name: texts.text(of: name), inherited: inherited, location: keyword.start)
    )
  }

  /// A type as written, up to `=`, `,`, `{` or the end of the line: `String`, `[Item]`,
  /// `Color?`, `Binding<Bool>`, `some View`.
  private mutating func parseTypeText() throws(ParseFailure) -> String {
    var typeText = ""
    var depth = 0
    var lastWasName = false
    while !at(.endOfLine), !at(.equal), !at(.leftBrace), !(at(.comma) && depth == 0) {
      let token = advance()
      if token.kind == .identifier {
        if lastWasName { typeText += " " }
        typeText += texts.text(of: token)
      } else if let spelling = Token.spelling[token.kind] {
        // Brackets nest: a `,` inside `[K: V]` or `<A, B>` does not end the type.
        if token.kind == .less || token.kind == .leftBracket { depth += 1 }
        if token.kind == .greater || token.kind == .rightBracket { depth -= 1 }
        typeText += spelling
        if token.kind == .colon || token.kind == .comma { typeText += " " }
      } else {
        sink.lineError(.expectedMemberName(found: quoted(token)), at: token.start)
        throw ParseFailure()
      }
      lastWasName = token.kind == .identifier
    }
    guard !typeText.isEmpty else { throw failure(.expectedMemberName(found: quoted(current))) }
    return typeText
  }
}
