import LayoutEngine
import Testing

@testable import ViewDSL

/// The inline Markdown of a `Text` literal: markers are not drawn, so not measured; a string
/// emphasised as a whole takes that style; `Text(verbatim:)` is drawn as written.
@Suite struct InlineMarkdownTests {
  typealias R = InlineMarkdown.Result

  @Test func markersAreNotDrawn() {
    #expect(InlineMarkdown.read("Hello **World**") == R(text: "Hello World"))
    #expect(InlineMarkdown.read("*a* and _b_ ~~c~~ `d*e*`") == R(text: "a and b c d*e*"))
    #expect(InlineMarkdown.read("See [the docs](https://example.com).") == R(text: "See the docs."))
    #expect(InlineMarkdown.read(#"\*literal\* stars"#) == R(text: "*literal* stars"))
  }

  /// Delimiters that cannot open or close stay: spaced `*`, `_` inside a word, unmatched.
  @Test func literalDelimitersStay() {
    #expect(InlineMarkdown.read("2 * 3 * 4") == R(text: "2 * 3 * 4"))
    #expect(InlineMarkdown.read("snake_case_name") == R(text: "snake_case_name"))
    #expect(InlineMarkdown.read("**open only") == R(text: "**open only"))
  }

  @Test func wholeStringEmphasis() {
    #expect(InlineMarkdown.read("**Bold**") == R(text: "Bold", bold: true))
    #expect(InlineMarkdown.read("*Italic*") == R(text: "Italic", italic: true))
    #expect(InlineMarkdown.read("***Both***") == R(text: "Both", bold: true, italic: true))
    #expect(InlineMarkdown.read("**a** b") == R(text: "a b"))
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
