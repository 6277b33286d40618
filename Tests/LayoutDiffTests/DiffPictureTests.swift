import Testing

@testable import LayoutDiff

/// `--diff-svg`'s picture: old frames red and dashed, new ones blue, the changed view drawn
/// strongly with its line of the diff as the title.
@Suite struct DiffPictureTests {
  @Test func aMovedSwatch() throws {
    let old = [SemanticDiffTests.V(parent: nil, type: "Color", frame: (145, 397, 100, 50), line: 6)]
    var new = old
    new[0].frame.0 = 150
    let a = try SemanticDiffTests.document(old)
    let b = try SemanticDiffTests.document(new, width: 400)
    let svg = DiffPicture.render(old: a, new: b, diff: SemanticDiff(old: a, new: b))
    // The canvas is the wider one (400); the swatch moved 5 points right (145 → 150).
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="400" height="844" viewBox="0 0 400 844">
        <rect width="400" height="844" fill="#ffffff"/>
        <g fill="none" stroke-width="0.5" opacity="0.35">
        <rect x="145" y="397" width="100" height="50" stroke="#ff3b30" stroke-dasharray="3 2"/>
        <rect x="150" y="397" width="100" height="50" stroke="#007aff"/>
        </g>
        <g stroke-width="1.5" fill-opacity="0.15">
        <title>Color (line 6): moved 145,397 → 150,397</title>
        <rect x="145" y="397" width="100" height="50" stroke="#ff3b30" fill="#ff3b30" stroke-dasharray="3 2"/>
        <rect x="150" y="397" width="100" height="50" stroke="#007aff" fill="#007aff"/>
        </g>
        </svg>

        """)
  }
}
