import LayoutEngine
import Testing

@testable import ViewDSL

/// The inline Markdown of a `Text` literal: markers are not drawn, so not measured; a string
/// emphasised as a whole takes that style; `Text(verbatim:)` is drawn as written.
@Suite struct InlineMarkdownTests {
  typealias R = InlineMarkdown.Result
  typealias Run = InlineMarkdown.Run

  /// The text and whole-string emphasis, without the runs.
  func read(_ source: String) -> R {
    var result = InlineMarkdown.read(source)
    result.runs = []
    return result
  }

  /// Each emphasised piece is a run of its own, nested emphasis included.
  @Test func emphasisMakesRuns() {
    #expect(
      InlineMarkdown.read("Tap **Save** to keep *all* changes").runs == [
        Run(text: "Tap "), Run(text: "Save", bold: true), Run(text: " to keep "),
        Run(text: "all", italic: true), Run(text: " changes"),
      ])
    // The inner span moves back with the text when the outer opener's `**` is taken out.
    #expect(
      InlineMarkdown.read("**a *b* c**").runs == [
        Run(text: "a ", bold: true), Run(text: "b", bold: true, italic: true),
        Run(text: " c", bold: true),
      ])
    #expect(
      InlineMarkdown.read("run `make test` now").runs == [
        Run(text: "run "), Run(text: "make test", code: true), Run(text: " now"),
      ])
    #expect(InlineMarkdown.read("plain").runs == [Run(text: "plain")])
    #expect(InlineMarkdown.read("~~gone~~ here").runs == [Run(text: "gone here")])
  }

  @Test func markersAreNotDrawn() {
    #expect(read("Hello **World**") == R(text: "Hello World"))
    #expect(read("*a* and _b_ ~~c~~ `d*e*`") == R(text: "a and b c d*e*"))
    #expect(read("See [the docs](https://example.com).") == R(text: "See the docs."))
    #expect(read(#"\*literal\* stars"#) == R(text: "*literal* stars"))
  }

  /// Delimiters that cannot open or close stay: spaced `*`, `_` inside a word, unmatched.
  @Test func literalDelimitersStay() {
    #expect(read("2 * 3 * 4") == R(text: "2 * 3 * 4"))
    #expect(read("snake_case_name") == R(text: "snake_case_name"))
    #expect(read("**open only") == R(text: "**open only"))
  }

  @Test func wholeStringEmphasis() {
    #expect(read("**Bold**") == R(text: "Bold", bold: true))
    #expect(read("*Italic*") == R(text: "Italic", italic: true))
    #expect(read("***Both***") == R(text: "Both", bold: true, italic: true))
    #expect(read("**a** b") == R(text: "a b"))
  }

  /// Through lowering: the measured string and the style (the fixed-advance measurer makes
  /// "Bold" 4 × 8.5 = 34 wide whatever its weight, so the weight is read from the style).
  @Test func textLiteralsAreMarkdownVerbatimIsNot() throws {
    let tree = try compileClean(
      "VStack\n  Text(\"**Bold**\").id(\"bold\")\n  Text(verbatim: \"**Bold**\").id(\"verbatim\")")
    #expect(tree.views.compactMap(\.text) == ["Bold", "**Bold**"])
    guard case .text(let bold) = tree.kind(try tree.view("bold").node),
      case .text(let verbatim) = tree.kind(try tree.view("verbatim").node)
    else {
      Issue.record("not texts")
      return
    }
    #expect(bold.style.font.weight == 700)
    #expect(verbatim.style.font.weight == nil)
  }
}
