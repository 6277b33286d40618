import Testing
import ViewDSL

@testable import SwiftFrontEnd

/// A file's syntax errors are worded up to `SyntaxErrors.limit`, then counted: wording each one
/// walks back over its line, so a long line of garbage cost the square of its length (a 4 KB
/// line: 774 errors, 5.5 s in a debug build; now 0.13 s).
@Suite struct SyntaxErrorLimitTests {
  /// A preview, then 3,000 words on one line at the top level: consecutive statements without
  /// `;`, an error after each word but the last (2,999; the first right after "w0rd", at
  /// column 5 of line 4). Twenty are worded, in order, then one error counts the rest.
  @Test func aLineOfGarbageStopsAtTheLimit() {
    let source = "#Preview {\n  Color.red\n}\n" + String(repeating: "w0rd ", count: 3_000)
    let out = layOutSwift([source])
    let syntax = out.messages.filter { !$0.contains("cannot find") }
    #expect(syntax.count == SyntaxErrors.limit + 1)
    #expect(
      syntax.first == "4:5 consecutive statements on a line must be separated by newline or ';'")
    #expect(syntax.last?.contains("more syntax errors in this file") == true)
  }

  /// Under the limit every error is worded from the whole file, as swift-syntax words them.
  @Test func aFewErrorsAreAllWorded() {
    let source = "#Preview {\n  Text(\"a\"\n  Color.red\n}"
    let out = layOutSwift([source])
    #expect(out.messages == ["2:11 expected ')' to end function call"])
  }

  /// A file that is not UTF-8 is one error at its first ill-formed byte, as a `.view` file's
  /// is, and is read as empty. The next file is still read, its offsets starting after the
  /// first's 5 bytes and a separator.
  @Test func aFileThatIsNotUTF8IsReportedNotParsed() {
    let bad = SourceFile(name: "F0.swift", bytes: Array("g ".utf8) + [0x96] + Array("= ".utf8))
    let good = SourceFile(name: "F1.swift", text: "#Preview { Color.red }")
    let read = SwiftProgramReader.read([bad, good])
    #expect(read.diagnostics.map(\.message) == ["file is not valid UTF-8"])
    #expect(read.diagnostics.first?.location == SourceLocation(line: 1, column: 3, offset: 2))
    #expect(read.bases == [0, 6])
    #expect(read.program.previews.count == 1)
  }

  /// An invalid character between a space and `=`: swift-syntax's diagnostics offer to insert
  /// the space the `=` lacks, which is there, with a Fix-It of no change, and stopped the
  /// process (found by `make fuzz`). Now every error is worded: the character at column 3, the
  /// `=` at column 4, the missing value after it at column 6.
  @Test func anInvalidCharacterBeforeAnEqualSignIsWorded() {
    let read = SwiftProgramReader.read([SourceFile(name: "F0.swift", text: "e \u{E}= ")])
    #expect(
      read.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "1:3 invalid character in source file",
        "1:4 '=' must have consistent whitespace on both sides",
        "1:6 expected expression",
      ])
  }
}
