/// What `check` and `record` print: one line per screen and canvas in the plan's order, each
/// change's lines under it, the stale goldens, GitHub Actions annotations when asked, and a
/// summary (`48 unchanged, 2 changed, 1 new`). Standard error holds each distinct diagnostic
/// once, in order.
struct GoldenReport {
  var mode: GoldenOptions.Mode
  var items: [GoldenItem]
  var results: [GoldenResult]
  var stale: [String]
  /// `record`: the items whose golden was written, and the stale goldens deleted.
  var recorded: Set<Int> = []
  var deleted: Set<String> = []
  /// Files that could not be written or deleted.
  var failures: [String] = []

  /// The status word of an item.
  func word(_ index: Int) -> String {
    switch results[index].status {
    case .unchanged: "unchanged"
    case .changed: recorded.contains(index) ? "updated" : "changed"
    case .new: recorded.contains(index) ? "recorded" : "new"
    case .error: "error"
    }
  }

  static func line(_ word: String, _ text: String) -> String {
    word + String(repeating: " ", count: max(2, 11 - word.count)) + text + "\n"
  }

  func outcome(annotations: Bool) -> RunOutcome {
    var output = ""
    var counts: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let result = results[index]
      let word = word(index)
      counts[word, default: 0] += 1
      var text = item.label
      if recorded.contains(index) {
        text += " → " + item.golden
      } else if result.status == .new {
        text += " (no golden \(item.golden))"
      }
      output += Self.line(word, text)
      guard result.status == .changed else { continue }
      // A unified diff is printed as it is, for tools that read one; the semantic lines are
      // indented under their screen.
      let indent = result.unified ? "" : "    "
      for line in result.diff { output += indent + line + "\n" }
    }
    for path in stale {
      if deleted.contains(path) {
        counts["deleted", default: 0] += 1
        output += Self.line("deleted", path + " (stale)")
      } else {
        counts["stale", default: 0] += 1
        let hint = mode == .record ? "; record --prune deletes it" : ""
        output += Self.line("stale", path + " (no screen lays out to it\(hint))")
      }
    }
    if annotations && mode == .check { output += self.annotations() }
    counts["error"] = nil
    let errors = results.filter { $0.status == .error }.count
    let order =
      mode == .check
      ? ["unchanged", "changed", "new", "stale"]
      : ["unchanged", "updated", "recorded", "stale", "deleted"]
    var summary = order.compactMap { word -> String? in
      let count = counts[word] ?? 0
      return count > 0 || word == "unchanged" ? "\(count) \(word)" : nil
    }
    if errors > 0 { summary.append("\(errors) error" + (errors == 1 ? "" : "s")) }
    output += summary.joined(separator: ", ") + "\n"

    var standardError = ""
    var seen: Set<String> = []
    for result in results where !result.standardError.isEmpty {
      if seen.insert(result.standardError).inserted { standardError += result.standardError }
    }
    standardError += failures.joined()
    let status: Int32
    if errors > 0 || !failures.isEmpty {
      status = ExitStatus.inputError
    } else if mode == .check
      && (results.contains { $0.status != .unchanged } || !stale.isEmpty)
    {
      status = ExitStatus.difference
    } else {
      status = ExitStatus.success
    }
    return RunOutcome(standardOutput: output, standardError: standardError, exitCode: status)
  }
}
