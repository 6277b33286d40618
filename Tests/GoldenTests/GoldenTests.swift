import Foundation
import LayoutOutput
import Testing

@testable import LayoutCommand

/// The repository's root, found from this file's path (`Tests/GoldenTests/GoldenTests.swift`).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Every `Examples/*.view`, by file name, sorted; found when the tests run.
func exampleNames() -> [String] {
  let folder = repositoryRoot.appendingPathComponent("Examples")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".view") }.sorted()
}

/// The golden of `Examples/NAME`, where `layoutc record Examples/` writes it:
/// `Examples/__Layouts__/`, named after the example and the canvas of its `// layoutc:` header
/// by `GoldenName`, the executable's code (`Card.json`, `Inbox.iPhone-16-Pro.json`).
func goldenOf(_ name: String) throws -> URL {
  let view = repositoryRoot.appendingPathComponent("Examples/\(name)")
  let flags = try ExampleHeader.flags(in: String(contentsOf: view, encoding: .utf8))
  let combination = Matrix.Combination(
    file: view.path, device: try Matrix.devices(flags.device).first ?? nil,
    dynamicTypeSize: flags.dynamicTypeSize, layoutDirection: flags.layoutDirection)
  let file = GoldenName.file(stem: GoldenName.stem(of: name), combination)
  return repositoryRoot.appendingPathComponent("Examples/__Layouts__/\(file)")
}

/// The golden's path as the messages name it: `Examples/__Layouts__/Card.json`.
func goldenName(_ golden: URL) -> String {
  "Examples/__Layouts__/\(golden.lastPathComponent)"
}

let outputSchema: JSONSchemaValidator = {
  let url = repositoryRoot.appendingPathComponent("Schemas/layoutc-output.schema.json")
  let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "{}"
  return JSONSchemaValidator(root: (try? JSON.parse(text)) ?? .object([:]))
}()

/// Each example, laid out as JSON on the canvas of its `// layoutc:` header (the default canvas,
/// 390 × 844 at scale 3, without one), must equal its golden in `Examples/__Layouts__/` byte
/// for byte and be
/// valid against the output schema. The header's flags are read by `ExampleHeader`, with
/// `CanvasFlags`, the code the executable reads them with. The runner never writes golden
/// files: re-record them on purpose with `make golden`.
///
/// Lays out `Examples/NAME` in `format` with the flags of its `// layoutc:` header (read by
/// `ExampleHeader`, the executable's code); `adjust` adds flags of the test's own.
func runExample(
  _ name: String, format: OutputFormat, adjust: (inout RunOptions) -> Void = { _ in }
) throws -> (source: String, outcome: RunOutcome) {
  let view = repositoryRoot.appendingPathComponent("Examples/\(name)")
  let source = try String(contentsOf: view, encoding: .utf8)
  var options = RunOptions(input: view.path, format: format, color: .never)
  options.canvasFlags = try ExampleHeader.flags(in: source)
  adjust(&options)
  return (source, LayoutCommand.run(options, environment: RunEnvironment()))
}

@Test(arguments: exampleNames())
func example(_ name: String) throws {
  let golden = try goldenOf(name)
  let (source, outcome) = try runExample(name, format: .json)
  #expect(outcome.exitCode == 0, "exit status \(outcome.exitCode)")
  // An example that shows a warning says so with a `// warns:` line; all others are silent.
  if source.contains("\n// warns:") {
    #expect(outcome.standardError.contains(": warning: "), "expected a warning")
    #expect(
      !outcome.standardError.contains(": error: "), "standard error:\n\(outcome.standardError)")
  } else {
    #expect(outcome.standardError == "", "standard error:\n\(outcome.standardError)")
  }

  guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
    Issue.record(
      "\(goldenName(golden)) is missing: record it with `make golden` and check it by hand"
    )
    return
  }
  let diff = UnifiedDiff.diff(
    expected: expected, actual: outcome.standardOutput,
    expectedName: goldenName(golden),
    actualName: "layoutc Examples/\(name) --format json")
  #expect(diff.isEmpty, "output differs from the golden file:\n\(diff)")

  let document = try JSON.parse(outcome.standardOutput)
  let errors = outputSchema.validate(document)
  #expect(
    errors.isEmpty,
    "not valid against Schemas/layoutc-output.schema.json:\n\(errors.joined(separator: "\n"))")
  let undeclared = outputSchema.undeclaredKeys(document)
  #expect(undeclared.isEmpty, "keys the schema does not declare: \(undeclared)")
}

@Suite struct GoldenSetup {
  @Test func thereAreExamplesAndEachHasItsGolden() {
    let names = exampleNames()
    #expect(!names.isEmpty, "no Examples/*.view found under \(repositoryRoot.path)")
    // No golden is left beside the examples: they are all in Examples/__Layouts__/, each of
    // them an example's (`layoutc check Examples/` fails on any other as stale).
    let folder = repositoryRoot.appendingPathComponent("Examples").path
    let besides = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".json")
    }
    #expect(besides.isEmpty, "goldens beside the examples instead of in __Layouts__: \(besides)")
    let goldens = Set(names.compactMap { try? goldenOf($0).lastPathComponent })
    #expect(goldens.count == names.count)
    let recorded =
      (try? FileManager.default.contentsOfDirectory(atPath: folder + "/__Layouts__")) ?? []
    for json in recorded where json.hasSuffix(".json") {
      #expect(goldens.contains(json), "Examples/__Layouts__/\(json) is no example's golden")
    }
  }

  @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
    let valid = try JSON.parse(
      """
      {"schemaVersion": 1,
       "canvas": {"width": 390, "height": 844, "scale": 3, "layoutDirection": "leftToRight",
                  "safeArea": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}},
       "views": [{"index": 0, "parent": null, "type": "Text", "text": "Hi", "line": 1, "column": 1,
                  "x": 0, "y": 0, "width": 10.333, "height": 20, "modifiers": [
                    {"name": "padding", "x": 0, "y": 0, "width": 10, "height": 20}]}]}
      """)
    #expect(outputSchema.validate(valid) == [])
    #expect(outputSchema.undeclaredKeys(valid) == [])

    let broken = try JSON.parse(
      """
      {"schemaVersion": 2,
       "canvas": {"width": 390, "height": 844, "scale": 3, "layoutDirection": "sideways",
                  "safeArea": {"top": 0, "leading": 0, "bottom": 0}},
       "views": [{"index": 0, "parent": "root", "type": "Color", "text": "Hi", "line": 0, "column": 1,
                  "x": 0, "y": 0, "width": -1, "height": true, "modifiers": [{"name": "padding"}],
                  "extra": 1}]}
      """)
    let errors = outputSchema.validate(broken).joined(separator: "\n")
    for fragment in [
      "$.schemaVersion", "$.canvas.layoutDirection", "missing 'trailing'", "$.views[0].parent",
      "$.views[0]: must not match", "$.views[0].line", "$.views[0].width", "$.views[0].height",
      "$.views[0].modifiers[0]: missing 'x'",
    ] {
      #expect(errors.contains(fragment), "expected an error about \(fragment) in:\n\(errors)")
    }
    #expect(outputSchema.undeclaredKeys(broken) == ["$.views[0].extra"])
  }

  @Test func diffsAreUnified() {
    let diff = UnifiedDiff.diff(
      expected: "a\nb\nc\n", actual: "a\nB\nc\n", expectedName: "old", actualName: "new")
    #expect(diff == "--- old\n+++ new\n@@ -1,4 +1,4 @@\n a\n-b\n+B\n c\n \n")
  }
}
