import Testing

@testable import ViewDSL

/// Bad input: every error at its marker, one run, no cascades, and the tree keeps its shape.
@Suite struct ParserRecoveryTests {
  @Test func tabInIndentationIsReportedOnceAndTheTreeStillParses() {
    let text = "VStack\n1️⃣\tText(\"a\")\n\t\tText(\"b\")\n\tSpacer()\n"
    assertDiagnostics(text, [.init("1️⃣", "tabInIndentation")])
    let syntax = parse(MarkedSource(text).source()).syntax
    #expect(syntax.roots[0].children.map(\.name) == ["Text", "Spacer"])
    #expect(syntax.roots[0].children[0].children.map(\.name) == ["Text"])
  }

  @Test func badDedent() {
    assertDiagnostics(
      "VStack\n    Text(\"a\")\n  1️⃣Text(\"b\")\n  Text(\"c\")\n    Text(\"d\")\n",
      [
        .init(
          "1️⃣", "unindentMismatch", message: "unindent does not match any outer indentation level")
      ])
  }

  @Test func unexpectedIndentationAfterADeclaration() {
    assertDiagnostics("let a = 1\n  1️⃣VStack\n", [.init("1️⃣", "unexpectedIndentation")])
  }

  @Test func unterminatedStringIsOneError() {
    assertDiagnostics(
      "VStack\n  Text(1️⃣\"Hello)\n  Text(\"ok\")\n",
      [.init("1️⃣", "unterminatedString", message: "unterminated string literal")])
  }

  @Test func stringEscapes() {
    assertDiagnostics(
      #"Text("a1️⃣\qb")"#,
      [.init("1️⃣", "invalidEscape", message: #"invalid escape sequence '\q' in string"#)])
    assertDiagnostics(#"Text("1️⃣\u{D800}")"#, [.init("1️⃣", "invalidUnicodeEscape")])
    assertDiagnostics(#"Text("1️⃣\u{}")"#, [.init("1️⃣", "invalidUnicodeEscape")])
    assertDiagnostics("Text(\"n = 1️⃣\\(n\n", [.init("1️⃣", "unterminatedInterpolation")])
  }

  @Test func modifierLineWithoutAView() {
    assertDiagnostics("1️⃣.padding()\nVStack\n", [.init("1️⃣", "modifierWithoutView")])
    assertDiagnostics("VStack\n1️⃣.padding()\n", [.init("1️⃣", "modifierWithoutView")])
    // Under a modifier line there is content, not a view to modify.
    assertDiagnostics(
      "Color.red\n  .overlay()\n    1️⃣.padding()\n", [.init("1️⃣", "modifierWithoutView")])
  }

  @Test func modifierNeedsParenthesesOrBraces() {
    assertDiagnostics(
      "Text(\"a\")1️⃣.bold\n  2️⃣.italic\n",
      [
        .init(
          "1️⃣", "expectedModifierArguments", message: "expected '(' or '{' after modifier 'bold'"),
        .init("2️⃣", "expectedModifierArguments"),
      ])
  }

  @Test func unbalancedBraces() {
    assertDiagnostics("VStack 1️⃣{\n  Text(\"a\")\n", [.init("1️⃣", "unclosedBrace")])
    assertDiagnostics("VStack\n  Text(\"a\")\n1️⃣}\n", [.init("1️⃣", "unmatchedClosingBrace")])
    // A missing `}` before a sibling: one error at the brace that is never closed.
    assertDiagnostics(
      "VStack {\n  Rectangle().overlay 1️⃣{\n    Text(\"a\")\n  Circle()\n}\n",
      [.init("1️⃣", "unclosedBrace")])
    assertDiagnostics("VStack {\n  Text(\"a\")\n  1️⃣}\n", [.init("1️⃣", "braceNotAligned")])
    assertDiagnostics(
      "Text(\"a\").overlay { Circle()1️⃣ \nSpacer()\n", [.init("1️⃣", "expectedClosingBrace")])
  }

  @Test func unbalancedParenthesesAndBrackets() {
    // The unclosed list stops at the next line that is not indented deeper.
    let text = "VStack(spacing: 41️⃣\nText(\"a\")\n"
    assertDiagnostics(
      text,
      [
        .init(
          "1️⃣", "expectedClosingParenthesis",
          message: "expected ')' to close argument list, found end of line")
      ])
    #expect(parse(MarkedSource(text).source()).syntax.roots.count == 2)
    assertDiagnostics("Text(\"a\")1️⃣)\n", [.init("1️⃣", "expectedEndOfLine")])
    assertDiagnostics(
      "Text(\"a\").padding([.top, .leading 1️⃣)\n", [.init("1️⃣", "expectedClosingBracket")])
    assertDiagnostics("Text(\"a\"1️⃣", [.init("1️⃣", "expectedClosingParenthesis")])
  }

  @Test func badExpressions() {
    assertDiagnostics("Text(\"a\").padding(1️⃣)\n", [])
    assertDiagnostics(
      "Text(\"a\").padding(1️⃣,)\n",
      [.init("1️⃣", "expectedExpression", message: "expected an expression, found ','")])
    assertDiagnostics("Text(\"a\").frame(width: 1 + 1️⃣)\n", [.init("1️⃣", "expectedExpression")])
    assertDiagnostics(
      "Text(\"a\").frame(width: 1️⃣.5)\n",
      [.init("1️⃣", "leadingDotNumber", message: "'.5' is not a valid number; write '0.5'")])
    assertDiagnostics("Text(\"a\").frame(width: 1️⃣12abc)\n", [.init("1️⃣", "invalidNumber")])
    assertDiagnostics("Text(\"a\").frame(width: 1️⃣1e)\n", [.init("1️⃣", "invalidNumber")])
    assertDiagnostics("Text(\"a\").frame(width: 1️⃣0x)\n", [.init("1️⃣", "invalidNumber")])
    assertDiagnostics("Text(\"a\").frame(alignment: .1️⃣)\n", [.init("1️⃣", "expectedMemberName")])
    assertDiagnostics(
      "Text(\"a\") 1️⃣~ ~ ~\n",
      [.init("1️⃣", "unexpectedCharacter", message: "unexpected character '~'")])
  }

  @Test func badLines() {
    assertDiagnostics("1️⃣123\n", [.init("1️⃣", "expectedLineStart")])
    assertDiagnostics("let 1️⃣= 3\n", [.init("1️⃣", "expectedDeclarationName")])
    assertDiagnostics("let a 1️⃣3\n", [.init("1️⃣", "expectedEquals")])
    assertDiagnostics("VStack\n  1️⃣struct A: View\n", [.init("1️⃣", "declarationNotAtTopLevel")])
    assertDiagnostics("VStack\n  let a1️⃣\n", [.init("1️⃣", "expectedValue")])
    assertDiagnostics("1️⃣func f() {}\n", [.init("1️⃣", "declarationNeedsSwiftFile")])
  }

  @Test func invalidUTF8StopsAtTheFirstBadByte() {
    let bytes = Array("VStack\n  Té".utf8) + [0xFF, 0x41] + Array("\n  Text(\"\u{0}\")".utf8)
    let (syntax, diagnostics) = parse(SourceFile(name: "t", bytes: bytes))
    #expect(syntax.roots.isEmpty)
    #expect(diagnostics.map(\.id) == ["invalidUTF8"])
    #expect(diagnostics.first?.location == SourceLocation(line: 2, column: 5, offset: 12))
    #expect(diagnostics.first?.message == "file is not valid UTF-8")
    // Overlong encodings, surrogates and truncated sequences are invalid too.
    for bad: [UInt8] in [
      [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      let result = parse(SourceFile(name: "t", bytes: [0x41] + bad))
      #expect(result.diagnostics.first?.location.offset == 1)
    }
  }

  @Test func nulBytes() {
    assertDiagnostics("Text(\"a\")1️⃣\u{0}\n", [.init("1️⃣", "nulCharacter")])
    assertDiagnostics("Text(\"a1️⃣\u{0}\")\n", [.init("1️⃣", "nulCharacter")])
    assertDiagnostics(
      "VStack // 1️⃣\u{0}\u{0}\n  Text(2️⃣\"x)\n",
      [.init("1️⃣", "nulCharacter"), .init("2️⃣", "unterminatedString")])
  }

  @Test func partialLinesKeepTheirChildren() {
    let text = "VStack(spacing: 1️⃣)\n  Text(\"a\")\n    .padding()\n"
    assertDiagnostics(text, [.init("1️⃣", "expectedExpression")])
    let root = parse(MarkedSource(text).source()).syntax.roots[0]
    #expect(root.name == "VStack" && root.children.map(\.name) == ["Text"])
    // A line that could not be parsed at all hides its subtree instead of cascading.
    assertDiagnostics("1️⃣123 {\n  .padding()\n  Text(\"a\")\n}\n", [.init("1️⃣", "expectedLineStart")])
  }

  @Test func severalErrorsInOneRun() {
    let text = """
      let 1️⃣= 2
      VStack(spacing: 2️⃣)
        Text(3️⃣"Hello)
          4️⃣.bold
        Text("ok")
       5️⃣Text("bad dedent")
        Image(systemName: "star").frame(width: 6️⃣.5)
        HStack {
          Text("x")
          .italic()
        }8️⃣}
      9️⃣.padding()
      """
    assertDiagnostics(
      text,
      [
        .init("1️⃣", "expectedDeclarationName"),
        .init("2️⃣", "expectedExpression"),
        .init("3️⃣", "unterminatedString"),
        .init("4️⃣", "expectedModifierArguments"),
        .init("5️⃣", "unindentMismatch"),
        .init("6️⃣", "leadingDotNumber"),
        .init("8️⃣", "expectedEndOfLine"),
        .init("9️⃣", "modifierWithoutView"),
      ])
  }

  @Test func diagnosticsAreSortedByLocation() {
    // The unclosed brace is found at the end of the file but reported at its line.
    let (_, diagnostics) = parse(
      SourceFile(name: "t", text: "VStack {\n  Text(\"a\"\n  Text(\"b\")\n"))
    #expect(diagnostics.map(\.location.offset) == diagnostics.map(\.location.offset).sorted())
    #expect(diagnostics.map(\.id) == ["unclosedBrace", "expectedClosingParenthesis"])
  }
}
