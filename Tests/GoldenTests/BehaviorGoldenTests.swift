import Foundation
import LayoutCommand
import Testing

/// `--behaviors` on every example: the output is valid against the schema and, with the
/// `behavior` keys taken out, is the golden file itself — probing never moves a frame.
@Test(arguments: exampleNames())
func behaviorsChangeNoFrame(_ name: String) throws {
  let view = repositoryRoot.appendingPathComponent("Examples/\(name)")
  let golden = view.deletingPathExtension().appendingPathExtension("json")
  let source = try String(contentsOf: view, encoding: .utf8)
  var options = RunOptions(input: view.path, format: .json, color: .never)
  try ExampleHeader.flags(in: source).apply(to: &options)
  options.behaviors = true
  let outcome = LayoutCommand.run(options, environment: RunEnvironment())
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
  top["views"] = .array(views.map { view in
    guard case .object(var members) = view else { return view }
    if members.removeValue(forKey: "behavior") != nil { withBehavior += 1 }
    return .object(members)
  })
  #expect(withBehavior == views.count, "every view has a behaviour")
  let expected = try JSON.parse(String(contentsOf: golden, encoding: .utf8))
  #expect(JSON.object(top) == expected, "frames differ from Examples/\(golden.lastPathComponent) with --behaviors")
}
