import Foundation
import Testing

/// `--trace` and `--trace-view` through the built binary.
@Suite struct TraceTests {
  /// PaddedSwatch: the canvas proposes 390 × 844 to the outermost modifier, `.padding(10)`,
  /// which offers its frame 370 × 824; `.frame(width: 100, height: 50)` answers 100 × 50
  /// without asking the colour (both lengths fixed), so the padding is 120 × 70. Placement:
  /// centred at ((390 − 120) / 2, (844 − 70) / 2) = (135, 387); the frame (asked again, from the
  /// cache) 10 in at (145, 397); the frame proposes its colour 100 × 50 and centres it, asking
  /// its horizontal and vertical centres (no explicit values). Then the table.
  @Test func traceComesBeforeTheTable() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--trace"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let table = try layoutc(["Examples/PaddedSwatch.view"]).standardOutput
    #expect(
      run.standardOutput == """
        EVENT   PROPOSED   SIZE      AT                    VIEW
        size    390 × 844  120 × 70                        Color #swatch 6:1 .padding 8:3
        size    370 × 824  100 × 50                          Color #swatch 6:1 .frame 7:3
        place   390 × 844  120 × 70  135, 387              Color #swatch 6:1 .padding 8:3
        cached  370 × 824  100 × 50                          Color #swatch 6:1 .frame 7:3
        place   370 × 824  100 × 50  145, 397                Color #swatch 6:1 .frame 7:3
        size    100 × 50   100 × 50                            Color #swatch 6:1
        guide   100 × 50   100 × 50  .center (h): default      Color #swatch 6:1
        guide   100 × 50   100 × 50  .center (v): default      Color #swatch 6:1
        place   100 × 50   100 × 50  145, 397                  Color #swatch 6:1

        """ + "\n" + table)
  }

  /// The JSON gains a `trace` array after `views`; everything before it is the plain output.
  @Test func jsonTraceFollowsTheViews() throws {
    let plain = try layoutc(["Examples/PaddedSwatch.view", "--format", "json"]).standardOutput
    let run = try layoutc(["Examples/PaddedSwatch.view", "--format", "json", "--trace"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix(String(plain.dropLast(3)) + ",\n  \"trace\": [\n"))
    let trace = try #require(run.json?["trace"] as? [[String: Any]])
    #expect(trace.count == 9)
    let first = try #require(trace.first)
    #expect(first["event"] as? String == "size")
    #expect((first["modifier"] as? [String: Any])?["name"] as? String == "padding")
    #expect(number((first["proposal"] as? [String: Any])?["width"]) == 390)
    #expect(number(first["width"]) == 120)
    #expect(first["cached"] as? Bool == false)
  }

  /// A VStack probes each child with 0 and ∞ along its axis before sharing out the height;
  /// --trace-view by id keeps the view's events and the VStack's that asked, not the sibling's.
  static let stack = """
    VStack(spacing: 0)
      Text("Hello")
        .padding(16)
        .id("greeting")
      Color.red
        .frame(width: 20, height: 20)
    """

  @Test func stackProbesShowAsProposals() throws {
    let run = try layoutc(["-", "--trace"], input: Self.stack)
    #expect(run.status == 0)
    let rows = run.standardOutput.split(separator: "\n")
    #expect(
      rows.contains { $0.hasPrefix("size    390 × 0 ") && $0.hasSuffix("Color 5:3 .frame 6:5") })
    #expect(
      rows.contains { $0.hasPrefix("size    390 × ∞ ") && $0.hasSuffix("Color 5:3 .frame 6:5") })
    let json = try layoutc(["-", "--trace", "--format", "json"], input: Self.stack)
    let trace = try #require(json.json?["trace"] as? [[String: Any]])
    #expect(
      trace.contains { ($0["proposal"] as? [String: Any])?["height"] as? String == "infinity" })
  }

  @Test func traceViewByIDOrLine() throws {
    let byID = try layoutc(["-", "--trace-view", "greeting"], input: Self.stack)
    #expect(byID.status == 0)
    let trace = byID.standardOutput.components(separatedBy: "\n\n")[0].split(separator: "\n")
      .dropFirst()
    #expect(!trace.isEmpty)
    #expect(
      trace.allSatisfy { $0.hasSuffix("VStack 1:1") || $0.contains("Text \"Hello\" #greeting 2:3") }
    )
    #expect(trace.filter { $0.hasSuffix("VStack 1:1") }.count == 2)  // its size and its placement
    // The padding's line names the same view; so does the view's own line.
    for line in ["2", "3"] {
      let byLine = try layoutc(["-", "--trace-view", line], input: Self.stack)
      #expect(byLine.standardOutput == byID.standardOutput)
    }
    // The JSON keeps each entry's depth in the whole trace.
    let json = try layoutc(
      ["-", "--trace-view", "greeting", "--format", "json"], input: Self.stack)
    let entries = try #require(json.json?["trace"] as? [[String: Any]])
    #expect(entries.allSatisfy { number($0["view"]) == 1 || number($0["depth"]) == 0 })
  }

  @Test(arguments: [
    (
      "nope",
      "error: --trace-view nope: no view has the id 'nope'; give a view's .id, or the line it is written on\n"
    ),
    (
      "99",
      "error: --trace-view 99: no view has the id '99', and no view or layout modifier is on line 99; give a view's .id, or the line it is written on\n"
    ),
  ])
  func unknownTraceViewIsAnInputError(name: String, message: String) throws {
    let run = try layoutc(["-", "--trace-view", name], input: Self.stack)
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError == message)
  }

  @Test func emptyTraceViewIsBadUsage() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--trace-view", ""])
    #expect(run.status == 64)
    #expect(
      run.standardError.hasPrefix(
        "error: --trace-view needs a value; give it a view's .id, or the line it is written on\n"))
  }

  /// ViewThatFits(in: .horizontal) asks its first child for its ideal width (nil) before
  /// choosing; the HStack of three 120-wide buttons answers 8 + 120 × 3 + 8 × 2 … = 376.
  @Test func viewThatFitsProbesShowAsProposals() throws {
    let run = try layoutc([
      "Examples/ViewThatFitsNarrow.view", "--width", "320", "--trace-view", "wide",
    ])
    #expect(run.status == 0)
    let rows = run.standardOutput.split(separator: "\n")
    #expect(rows[1].hasPrefix("size    320 × 844") && rows[1].hasSuffix("ViewThatFits #fits 14:1"))
    #expect(
      rows[2].hasPrefix("size    nil × 844  376 × 44") && rows[2].hasSuffix("HStack #wide 16:3"))
  }

  /// In a matrix every combination's document has its own trace: PaddedSwatch on the default
  /// canvas and in right-to-left, where the padding is placed at the same (135, 387).
  @Test func matrixCombinationsCarryTheirTrace() throws {
    let run = try layoutc([
      "Examples/PaddedSwatch.view", "--layout-direction", "both", "--format", "json", "--trace",
    ])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let trace = try #require(document["trace"] as? [[String: Any]])
      #expect(trace.count == 9)
      #expect(
        trace.contains {
          $0["event"] as? String == "place" && number($0["x"]) == 135 && number($0["y"]) == 387
        })
    }
  }

  @Test func helpDescribesTheTrace() throws {
    let run = try layoutc(["--help"])
    #expect(run.standardOutput.contains("--trace-view <id|line>"))
    #expect(run.standardOutput.contains("--trace"))
    #expect(run.standardOutput.contains("nil asks for the ideal size"))
  }
}
