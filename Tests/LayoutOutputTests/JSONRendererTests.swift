import LayoutEngine
import LayoutOutput
import Testing

@Suite struct JSONRendererTests {
  @Test func rendersTheDocumentOfSpecSection4() {
    let expected = """
      {
        "schemaVersion": 1,
        "canvas": {
          "width": 390,
          "height": 844,
          "scale": 3,
          "layoutDirection": "leftToRight",
          "os": "iOS 26",
          "safeArea": {
            "top": 0,
            "leading": 0,
            "bottom": 0,
            "trailing": 0
          }
        },
        "views": [
          {
            "index": 0,
            "parent": null,
            "type": "Color",
            "id": "swatch",
            "line": 1,
            "column": 1,
            "x": 145,
            "y": 397,
            "width": 100,
            "height": 50,
            "modifiers": [
              {
                "name": "frame",
                "x": 145,
                "y": 397,
                "width": 100,
                "height": 50
              },
              {
                "name": "padding",
                "x": 135,
                "y": 387,
                "width": 120,
                "height": 70
              }
            ]
          }
        ]
      }

      """
    #expect(JSONRenderer.render(paddedSwatch()) == expected)
  }

  @Test func canvasCarriesDirectionSafeAreaAndScale() {
    let canvas = Canvas(
      size: Size(width: 402, height: 874),
      safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
      scale: 2, layoutDirection: .rightToLeft)
    let json = JSONRenderer.render(paddedSwatch(canvas: canvas))
    #expect(json.contains(#""layoutDirection": "rightToLeft""#))
    #expect(json.contains(#""scale": 2,"#))
    #expect(json.contains("\"top\": 62,\n      \"leading\": 0,\n      \"bottom\": 34,"))
  }

  @Test func textHasItsStringAndOnlyViewsWithAnIDHaveOne() {
    let json = JSONRenderer.render(nestedViews())
    #expect(json.components(separatedBy: "\"id\": ").count == 2)
    #expect(json.contains(#""text": "Say \"hi\"\n""#))
    #expect(json.components(separatedBy: "\"text\": ").count == 2)
    #expect(json.contains("\"parent\": 0,\n      \"type\": \"Circle\""))
    #expect(json.contains("\"modifiers\": []"))
  }

  @Test func sameInputSameBytes() {
    #expect(JSONRenderer.render(nestedViews()) == JSONRenderer.render(nestedViews()))
  }

  @Test func printsLikeJq() {
    let value = JSONValue.object([
      ("a", .array([])), ("b", .object([])), ("c", .array([.integer(1), .null, .bool(true)])),
      ("d", .number(.infinity)), ("e", .string("é")),
    ])
    #expect(
      value.rendered() == """
        {
          "a": [],
          "b": {},
          "c": [
            1,
            null,
            true
          ],
          "d": null,
          "e": "é"
        }

        """)
  }
}

extension String {
  fileprivate func components(separatedBy separator: String) -> [Substring] {
    var parts: [Substring] = []
    var rest = self[...]
    while let range = rest.firstRange(of: separator) {
      parts.append(rest[..<range.lowerBound])
      rest = rest[range.upperBound...]
    }
    parts.append(rest)
    return parts
  }
}
