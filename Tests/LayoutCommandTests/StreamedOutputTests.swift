import LayoutOutput
import Testing

@testable import LayoutCommand

/// A plain JSON run with a `streamedOutput` writes its document there while rendering it,
/// a chunk at a time, and returns nothing on standard output: the document is never held whole.
/// `--check`, errors and runs without one keep the whole-outcome behaviour.
@Suite struct StreamedOutputTests {
  /// What a run wrote to its stream. The run's thread writes it; the test reads it after the
  /// run returned (the run waits for its thread).
  final class Written: @unchecked Sendable {
    var bytes: [UInt8] = []
    var chunks: [Int] = []

    var output: StreamedOutput {
      StreamedOutput { chunk in
        self.bytes.append(contentsOf: chunk)
        self.chunks.append(chunk.count)
        return true
      }
    }
  }

  /// The bench's wide shape: `rows` rows of three colours in a vertical scroll view.
  static func wide(_ rows: Int) -> String {
    let row = """
          HStack(spacing: 0)
            Color.red.frame(width: 40, height: 40)
            Color.green.frame(height: 40)
            Color.red.frame(width: 20, height: 20)

      """
    return "ScrollView\n  VStack(spacing: 0)\n" + String(repeating: row, count: rows)
  }

  func run(_ source: String, _ output: StreamedOutput?, check: String? = nil) -> RunOutcome {
    var options = RunOptions(input: "-", format: .json, color: .never)
    options.checkPath = check
    var environment = RunEnvironment(standardInput: Array(source.utf8))
    environment.streamedOutput = output
    return LayoutCommand.run(options, environment: environment)
  }

  /// 1,000 rows are 4,002 views; each row's four records (an `HStack` and three colours with a
  /// `frame` each) take about 1,250 bytes, so the document is about 1.25 MB: 19 chunks of
  /// 64 KiB. Every byte streamed is the whole run's, and the most the writer ever held at once
  /// (the largest chunk) is at most the chunk size: below it plus one view's record, where a
  /// run that built the whole document first would hand over all 1.25 MB at once.
  @Test func aPlainRunStreamsItsDocumentInChunks() {
    let source = Self.wide(1_000)
    let whole = run(source, nil)
    let written = Written()
    let streamed = run(source, written.output)
    #expect(whole.exitCode == ExitStatus.success)
    #expect(streamed.exitCode == ExitStatus.success)
    #expect(streamed.standardOutput.isEmpty)
    #expect(streamed.standardError == whole.standardError)
    let document = Array(whole.standardOutput.utf8)
    #expect(written.bytes == document)
    #expect(document.count > 1_200_000)
    #expect(written.chunks.count >= document.count / JSONWriter.defaultChunkSize)
    #expect(written.chunks.allSatisfy { $0 <= JSONWriter.defaultChunkSize })
  }

  /// Warnings are collected before rendering and come on standard error after the document:
  /// `Color.red` alone in a vertical scroll view has no height proposed and takes 10 points.
  @Test func warningsStillReachStandardError() {
    let source = "ScrollView\n  Color.red\n"
    let whole = run(source, nil)
    let written = Written()
    let streamed = run(source, written.output)
    #expect(!whole.standardError.isEmpty)
    #expect(streamed.standardError == whole.standardError)
    #expect(streamed.exitCode == whole.exitCode)
    #expect(written.bytes == Array(whole.standardOutput.utf8))
  }

  /// An error stops the run before any output; `--check` compares the whole document and
  /// prints none of it.
  @Test func errorsAndCheckWriteNothingToTheStream() {
    let written = Written()
    let failed = run("Colr.red\n", written.output)
    #expect(failed.exitCode == ExitStatus.inputError)
    #expect(failed.standardError.hasPrefix("<stdin>:1:1: error: "))
    let checked = run("Color.red\n", written.output, check: "/nonexistent/expected.json")
    #expect(checked.exitCode == ExitStatus.inputError)
    #expect(written.chunks.isEmpty)
  }

  /// A failed write drops the rest, as one write of the whole document did: one chunk is
  /// attempted, the next ones are not.
  @Test func afterAFailedWriteTheRestIsDropped() {
    var attempts = 0
    let output = StreamedOutput { _ in
      attempts += 1
      return false
    }
    let outcome = run(Self.wide(1_000), output)
    #expect(outcome.exitCode == ExitStatus.success)
    #expect(attempts == 1)
  }
}
