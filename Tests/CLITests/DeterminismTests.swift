import Foundation
import Testing

/// The same input gives the same bytes: whatever the locale, time zone or language settings,
/// and on every run (text measurement included: the examples with text use the bundled font).
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

  /// Ten runs of the example with the most text print the same bytes (the picture, with its
  /// font subsets, too).
  @Test(arguments: ["json", "svg"])
  func sameBytesOnEveryRun(format: String) throws {
    let first = try layoutc(["Examples/FeedCard.view", "--format", format]).standardOutput
    for _ in 0..<10 {
      #expect(try layoutc(["Examples/FeedCard.view", "--format", format]).standardOutput == first)
    }
  }
}
