import Testing

@testable import ViewDSL

@Suite struct DiagnosticFormatterTests {
  let unknownView = DiagnosticMessage(
    id: "unknownView", severity: .error, text: "unknown view 'Txt'; did you mean 'Text'?")

  /// A diagnostic at the marker of a marked source.
  func diagnostic(
    _ message: DiagnosticMessage, _ marker: String = "1️⃣", in marked: MarkedSource
  ) -> Diagnostic {
    Diagnostic(message, at: marked.location(marker))
  }

  @Test func plain() {
    let marked = MarkedSource("VStack\n  Text(\"a\")\n    1️⃣Txt(\"Hello\")\n")
    let output = DiagnosticFormatter.format(
      [diagnostic(unknownView, in: marked)], in: SourceFile(name: "Screen.view", text: marked.text),
      color: false)
    #expect(
      output == """
        Screen.view:3:5: error: unknown view 'Txt'; did you mean 'Text'?
         3 |     Txt("Hello")
           |     ^

        """)
  }

  @Test func coloured() {
    let marked = MarkedSource("  1️⃣Txt(\"Hello\")")
    let warning = DiagnosticMessage(id: "w", severity: .warning, text: "unknown modifier 'pading'")
    let note = DiagnosticMessage(id: "n", severity: .note, text: "a note")
    let output = DiagnosticFormatter.format(
      [
        diagnostic(unknownView, in: marked), diagnostic(warning, in: marked),
        diagnostic(note, in: marked),
      ],
      in: SourceFile(name: "<stdin>", text: marked.text), color: true)
    let e = "\u{1B}["
    #expect(
      output == """
        \(e)1m<stdin>:1:3:\(e)0m \(e)1;31merror:\(e)0m unknown view 'Txt'; did you mean 'Text'?
         1 |   Txt("Hello")
           |   \(e)1;32m^\(e)0m
        \(e)1m<stdin>:1:3:\(e)0m \(e)1;35mwarning:\(e)0m unknown modifier 'pading'
         1 |   Txt("Hello")
           |   \(e)1;32m^\(e)0m
        \(e)1m<stdin>:1:3:\(e)0m \(e)1;36mnote:\(e)0m a note
         1 |   Txt("Hello")
           |   \(e)1;32m^\(e)0m

        """)
    let plain = DiagnosticFormatter.format(
      [
        diagnostic(unknownView, in: marked), diagnostic(warning, in: marked),
        diagnostic(note, in: marked),
      ],
      in: SourceFile(name: "<stdin>", text: marked.text), color: false)
    #expect(!plain.contains("\u{1B}"))
    #expect(plain.contains("<stdin>:1:3: warning: unknown modifier 'pading'\n"))
    #expect(plain.contains("<stdin>:1:3: note: a note\n"))
  }

  @Test func gutterFitsTheLargestLineNumber() {
    let marked = MarkedSource(String(repeating: "Spacer()\n", count: 8) + "1️⃣A\n2️⃣B\n")
    let message = DiagnosticMessage(id: "x", severity: .error, text: "bad")
    let output = DiagnosticFormatter.format(
      [diagnostic(message, "1️⃣", in: marked), diagnostic(message, "2️⃣", in: marked)],
      in: marked.source(name: "f"), color: false)
    #expect(output == "f:9:1: error: bad\n  9 | A\n    | ^\nf:10:1: error: bad\n 10 | B\n    | ^\n")
  }

  @Test func tabsBeforeTheCaretAreKeptAndColumnsCountScalars() {
    let marked = MarkedSource("\tText(\"日本\")\t1️⃣x")
    let message = DiagnosticMessage(id: "x", severity: .error, text: "bad")
    let output = DiagnosticFormatter.format(
      [diagnostic(message, in: marked)], in: marked.source(name: "f"), color: false)
    #expect(output == "f:1:13: error: bad\n 1 | \tText(\"日本\")\tx\n   | \t          \t^\n")
  }

  @Test func crlfAndLocationsPastTheEnd() {
    let source = SourceFile(name: "f", text: "A\r\nB\r\n")
    let message = DiagnosticMessage(id: "x", severity: .error, text: "unexpected end of file")
    let atEnd = Diagnostic(message, at: SourceLocation(line: 3, column: 1, offset: 6))
    let beyond = Diagnostic(message, at: SourceLocation(line: 99, column: 7, offset: 1_000))
    let endOfB = Diagnostic(message, at: SourceLocation(line: 2, column: 2, offset: 4))
    #expect(
      DiagnosticFormatter.format([atEnd], in: source, color: false)
        == "f:3:1: error: unexpected end of file\n 3 |\n   | ^\n")
    #expect(
      DiagnosticFormatter.format([beyond], in: source, color: false).hasSuffix(" 99 |\n    | ^\n"))
    #expect(
      DiagnosticFormatter.format([endOfB], in: source, color: false)
        == "f:2:2: error: unexpected end of file\n 2 | B\n   |  ^\n")
    #expect(
      DiagnosticFormatter.format([atEnd], in: SourceFile(name: "e", text: ""), color: false)
        == "e:3:1: error: unexpected end of file\n 3 |\n   | ^\n")
    #expect(DiagnosticFormatter.format([], in: source, color: false) == "")
  }

  @Test func longLinesShowAWindowAroundTheCaret() {
    let prefix = String(repeating: "a", count: 5_000)
    let suffix = String(repeating: "b", count: 5_000)
    let marked = MarkedSource("VStack\n  Text(\"" + prefix + "1️⃣X" + suffix + "\")\n")
    let message = DiagnosticMessage(id: "x", severity: .error, text: "bad")
    let output = DiagnosticFormatter.format(
      [diagnostic(message, in: marked)], in: marked.source(name: "f"), color: false)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "f:2:5009: error: bad")
    #expect(
      lines[1] == " 2 | …" + String(repeating: "a", count: 60) + "X"
        + String(repeating: "b", count: 59) + "…")
    #expect(lines[2] == "   | " + String(repeating: " ", count: 61) + "^")
    // Near the start of the line, only the end is cut.
    let early = MarkedSource("1️⃣" + prefix)
    let start = DiagnosticFormatter.format(
      [diagnostic(message, in: early)], in: early.source(name: "f"), color: false)
    #expect(
      start == "f:1:1: error: bad\n 1 | " + String(repeating: "a", count: 120) + "…\n   | ^\n")
    // At the very end (an end-of-line error), only the start is cut.
    let late = MarkedSource(prefix + "1️⃣")
    let end = DiagnosticFormatter.format(
      [diagnostic(message, in: late)], in: late.source(name: "f"), color: false)
    #expect(
      end == "f:1:5001: error: bad\n 1 | …" + String(repeating: "a", count: 120) + "\n   | "
        + String(repeating: " ", count: 121) + "^\n")
  }

  @Test func invalidUTF8IsShownRepairedWithoutTrapping() {
    let source = SourceFile(
      name: "f", bytes: Array("VStack\n  T".utf8) + [0xFF, 0xC3] + Array("x".utf8))
    let output = DiagnosticFormatter.format(parse(source).diagnostics, in: source, color: false)
    #expect(
      output == "f:2:4: error: file is not valid UTF-8\n 2 |   T\u{FFFD}\u{FFFD}x\n   |    ^\n")
  }

  @Test func parserDiagnosticsRenderEndToEnd() {
    let source = SourceFile(
      name: "Screen.view", text: "VStack\n  Text(\"Hello)\n  Color.red.padding().bold\n")
    let output = DiagnosticFormatter.format(parse(source).diagnostics, in: source, color: false)
    #expect(
      output == """
        Screen.view:2:8: error: unterminated string literal
         2 |   Text("Hello)
           |        ^
        Screen.view:3:22: error: expected '(' or '{' after modifier 'bold'
         3 |   Color.red.padding().bold
           |                      ^

        """)
  }
}
