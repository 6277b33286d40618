import LayoutEngine
import Testing
import TextMeasurement

/// Texts of several runs (`Text("a") + Text("b").bold()`, Markdown, interpolated images):
/// each run in its own face, lines broken across runs, each line as tall as its tallest run
/// (Text.md §7). SF's metrics per 2048 em: ascender 1950, descender 494.
@Suite struct RunTests {
  func runs(
    _ measurer: TextMeasurer, _ runs: [TextRun], width: Double? = nil,
    _ style: TextStyle = TextStyle()
  ) -> TextLayoutResult {
    measurer.measure(runs: runs, style: style, proposal: ProposedSize(width: width, height: nil))
  }

  let bold = FontSpec(weight: 700)
  let title = FontSpec(base: .textStyle(.title))

  /// Runs of one font measure exactly as the joined text does, wrapped or not.
  @Test func runsOfOneFontAreTheJoinedText() throws {
    let m = try makeMeasurer()
    let pieces = [
      TextRun(text: "The quick brown ", font: .body), TextRun(text: "fox jumps", font: .body),
    ]
    for width in [nil, 120.0, 60, 0] as [Double?] {
      let single = m.measure(
        "The quick brown fox jumps", style: TextStyle(),
        proposal: ProposedSize(width: width, height: nil))
      #expect(runs(m, pieces, width: width) == single)
    }
  }

  /// "Hello " regular then "World" bold: the regular text up to the space, then bold
  /// "World" (no kerning across runs, whose fonts differ).
  @Test func widthIsTheSumOfTheRuns() throws {
    let m = try makeMeasurer()
    let result = runs(
      m, [TextRun(text: "Hello ", font: .body), TextRun(text: "World", font: bold)])
    // "Hello World" − "World" leaves "Hello " with its space (both measured unrounded as
    // far as the pixel grid allows: within one pixel of the sum).
    let hello = ideal(m, "Hello World").size.width - ideal(m, "World").size.width
    let world = ideal(m, "World", style(bold)).size.width
    #expect(abs(result.size.width - (hello + world)) < 2.0 / 3)
    #expect(result.size.width > ideal(m, "Hello World").size.width)  // bold is wider
    #expect(result.lines == ["Hello World"])
  }

  /// Body then title on one line: the line is the title's, 28 × 2444/2048 = 33.410 → 33.667
  /// at 3×; the first baseline the title's ascender, 28 × 1950/2048 = 26.660 → 26.667.
  @Test func aLineIsAsTallAsItsTallestRun() throws {
    let m = try makeMeasurer()
    let result = runs(
      m, [TextRun(text: "Total: ", font: .body), TextRun(text: "$12", font: title)])
    #expect(same(result.size.height, 33 + 2.0 / 3))
    #expect(same(result.firstBaseline, 26 + 2.0 / 3))
    #expect(result.lineCount == 1)
  }

  /// The title run alone on the first line, body text on the second (and wrapped: the same
  /// rule): 33.410 + 20.287 = 53.697, 161.09 px rounded up to 162 px = 54. The last
  /// baseline: 33.410 + 16.187 (body ascender) + the first baseline's correction
  /// (26.667 − 26.660 = 0.007) = 49.603 → 49.667.
  @Test func eachLineTakesItsOwnRunsHeight() throws {
    let m = try makeMeasurer()
    let result = runs(
      m, [TextRun(text: "Big\n", font: title), TextRun(text: "small words here", font: .body)])
    #expect(result.lineCount == 2)
    #expect(result.lines == ["Big", "small words here"])
    #expect(same(result.size.height, 54))
    #expect(same(result.lastBaseline, 49 + 2.0 / 3))
  }

  /// A run raised 5 points lifts its line's top: 16.187 + 5 + 4.101 = 25.287 → 25.333; the
  /// first baseline 21.187 (63.56 px) → 64 px = 21.333.
  @Test func baselineOffsetGrowsTheLine() throws {
    let m = try makeMeasurer()
    let result = runs(
      m, [TextRun(text: "x", font: .body), TextRun(text: "2", font: .body, baselineOffset: 5)])
    #expect(same(result.size.height, 25 + 1.0 / 3))
    #expect(same(result.firstBaseline, 21 + 1.0 / 3))
  }

  /// An image is one em of its run's font wide: 17 at body, 22 at title 2 (17 × 1.29 at
  /// the large image scale = 21.93 → 22).
  @Test func anImageIsAnEmWide() throws {
    let m = try makeMeasurer()
    let star = TextRun(text: TextRun.attachmentCharacter, font: .body, attachmentEms: 1)
    #expect(same(runs(m, [star]).size.width, 17))
    let large = TextRun(text: TextRun.attachmentCharacter, font: .body, attachmentEms: 1.29)
    #expect(same(runs(m, [large]).size.width, 22))
    // Before text, as one more grapheme a line may break after.
    let both = runs(m, [star, TextRun(text: " 4.5", font: .body)])
    #expect(both.lines == ["\u{FFFC} 4.5"])
  }

  /// `.monospacedDigit()`: Inter's tabular figures (`tnum`) give every digit one width.
  @Test func monospacedDigitsAreTabular() throws {
    let m = try makeMeasurer()
    func width(_ text: String, tabular: Bool) -> Double {
      runs(m, [TextRun(text: text, font: .body, monospacedDigits: tabular)]).size.width
    }
    #expect(width("1111", tabular: false) < width("0000", tabular: false))
    #expect(same(width("1111", tabular: true), width("0000", tabular: true)))
  }

  /// Truncation and line limits work across runs as for one font.
  @Test func lineLimitTruncatesAcrossRuns() throws {
    let m = try makeMeasurer()
    let result = runs(
      m,
      [
        TextRun(text: "Tap ", font: .body), TextRun(text: "Save", font: bold),
        TextRun(text: " to keep all of your changes", font: .body),
      ],
      width: 100, style(maxLines: 1))
    #expect(result.lineCount == 1)
    #expect(result.lines[0].hasSuffix("…"))
    #expect(result.size.width <= 100)
  }
}

/// Characters no font has are reported, not silently measured as boxes (Text.md §8).
@Suite struct MissingGlyphTests {
  @Test func charactersNoFontHasAreReported() throws {
    let m = try makeMeasurer()
    _ = ideal(m, "שלום עולם")
    #expect(m.missingCharacters(in: "שלום עולם") == ["ש", "ל", "ו", "ם", "ע"])
    // CJK and emoji have modelled widths (1 em, 1.25 em): not reported.
    _ = ideal(m, "日本語 👍 ok")
    #expect(m.missingCharacters(in: "日本語 👍 ok").isEmpty)
    #expect(m.missingCharacters(in: "not measured yet").isEmpty)
    let runs = [TextRun(text: "a ", font: .body), TextRun(text: "ב", font: FontSpec(weight: 700))]
    _ = m.measure(runs: runs, style: TextStyle(), proposal: .unspecified)
    #expect(m.missingCharacters(in: runs) == ["ב"])
  }
}
