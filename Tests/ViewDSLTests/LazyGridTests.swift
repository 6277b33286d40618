import LayoutEngine
import Testing

@testable import ViewDSL

/// `LazyVGrid(columns:)` / `LazyHGrid(rows:)` with `GridItem` values, from source text to
/// frames on the default 390 × 844 canvas (unrounded). The rules are tested in the engine's
/// `LazyGridLayoutTests`; these check the language's reading of the arguments.
@Suite struct LazyGridTests {
  func layout(_ text: String) throws -> (LayoutTree, [Rect]) {
    let tree = try compileClean(text)
    return (tree, Layout.run(tree, on: Canvas()).frames)
  }

  /// The outermost frame of a view as `[x, y, width, height]`.
  func frame(_ t: (LayoutTree, [Rect]), _ view: Int) -> [Double] {
    let r = t.1[Int(t.0.views[view].outermostNode)]
    return [r.minX, r.minY, r.width, r.height]
  }

  /// objc.io's quiz 1 as source: columns 70 and an adaptive column of 200 − 70 − 8 = 122
  /// holding ⌊130 / 48⌋ = 2 items of 57. The 200-wide frame sits at x (390 − 200) / 2 = 95;
  /// five 20-tall cells make rows at y (844 − 48) / 2 = 398 and 398 + 28 = 426.
  @Test func arrayLiteralOfGridItems() throws {
    let t = try layout(
      """
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))])
        .frame(width: 200)
        Color.red.frame(height: 20)
        Color.red.frame(height: 20)
        Color.red.frame(height: 20)
        Color.red.frame(height: 20)
        Color.red.frame(height: 20)
      """)
    #expect(t.0.views[0].type == "LazyVGrid")
    let expected: [[Double]] = [
      [95, 398, 70, 20], [173, 398, 57, 20], [238, 398, 57, 20], [95, 426, 70, 20],
      [173, 426, 57, 20],
    ]
    #expect((1...5).map { frame(t, $0) } == expected)
  }

  /// `Array(repeating: GridItem(.flexible()), count: 4)` at 390: (390 − 3 · 8) / 4 = 91.5
  /// each, at x 0, 99.5, 199, 298.5; one 10-tall row at y (844 − 10) / 2 = 417.
  @Test func arrayRepeatingCount() throws {
    let t = try layout(
      """
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4))
        Color.red.frame(height: 10)
        Color.red.frame(height: 10)
        Color.red.frame(height: 10)
        Color.red.frame(height: 10)
      """)
    let expected: [[Double]] = [
      [0, 417, 91.5, 10], [99.5, 417, 91.5, 10], [199, 417, 91.5, 10], [298.5, 417, 91.5, 10],
    ]
    #expect((1...4).map { frame(t, $0) } == expected)
  }

  /// `LazyHGrid`: rows 30 (no spacing after it) and 40 make a block of 70 centred at
  /// (844 − 70) / 2 = 387; `alignment: .top` puts each 20 × 10 cell at its row's top; columns
  /// 20 and 20 with `spacing: 4` make the grid 44 wide at x (390 − 44) / 2 = 173.
  @Test func horizontalGridRowsAlignmentAndSpacing() throws {
    let t = try layout(
      """
      LazyHGrid(rows: [GridItem(.fixed(30), spacing: 0), GridItem(.fixed(40))], alignment: .top, spacing: 4)
        Color.red.frame(width: 20, height: 10)
        Color.red.frame(width: 20, height: 10)
        Color.red.frame(width: 20, height: 10)
      """)
    #expect(frame(t, 0) == [173, 0, 44, 844] as [Double])
    let expected: [[Double]] = [
      [173, 387, 20, 10], [173, 417, 20, 10], [197, 387, 20, 10],
    ]
    #expect((1...3).map { frame(t, $0) } == expected)
  }

  /// `GridItem` defaults and every spelling of a size: `GridItem()` is `.flexible()`
  /// (10…∞); `GridItem.Size.fixed`, `.init(…)`, `alignment:`.
  @Test func gridItemSpellings() throws {
    let tree = try compileClean(
      """
      LazyVGrid(columns: [GridItem(), .init(GridItem.Size.fixed(20), spacing: 2, alignment: .bottomLeading), GridItem(.adaptive(minimum: 5, maximum: 9))])
        Color.red
      """)
    guard case .container(let any) = tree.nodes[Int(tree.views[0].node)].kind,
      let grid = any as? LazyGridLayout
    else {
      Issue.record("not a lazy grid")
      return
    }
    let expected: [GridItem] = [
      GridItem(.flexible(minimum: 10, maximum: .infinity)),
      GridItem(.fixed(20), spacing: 2, alignment: .bottomLeading),
      GridItem(.adaptive(minimum: 5, maximum: 9)),
    ]
    #expect(grid.items == expected)
  }

  /// Errors at the argument: a misspelt size, a bad count, a wrong type, a missing `columns:`.
  @Test func argumentErrors() {
    assertCompileDiagnostics(
      "LazyVGrid(columns: [GridItem(1️⃣.fixd(3))])\n  Color.red",
      [.init("1️⃣", "unknownMember")])
    assertCompileDiagnostics(
      "LazyVGrid(columns: Array(repeating: GridItem(), count: 1️⃣2.5))\n  Color.red",
      [.init("1️⃣", "invalidRepeatCount")])
    assertCompileDiagnostics(
      "LazyVGrid(columns: 1️⃣3)\n  Color.red", [.init("1️⃣", "typeMismatch")])
    assertCompileDiagnostics(
      "LazyHGrid(rows: [GridItem(.fixed(1️⃣-3))])\n  Color.red", [.init("1️⃣", "negativeLength")])
  }
}
