import LayoutEngine
import Testing
import TextMeasurement

@Suite struct TruncationTests {
  let measurer: TextMeasurer
  init() throws { measurer = try makeMeasurer() }
  let text = "The quick brown fox jumps over the lazy dog"

  @Test func lineLimitOneTruncatesTheTail() {
    let result = wrapped(measurer, text, width: 150, style(maxLines: 1))
    #expect(result.lineCount == 1)
    #expect(result.lines.count == 1)
    #expect(result.lines[0].hasPrefix("The quick brown"))
    #expect(result.lines[0].hasSuffix("…"))
    #expect(result.size.width <= 150)
    #expect(same(result.size.height, 20 + 1.0 / 3))
  }

  @Test func headTruncationKeepsTheEnd() {
    let result = wrapped(measurer, text, width: 150, style(maxLines: 1, truncation: .head))
    #expect(result.lines[0].hasPrefix("…"))
    #expect(result.lines[0].hasSuffix("lazy dog"))
    #expect(result.size.width <= 150)
  }

  @Test func middleTruncationKeepsBothEnds() {
    let result = wrapped(measurer, text, width: 150, style(maxLines: 1, truncation: .middle))
    let line = result.lines[0]
    #expect(line.hasPrefix("The qu"))
    #expect(line.hasSuffix("dog"))
    #expect(line.contains("…"))
    #expect(result.size.width <= 150)
  }

  @Test func lineLimitTwoTruncatesTheSecondLine() {
    let result = wrapped(measurer, text, width: 100, style(maxLines: 2))
    #expect(result.lineCount == 2)
    #expect(result.lines[1].hasSuffix("…"))
    #expect(same(result.size.height, 40 + 2.0 / 3))
    #expect(same(result.lastBaseline, 36 + 2.0 / 3))
  }

  @Test func textThatFitsIsNotTruncated() {
    let result = wrapped(measurer, "Hello", width: 150, style(maxLines: 1))
    #expect(result.lines == ["Hello"])
  }

  @Test func lineLimitBelowOneActsAsOne() {
    #expect(wrapped(measurer, text, width: 100, style(maxLines: 0)).lineCount == 1)
  }

  @Test func lineLimitTruncatesAtAnExplicitNewline() {
    let result = ideal(measurer, "One\nTwo", style(maxLines: 1))
    #expect(result.lines == ["One…"])
  }

  @Test func proposedHeightLimitsTheLines() {
    let twoLines = measurer.measure(
      text, style: TextStyle(), proposal: ProposedSize(width: 100, height: 41))
    #expect(twoLines.lineCount == 2)
    #expect(twoLines.lines[1].hasSuffix("…"))
    let tiny = measurer.measure(
      text, style: TextStyle(), proposal: ProposedSize(width: 100, height: 5))
    #expect(tiny.lineCount == 1)
    #expect(same(tiny.size.height, 20 + 1.0 / 3))
  }

  @Test func reservedLinesSetTheMinimumHeight() {
    let result = ideal(measurer, "Hi", style(maxLines: 3, reservedLines: 3))
    #expect(result.lineCount == 1)
    #expect(same(result.size.height, 61))  // 3 × 20.287 = 60.861 → 61 @3x
    #expect(same(result.lastBaseline, result.firstBaseline))
  }

  @Test func lineSpacingGoesBetweenLines() {
    let result = ideal(measurer, "A\nB", style(lineSpacing: 10))
    #expect(same(result.size.height, PixelCheck.up(2 * 20.287109375 + 10)))
    #expect(same(result.lastBaseline, PixelCheck.up(20.287109375 + 10 + 16 + 1.0 / 3)))
  }

  @Test func ellipsisAloneWhenNothingElseFits() {
    let result = wrapped(measurer, "Hello world", width: 12, style(maxLines: 1))
    #expect(result.lines == ["…"])
  }
}
