import Testing

@testable import ViewDSL

/// Limits that keep hostile input cheap, and one error per broken line.
@Suite struct HostileInputTests {
  /// A line over 100,000 bytes is one error at the column where it crosses the limit (here:
  /// `Text("` is 6 scalars, then 'é' is one scalar but two bytes, so byte 100,000 is reached
  /// at scalar column 1 + 6 + 49,997 = 50,004); the line is then read as blank, so the next
  /// line is the file's one root and nothing else is reported.
  @Test func overlongLineIsOneErrorAtTheLimit() {
    let long = "Text(\"" + String(repeating: "é", count: 60_000) + "\")\nColor.red\n"
    let result = compile(SourceFile(name: "t", text: long))
    #expect(result.diagnostics.map(\.id) == ["lineTooLong"])
    #expect(result.diagnostics.first?.location.line == 1)
    #expect(result.diagnostics.first?.location.column == 50_004)
  }

  /// An unterminated string is reported once: no "missing argument" echo on the same line.
  @Test func brokenLineGivesOneError() {
    assertCompileDiagnostics(
      "Text(1️⃣\"abc\n", [.init("1️⃣", "unterminatedString")])
  }
}
