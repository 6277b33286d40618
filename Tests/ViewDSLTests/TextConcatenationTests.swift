import LayoutEngine
import Testing

@testable import ViewDSL

/// A `Text` of pieces: `+` between texts, `Text`s and images interpolated into a literal,
/// and Markdown emphasis, each piece with its own font (`TextRun`). A piece's own modifiers
/// win over those written on the whole and over the environment, as SwiftUI resolves a
/// text's modifiers innermost last.
@Suite struct TextConcatenationTests {
  let bold = FontSpec(weight: 700)

  func text(_ source: String, id: String = "t") throws -> TextLayout {
    let tree = try compileClean(source)
    return try #require(tree.textLayout(of: tree.view(id).node))
  }

  @Test func concatenationMakesRuns() throws {
    let t = try text("Text(\"Hello \") + Text(\"World\").bold()\n  .id(\"t\")")
    #expect(t.string == "Hello World")
    #expect(t.runs == [TextRun(text: "Hello ", font: .body), TextRun(text: "World", font: bold)])
  }

  /// `(a + b).font(.title)`: the whole's font reaches `b`; `a`'s own `.caption` wins. Of two
  /// fonts on one piece the first written (innermost) wins.
  @Test func innermostModifierWins() throws {
    let t = try text(
      "(Text(\"a\").font(.caption) + Text(\"b\")).font(.title)\n  .id(\"t\")")
    #expect(
      t.runs == [
        TextRun(text: "a", font: FontSpec(base: .textStyle(.caption))),
        TextRun(text: "b", font: FontSpec(base: .textStyle(.title))),
      ])
    let twice = try text("Text(\"x\").font(.title).font(.caption) + Text(\"y\")\n  .id(\"t\")")
    #expect(twice.runs.first?.font == FontSpec(base: .textStyle(.title)))
  }

  /// The environment's font and case reach every piece; `.bold()` on a headline is bold.
  @Test func environmentReachesThePieces() throws {
    let t = try text(
      """
      VStack
        .font(.headline)
        .textCase(.uppercase)
        Text("a") + Text("b").bold()
          .id("t")
      """)
    #expect(
      t.runs == [
        TextRun(text: "A", font: FontSpec(base: .textStyle(.headline))),
        TextRun(text: "B", font: FontSpec(base: .textStyle(.headline), weight: 700)),
      ])
  }

  /// Markdown emphasis in one literal: a run per style.
  @Test func markdownMakesRuns() throws {
    let t = try text("Text(\"Tap **Save** now\")\n  .id(\"t\")")
    #expect(
      t.runs == [
        TextRun(text: "Tap ", font: .body), TextRun(text: "Save", font: bold),
        TextRun(text: " now", font: .body),
      ])
    // Emphasis over the whole literal is the text's style, no runs.
    let whole = try text("Text(\"**Save**\")\n  .id(\"t\")")
    #expect(whole.runs.isEmpty)
    #expect(whole.style.font == bold)
    #expect(try text("Text(\"Plain\")\n  .id(\"t\")").runs.isEmpty)
  }

  /// An interpolated symbol is one U+FFFC an em wide (1.29 em at the large image scale);
  /// an interpolated `Text` keeps its own modifiers.
  @Test func interpolatedImagesAndTexts() throws {
    let t = try text(
      "Text(\"\\(Image(systemName: \"star.fill\")) 4.5 \\(Text(\"stars\").italic())\")\n  .id(\"t\")"
    )
    #expect(
      t.runs == [
        TextRun(text: "\u{FFFC}", font: .body, attachmentEms: 1),
        TextRun(text: " 4.5 ", font: .body),
        TextRun(text: "stars", font: FontSpec(italic: true)),
      ])
    let large = try text(
      "Text(\"\\(Image(systemName: \"star\"))\")\n  .imageScale(.large)\n  .id(\"t\")")
    #expect(large.runs == [TextRun(text: "\u{FFFC}", font: .body, attachmentEms: 1.29)])
  }

  @Test func digitsAndBaselineOffset() throws {
    let t = try text("Text(\"12:05\").monospacedDigit()\n  .id(\"t\")")
    #expect(t.runs == [TextRun(text: "12:05", font: .body, monospacedDigits: true)])
    let raised = try text("Text(\"x\") + Text(\"2\").baselineOffset(6)\n  .id(\"t\")")
    #expect(raised.runs.last == TextRun(text: "2", font: .body, baselineOffset: 6))
  }

  @Test func mistakes() {
    assertCompileDiagnostics(
      "Text(\"a\") + 1️⃣Color.red", [.init("1️⃣", "textConcatenationOperand")])
    assertCompileDiagnostics(
      "Text(\"a\") + Text(\"b\")1️⃣.padding()", [.init("1️⃣", "textConcatenationViewModifier")])
    assertCompileDiagnostics(
      "Text(\"\\(1️⃣Image(\"logo\")) x\")", [.init("1️⃣", "textConcatenationOperand")])
  }
}
