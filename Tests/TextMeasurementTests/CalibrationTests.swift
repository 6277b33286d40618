import LayoutEngine
import Testing
import TextMeasurement

/// Against iOS 26.1 numbers (Text.md §2, §3).
@Suite struct CalibrationTests {
  /// CoreText widths of `.SFUI-Regular` 17 pt on iOS; ours must be within 1 %.
  @Test(arguments: [
    ("Hello UIKit", 79.66259765625),
    ("0123456789", 98.580078125),
    ("The quick brown fox jumps over the lazy dog", 338.9541015625),
    ("AVAST Wavy To. LT", 146.82421875),
  ])
  func bodyWidthWithinOnePercentOfIOS(_ text: String, _ iOSWidth: Double) throws {
    let measurer = try makeMeasurer()
    let width = ideal(measurer, text).size.width
    #expect(abs(width - iOSWidth) / iOSWidth < 0.01, "\(text): \(width) vs iOS \(iOSWidth)")
  }

  /// Inter Regular 17 pt shaped (W–o kerned) with SF's -0.43 pt tracking: Text.md §8's
  /// 95.686 pt, rounded up to 96 @3x.
  @Test func helloWorldMatchesTheMeasuredModel() throws {
    #expect(same(ideal(try makeMeasurer(), "Hello, World!").size.width, 96))
  }

  /// `calt` is off: Inter would turn "->" into one arrow glyph, SF keeps two glyphs.
  @Test func contextualAlternatesAreOff() throws {
    let measurer = try makeMeasurer()
    let arrow = ideal(measurer, "a->b").size.width
    let apart = ideal(measurer, "a-").size.width + ideal(measurer, ">b").size.width
    #expect(abs(arrow - apart) <= 1)
  }

  /// style, height @3x, @2x, first baseline @3x, @2x (Text.md §3 table).
  static let table: [(FontSpec.TextStyleName, Double, Double, Double, Double)] = [
    (.largeTitle, 40 + 2.0 / 3, 41.0, 32 + 1.0 / 3, 32.5),
    (.title, 33 + 2.0 / 3, 33.5, 26 + 2.0 / 3, 26.5),
    (.title2, 26 + 1.0 / 3, 26.5, 21.0, 21.0),
    (.title3, 24.0, 24.0, 19.0, 19.0),
    (.headline, 20 + 1.0 / 3, 20.5, 16 + 1.0 / 3, 16.0),
    (.body, 20 + 1.0 / 3, 20.5, 16 + 1.0 / 3, 16.0),
    (.callout, 19 + 1.0 / 3, 19.5, 15 + 1.0 / 3, 15.0),
    (.subheadline, 18.0, 18.0, 14 + 1.0 / 3, 14.5),
    (.footnote, 15 + 2.0 / 3, 16.0, 12 + 1.0 / 3, 12.5),
    (.caption, 14 + 1.0 / 3, 14.5, 11 + 1.0 / 3, 11.5),
    (.caption2, 13 + 1.0 / 3, 13.5, 10 + 1.0 / 3, 10.5),
  ]

  @Test(arguments: table.indices)
  func oneLineHeightAndBaselinePerStyle(_ row: Int) throws {
    let (name, height3, height2, baseline3, baseline2) = Self.table[row]
    let font = FontSpec(base: .textStyle(name))
    let at3 = ideal(try makeMeasurer(scale: 3), "Hg", style(font))
    let at2 = ideal(try makeMeasurer(scale: 2), "Hg", style(font))
    #expect(same(at3.size.height, height3), "\(name) @3x height \(at3.size.height)")
    #expect(same(at2.size.height, height2), "\(name) @2x height \(at2.size.height)")
    #expect(same(at3.firstBaseline, baseline3), "\(name) @3x baseline \(at3.firstBaseline)")
    #expect(same(at2.firstBaseline, baseline2), "\(name) @2x baseline \(at2.firstBaseline)")
    #expect(same(at3.lastBaseline, at3.firstBaseline))
  }

  /// Two body lines: 40.667 tall, baselines 16.333 and 36.667 @3x (Text.md §3).
  @Test func twoLineBodyBaselines() throws {
    let result = ideal(try makeMeasurer(), "First\nSecond")
    #expect(result.lineCount == 2)
    #expect(same(result.size.height, 40 + 2.0 / 3))
    #expect(same(result.firstBaseline, 16 + 1.0 / 3))
    #expect(same(result.lastBaseline, 36 + 2.0 / 3))
  }

  /// SF Pro's vertical metrics scaled to the style (for the spacing formulas).
  @Test func bodyMetricsAreSFPros() throws {
    let metrics = try makeMeasurer().metrics(for: .body)
    #expect(same(metrics.ascender, 16.1865234375))
    #expect(same(metrics.descender, -4.1005859375))
    #expect(metrics.leading == 0)
    #expect(same(metrics.capHeight, 1443.0 * 17 / 2048))
  }
}
