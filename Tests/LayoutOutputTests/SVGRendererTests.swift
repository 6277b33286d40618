import LayoutEngine
import LayoutOutput
import Testing

/// A measurer that answers every text with two fixed lines in "Face.otf" at 10 points: 60 × 24,
/// first baseline 8, lines 12 apart, 55 and 30 wide.
final class TwoLineMeasurer: TextMeasuring {
  func measure(_ text: String, style: TextStyle, proposal: ProposedSize) -> TextLayoutResult {
    TextLayoutResult(
      size: Size(width: 60, height: 24), firstBaseline: 8, lastBaseline: 20, lineCount: 2,
      lines: ["Hello <&>", "world"],
      drawing: TextDrawing(
        fontFile: "/fonts/Face.otf", pointSize: 10, linePitch: 12, lineWidths: [55, 30]))
  }

  func metrics(for font: FontSpec) -> FontMetrics {
    FontMetrics(ascender: 8, descender: -4, leading: 0, capHeight: 6)
  }
}

/// `Text("…").id("title")` alone on the canvas: centred, at (390 − 60) / 2 = 165, (844 − 24) / 2 = 410.
func lonelyText(direction: LayoutDirection = .leftToRight, alignment: TextAlignment = .leading)
  -> LayoutResult
{
  var builder = LayoutTreeBuilder()
  let index = builder.beginView(
    ViewRecord(type: "Text", role: .text, text: "Hello <&> world", line: 1, column: 1, parent: nil))
  let text = builder.addNode(.text(TextLayout(string: "Hello <&> world", alignment: alignment)))
  builder.completeView(index, node: text, modifiers: [])
  builder.setID(index, "title")
  var canvas = Canvas()
  canvas.layoutDirection = direction
  return Layout.run(builder.finish(root: text), on: canvas, textMeasurer: TwoLineMeasurer())
}

@Suite struct SVGRendererTests {
  /// The swatch: Color 100 × 50 at (145, 397); its padding 120 × 70 at (135, 387), drawn first
  /// (amber band, dashed outline in the shape colour), then the frame modifier (dashed, the
  /// same as the colour's frame), then the colour filled and outlined.
  @Test func drawsTheCanvasModifiersAndTheView() {
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844">
      <style>
      text { font-feature-settings: "calt" 0; white-space: pre; }
      .label { font-size: 6px; }
      </style>
      <rect width="390" height="844" fill="#ffffff"/>
      <g data-view="0" data-type="Color">
      <rect x="135" y="387" width="120" height="70" fill="#e6b422" fill-opacity="0.25"/>
      <rect x="135" y="387" width="120" height="70" fill="none" stroke="#ff9500" stroke-width="0.5" stroke-dasharray="3 2" stroke-opacity="0.7"/>
      <rect x="145" y="397" width="100" height="50" fill="none" stroke="#ff9500" stroke-width="0.5" stroke-dasharray="3 2" stroke-opacity="0.7"/>
      <rect x="145" y="397" width="100" height="50" fill="#ff9500" fill-opacity="0.35"/>
      <rect x="145" y="397" width="100" height="50" fill="none" stroke="#ff9500" stroke-width="1"/>
      </g>
      </svg>

      """
    #expect(SVGRenderer.render(paddedSwatch()) == expected)
  }

  /// Top 47 and bottom 34 on 390 × 844: bands at y 0 (47 tall) and 844 − 34 = 810; leading 10
  /// between them (844 − 47 − 34 = 763 tall) on the left, or on the right (at 380) right to left.
  @Test func shadesTheSafeArea() {
    var canvas = Canvas()
    canvas.safeArea = EdgeInsets(top: 47, leading: 10, bottom: 34, trailing: 0)
    let svg = SVGRenderer.render(paddedSwatch(canvas: canvas))
    #expect(
      svg.contains(
        """
        <g fill="#8e8e93" fill-opacity="0.2">
        <rect width="390" height="47"/>
        <rect y="810" width="390" height="34"/>
        <rect y="47" width="10" height="763"/>
        </g>
        """))
    canvas.layoutDirection = .rightToLeft
    #expect(
      SVGRenderer.render(paddedSwatch(canvas: canvas)).contains(
        ##"<rect x="380" y="47" width="10" height="763"/>"##))
  }

  /// Lines at baselines 410 + 8 = 418 and 418 + 12 = 430, stretched to 55 and 30, escaped;
  /// the font embedded as Base64 ("abc" → "YWJj") under the first family name, and the label
  /// (the id) in the label font, the second family.
  @Test func drawsTextLinesAtTheirBaselinesWithTheirFonts() {
    let svg = SVGRenderer.render(
      lonelyText(), fonts: ["/fonts/Face.otf": Array("abc".utf8)], labelFont: "/fonts/Label.otf")
    #expect(
      svg.contains(
        ##"@font-face { font-family: "layoutc-0"; src: url(data:font/otf;base64,YWJj); }"##))
    #expect(!svg.contains("layoutc-1\";"), "a font without bytes is not embedded")
    #expect(
      svg.contains(
        """
        <text x="165" y="418" font-family="layoutc-0, sans-serif" font-size="10" fill="#1c1c1e" textLength="55" lengthAdjust="spacing">Hello &lt;&amp;&gt;</text>
        <text x="165" y="430" font-family="layoutc-0, sans-serif" font-size="10" fill="#1c1c1e" textLength="30" lengthAdjust="spacing">world</text>
        <text class="label" x="166" y="416" font-family="layoutc-1, sans-serif" fill="#007aff">title</text>
        """))
  }

  /// Right to left, each line ends at the frame's right edge, 165 + 60 = 225: x = 170 and 195.
  @Test func rightToLeftLinesEndAtTheTrailingEdge() {
    // No bytes for the font: the text is drawn in its family all the same (the browser falls
    // back to sans-serif), and without a label font there is no label.
    let withFont = SVGRenderer.render(lonelyText(direction: .rightToLeft))
    #expect(!withFont.contains("class=\"label\""))
    #expect(withFont.contains(##"<text x="170" y="418""##))
    #expect(withFont.contains(##"<text x="195" y="430""##))
  }

  /// `.multilineTextAlignment` places each line in the 60-wide frame at 165: centred, the
  /// 55-wide line at 165 + 2.5 = 167.5 and the 30-wide one at 165 + 15 = 180; trailing, at
  /// 170 and 195 (right to left, at the left edge: 165 and 165).
  @Test func linesFollowTheMultilineTextAlignment() {
    func xs(_ result: LayoutResult) -> [String] {
      SVGRenderer.render(result).split(separator: "\n").filter { $0.hasPrefix("<text x=") }
        .map { String($0.split(separator: "\"")[1]) }
    }
    #expect(xs(lonelyText(alignment: .center)) == ["167.5", "180"])
    #expect(xs(lonelyText(alignment: .trailing)) == ["170", "195"])
    #expect(xs(lonelyText(direction: .rightToLeft, alignment: .trailing)) == ["165", "165"])
    #expect(xs(lonelyText(direction: .rightToLeft, alignment: .center)) == ["167.5", "180"])
  }

  @Test func listsTheFontsInOrderOfFirstUseWithTheirCharacters() {
    let uses = SVGRenderer.fontUses(lonelyText(), labelFont: "/fonts/Label.otf")
    #expect(uses.map(\.file) == ["/fonts/Face.otf", "/fonts/Label.otf"])
    #expect(String(String.UnicodeScalarView(uses[0].characters)) == " &<>Hdelorw")
    #expect(String(String.UnicodeScalarView(uses[1].characters)) == "eilt")
  }

  /// The highlighted view comes last, outside the faded group, with strokes twice as wide.
  @Test func highlightFadesTheOthersAndDrawsThePickedViewOnTop() {
    let svg = SVGRenderer.render(nestedViews(), highlight: "greeting")
    let faded = try! #require(svg.range(of: "<g opacity=\"0.2\">\n"))
    let picked = try! #require(svg.range(of: "<g data-view=\"2\" data-type=\"Text\">"))
    let groupEnd = try! #require(svg.range(of: "</g>\n</g>\n"))
    #expect(faded.upperBound < groupEnd.lowerBound && groupEnd.upperBound <= picked.lowerBound)
    #expect(svg[picked.lowerBound...].contains(##"stroke="#007aff" stroke-width="2""##))
    #expect(svg[..<picked.lowerBound].contains(##"<g data-view="1" data-type="Circle">"##))
    #expect(!SVGRenderer.render(nestedViews()).contains("opacity=\"0.2\">"))
  }

  /// A zero-height frame is a line; a zero-size one is not drawn; a circle fills the largest
  /// centred circle of its frame: 40 × 40 at (175, 402) → centre (195, 422), radius 20.
  @Test func degenerateFramesAndShapes() {
    let svg = SVGRenderer.render(nestedViews())
    #expect(
      svg.contains(##"<circle cx="195" cy="422" r="20" fill="#ff9500" fill-opacity="0.35"/>"##))
    var builder = LayoutTreeBuilder()
    let stack = builder.beginView(
      ViewRecord(type: "VStack", role: .container, line: 1, column: 1, parent: nil))
    let line = builder.beginView(
      ViewRecord(type: "Spacer", role: .spacer, line: 2, column: 3, parent: stack))
    let empty = builder.beginView(
      ViewRecord(type: "Color", role: .shape, line: 3, column: 3, parent: stack))
    let shape = builder.addNode(.shape)
    let thin = builder.addNode(.frame(FrameLayout(width: 50, height: 0)), children: [shape])
    let none = builder.addNode(.frame(FrameLayout(width: 0, height: 0)), children: [shape])
    _ = none
    builder.completeView(line, node: thin, modifiers: [])
    builder.completeView(empty, node: none, modifiers: [])
    builder.completeView(stack, node: thin, modifiers: [])
    let result = Layout.run(builder.finish(root: thin), on: Canvas())
    let lines = SVGRenderer.render(result)
    // 50 × 0 centred: x = (390 − 50) / 2 = 170, y = 844 / 2 = 422.
    #expect(
      lines.contains(
        ##"<line x1="170" y1="422" x2="220" y2="422" fill="none" stroke="#30b0c7" stroke-width="1"/>"##
      ))
    #expect(!lines.contains(##"stroke="#ff9500""##), "the zero-size colour is not drawn")
  }

  /// Each role of the catalogue has its colour category; containers share the stacks'.
  @Test func categoriesByRole() {
    let expected: [ViewRole: SVGPalette.Category] = [
      .text: .text, .container: .stack, .shape: .shape, .circle: .shape, .ellipse: .shape,
      .capsule: .shape, .image: .image, .spacer: .spacer,
      .control: .control, .other: .other,
    ]
    #expect(expected.count == ViewRole.allCases.count)
    for (role, category) in expected {
      #expect(SVGPalette.category(of: role) == category, "\(role)")
    }
  }

  /// RFC 4648 §10's test vectors.
  @Test func base64() {
    let vectors = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
      "foobar": "Zm9vYmFy",
    ]
    for (plain, encoded) in vectors { #expect(base64Encoded(Array(plain.utf8)) == encoded) }
    #expect(base64Encoded([0xFF, 0xFE]) == "//4=")
  }
}
