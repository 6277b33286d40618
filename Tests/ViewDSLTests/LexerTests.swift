import Testing

@testable import ViewDSL

/// Parses `let x = <source>` and returns the value's expression.
func parsedExpression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> ExprSyntax?
{
  let syntax = parsedSyntax("let x = " + source, sourceLocation: sourceLocation)
  return syntax.declarations.first?.value
}

/// The dump of `source` as an expression.
func dumped(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
  parsedExpression(source, sourceLocation: sourceLocation).map(SyntaxDump.expression) ?? "<none>"
}

func parsedNumber(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> Double?
{
  guard case .number(let value) = parsedExpression(source, sourceLocation: sourceLocation)?.kind
  else { return nil }
  return value
}

func parsedString(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> String?
{
  guard case .string(let value) = parsedExpression(source, sourceLocation: sourceLocation)?.kind
  else { return nil }
  return value
}

@Suite struct LexerTests {
  /// Every punctuation and operator token is named by its own spelling in messages (a `!`
  /// used to be quoted as '?').
  @Test func everyTokenHasItsSpelling() {
    let named: Set<Token.Kind> = [.identifier, .number, .string, .endOfLine, .invalid]
    for kind in Token.Kind.allCases where !named.contains(kind) {
      #expect(Token.spelling[kind] != nil, "\(kind)")
    }
    let bang = Token(
      kind: .bang, start: SourceLocation(line: 1, column: 1, offset: 0),
      end: SourceLocation(line: 1, column: 2, offset: 1))
    #expect(bang.quoted(text: "") == "'!'")
  }

  @Test func numbers() {
    #expect(parsedNumber("12") == 12)
    #expect(parsedNumber("-3.5") == -3.5)
    #expect(parsedNumber("+2") == 2)
    #expect(parsedNumber("1e3") == 1000)
    #expect(parsedNumber("2.5E-1") == 0.25)
    #expect(parsedNumber("0x1F") == 31)
    #expect(parsedNumber("0b101") == 5)
    #expect(parsedNumber("0o17") == 15)
    #expect(parsedNumber("1_000") == 1000)
    #expect(parsedNumber("0.5") == 0.5)
  }

  @Test func strings() {
    #expect(parsedString(#""Hello""#) == "Hello")
    #expect(parsedString(#""""#) == "")
    #expect(parsedString(#""a\nb\tc\rd""#) == "a\nb\tc\rd")
    #expect(parsedString(#""q\"q\'q\\q""#) == "q\"q'q\\q")
    #expect(parsedString(#""nul\0""#) == "nul\0")
    #expect(parsedString(#""\u{1F600}\u{41}""#) == "😀A")
    #expect(parsedString(#""café 日本 // # not comments""#) == "café 日本 // # not comments")
  }

  @Test func literalsAndNames() {
    #expect(dumped("true") == "true")
    #expect(dumped("false") == "false")
    #expect(dumped("nil") == "nil")
    #expect(dumped("d") == "d")
    #expect(dumped("$0") == "$0")
    #expect(dumped("$1.width") == "$1.width")
    #expect(dumped(".leading") == ".leading")
    #expect(dumped("VerticalAlignment.center") == "VerticalAlignment.center")
    #expect(dumped("CGFloat.infinity") == "CGFloat.infinity")
    #expect(dumped("\\.layoutDirection") == "\\layoutDirection")
  }

  @Test func locationsCountScalarsAndBytes() {
    // 'é' is one column and two bytes; the string token starts after it.
    let marked = MarkedSource("let é = 0\nlet x = 1️⃣\"日本\"2️⃣")
    let syntax = parse(marked.source()).syntax
    let value = syntax.declarations.last!.value
    #expect(value.range.start == marked.location("1️⃣"))
    #expect(value.range.end == marked.location("2️⃣"))
  }

  @Test func byteOrderMarkIsSkipped() {
    let syntax = parse(SourceFile(name: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("VStack".utf8)))
    #expect(syntax.diagnostics.isEmpty && syntax.syntax.roots.map(\.name) == ["VStack"])
  }

  @Test func tabsAfterIndentationAreWhitespace() {
    #expect(parsedTree("Text(\"a\")\t.padding(\t4 )") == "Text(\"a\")\n  .padding(4)")
  }
}

@Suite struct ExpressionTests {
  @Test func callsAndArguments() {
    #expect(dumped(".system(size: 20, weight: .bold)") == ".system(size: 20, weight: .bold)")
    #expect(dumped("CGSize(width: 1, height: 2)") == "CGSize(width: 1, height: 2)")
    #expect(dumped("min(a, b)") == "min(a, b)")
    #expect(
      dumped("EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)")
        == "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)")
    #expect(dumped("f()") == "f()")
    #expect(dumped("f(1,)") == "f(1)")
    #expect(dumped("Color.red.opacity(0.5)") == "Color.red.opacity(0.5)")
  }

  @Test func subscriptsArraysRanges() {
    #expect(dumped("d[.trailing]") == "d[.trailing]")
    #expect(dumped("d[explicit: .top]") == "d[explicit: .top]")
    #expect(dumped("[.top, .leading]") == "[.top, .leading]")
    #expect(dumped("[]") == "[]")
    #expect(dumped("1...3") == "(1...3)")
    #expect(dumped("0..<n + 1") == "(0..<(n + 1))")
  }

  @Test func precedenceAndAssociativity() {
    #expect(dumped("1 + 2 * 3") == "(1 + (2 * 3))")
    #expect(dumped("1 - 2 - 3") == "((1 - 2) - 3)")
    #expect(dumped("16/9") == "(16 / 9)")
    #expect(dumped("100 - 8") == "(100 - 8)")
    #expect(dumped("(1 + 2) * 3") == "((1 + 2) * 3)")
    #expect(dumped("-x * 2") == "(-(x) * 2)")
    #expect(dumped("-(1 + 2)") == "-((1 + 2))")
    #expect(dumped("2 * -3") == "(2 * -3)")
    #expect(dumped("d.width / 3") == "(d.width / 3)")
  }

  /// Each comparison token reads as its operator, and `??` chains on either side of one are
  /// right-associative: `a ?? b ?? c <= d ?? 2` is `(a ?? (b ?? c)) <= (d ?? 2)`.
  @Test func comparisonsAndNilCoalescing() {
    for op in ["<", "<=", ">", ">=", "==", "!="] {
      #expect(dumped("a \(op) 2") == "(a \(op) 2)")
    }
    #expect(dumped("a ?? 1") == "a ?? 1")
    guard
      case .comparison(.lessEqual, let left, let right)? =
        parsedExpression("a ?? b ?? c <= d ?? 2")?.kind,
      case .nilCoalescing(let a, let rest) = left.kind,
      case .nilCoalescing(let b, let c) = rest.kind,
      case .nilCoalescing(let d, let two) = right.kind
    else {
      Issue.record("not (a ?? (b ?? c)) <= (d ?? 2)")
      return
    }
    #expect([a, b, c, d, two].map(SyntaxDump.expression) == ["a", "b", "c", "d", "2"])
    // `a` at column 9 of `let x = a ?? …` and `2` at 29 (21 characters on): the comparison
    // spans them, ending past the `2`.
    #expect(left.range.start.column == 9 && right.range.end.column == 30)
  }

  @Test func closures() {
    #expect(
      dumped("HorizontalAlignment { d in d.width / 3 }")
        == "HorizontalAlignment() { d in (d.width / 3) }")
    #expect(dumped("{ length, axis in length * 2 }") == "{ length, axis in (length * 2) }")
    #expect(dumped("{ _ in 0 }") == "{ _ in 0 }")
    #expect(dumped("{ $0 + $1 }") == "{ ($0 + $1) }")
    #expect(dumped("{ }") == "{ }")
    #expect(dumped("{ Text(\"a\"); Circle() }") == "{ Text(\"a\"); Circle() }")
  }

  @Test func ranges() {
    let marked = MarkedSource("let x = 1️⃣f(a, [1, 2])2️⃣ + 1")
    let value = parse(marked.source()).syntax.declarations[0].value
    guard case .binary(.add, let call, _) = value.kind else {
      Issue.record("not a sum")
      return
    }
    #expect(call.range == SourceRange(start: marked.location("1️⃣"), end: marked.location("2️⃣")))
  }

  /// The plain tokens after a non-ASCII string keep counting columns in scalars and offsets
  /// in bytes. `Text("é").frame(width: 12, height: 0x10)`: `é` is column 7 and two bytes
  /// (offsets 6 and 7), so from the closing quote on the offset is the column: the dot at 10,
  /// `frame` at 11, `width` at 17, `12` from 24 to 26; `0x10` (read by `lexNumber`, not the
  /// loop) from 36 to 40, and is 16.
  @Test func plainTokensAfterAWideScalar() {
    let view = parsedSyntax(#"Text("é").frame(width: 12, height: 0x10)"#).roots[0]
    let at = { (column: Int) in ViewDSL.SourceLocation(line: 1, column: column, offset: column) }
    let frame = view.modifiers[0]
    #expect(frame.dotLocation == at(10))
    #expect(frame.nameRange == SourceRange(start: at(11), end: at(16)))
    let arguments = frame.arguments!.arguments
    #expect(arguments[0].labelRange == SourceRange(start: at(17), end: at(22)))
    #expect(arguments[0].value.range == SourceRange(start: at(24), end: at(26)))
    #expect(arguments[1].value.range == SourceRange(start: at(36), end: at(40)))
    guard case .number(let width) = arguments[0].value.kind,
      case .number(let height) = arguments[1].value.kind
    else {
      Issue.record("not numbers")
      return
    }
    #expect(width == 12 && height == 16)
  }

  /// A name or number that reaches the file's last byte is scanned testing for the buffer's
  /// end; before a final newline, without (the newline stops it). Both read `abc` whole and
  /// `12` as 12.
  @Test func aNameOrNumberAtTheEndOfTheFile() {
    for end in ["", "\n"] {
      guard case .identifier(let name) = parsedExpression("abc" + end)?.kind else {
        Issue.record("not a name")
        return
      }
      #expect(name == "abc")
      #expect(parsedNumber("12" + end) == 12)
    }
  }

  /// A line whose parentheses stay open joins the next: `frame(width: 40,` ⏎ `height: 20)` is
  /// one modifier of two arguments, and the `VStack` below it is the next root, not a third
  /// argument. `frame(width: 40))` closes one more than it opens: the reader scans its
  /// brackets and the parser reports the stray `)` (no line is joined to it).
  @Test func openParenthesesJoinLines() {
    let roots = parsedSyntax("Color.red.frame(width: 40,\n  height: 20)\nVStack\n").roots
    #expect(roots.map(\.name) == ["Color.red", "VStack"])
    #expect(roots[0].modifiers[0].arguments?.arguments.map(\.label) == ["width", "height"])
    let (syntax, diagnostics) = parse(
      SourceFile(name: "Test.view", text: "Color.red.frame(width: 40))\nVStack\n"))
    #expect(diagnostics.map(\.location.line) == [1])
    #expect(syntax.roots.map(\.name) == ["Color.red", "VStack"])
  }
}
