import LayoutEngine
import Testing
import TextMeasurement

/// `--font PATH`: one file, its own metrics, no SF tracking.
@Suite struct CustomFontTests {
  @Test func userFontUsesItsOwnMetrics() throws {
    // Inter Display's hhea: ascender 1974, descender -502 per 2048 em, no line gap.
    let measurer = try TextMeasurer(
      displayScale: 3, dynamicTypeSize: .large,
      fontFile: fontDirectory + "/InterDisplay-Regular.otf")
    let metrics = measurer.metrics(for: .body)
    #expect(same(metrics.ascender, 17 * 1974 / 2048))
    #expect(same(metrics.descender, -17 * 502 / 2048))
    #expect(same(ideal(measurer, "Hg").size.height, PixelCheck.up(17 * 2476 / 2048)))
  }

  @Test func missingFontFileIsAnError() {
    #expect(throws: TextMeasurementError.self) {
      try TextMeasurer(displayScale: 3, dynamicTypeSize: .large, fontFile: "/nonexistent.otf")
    }
  }
}
