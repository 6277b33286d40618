import Foundation
import Testing

@Suite struct UsageTests {
  @Test(arguments: [
    ["Examples/PaddedSwatch.view", "--scale=-1"],
    ["Examples/PaddedSwatch.view", "--width=-3"],
    ["Examples/PaddedSwatch.view", "--height", "tall"],
    ["Examples/PaddedSwatch.view", "--safe-area", "1,2,3"],
    ["Examples/PaddedSwatch.view", "--safe-area", "1,2,x,4"],
    ["Examples/PaddedSwatch.view", "--layout-direction", "up"],
    ["Examples/PaddedSwatch.view", "--dynamic-type", "huge"],
    ["Examples/PaddedSwatch.view", "--format", "yaml"],
    ["Examples/PaddedSwatch.view", "--color", "sometimes"],
    ["Examples/PaddedSwatch.view", "--no-such-flag"],
    [],
  ])
  func badUsageExits64(arguments: [String]) throws {
    let run = try layoutc(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.contains("Usage: layoutc"), "\(run.standardError)")
  }

  @Test func unknownDeviceNamesCloseOnes() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--device", "iPhone 16 Prp"])
    #expect(run.status == 64)
    #expect(
      run.standardError.contains("unknown device 'iPhone 16 Prp'; did you mean 'iPhone 16 Pro'"))
  }

  @Test func listDevices() throws {
    let run = try layoutc(["--list-devices"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("DEVICE") == true)
    for name in [
      "iPhone SE (3rd generation)", "iPhone 13", "iPhone 14", "iPhone 15", "iPhone 16",
      "iPhone 15 Pro",
      "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17 Pro", "iPad (10th generation)",
      "iPad Pro 13-inch",
    ] {
      #expect(lines.contains { $0.hasPrefix(name + "  ") }, "\(name) is not listed")
    }
    let sixteenPro = lines.first { $0.hasPrefix("iPhone 16 Pro  ") }.map(String.init) ?? ""
    #expect(
      sixteenPro.split(separator: " ", omittingEmptySubsequences: true).suffix(5).joined(
        separator: " ")
        == "iphone-16-pro 402 874 3 62,0,34,0")
  }

  @Test func devicePresetSetsTheCanvas() throws {
    for name in ["iPhone 16 Pro", "iphone-16-pro", "IPHONE 16 PRO"] {
      let run = try layoutc(["Examples/PaddedSwatch.view", "--format", "json", "--device", name])
      #expect(run.status == 0)
      let canvas = try #require(run.json?["canvas"] as? [String: Any])
      #expect([canvas["width"], canvas["height"], canvas["scale"]].map(number) == [402, 874, 3])
      let safeArea = try #require(canvas["safeArea"] as? [String: Any])
      #expect(
        ["top", "leading", "bottom", "trailing"].map { number(safeArea[$0]) } == [62, 0, 34, 0])
      // Centred in the safe rectangle: x = (402 − 120) / 2, y = 62 + (874 − 62 − 34 − 70) / 2.
      let padding = ((views(run).first?["modifiers"] as? [[String: Any]]) ?? []).last
      #expect([padding?["x"], padding?["y"]].map(number) == [141, 416])
    }
  }

  @Test func explicitFlagsOverrideThePreset() throws {
    let run = try layoutc([
      "Examples/PaddedSwatch.view", "--format", "json", "--device", "iPhone 16 Pro",
      "--width", "500", "--scale", "2", "--safe-area", "10,0,0,0",
    ])
    #expect(run.status == 0)
    let canvas = try #require(run.json?["canvas"] as? [String: Any])
    #expect([canvas["width"], canvas["height"], canvas["scale"]].map(number) == [500, 874, 2])
    let safeArea = try #require(canvas["safeArea"] as? [String: Any])
    #expect(
      ["top", "leading", "bottom", "trailing"].map { number(safeArea[$0]) } == [10, 0, 0, 0])
  }

  @Test func helpAndVersion() throws {
    let help = try layoutc(["--help"])
    #expect(help.status == 0)
    for fragment in [
      "USAGE: layoutc", "--device <name>", "--safe-area <top,leading,bottom,trailing>",
      "Exit status",
    ] {
      #expect(help.standardOutput.contains(fragment))
    }
    let version = try layoutc(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "0.1.0\n")
  }
}
