import Foundation
import LayoutCommand
import LayoutOutput
import Testing

/// Each example traced (`--trace --format json`): the document must be valid against the
/// output schema with no undeclared key, and its views must be exactly the golden's — the
/// trace only watches the layout, it never changes a frame.
@Test(arguments: exampleNames())
func tracedExample(_ name: String) throws {
  let golden = try goldenOf(name)
  let outcome = try runExample(name, format: .json) { $0.trace = true }.outcome
  #expect(outcome.exitCode == 0, "exit status \(outcome.exitCode)")

  let document = try JSON.parse(outcome.standardOutput)
  let errors = outputSchema.validate(document)
  #expect(
    errors.isEmpty,
    "not valid against Schemas/layoutc-output.schema.json:\n\(errors.prefix(20).joined(separator: "\n"))"
  )
  let undeclared = outputSchema.undeclaredKeys(document)
  #expect(undeclared.isEmpty, "keys the schema does not declare: \(undeclared.prefix(20))")

  guard case .object(let traced) = document, case .array(let trace)? = traced["trace"] else {
    Issue.record("no trace array")
    return
  }
  #expect(!trace.isEmpty)
  let expected = try JSON.parse(try String(contentsOf: golden, encoding: .utf8))
  guard case .object(let plain) = expected else { return }
  #expect(
    traced["views"] == plain["views"], "the views differ from \(goldenName(golden))")
  #expect(traced["canvas"] == plain["canvas"])
}

/// The schema's trace entries are checked, not just declared: a valid size, guide and place
/// pass; a wrong event, a key of another event, a bad length and a missing key do not.
@Test func theSchemaChecksTraceEntries() throws {
  func document(_ trace: String) throws -> JSON {
    try JSON.parse(
      """
      {"schemaVersion": 1,
       "canvas": {"width": 390, "height": 844, "scale": 3, "layoutDirection": "leftToRight",
                  "safeArea": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}},
       "views": [], "trace": [\(trace)]}
      """)
  }
  let valid = try document(
    """
    {"event": "size", "depth": 0, "view": 0, "modifier": null, "proposal": {"width": 390, "height": "infinity"},
     "width": 10, "height": 10, "cached": true},
    {"event": "guide", "depth": 1, "view": 0, "modifier": {"index": 0, "name": "padding"},
     "proposal": {"width": null, "height": 0}, "width": 10, "height": 10, "guide": "center", "axis": "horizontal", "value": null},
    {"event": "place", "depth": 0, "view": 0, "modifier": null, "proposal": {"width": 390, "height": 844},
     "x": 190, "y": 417, "width": 10, "height": 10}
    """)
  #expect(outputSchema.validate(valid) == [])
  #expect(outputSchema.undeclaredKeys(valid) == [])

  let broken = try document(
    """
    {"event": "measure", "depth": 0, "view": 0, "modifier": null, "proposal": {"width": 1, "height": 1},
     "width": 1, "height": 1},
    {"event": "place", "depth": 0, "view": 0, "modifier": null, "proposal": {"width": "big", "height": 1},
     "x": 0, "y": 0, "width": 1, "height": 1, "cached": false},
    {"event": "size", "depth": -1, "view": 0, "modifier": {"index": 0}, "proposal": {"width": 1, "height": 1},
     "width": null, "height": 1, "cached": false}
    """)
  let errors = outputSchema.validate(broken).joined(separator: "\n")
  for fragment in [
    "$.trace[0].event", "$.trace[1].proposal.width", "$.trace[1]: must not match",
    "$.trace[2].depth",
    "$.trace[2].modifier: missing 'name'", "$.trace[2].width",
  ] {
    #expect(errors.contains(fragment), "expected an error about \(fragment) in:\n\(errors)")
  }
}
