import Foundation
import Testing

/// The same input gives the same bytes: whatever the locale, time zone or language settings,
/// whatever fonts the system has, with one thread or many, and on every run (text
/// measurement included: the examples with text use the bundled font).
@Suite struct DeterminismTests {
  static let examples = ["FeedCard.view", "MessageRow.view", "PixelRounding.view"]

  @Test(arguments: examples, ["json", "svg"])
  func sameBytesUnderAnyLocale(_ name: String, format: String) throws {
    let reference = try layoutc(["Examples/\(name)", "--format", format])
    #expect(reference.status == 0)
    for environment in [
      ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"],  // dotless i, comma decimals
      ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "TZ": "Pacific/Chatham"],
      ["LANG": "C", "LC_ALL": "POSIX"],
      ["LANG": "ar_SA.UTF-8", "LC_ALL": "ar_SA.UTF-8"],
    ] {
      let run = try layoutc(["Examples/\(name)", "--format", format], environment: environment)
      #expect(run.standardOutput == reference.standardOutput, "\(environment)")
    }
  }

  /// A hundred runs of the example with the most text print the same JSON, and ten the same
  /// picture (with its font subsets). Each run is a new process with a new hash seed, so
  /// anything printed in dictionary order would differ.
  @Test(arguments: ["json", "svg"])
  func sameBytesOnEveryRun(format: String) throws {
    let first = try layoutc(["Examples/FeedCard.view", "--format", format]).standardOutput
    for _ in 0..<(format == "json" ? 100 : 10) {
      #expect(try layoutc(["Examples/FeedCard.view", "--format", format]).standardOutput == first)
    }
  }

  /// A matrix (the examples on every device, both directions) prints the same bytes with one
  /// thread or many, however the threads happen to finish.
  @Test func sameBytesWithAnyNumberOfJobs() throws {
    let arguments =
      Self.examples.map { "Examples/\($0)" }
      + ["--device", "all", "--layout-direction", "both", "--format", "json"]
    let one = try layoutc(arguments + ["--jobs", "1"])
    #expect(one.status == 0)
    for jobs in ["2", "8", "32"] {
      #expect(
        try layoutc(arguments + ["--jobs", jobs]).standardOutput == one.standardOutput,
        "--jobs \(jobs)")
    }
  }

  /// The bundled font is used whatever fonts the system has: none findable (no fontconfig
  /// file, an empty home), or others installed where font lookups search — including a
  /// different font under the bundled file's own name.
  @Test(arguments: examples)
  func sameBytesWithOtherFontsOrNone(_ name: String) throws {
    let reference = try layoutc(["Examples/\(name)", "--format", "json"]).standardOutput
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-fonts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let fonts = home.appendingPathComponent(".fonts")
    let shared = home.appendingPathComponent("share/fonts")
    for folder in [fonts, shared] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // Any other font file the machine has, under Inter's name and its own.
    let other = try FileManager.default.subpathsOfDirectory(atPath: "/usr/share/fonts")
      .first { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
    let impostor = Data(
      try other.map { try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/" + $0)) }
        ?? Data("not a font".utf8))
    for folder in [fonts, shared] {
      try impostor.write(to: folder.appendingPathComponent("Inter-Regular.otf"))
      try impostor.write(to: folder.appendingPathComponent("Other.ttf"))
    }
    for environment in [
      ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("share").path],
      ["HOME": "/nonexistent", "FONTCONFIG_FILE": "/dev/null", "FONTCONFIG_PATH": "/nonexistent"],
    ] {
      let run = try layoutc(["Examples/\(name)", "--format", "json"], environment: environment)
      #expect(run.standardOutput == reference, "\(environment)")
    }
  }
}
