import LayoutDiff
import LayoutOutput

extension LayoutCommand {
  /// `layoutc diff OLD.json NEW.json`: the semantic diff of two outputs of `--format json`
  /// (JSON Lines pair up line by line, each pair under its combination's title), or with
  /// `text` their unified diff. Exit 0 when they are the same layout, 1 when not, 2 when a file
  /// cannot be read or is not layoutc's JSON.
  public static func runDiff(old: String, new: String, style: GoldenOptions.DiffStyle)
    -> RunOutcome
  {
    var read: [(bytes: [UInt8], documents: [LayoutDocument])] = []
    for path in [old, new] {
      let bytes: [UInt8]
      switch FileReader.read(path: path, maximumSize: maximumSourceSize) {
      case .success(let b): bytes = b
      case .failure(let failure):
        let error = CommandLineError.unreadableExpected(path, reason: failure.reason)
        return RunOutcome(
          standardError: "error: cannot read '\(path)': \(failure.reason)\n",
          exitCode: error.exitCode)
      }
      switch LayoutDocument.read(bytes) {
      case .success(let documents): read.append((bytes, documents))
      case .failure(let error):
        return RunOutcome(
          standardError: "error: '\(path)' is not layoutc's JSON output: \(error)\n",
          exitCode: ExitStatus.inputError)
      }
    }
    if style == .text {
      let text = UnifiedDiff.diff(
        expected: String(decoding: read[0].bytes, as: UTF8.self),
        actual: String(decoding: read[1].bytes, as: UTF8.self), expectedName: old,
        actualName: new)
      return RunOutcome(
        standardOutput: text,
        exitCode: read[0].bytes == read[1].bytes ? ExitStatus.success : ExitStatus.difference)
    }
    let (a, b) = (read[0].documents, read[1].documents)
    var output = ""
    var different = a.count != b.count
    for index in 0..<min(a.count, b.count) {
      let diff = SemanticDiff(old: a[index], new: b[index])
      if a.count > 1 || b.count > 1 {
        let title = b[index].combination ?? a[index].combination ?? "document \(index + 1)"
        output += (index > 0 ? "\n" : "") + "== \(title) ==\n"
        if diff.isEmpty { output += "no change\n" }
      }
      output += diff.text
      different = different || !diff.isEmpty
    }
    if a.count != b.count {
      output += "\(old) holds \(a.count) documents, \(new) \(b.count)\n"
    }
    return RunOutcome(
      standardOutput: output, exitCode: different ? ExitStatus.difference : ExitStatus.success)
  }
}
