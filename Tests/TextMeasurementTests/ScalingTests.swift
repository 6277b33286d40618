import LayoutEngine
import Testing
import TextMeasurement

@Suite struct ScalingTests {
  let measurer: TextMeasurer
  init() throws { measurer = try makeMeasurer() }
  let text = "The quick brown fox jumps over the lazy dog"

  @Test func minimumScaleFactorShrinksToFit() {
    let full = ideal(measurer, text).size.width
    let result = wrapped(
      measurer, text, width: full * 0.8, style(maxLines: 1, minimumScaleFactor: 0.5))
    #expect(result.lines == [text])
    #expect(result.size.width <= full * 0.8)
    // A smaller font, so a shorter line.
    #expect(result.size.height < 20)
  }

  @Test func scaledSizesAreOnTheQuarterPointGrid() throws {
    // The first baseline of a one-line text is the ascender at the scaled size, rounded:
    // check the scaled size through the line height instead, via metrics at candidate sizes.
    let full = ideal(measurer, text).size.width
    let result = wrapped(
      measurer, text, width: full * 0.9, style(maxLines: 1, minimumScaleFactor: 0.5))
    let candidates = stride(from: 8.5, through: 17, by: 0.25).map { size in
      PixelCheck.up(size * 2444 / 2048)
    }
    #expect(candidates.contains { same($0, result.size.height) })
  }

  @Test func minimumScaleFactorStopsAtItsLimitThenTruncates() {
    let result = wrapped(measurer, text, width: 100, style(maxLines: 1, minimumScaleFactor: 0.9))
    #expect(result.lines[0].hasSuffix("…"))
    // 17 × 0.9 = 15.3 → 15.5 pt: line height 18.497 → 18.667 @3x.
    #expect(same(result.size.height, PixelCheck.up(15.5 * 2444 / 2048)))
  }

  @Test func scaleFactorOneNeverScales() {
    let result = wrapped(measurer, text, width: 100, style(maxLines: 1))
    #expect(same(result.size.height, 20 + 1.0 / 3))
  }

  @Test func tighteningAbsorbsALittleOverflow() {
    let full = ideal(measurer, "Hello, World!").size.width
    let tight = wrapped(
      measurer, "Hello, World!", width: full * 0.97, style(maxLines: 1, allowsTightening: true))
    #expect(tight.lines == ["Hello, World!"])
    #expect(tight.size.width <= full * 0.97 + 1.0 / 3)
    let loose = wrapped(measurer, "Hello, World!", width: full * 0.97, style(maxLines: 1))
    #expect(loose.lines[0].hasSuffix("…"))
  }

  @Test func trackingWidensEveryGrapheme() {
    let plain = ideal(measurer, "Hello").size.width
    let tracked = ideal(measurer, "Hello", style(tracking: 2)).size.width
    #expect(abs(tracked - plain - 10) <= 1.0 / 3 + 1e-9)
  }

  @Test func boldIsWiderThanRegular() {
    let regular = ideal(measurer, text).size.width
    let bold = ideal(measurer, text, style(FontSpec(weight: 700))).size.width
    let headline = ideal(measurer, text, style(FontSpec(base: .textStyle(.headline)))).size.width
    let semibold = ideal(measurer, text, style(FontSpec(weight: 600))).size.width
    #expect(bold > semibold && semibold > regular)
    #expect(headline == semibold)
  }

  @Test func italicUsesItsOwnFile() {
    let roman = ideal(measurer, text).size.width
    let italic = ideal(measurer, text, style(FontSpec(italic: true))).size.width
    #expect(roman != italic)
  }
}
