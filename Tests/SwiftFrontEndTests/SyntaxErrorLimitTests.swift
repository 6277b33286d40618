import Testing

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
}
