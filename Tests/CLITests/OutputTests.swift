import Foundation
import Testing

@Suite struct OutputTests {
  @Test func tableOfAnExample() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput == """
        canvas 390×844 @3x, safe area 0,0,0,0, leftToRight, iOS 26
        VIEW         LINE:COL    X    Y  WIDTH  HEIGHT  ID
        Color        6:1       145  397    100      50  swatch
        ├─ .frame    7:3       145  397    100      50
        └─ .padding  8:3       135  387    120      70

        """)
  }

  @Test func jsonOfAnExampleAnswersJqStyleQueries() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--format", "json"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let document = try #require(run.json)
    #expect(number(document["schemaVersion"]) == 1)
    // jq '.views[] | select(.id != null) | .id'
    let named = views(run).filter { $0["id"] != nil }
    #expect(named.compactMap { $0["id"] as? String } == ["swatch"])
    let swatch = try #require(named.first)
    #expect(
      [swatch["x"], swatch["y"], swatch["width"], swatch["height"]].map(number) == [
        145, 397, 100, 50,
      ])
    // jq '.views[0].modifiers | map(.name)'
    let modifiers = (swatch["modifiers"] as? [[String: Any]]) ?? []
    #expect(modifiers.compactMap { $0["name"] as? String } == ["frame", "padding"])
    #expect([modifiers.last?["x"], modifiers.last?["y"]].map(number) == [135, 387])
    #expect(run.standardOutput.hasSuffix("}\n"))
  }

  @Test func standardInputIsNamedDash() throws {
    let source = try example("PaddedSwatch.view")
    let fromFile = try layoutc(["Examples/PaddedSwatch.view", "--format", "json"])
    let fromStdin = try layoutc(["-", "--format", "json"], input: source)
    #expect(fromStdin.status == 0)
    #expect(fromStdin.standardOutput == fromFile.standardOutput)
  }

  @Test func diagnosticsOfStandardInputSayStdin() throws {
    let run = try layoutc(["-"], input: "Colr.red\n")
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("<stdin>:1:1: error: "))
  }

  @Test func missingFileIsAnInputError() throws {
    let run = try layoutc(["Examples/NoSuchFile.view"])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "error: cannot read 'Examples/NoSuchFile.view': No such file or directory; "
        + "give a .view file, or - to read standard input\n")
  }

  @Test func unreadableFontIsAnInputError() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--font", "/no/such/font.ttf"])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "error: cannot read font '/no/such/font.ttf': No such file or directory; "
        + "--font takes a TrueType or OpenType file (.ttf, .otf)\n")
  }

  @Test func rightToLeftMirrorsTrailing() throws {
    let run = try layoutc([
      "Examples/BottomTrailing.view", "--format", "json", "--layout-direction", "rtl",
    ])
    #expect(run.status == 0)
    let canvas = run.json?["canvas"] as? [String: Any]
    #expect(canvas?["layoutDirection"] as? String == "rightToLeft")
    let badge = try #require(views(run).first)
    #expect([badge["x"], badge["y"]].map(number) == [0, 804])
  }

  @Test func deepNestingDoesNotOverflowTheStack() throws {
    let depth = 20_000
    let source = "Color.red\n" + String(repeating: "  .padding(0)\n", count: depth)
    let run = try layoutc(["-", "--format", "json"], input: source)
    #expect(run.status == 0, "\(run.standardError.prefix(500))")
    let modifiers = (views(run).first?["modifiers"] as? [Any]) ?? []
    #expect(modifiers.count == depth)
  }
}
