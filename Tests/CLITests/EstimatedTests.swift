import Foundation
import Testing

/// `"estimated": true` marks exactly the views whose own size rests on an unmeasured constant
/// (JSON.md, "Estimates"; Layout.md's open questions).
@Suite struct EstimatedTests {
  @Test func onlyViewsSizedByUnmeasuredConstantsAreMarked() throws {
    let source = """
      VStack
        Image(systemName: "star")
        Color.red
        Text("a")
        Stepper("Count", value: 1)
        Toggle("On", isOn: true)
        ProgressView(value: 0.5)
        Button("Small") { }
          .buttonStyle(.bordered)
          .controlSize(.small)
        Button("Regular") { }
          .buttonStyle(.bordered)
      """
    let run = try layoutc(
      ["-", "--format", "json", "--width", "390", "--height", "844"], input: source)
    #expect(run.status == 0, "\(run.standardError)")
    let marked = views(run).map { ($0["type"] as? String ?? "", $0["estimated"] as? Bool) }
    #expect(
      marked.map(\.0) == [
        "VStack", "Image", "Color", "Text", "Stepper", "Toggle", "ProgressView", "Button", "Button",
      ])
    #expect(marked.map(\.1) == [nil, true, nil, nil, true, nil, true, true, nil])
  }
}
