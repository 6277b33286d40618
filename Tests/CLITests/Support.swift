import Foundation
import Testing

/// The repository's root, found from this file's path (`Tests/CLITests/Support.swift`).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The `layoutc` that `swift test` built: it sits in the build products directory beside the
/// test bundle (this target depends on it, so it is always built first).
let layoutcBinary: URL? = {
  var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("layoutc")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  for argument in CommandLine.arguments.prefix(1) {
    let candidate = URL(fileURLWithPath: argument).deletingLastPathComponent()
      .appendingPathComponent("layoutc")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  return nil
}()

struct Run {
  var standardOutput: String
  var standardError: String
  var status: Int32

  var json: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(standardOutput.utf8))) as? [String: Any]
  }
}

/// Runs the built `layoutc` from the repository root (or `directory`) with `arguments`,
/// optional standard input, and the test process's environment without `NO_COLOR`/`TERM` and
/// the CI variables (`CI`, `GITHUB_ACTIONS`: the tests run the same in CI) plus `environment`.
func layoutc(
  _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
  directory: URL? = nil
) throws -> Run {
  let binary = try #require(layoutcBinary, "layoutc was not found beside the test bundle")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.currentDirectoryURL = directory ?? repositoryRoot
  var env = ProcessInfo.processInfo.environment
  env["NO_COLOR"] = nil
  env["TERM"] = nil
  env["CI"] = nil
  env["GITHUB_ACTIONS"] = nil
  env.merge(environment) { $1 }
  process.environment = env

  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "layoutc-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outURL = scratch.appendingPathComponent("out")
  let errURL = scratch.appendingPathComponent("err")
  let inURL = scratch.appendingPathComponent("in")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((input ?? "").utf8))
  let out = try FileHandle(forWritingTo: outURL)
  let err = try FileHandle(forWritingTo: errURL)
  let stdin = try FileHandle(forReadingFrom: inURL)
  process.standardOutput = out
  process.standardError = err
  process.standardInput = stdin
  try process.run()
  process.waitUntilExit()
  try out.close()
  try err.close()
  try stdin.close()
  return Run(
    standardOutput: try String(contentsOf: outURL, encoding: .utf8),
    standardError: try String(contentsOf: errURL, encoding: .utf8),
    status: process.terminationStatus)
}

func example(_ name: String) throws -> String {
  try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
}

/// The views of a JSON document.
func views(_ run: Run) -> [[String: Any]] {
  (run.json?["views"] as? [[String: Any]]) ?? []
}

func number(_ value: Any?) -> Double? {
  (value as? NSNumber)?.doubleValue
}
