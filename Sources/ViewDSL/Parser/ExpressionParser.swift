/// Expressions: Swift's call syntax and arithmetic, as far as view arguments, closures and
/// `AnyLayout` conditions need it. Precedence, loosest first: `?:`, `||`, `&&`, comparisons,
/// ranges, `+ -`, `* /`, prefix `- + !`, postfix (`.member`, calls, subscripts, trailing
/// closures). Recursion is bounded by `maximumDepth` so that hostile nesting reports an error
/// instead of overflowing the stack.
extension TokenParser {
  mutating func parseExpression() throws(ParseFailure) -> ExprSyntax {
    // Most arguments are one number or name before `,` or `)`: no operator level to descend.
    if at(.number) || at(.identifier) {
      switch peek(1).kind {
      case .comma, .rightParen:
        // A number read here, as `parsePrimary` reads it: its call and `switch` cost about 50
        // instructions an argument (`frame(width: 40, height: 40)`).
        if at(.number), !integerLiterals {
          let token = advance()
          return ExprSyntax(.number(token.number), range: token.range)
        }
        return try parsePrimary()
      default: break
      }
    }
    try enter()
    defer { depth -= 1 }
    let condition = try parseLogical(and: false)
    guard at(.question) else { return condition }
    advance()
    let yes = try parseExpression()
    guard at(.colon) else { throw failure(.expectedTernaryColon(found: quoted(current))) }
    advance()
    let no = try parseExpression()
    return ExprSyntax(.ternary(condition, yes, no), range: span(condition, no))
  }

  /// `||` (loosest) over `&&` over comparisons.
  private mutating func parseLogical(and: Bool) throws(ParseFailure) -> ExprSyntax {
    var left = and ? try parseComparison() : try parseLogical(and: true)
    while at(and ? .andAnd : .orOr) {
      advance()
      let right = and ? try parseComparison() : try parseLogical(and: true)
      left = ExprSyntax(.logical(and: and, left, right), range: span(left, right))
    }
    return left
  }

  /// Comparisons, and `a ?? b ?? c` on either side (right-associative, between comparisons
  /// and ranges as in Swift). `??` is not a level of its own: a level costs every nested
  /// parenthesis one more stack frame. Every expression that is not a lone number or name
  /// passes here: it once built the table of operators as a dictionary and the operands as an
  /// array each time (about 2,800 instructions an expression).
  private mutating func parseComparison() throws(ParseFailure) -> ExprSyntax {
    var left = try parseRange()
    if at(.nilCoalescing) { left = try parseCoalescing(after: left) }
    guard let op = Self.comparisonOperator(current.kind) else { return left }
    advance()
    var right = try parseRange()
    if at(.nilCoalescing) { right = try parseCoalescing(after: right) }
    return ExprSyntax(.comparison(op, left, right), range: span(left, right))
  }

  /// The comparison a token stands for, if any.
  private static func comparisonOperator(_ kind: Token.Kind) -> ComparisonOperator? {
    switch kind {
    case .less: .less
    case .lessEqual: .lessEqual
    case .greater: .greater
    case .greaterEqual: .greaterEqual
    case .equalEqual: .equal
    case .notEqual: .notEqual
    default: nil
    }
  }

  /// `first ?? b ?? c`, at the first `??`.
  private mutating func parseCoalescing(after first: ExprSyntax) throws(ParseFailure)
    -> ExprSyntax
  {
    var operands = [first]
    while at(.nilCoalescing) {
      advance()
      operands.append(try parseRange())
    }
    return Self.coalesced(operands)
  }

  /// `a ?? (b ?? c)` from `[a, b, c]`.
  private static func coalesced(_ operands: [ExprSyntax]) -> ExprSyntax {
    var result = operands[operands.count - 1]
    for left in operands.dropLast().reversed() {
      result = ExprSyntax(
        .nilCoalescing(left, result),
        range: SourceRange(start: left.range.start, end: result.range.end))
    }
    return result
  }

  private mutating func parseRange() throws(ParseFailure) -> ExprSyntax {
    if at(.closedRange) || at(.halfOpenRange) {
      // `...b`, `..<b`: PartialRangeThrough, PartialRangeUpTo.
      let op = advance()
      let upper = try parseAdditive()
      return ExprSyntax(
        .partialRange(lower: nil, upper: upper, closed: op.kind == .closedRange),
        range: SourceRange(start: op.start, end: upper.range.end))
    }
    let lower = try parseAdditive()
    guard at(.closedRange) || at(.halfOpenRange) else { return lower }
    if at(.closedRange), endsExpression(peek(1)) {
      // `a...` before `)`, `,` or `]`: PartialRangeFrom.
      let op = advance()
      return ExprSyntax(
        .partialRange(lower: lower, upper: nil, closed: true),
        range: SourceRange(start: lower.range.start, end: op.end))
    }
    let closed = advance().kind == .closedRange
    let upper = try parseAdditive()
    return ExprSyntax(.range(lower, upper, closed: closed), range: span(lower, upper))
  }

  /// Whether `token` closes the expression before it (nothing can follow a postfix `...`).
  private func endsExpression(_ token: Token) -> Bool {
    switch token.kind {
    case .rightParen, .comma, .rightBracket, .endOfLine, .rightBrace: true
    default: false
    }
  }

  /// Counts one level of nesting, failing past the limit.
  private mutating func enter() throws(ParseFailure) {
    depth += 1
    if depth > Self.maximumDepth {
      depth -= 1
      throw failure(.expressionNestedTooDeeply)
    }
  }

  private mutating func parseAdditive() throws(ParseFailure) -> ExprSyntax {
    var left = try parseMultiplicative()
    while at(.plus) || at(.minus) {
      let op: BinaryOperator = advance().kind == .plus ? .add : .subtract
      let right = try parseMultiplicative()
      left = ExprSyntax(.binary(op, left, right), range: span(left, right))
    }
    return left
  }

  private mutating func parseMultiplicative() throws(ParseFailure) -> ExprSyntax {
    var left = try parseUnary()
    while at(.star) || at(.slash) || at(.percent) {
      let kind = advance().kind
      let op: BinaryOperator =
        kind == .star ? .multiply : kind == .slash ? .divide : .remainder
      let right = try parseUnary()
      left = ExprSyntax(.binary(op, left, right), range: span(left, right))
    }
    return left
  }

  /// `-x` is `.negate(x)`, except that a negative number literal is folded into `.number`;
  /// `+x` is `x` (with the sign in its range).
  private mutating func parseUnary() throws(ParseFailure) -> ExprSyntax {
    if at(.bang) {
      try enter()
      defer { depth -= 1 }
      let bang = advance()
      let operand = try parseUnary()
      return ExprSyntax(
        .not(operand), range: SourceRange(start: bang.start, end: operand.range.end))
    }
    guard at(.minus) || at(.plus) else { return try parsePostfix() }
    try enter()
    defer { depth -= 1 }
    let sign = advance()
    let operand = try parseUnary()
    let range = SourceRange(start: sign.start, end: operand.range.end)
    if sign.kind == .plus { return ExprSyntax(operand.kind, range: range) }
    if case .number(let value) = operand.kind { return ExprSyntax(.number(-value), range: range) }
    if case .integer(let value) = operand.kind { return ExprSyntax(.integer(-value), range: range) }
    return ExprSyntax(.negate(operand), range: range)
  }

  private mutating func parsePostfix() throws(ParseFailure) -> ExprSyntax {
    var base = try parsePrimary()
    while true {
      switch current.kind {
      case .bang, .question:
        guard takeOptionalPostfix(&base) else { return base }
      case .dot:
        advance()
        guard at(.identifier) else { throw failure(.expectedMemberName(found: quoted(current))) }
        let name = advance()
        base = ExprSyntax(
          .member(base, texts.text(of: name)),
          range: SourceRange(start: base.range.start, end: name.end))
      case .leftParen:
        let arguments = try parseArgumentList()
        var end = arguments.range.end
        var closure: ClosureSyntax?
        if at(.leftBrace) {
          closure = try parseClosure()
          end = closure!.range.end
        }
        base = ExprSyntax(
          .call(base, arguments.arguments, trailingClosure: closure),
          range: SourceRange(start: base.range.start, end: end))
      case .leftBracket:
        let (arguments, end) = try parseArguments(closing: .rightBracket)
        base = ExprSyntax(
          .subscriptAccess(base, arguments), range: SourceRange(start: base.range.start, end: end))
      case .leftBrace:
        // `HorizontalAlignment { d in … }`: a call with only a trailing closure.
        let closure = try parseClosure()
        base = ExprSyntax(
          .call(base, [], trailingClosure: closure),
          range: SourceRange(start: base.range.start, end: closure.range.end))
      default:
        return base
      }
    }
  }

  /// Postfix `!` and `?` touch the expression before them (`item!`, `item?.name`); with a
  /// space they are a prefix `!` or a ternary's `?`. Out of `parsePostfix` so that its stack
  /// frame, one per nested parenthesis, stays small.
  @inline(never)
  private mutating func takeOptionalPostfix(_ base: inout ExprSyntax) -> Bool {
    guard current.start.offset == base.range.end.offset else { return false }
    if at(.question), peek(1).kind != .dot { return false }
    let mark = advance()
    let range = SourceRange(start: base.range.start, end: mark.end)
    base = ExprSyntax(mark.kind == .bang ? .forceUnwrap(base) : .optionalChain(base), range: range)
    return true
  }

  private mutating func parsePrimary() throws(ParseFailure) -> ExprSyntax {
    let token = current
    switch token.kind {
    case .number:
      advance()
      if integerLiterals, token.isInteger, abs(token.number) < 9.0e15 {
        return ExprSyntax(.integer(Int(token.number)), range: token.range)
      }
      return ExprSyntax(.number(token.number), range: token.range)
    case .string:
      advance()
      if let interpolation = texts.interpolation(of: token) {
        return ExprSyntax(
          .interpolatedString(try interpolatedParts(interpolation, in: token)), range: token.range)
      }
      return ExprSyntax(.string(texts.text(of: token)), range: token.range)
    case .identifier:
      advance()
      let kind: ExprKind =
        switch texts.text(of: token) {
        case "true": .bool(true)
        case "false": .bool(false)
        case "nil": .nilLiteral
        default: .identifier(texts.text(of: token))
        }
      return ExprSyntax(kind, range: token.range)
    case .dot:
      advance()
      guard at(.identifier) else { throw failure(.expectedMemberName(found: quoted(current))) }
      let name = advance()
      return ExprSyntax(
        .implicitMember(texts.text(of: name)), range: SourceRange(start: token.start, end: name.end)
      )
    case .leftParen:
      advance()
      let inner = try parseExpression()
      guard at(.rightParen) else {
        throw failure(.expectedClosingParenthesis(found: quoted(current)))
      }
      let close = advance()
      return ExprSyntax(inner.kind, range: SourceRange(start: token.start, end: close.end))
    case .leftBracket:
      try enter()
      defer { depth -= 1 }
      advance()
      var elements: [ExprSyntax] = []
      while !at(.rightBracket) {
        elements.append(try parseExpression())
        guard at(.comma) else { break }
        advance()
      }
      guard at(.rightBracket) else {
        throw failure(.expectedClosingBracket(found: quoted(current)))
      }
      let close = advance()
      return ExprSyntax(.array(elements), range: SourceRange(start: token.start, end: close.end))
    case .backslash:
      return try parseKeyPath()
    case .leftBrace:
      let closure = try parseClosure()
      return ExprSyntax(.closure(closure), range: closure.range)
    default:
      throw failure(.expectedExpression(found: quoted(token)))
    }
  }

  /// `\.layoutDirection`, `\EnvironmentValues.layoutDirection`: the names after the backslash.
  private mutating func parseKeyPath() throws(ParseFailure) -> ExprSyntax {
    let backslash = advance()
    var components: [String] = []
    var end = backslash.end
    if at(.identifier) {
      components.append(texts.text(of: current))
      end = advance().end
    }
    while at(.dot) {
      advance()
      guard at(.identifier) else { throw failure(.expectedMemberName(found: quoted(current))) }
      components.append(texts.text(of: current))
      end = advance().end
    }
    if components.isEmpty { throw failure(.expectedMemberName(found: quoted(current))) }
    return ExprSyntax(.keyPath(components), range: SourceRange(start: backslash.start, end: end))
  }

  // MARK: - Arguments and closures

  /// `( … )` after a view, a modifier or a callee.
  mutating func parseArgumentList() throws(ParseFailure) -> ArgumentListSyntax {
    let open = current
    let (arguments, end) = try parseArguments(closing: .rightParen)
    return ArgumentListSyntax(arguments: arguments, range: SourceRange(start: open.start, end: end))
  }

  /// `label: value, value` up to `closing`, which it consumes; returns where it ended.
  private mutating func parseArguments(
    closing: Token.Kind
  ) throws(ParseFailure) -> ([ArgumentSyntax], SourceLocation) {
    try enter()
    defer { depth -= 1 }
    var arguments: [ArgumentSyntax] = []
    arguments.reserveCapacity(argumentCount(closing: closing))
    advance()
    while !at(closing) {
      var label: Int?
      if at(.identifier), peek(1).kind == .colon {
        label = position
        advance()
        advance()
      }
      let value = try parseExpression()
      // Moved, not copied, into the argument (a copy and its release, 90 instructions).
      if let label {
        arguments.append(
          ArgumentSyntax(
            label: texts.text(of: tokens[label]), labelRange: tokens[label].range,
            value: consume value))
      } else {
        arguments.append(ArgumentSyntax(value: consume value))
      }
      guard at(.comma) else { break }
      advance()
    }
    guard at(closing) else {
      throw failure(
        closing == .rightParen
          ? .expectedClosingParenthesis(found: quoted(current))
          : .expectedClosingBracket(found: quoted(current)))
    }
    return (arguments, advance().end)
  }

  /// How many arguments the list opening at the current token holds, judged from its commas
  /// outside nested brackets: reserved up front, a list takes one allocation where growing it
  /// took one per doubling (two for `frame(width:height:)`). Only the first 64 tokens are
  /// looked at, so nested lists stay linear; a longer list grows from there as before.
  @inline(__always)  // called, it copied the parser's fields first (about 25 instructions)
  private func argumentCount(closing: Token.Kind) -> Int {
    var i = position + 1
    guard i < tokens.count, tokens[i].kind != closing else { return 0 }
    var count = 1
    var depth = 0
    let end = min(tokens.count, i + 64)
    while i < end {
      switch tokens[i].kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace:
        if depth == 0 { return count }
        depth -= 1
      case .comma where depth == 0: count += 1
      case .endOfLine: return count
      default: break
      }
      i += 1
    }
    return count
  }

  /// `{ a, b in body }`, `{ _ in body }`, `{ $0.width }`, `{ }`, or view content
  /// `{ Text("a"); Text("b") }` (a body starting with an upper-case name).
  mutating func parseClosure() throws(ParseFailure) -> ClosureSyntax {
    try enter()
    defer { depth -= 1 }
    let open = advance()
    var parameters: [String] = []
    if let count = parameterClauseLength() {
      for _ in 0..<count {
        let token = advance()
        if token.kind == .identifier, texts.text(of: token) != "in" {
          parameters.append(texts.text(of: token))
        }
      }
    }
    let body: ClosureBody
    if at(.rightBrace) {
      body = .empty
    } else if at(.identifier), let first = texts.text(of: current).utf8.first,
      LineReader.isUpperCase(first)
    {
      body = .views(try parseClosureViews())
    } else {
      body = .expression(try parseExpression())
    }
    guard at(.rightBrace) else { throw failure(.expectedClosingBrace(found: quoted(current))) }
    let close = advance()
    return ClosureSyntax(
      parameters: parameters, body: body, range: SourceRange(start: open.start, end: close.end))
  }

  /// The number of tokens of `a, b in` at the current position, or nil if there is none.
  private func parameterClauseLength() -> Int? {
    var i = position
    while true {
      guard tokens[i].kind == .identifier else { return nil }
      if texts.text(of: tokens[i]) == "in" { return i > position ? i - position + 1 : nil }
      guard tokens[i + 1].kind == .comma || texts.text(of: tokens[i + 1]) == "in" else {
        return nil
      }
      i += tokens[i + 1].kind == .comma ? 2 : 1
    }
  }

  private func span(_ a: ExprSyntax, _ b: ExprSyntax) -> SourceRange {
    SourceRange(start: a.range.start, end: b.range.end)
  }

  /// The parts of an interpolated string; each interpolation is parsed as an expression of
  /// its own (its tokens carry their locations, so errors point inside the string).
  private mutating func interpolatedParts(
    _ interpolation: Interpolation, in token: Token
  ) throws(ParseFailure) -> [StringPart] {
    var parts: [StringPart] = []
    for part in interpolation.parts {
      switch part {
      case .text(let text):
        if !text.isEmpty { parts.append(.text(text)) }
      case .tokens(let tokens):
        let end = tokens.last?.end ?? token.start
        var inner = TokenParser(
          tokens: tokens + [Token(kind: .endOfLine, start: end, end: end)], sink: sink,
          texts: texts)
        inner.depth = depth
        inner.integerLiterals = integerLiterals
        let expression = try inner.parseExpression()
        try inner.expectEndOfLine()
        parts.append(.expression(expression))
      }
    }
    return parts
  }
}
