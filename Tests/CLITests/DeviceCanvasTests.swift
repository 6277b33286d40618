import Foundation
import Testing

/// A safe-area screen laid out on a device preset by the built binary, frames checked by hand,
/// and every example checked against its golden with `layoutc check Examples/`.
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

  /// `layoutc check Examples/` through the binary, as CI would run it: every example on the
  /// canvases of its `// layoutc:` header, and every preview of the apps on the iPhone 16 Pro
  /// of `Examples/Apps/layoutc.json`, equals its golden in `__Layouts__` (recorded by
  /// `make golden`, `layoutc record Examples/`); none is changed, new, stale or an error. A
  /// failure shows check's output, the change view by view.
  @Test func checkExamplesFindsEveryGoldenUnchanged() throws {
    let run = try layoutc(["check", "Examples/"])
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let failing = lines.filter { line in
      ["changed", "new", "stale", "error"].contains { line.hasPrefix($0 + " ") }
    }
    #expect(
      run.status == 0 && failing.isEmpty,
      "layoutc check Examples/ exited with \(run.status):\n\(run.standardOutput)\(run.standardError)"
    )
    // Every example is checked (and each app's previews), not just some.
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".view") }
    for name in examples {
      #expect(
        lines.contains { $0.hasPrefix("unchanged  Examples/\(name) · ") },
        "layoutc check Examples/ did not check Examples/\(name)")
    }
    for app in ["Orders", "Settings", "Standup"] {
      #expect(lines.contains { $0.hasPrefix("unchanged  Examples/Apps/\(app)/") })
    }
  }
}
