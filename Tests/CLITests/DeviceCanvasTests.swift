import Foundation
import Testing

/// A safe-area screen laid out on a device preset by the built binary, frames checked by hand,
/// and every example's `// layoutc:` header handed to the binary as `make golden` hands it.
@Suite struct DeviceCanvasTests {
  /// The frame of the view with this id: x, y, width, height.
  func frame(_ id: String, in run: Run) throws -> [Double?] {
    let view = try #require(views(run).first { $0["id"] as? String == id }, "no view '\(id)'")
    return [view["x"], view["y"], view["width"], view["height"]].map(number)
  }

  /// Examples/SafeAreaScreen.view on an iPhone 16 Pro (402 × 874, safe area top 62, bottom 34).
  @Test func safeAreaScreenOnAnIPhone16Pro() throws {
    let run = try layoutc([
      "Examples/SafeAreaScreen.view", "--device", "iPhone 16 Pro", "--format", "json",
    ])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let safeArea = try #require(
      (run.json?["canvas"] as? [String: Any])?["safeArea"] as? [String: Any])
    #expect(
      ["top", "leading", "bottom", "trailing"].map { number(safeArea[$0]) } == [62, 0, 34, 0])
    // The root is proposed the safe rectangle, 402 × 778; the toolbar (a 34.333-tall button
    // padded by 8) takes 50.333 at its bottom; the scroll view the rest, from y 62.
    #expect(try frame("scroll", in: run) == [0, 62, 402, 727.667])
    #expect(try frame("add", in: run) == [292.333, 797.667, 93.667, 34.333])
    // Content at the scroll view's top, padded by 16; cards 140 + 12 apart.
    #expect(try frame("card1", in: run) == [16, 78, 370, 140])
    #expect(try frame("card2", in: run) == [16, 230, 370, 140])
    // The background touches the safe rectangle's top and bottom and ignores the safe area:
    // the whole screen.
    #expect(try frame("screenBackground", in: run) == [0, 0, 402, 874])
  }

  /// An explicit --safe-area overrides the preset's (size and scale stay the device's).
  @Test func explicitSafeAreaOverridesThePreset() throws {
    let run = try layoutc([
      "Examples/SafeAreaScreen.view", "--device", "iPhone 16 Pro", "--safe-area", "0,0,0,0",
      "--format", "json",
    ])
    #expect(run.status == 0)
    let canvas = try #require(run.json?["canvas"] as? [String: Any])
    #expect([canvas["width"], canvas["height"], canvas["scale"]].map(number) == [402, 874, 3])
    // The whole screen is safe: 874 − 50.333 for the scroll view, the toolbar at the bottom.
    #expect(try frame("scroll", in: run) == [0, 0, 402, 823.667])
    #expect(try frame("add", in: run) == [292.333, 831.667, 93.667, 34.333])
    #expect(try frame("card1", in: run) == [16, 16, 370, 140])
    #expect(try frame("screenBackground", in: run) == [0, 0, 402, 874])
  }

  /// The flags of each example's header, split by the shell's rules (as `xargs` does in
  /// `make golden`) and given to the binary, reproduce the golden the golden tests compare with.
  @Test func everyExampleHeaderReproducesItsGoldenThroughTheBinary() throws {
    let folder = repositoryRoot.appendingPathComponent("Examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".view")
    }.sorted()
    var withHeaders = 0
    for name in names {
      let source = try example(name)
      let firstLine =
        source.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      var flags: [String] = []
      if firstLine.hasPrefix("// layoutc:") {
        withHeaders += 1
        flags = shellWords(String(firstLine.dropFirst("// layoutc:".count)))
      }
      let golden = "Examples/" + name.dropLast(".view".count) + ".json"
      let run = try layoutc(["Examples/\(name)"] + flags + ["--format", "json", "--check", golden])
      #expect(
        run.status == 0,
        "layoutc Examples/\(name) \(flags) --check \(golden):\n\(run.standardError)")
    }
    #expect(withHeaders >= 4, "the device, width and safe-area examples have headers")
  }

  /// Spaces separate words; single or double quotes group them (no escapes), as xargs reads them.
  func shellWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == " " || character == "\t" {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
