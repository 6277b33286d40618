import LayoutEngine
import Testing
import TextMeasurement

@Suite struct WrappingTests {
  let measurer: TextMeasurer
  init() throws { measurer = try makeMeasurer() }

  @Test func idealIsOneLinePerParagraph() {
    let result = ideal(measurer, "The quick brown fox jumps over the lazy dog")
    #expect(result.lineCount == 1)
    #expect(result.lines == ["The quick brown fox jumps over the lazy dog"])
  }

  @Test func infiniteWidthIsTheIdeal() {
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(wrapped(measurer, text, width: .infinity).size == ideal(measurer, text).size)
  }

  @Test func wrapsAtWordsAndReportsTheWidestLine() {
    let result = wrapped(measurer, "The quick brown fox jumps over the lazy dog", width: 150)
    // Greedy would end with "…the lazy" / "dog": orphan avoidance moves "lazy" down.
    #expect(result.lines == ["The quick brown", "fox jumps over the", "lazy dog"])
    #expect(result.size.width <= 150)
    #expect(same(result.size.width, ideal(measurer, "fox jumps over the").size.width))
    #expect(same(result.size.height, 61))  // 3 × 20.287 = 60.861, up to the grid
  }

  @Test func wrappedWidthFitsBackIntoItself() {
    let text = "The quick brown fox jumps over the lazy dog"
    let first = wrapped(measurer, text, width: 150)
    let again = wrapped(measurer, text, width: first.size.width)
    #expect(again.lines == first.lines)
    #expect(again.size == first.size)
  }

  @Test func trailingSpacesHang() {
    let result = ideal(measurer, "Hello   ")
    #expect(result.size.width == ideal(measurer, "Hello").size.width)
    let wrappedResult = wrapped(
      measurer, "Hello    world", width: ideal(measurer, "world").size.width)
    #expect(wrappedResult.lines == ["Hello", "world"])
  }

  @Test func explicitNewlinesBreak() {
    let result = ideal(measurer, "One\nTwo\r\nThree")
    #expect(result.lines == ["One", "Two", "Three"])
    #expect(result.lineCount == 3)
    #expect(same(result.size.width, ideal(measurer, "Three").size.width))
  }

  @Test func trailingNewlineAddsAnEmptyLine() {
    #expect(ideal(measurer, "One\n").lineCount == 2)
  }

  @Test func emptyTextIsOneLineTallAndZeroWide() {
    let result = ideal(measurer, "")
    #expect(result.size.width == 0)
    #expect(same(result.size.height, 20 + 1.0 / 3))
    #expect(result.lineCount == 1)
  }

  @Test func wordLongerThanTheLineBreaksBetweenGraphemes() {
    let result = wrapped(measurer, "Supercalifragilistic", width: 60)
    #expect(result.lineCount > 1)
    #expect(result.lines.joined() == "Supercalifragilistic")
    #expect(result.size.width <= 60)
  }

  @Test func zeroWidthGivesOneGraphemePerLine() {
    let result = wrapped(measurer, "abc", width: 0)
    #expect(result.lines == ["a", "b", "c"])
    #expect(result.size.width > 0)
    #expect(wrapped(measurer, "abc", width: -5) == result)
  }

  @Test func cjkBreaksBetweenIdeographs() {
    let text = "你好世界你好世界"
    let one = ideal(measurer, text)
    #expect(same(one.size.width, PixelCheck.up(8 * (17 - 0.43))))  // 1 em + SF tracking each
    let result = wrapped(measurer, text, width: 3.5 * 17)
    #expect(result.lines.allSatisfy { $0.count <= 3 })
    #expect(result.lines.joined() == text)
  }

  @Test func emojiSequencesAndFlagsStayWhole() {
    let text = "👨‍👩‍👧 👍🏽 🇨🇦🇺🇸🇫🇷"
    let result = wrapped(measurer, text, width: 0)
    #expect(result.lines == ["👨‍👩‍👧", "👍🏽", "🇨🇦", "🇺🇸", "🇫🇷"])
    let single = ideal(measurer, "🇨🇦")
    #expect(same(single.size.width, PixelCheck.up(1.25 * 17 - 0.43)))
  }

  @Test func orphanWordIsAvoided() {
    // Greedy wrapping would leave "dog" alone on the last line.
    let text = "The quick brown fox jumps over the lazy dog"
    let width = ideal(measurer, "The quick brown fox jumps over the lazy").size.width
    let result = wrapped(measurer, text, width: width)
    #expect(result.lines == ["The quick brown fox jumps over the", "lazy dog"])
  }

  @Test func breaksAfterAHyphen() {
    let width = max(ideal(measurer, "well-").size.width, ideal(measurer, "known").size.width)
    #expect(wrapped(measurer, "well-known", width: width).lines == ["well-", "known"])
  }

  @Test func noBreakBeforePunctuation() {
    let width = ideal(measurer, "Hello").size.width
    // "world!" is one unit for UAX #14: it moves down whole, then breaks by grapheme.
    #expect(wrapped(measurer, "Hi world!", width: width).lines.first == "Hi")
  }

  @Test func singleWordParagraphIsNotAnOrphan() {
    #expect(wrapped(measurer, "Hello world", width: 50).lines == ["Hello", "world"])
  }
}

/// Pixel rounding at 3x for expected values.
enum PixelCheck {
  static func up(_ x: Double) -> Double { (x * 3 - 1e-9).rounded(.up) / 3 }
}
