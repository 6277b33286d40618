import Foundation
import Testing

/// `layoutc FILE --format json` writes its document while rendering it, 64 KiB at a time; the
/// bytes are the whole document's, which `--check` renders whole and compares.
@Suite struct StreamedJSONTests {
  /// 1,000 rows of the bench's wide shape: 4,002 views, about 1.25 MB of JSON (19 chunks).
  @Test func streamedOutputIsTheWholeDocument() throws {
    let row = """
          HStack(spacing: 0)
            Color.red.frame(width: 40, height: 40)
            Color.green.frame(height: 40)
            Color.red.frame(width: 20, height: 20)

      """
    let source = "ScrollView\n  VStack(spacing: 0)\n" + String(repeating: row, count: 1_000)
    let run = try layoutc(["-", "--format", "json"], input: source)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput.utf8.count > 1_200_000)
    #expect(views(run).count == 4_002)

    let expected = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-streamed-\(UUID().uuidString).json")
    try Data(run.standardOutput.utf8).write(to: expected)
    defer { try? FileManager.default.removeItem(at: expected) }
    let check = try layoutc(["-", "--format", "json", "--check", expected.path], input: source)
    #expect(check.status == 0)
    #expect(check.standardError == "")
    #expect(check.standardOutput == "")
  }
}
