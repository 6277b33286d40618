/// What one logical line says, for the tree builder.
enum LineSyntax {
  case view(ViewSyntax)
  /// A line starting with `.`; the location is its dot.
  case modifiers([ModifierSyntax], dot: SourceLocation)
  /// A `}` line, with the labelled trailing closures (`} label: {`) and the modifiers
  /// written after the brace (`}.padding()`).
  case closingBrace(SourceLocation, closures: [LabelledClosureSyntax], modifiers: [ModifierSyntax])
  /// `let`/`var` with its attributes: a top-level declaration, a local name among views, or a
  /// component's property, by where it stands; `views` are those of `var x: some View { … }`
  /// written on the line.
  case binding(PropertySyntax, nameRange: SourceRange, views: [ViewSyntax]?)
  /// `struct Name: Protocols`: a component (or model) whose members are the lines under it.
  case component(TypeSyntax)
  /// `} else {` or `} else if … {`: closes the `if` branch's brace and opens the next branch.
  case closingBraceElse(SourceLocation, ViewSyntax)
  /// A line whose start could not be parsed (already reported); lines under it are skipped.
  case invalid
}

/// A `{` (optionally `{ a, b in`) ending a line: a content block.
struct BlockOpener {
  var location: SourceLocation
  var parameters: [String]
  /// The block is a labelled trailing closure's (`} label: {`), the line's last one.
  var isLabelledClosure = false
}

/// Thrown after a parse error has been reported, to abandon the rest of the logical line.
struct ParseFailure: Error {}

/// A recursive-descent parser over the tokens of one logical line. It reports at most one
/// error per line (the sink keeps the first) and hands back what it parsed before the error,
/// so the tree keeps its shape and no follow-on errors appear.
struct TokenParser {
  static let maximumDepth = 256

  var tokens: [Token]
  var position = 0
  var depth = 0
  let sink: DiagnosticSink
  /// Whether the line ends with a block opener (already cut off and replaced by end of line).
  var hasBlock = false
  /// Whether a labelled trailing closure took that block (`Button { } label: {`).
  var blockIsLabelledClosure = false
  /// Integer literals as Swift's `Int` (`.integer`), for a file the interpreter evaluates
  /// (`"\(count)"` prints `3`, not `3.0`); the direct lowering reads numbers as `Double`.
  var integerLiterals = false
  /// The tokens' names and strings, and the file's bytes their offsets index. Read as
  /// `texts.text(of:)`, not through a method of the parser: calling one on a parser being
  /// mutated copied the whole parser first (about 200 instructions a name).
  let texts: TokenTexts

  init(tokens: [Token], sink: DiagnosticSink, texts: TokenTexts) {
    self.tokens = tokens
    self.sink = sink
    self.texts = texts
  }

  /// Starts a new logical line, which the line reader has read into `tokens`. One parser
  /// reads every line of a file: a parser made for each line retained and released the sink
  /// and the texts again (about 100 instructions a line).
  mutating func startLine() {
    position = 0
    depth = 0
    hasBlock = false
    blockIsLabelledClosure = false
  }

  /// How a diagnostic names `token`.
  func quoted(_ token: Token) -> String {
    token.quoted(text: token.kind == .identifier ? texts.text(of: token) : "")
  }

  var current: Token { tokens[position] }
  func peek(_ distance: Int) -> Token { tokens[min(position + distance, tokens.count - 1)] }
  func at(_ kind: Token.Kind) -> Bool { tokens[position].kind == kind }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  /// Reports `message` at the current token and returns the failure to throw.
  func failure(_ message: DiagnosticMessage) -> ParseFailure {
    sink.lineError(message, at: current.start)
    return ParseFailure()
  }

  // MARK: - Lines

  /// Parses a logical line: its block opener (taken off the end first, so a line with an
  /// error still opens its block and its `}` still matches), then the line itself.
  mutating func parseLine() -> (LineSyntax, BlockOpener?) {
    var (line, block) = parseLineSyntax()
    block?.isLabelledClosure = blockIsLabelledClosure
    if blockIsLabelledClosure, case .view(let view) = line, view.labelledClosures.isEmpty {
      line = .invalid  // the closure's parse failed after taking the block
    }
    return (line, block)
  }

  private mutating func parseLineSyntax() -> (LineSyntax, BlockOpener?) {
    let block = takeBlockOpener()
    let first = current
    // Every keyword starts with a lower-case letter and every view with a capital: a view line
    // skips the keyword sets (four hashes of its name).
    let isKeyword =
      first.kind == .identifier && first.literal < 0
      && texts.source[first.start.offset] >= UInt8(ascii: "a")
      && texts.source[first.start.offset] <= UInt8(ascii: "z")
    switch first.kind {
    case .rightBrace:
      advance()
      if at(.identifier), texts.text(of: current) == "else" {
        // `} else {` / `} else if … {`: the next branch, a sibling of the `if` line.
        guard case .view(let branch) = parseStatementLine() else {
          return (.closingBrace(first.start, closures: [], modifiers: []), block)
        }
        return (.closingBraceElse(first.start, branch), block)
      }
      var closures: [LabelledClosureSyntax] = []
      var modifiers: [ModifierSyntax] = []
      do {
        try parseLabelledClosures(into: &closures)
        if !blockIsLabelledClosure { try parseModifierChain(into: &modifiers) }
        try expectEndOfLine()
        if hasBlock, modifiers.isEmpty, !blockIsLabelledClosure {
          sink.lineError(.expectedEndOfLine(found: "'{'"), at: block!.location)
        }
      } catch {}
      return (.closingBrace(first.start, closures: closures, modifiers: modifiers), block)
    case .dot:
      var modifiers: [ModifierSyntax] = []
      do {
        try parseModifierChain(into: &modifiers)
        try expectEndOfLine()
      } catch {}
      return (.modifiers(modifiers, dot: first.start), block)
    case .identifier where isKeyword && Self.statementLineKeywords.contains(texts.text(of: first)):
      return (parseStatementLine(), block)
    case .identifier where isKeyword && Self.unreadStatements.contains(texts.text(of: first)):
      // `for`, `guard` … in a view builder: reported here, with its block kept so its braces
      // still match and the lines under it are skipped.
      sink.lineError(.statementNotSupportedYet(texts.text(of: first)), at: first.start)
      return (.invalid, block)
    case .at:
      return (parseDeclarationLine(), block)
    case .identifier
    where isKeyword
      && (texts.text(of: first) == "let" || texts.text(of: first) == "var"
        || texts.text(of: first) == "struct"
        || texts.text(of: first) == "import"
        || Self.declarationModifiers.contains(texts.text(of: first))
        || Self.swiftOnlyDeclarations.contains(texts.text(of: first))):
      return (parseDeclarationLine(), block)
    // The name's bytes compared in place: decoding it as a `String` to compare cost about 175
    // instructions a view line.
    case .identifier where texts.isIdentifier(first, "Text") && lineHasTopLevelPlus(),
      .leftParen:
      // `Text("a") + Text("b").bold()`, `(Text("a") + Text("b")).font(.title)`.
      do {
        let e = try parseExpression()
        try expectEndOfLine()
        return (.view(Self.textConcatenation(e)), block)
      } catch {
        return (.invalid, block)
      }
    case .identifier:
      let (name, range) = parseViewName()
      var view = ViewSyntax(name: name, nameRange: range)
      do {
        try parseViewRest(into: &view)
        try expectEndOfLine()
      } catch {}
      return (.view(view), block)
    default:
      sink.lineError(.expectedLineStart(found: quoted(first)), at: first.start)
      return (.invalid, block)
    }
  }

  /// Finds `{ [a, b in]` at the end of the line, records it and cuts it off.
  private mutating func takeBlockOpener() -> BlockOpener? {
    var i = tokens.count - 2
    while i >= 0, tokens[i].kind == .identifier || tokens[i].kind == .comma { i -= 1 }
    guard i >= 0, tokens[i].kind == .blockOpen else { return nil }
    let parameters = tokens[(i + 1)..<(tokens.count - 1)]
      .filter { $0.kind == .identifier && texts.text(of: $0) != "in" }.map { texts.text(of: $0) }
    let opener = BlockOpener(location: tokens[i].start, parameters: parameters)
    tokens.removeSubrange((i + 1)..<(tokens.count - 1))
    tokens[i].kind = .endOfLine
    hasBlock = true
    return opener
  }

  mutating func expectEndOfLine() throws(ParseFailure) {
    guard at(.endOfLine) else { throw failure(.expectedEndOfLine(found: quoted(current))) }
  }

  /// Whether a `+` stands outside every bracket on the rest of the line.
  func lineHasTopLevelPlus() -> Bool {
    var depth = 0
    for token in tokens[position...] {
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      case .plus where depth == 0: return true
      case .endOfLine: return false
      default: break
      }
    }
    return false
  }

  /// A concatenated text read as an expression: the `Text` view of its pieces (which the
  /// lowering reads), with the modifiers written on the whole as the view's modifiers.
  static func textConcatenation(_ e: ExprSyntax) -> ViewSyntax {
    var modifiers: [ModifierSyntax] = []
    var whole = e
    while case .call(let callee, let arguments, let closure) = whole.kind,
      case .member(let base, let name) = callee.kind, Self.isConcatenation(base)
    {
      modifiers.insert(.member(name, callee, arguments, closure), at: 0)
      whole = base
    }
    var view = ViewSyntax(
      name: "Text", nameRange: SourceRange(start: e.range.start, end: e.range.start),
      arguments: ArgumentListSyntax(arguments: [ArgumentSyntax(value: whole)], range: whole.range))
    view.modifiers = modifiers
    return view
  }

  /// `a + b`, under any modifiers.
  private static func isConcatenation(_ e: ExprSyntax) -> Bool {
    switch e.kind {
    case .binary(.add, _, _): return true
    case .call(let callee, _, _):
      if case .member(let base, _) = callee.kind { return isConcatenation(base) }
      return false
    default: return false
    }
  }

  // MARK: - Views and modifiers

  /// `Name` or `Name.Member…`: a `.ident` not followed by `(` or `{` is part of the name, so
  /// `Color.primary.opacity(0.3)` is the view `Color.primary` with the modifier `opacity`.
  /// Returns the name and its range, not a new view: a view returned from here was copied
  /// and destroyed on the way out (about 290 instructions a view).
  mutating func parseViewName() -> (name: String, range: SourceRange) {
    let head = position
    advance()
    var last = head
    while at(.dot), peek(1).kind == .identifier, !startsArguments(peek(2)) {
      advance()
      last = position
      advance()
    }
    let name = last == head ? texts.text(of: tokens[head]) : dottedName(from: head, to: last)
    return (name, SourceRange(start: tokens[head].start, end: tokens[last].end))
  }

  /// The identifiers of `Color.red` (name, dot, name…, tokens `head` through `last`) joined by
  /// dots. Decoded from the source's bytes in one piece when the tokens touch (no spaces; not
  /// `#Preview`, which stands for `Group`): appending piece by piece cost about 1,000
  /// instructions a view.
  private func dottedName(from head: Int, to last: Int) -> String {
    let source = texts.source
    let start = tokens[head].start.offset
    let end = tokens[last].end.offset
    var touching = end <= source.count && source[start] != UInt8(ascii: "#")
    var k = head
    while touching, k < last {
      touching = tokens[k].end.offset == tokens[k + 1].start.offset
      k += 1
    }
    if touching { return texts.name(from: start, to: end) }
    var name = texts.text(of: tokens[head])
    for k in (head + 1)...last where tokens[k].kind == .identifier {
      name += "." + texts.text(of: tokens[k])
    }
    return name
  }

  /// Arguments, trailing closure and modifiers after a view's name.
  mutating func parseViewRest(into view: inout ViewSyntax) throws(ParseFailure) {
    if at(.leftParen) { view.arguments = try parseArgumentList() }
    if at(.leftBrace) {
      let closure = try parseClosure()
      if case .views(let views) = closure.body {
        view.children = views
        view.blockParameters = closure.parameters
      } else {
        view.trailingClosure = closure
      }
      try parseLabelledClosures(into: &view.labelledClosures)
    }
    if blockIsLabelledClosure { return }
    try parseModifierChain(into: &view.modifiers)
  }

  /// `label: { views }` repeated after a first trailing closure. A `label:` ending a line
  /// takes the line's cut-off block (`} label: {`), whose views are the lines under it.
  mutating func parseLabelledClosures(into closures: inout [LabelledClosureSyntax])
    throws(ParseFailure)
  {
    while at(.identifier), peek(1).kind == .colon {
      let label = advance()
      advance()
      var closure = LabelledClosureSyntax(label: texts.text(of: label), labelRange: label.range)
      if at(.endOfLine), hasBlock, depth == 0 {
        closures.append(closure)
        blockIsLabelledClosure = true
        return
      }
      guard at(.leftBrace) else {
        throw failure(.expectedLabelledClosure(texts.text(of: label), found: quoted(current)))
      }
      let parsed = try parseClosure()
      if case .views(let views) = parsed.body { closure.views = views }
      if case .expression(let expression) = parsed.body {
        sink.lineError(.expectedView(found: "an expression"), at: expression.range.start)
        throw ParseFailure()
      }
      closures.append(closure)
    }
  }

  /// `.name(args) { closure }` repeated. Closure views become the modifier's content.
  mutating func parseModifierChain(into modifiers: inout [ModifierSyntax]) throws(ParseFailure) {
    while at(.dot) {
      let dot = tokens[position].start
      advance()
      guard at(.identifier) else { throw failure(.expectedMemberName(found: quoted(current))) }
      let name = position
      advance()
      // Built in place in the list: a modifier built aside was copied into it and destroyed
      // (about 250 instructions a modifier).
      modifiers.append(
        ModifierSyntax(
          name: texts.text(of: tokens[name]), nameRange: tokens[name].range, dotLocation: dot))
      do throws(ParseFailure) {
        try parseModifierRest(of: &modifiers[modifiers.count - 1], name: name)
      } catch {
        modifiers.removeLast()  // as if never appended: the line keeps what parsed before it
        throw error
      }
    }
  }

  /// A modifier's arguments and trailing closure, after its name (the token at `name`).
  private mutating func parseModifierRest(of modifier: inout ModifierSyntax, name: Int)
    throws(ParseFailure)
  {
    if at(.leftParen) { modifier.arguments = try parseArgumentList() }
    if at(.leftBrace) {
      let closure = try parseClosure()
      if case .views(let views) = closure.body {
        modifier.content = views
        modifier.blockParameters = closure.parameters
      } else {
        modifier.trailingClosure = closure
      }
    } else if modifier.arguments == nil, !(at(.endOfLine) && hasBlock) {
      sink.lineError(
        .expectedModifierArguments(texts.text(of: tokens[name])), at: modifier.dotLocation)
      throw ParseFailure()
    }
  }

  /// View content in a closure: `Text("a"); Text("b")` (a `;` or just a space between views,
  /// since the newlines inside braces are gone by now).
  mutating func parseClosureViews() throws(ParseFailure) -> [ViewSyntax] {
    var views: [ViewSyntax] = []
    while !at(.rightBrace), !at(.endOfLine) {
      guard at(.identifier) else { throw failure(.expectedView(found: quoted(current))) }
      let (name, range) = parseViewName()
      var view = ViewSyntax(name: name, nameRange: range)
      try parseViewRest(into: &view)
      views.append(view)
      while at(.semicolon) { advance() }
    }
    return views
  }

  /// Whether `token` after a `.ident` makes it a modifier: `(`, `{`, or the cut-off block
  /// opener (`Color.red.overlay {`).
  func startsArguments(_ token: Token) -> Bool {
    token.kind == .leftParen || token.kind == .leftBrace || (token.kind == .endOfLine && hasBlock)
  }
}
