import Foundation
import Testing

/// `--check EXPECTED` (Documentation/CommandLine.md): byte-for-byte comparison, a unified diff on standard error,
/// exit 1 on a difference, and the expected file is never written.
@Suite struct CheckTests {
  func scratchFile(_ contents: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-check-\(UUID().uuidString).json").path
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func equalOutputExitsZeroAndPrintsNothing() throws {
    let run = try layoutc([
      "Examples/PaddedSwatch.view", "--format", "json", "--check",
      "Examples/__Layouts__/PaddedSwatch.json",
    ])
    #expect(run.status == 0)
    #expect(run.standardOutput == "")
    #expect(run.standardError == "")
  }

  /// A golden with one changed number: the diff names the file, shows the hunk, exit 1; the
  /// file keeps its bytes.
  @Test func differenceIsAUnifiedDiffAndExitOne() throws {
    let golden = try String(
      contentsOfFile: "Examples/__Layouts__/PaddedSwatch.json", encoding: .utf8)
    let edited = golden.replacingOccurrences(of: "\"width\": 120", with: "\"width\": 121")
    let path = try scratchFile(edited)
    let run = try layoutc(["Examples/PaddedSwatch.view", "--format", "json", "--check", path])
    #expect(run.status == 1)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("--- \(path)\n+++ layoutc output\n@@ "))
    #expect(
      run.standardError.contains("\n-          \"width\": 121,\n+          \"width\": 120,\n"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
  }

  /// A missing final newline is a difference too.
  @Test func bytesNotLinesAreCompared() throws {
    let golden = try String(
      contentsOfFile: "Examples/__Layouts__/PaddedSwatch.json", encoding: .utf8)
    let path = try scratchFile(String(golden.dropLast()))
    let run = try layoutc(["Examples/PaddedSwatch.view", "--format", "json", "--check", path])
    #expect(run.status == 1)
  }

  @Test func missingExpectedFileIsAnInputError() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--check", "/nonexistent/expected.json"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("cannot read expected file '/nonexistent/expected.json'"))
  }
}
