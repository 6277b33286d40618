import Foundation
import Testing

/// Texts of pieces measured with the real font, through the binary (Text.md §6.1).
@Suite struct TextRunsCLITests {
  static func frames(_ source: String, _ extra: [String] = []) throws -> [[String: Any]] {
    let run = try layoutc(
      ["-", "--format", "json", "--width", "390", "--height", "844"] + extra, input: source)
    #expect(run.status == 0, "\(run.standardError)")
    return views(run)
  }

  /// Body "Total: " then title "$12": one title line, 28 × 2444/2048 = 33.41 → 33.667 at 3×,
  /// first baseline 28 × 1950/2048 = 26.660 → 26.667; the JSON's `text` is the joined string.
  @Test func aLineOfMixedSizes() throws {
    let v = try Self.frames("Text(\"Total: \") + Text(\"$12\").font(.title)\n")
    #expect(v[0]["text"] as? String == "Total: $12")
    #expect(number(v[0]["height"]) == 33.667)
    #expect(number(v[0]["firstBaseline"]).map { abs($0 - 26.667) < 0.001 } == true)
  }

  /// Bold emphasis is wider than the same words in the regular face; the height is one body
  /// line (20.287 → 20.333) either way.
  @Test func markdownEmphasisIsMeasuredBold() throws {
    let v = try Self.frames(
      "VStack\n  Text(\"Tap **Save** to keep\")\n  Text(verbatim: \"Tap Save to keep\")\n")
    let emphasised = try #require(number(v[1]["width"]))
    let plain = try #require(number(v[2]["width"]))
    #expect(emphasised > plain)
    #expect(number(v[1]["height"]) == 20.333)
  }

  /// A symbol in a text: one em (17) plus " 4.5"; a symbol alone is 17 wide.
  @Test func symbolsInText() throws {
    let v = try Self.frames(
      "VStack\n  Text(\"\\(Image(systemName: \"star\"))\")\n  Text(\"\\(Image(systemName: \"star\")) 4.5\")\n  Text(\" 4.5\")\n"
    )
    #expect(number(v[1]["width"]) == 17)
    let both = try #require(number(v[2]["width"]))
    let rest = try #require(number(v[3]["width"]))
    #expect(abs(both - (17 + rest)) <= 1.0 / 3 + 1e-9)
  }
}

/// `--fallback-font`: characters the bundled font lacks are measured with another font's
/// advances instead of empty boxes, and only then without a warning.
@Suite struct FallbackFontCLITests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  @Test func missingCharactersWarnUntilAFallbackHasThem() throws {
    let source = "Text(\"שלום\")\n"
    let bare = try layoutc(
      ["-", "--format", "json", "--width", "390", "--height", "844"], input: source)
    #expect(bare.status == 0)
    #expect(
      bare.standardError.contains(
        "warning: the text has characters the measuring font lacks ('שלום')"))
    // Installed by `make setup-test` (fonts-dejavu-core).
    try #require(FileManager.default.fileExists(atPath: Self.dejaVu))
    let fallback = try layoutc(
      [
        "-", "--format", "json", "--width", "390", "--height", "844", "--fallback-font",
        Self.dejaVu,
      ],
      input: source)
    #expect(fallback.status == 0)
    #expect(fallback.standardError.isEmpty)
    #expect(number(views(fallback)[0]["width"]) != number(views(bare)[0]["width"]))
  }

  @Test func anUnreadableFallbackIsAnInputError() throws {
    let run = try layoutc(
      ["-", "--fallback-font", "/nonexistent.ttf", "--width", "390", "--height", "844"],
      input: "Text(\"a\")\n")
    #expect(run.status == 2)
    #expect(run.standardError.contains("/nonexistent.ttf"))
  }
}
