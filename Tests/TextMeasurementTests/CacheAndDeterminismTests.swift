import LayoutEngine
import Testing
import TextMeasurement

@Suite struct CacheAndDeterminismTests {
  @Test func eachParagraphIsShapedOncePerFace() throws {
    let measurer = try makeMeasurer()
    let text = "The quick brown fox\njumps over the lazy dog"
    _ = ideal(measurer, text)
    #expect(measurer.shapingCount == 2)
    for width in [50.0, 100, 150, 0, .infinity] { _ = wrapped(measurer, text, width: width) }
    _ = wrapped(measurer, text, width: 80, style(maxLines: 1, minimumScaleFactor: 0.5))
    #expect(measurer.shapingCount == 2)  // one face, every size and width
    _ = ideal(measurer, text, style(FontSpec(weight: 700)))
    #expect(measurer.shapingCount == 4)
  }

  @Test func repeatedMeasureIsCached() throws {
    let measurer = try makeMeasurer()
    let first = wrapped(measurer, "Hello world", width: 40)
    let count = measurer.shapingCount
    #expect(wrapped(measurer, "Hello world", width: 40) == first)
    #expect(measurer.shapingCount == count)
  }

  @Test func resultsDoNotDependOnTheInstance() throws {
    let texts = ["Hello, World!", "你好世界 👍🏽 done", "A longer paragraph that wraps\nand more"]
    let a = try makeMeasurer()
    let b = try makeMeasurer()
    for text in texts {
      for width in [nil, 0, 60, 200] as [Double?] {
        let proposal = ProposedSize(width: width, height: nil)
        #expect(
          a.measure(text, style: TextStyle(), proposal: proposal)
            == b.measure(text, style: TextStyle(), proposal: proposal))
      }
    }
  }

  /// Pinned numbers: a change in fonts, HarfBuzz or ICU shows here first.
  @Test func pinnedWidths() throws {
    let measurer = try makeMeasurer()
    #expect(same(ideal(measurer, "Hello, World!").size.width, 96))
    #expect(same(ideal(measurer, "AVAST Wavy To. LT").size.width, 148))
  }

  @Test func librariesReportTheirVersions() {
    #expect(TextMeasurer.libraryVersions.hasPrefix("HarfBuzz "))
  }
}
