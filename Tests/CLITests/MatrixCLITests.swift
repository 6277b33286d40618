import Foundation
import Testing

/// Matrices through the real binary : several files and canvases in one run, JSON
/// Lines in a fixed order whatever `--jobs`, titled tables, `--check` over the whole output.
@Suite struct MatrixCLITests {
  static let source = "VStack\n  Text(\"Hello\")\n  Color.red.frame(width: 10, height: 10)\n"

  @Test func jsonLinesOneDocumentPerCombination() throws {
    let run = try layoutc(
      ["-", "--dynamic-type", "small,large", "--layout-direction", "both", "--format", "json"],
      input: Self.source)
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 4)
    var seen: [String] = []
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let c = try #require(object["combination"] as? [String: Any])
      #expect(c["file"] as? String == "-")
      seen.append("\(c["dynamicType"]!) \(c["layoutDirection"]!)")
    }
    #expect(
      seen == ["small leftToRight", "small rightToLeft", "large leftToRight", "large rightToLeft"])
  }

  @Test func sameBytesWithOneOrManyJobs() throws {
    let args = [
      "Examples/Card.view", "Examples/MessageRow.view", "--device", "all", "--format", "json",
    ]
    let one = try layoutc(args + ["--jobs", "1"])
    let many = try layoutc(args + ["--jobs", "5"])
    #expect(one.status == 0)
    #expect(one.standardOutput == many.standardOutput)
    #expect(one.standardOutput.split(separator: "\n").count == 22)
  }

  @Test func tablesUnderTitles() throws {
    let run = try layoutc(["-", "--layout-direction", "both"], input: Self.source)
    #expect(
      run.standardOutput.hasPrefix("== - · no device · large · leftToRight ==\ncanvas 390×844"))
    #expect(
      run.standardOutput.contains("\n\n== - · no device · large · rightToLeft ==\ncanvas 390×844"))
  }

  @Test func checkComparesTheWholeOutput() throws {
    let args = ["-", "--layout-direction", "both", "--format", "json"]
    let expected = try layoutc(args, input: Self.source).standardOutput
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "matrix-\(getpid()).jsonl")
    try expected.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try layoutc(args + ["--check", file.path], input: Self.source).status == 0)
    let other = try layoutc(
      args + ["--check", file.path], input: Self.source.replacingOccurrences(of: "10", with: "12"))
    #expect(other.status == 1)
  }

  @Test func badListsAreUsageErrors() throws {
    #expect(try layoutc(["-", "--device", "iPhone 16 Pro,Nokia"], input: Self.source).status == 64)
    #expect(try layoutc(["-", "--dynamic-type", "small,huge"], input: Self.source).status == 64)
    #expect(try layoutc(["-", "--jobs", "0"], input: Self.source).status == 64)
  }

  /// An input error in one file: the others are still printed, the error once, exit 2.
  @Test func anErrorInOneFile() throws {
    let bad = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(getpid()).view")
    try "VStak\n".write(to: bad, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: bad) }
    let run = try layoutc([
      "Examples/Card.view", bad.path, "--layout-direction", "both", "--format", "json",
    ])
    #expect(run.status == 2)
    #expect(run.standardOutput.split(separator: "\n").count == 2)
    #expect(run.standardError.components(separatedBy: "unknown view 'VStak'").count == 2)
  }
}
