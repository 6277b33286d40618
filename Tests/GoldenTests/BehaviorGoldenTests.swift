import Foundation
import LayoutCommand
import Testing

/// `--behaviors` on every example: the output is valid against the schema and, with the
/// `behavior` keys taken out, is the golden file itself — probing never moves a frame.
@Test(arguments: exampleNames())
func behaviorsChangeNoFrame(_ name: String) throws {
  let golden = try goldenOf(name)
  let outcome = try runExample(name, format: .json) { $0.behaviors = true }.outcome
  #expect(outcome.exitCode == 0)
  let document = try JSON.parse(outcome.standardOutput)
  let errors = outputSchema.validate(document)
  #expect(errors.isEmpty, "not valid against the schema:\n\(errors.joined(separator: "\n"))")
  #expect(outputSchema.undeclaredKeys(document).isEmpty)
  guard case .object(var top) = document, case .array(let views)? = top["views"] else {
    Issue.record("no views")
    return
  }
  var withBehavior = 0
  top["views"] = .array(
    views.map { view in
      guard case .object(var members) = view else { return view }
      if members.removeValue(forKey: "behavior") != nil { withBehavior += 1 }
      return .object(members)
    })
  #expect(withBehavior == views.count, "every view has a behaviour")
  let expected = try JSON.parse(String(contentsOf: golden, encoding: .utf8))
  #expect(
    JSON.object(top) == expected,
    "frames differ from \(goldenName(golden)) with --behaviors")
}

/// Every line of a matrix's JSON Lines is a document valid against the schema, with its
/// `combination` declared there.
@Test func matrixLinesAreValid() throws {
  let files = ["Card.view", "MessageRow.view"].map {
    repositoryRoot.appendingPathComponent("Examples/\($0)").path
  }
  let matrix = Matrix(
    files: files, devices: [nil, "iPhone 16 Pro"], layoutDirections: [.leftToRight, .rightToLeft])
  let outcome = LayoutCommand.runMatrix(
    RunOptions(input: files[0], format: .json, color: .never), matrix, jobs: 2,
    environment: RunEnvironment())
  #expect(outcome.exitCode == 0)
  let lines = outcome.standardOutput.split(separator: "\n")
  #expect(lines.count == 8)
  for line in lines {
    let document = try JSON.parse(String(line))
    #expect(outputSchema.validate(document).isEmpty)
    #expect(outputSchema.undeclaredKeys(document).isEmpty)
    #expect(document["combination"] != nil)
  }
}
