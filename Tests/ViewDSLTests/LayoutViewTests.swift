import LayoutEngine
import Testing

@testable import ViewDSL

/// Containers written on the engine's `Layout` protocol (FlowLayout), grids and `AnyLayout`,
/// from source text to frames on the default 390×844 canvas (unrounded).
@Suite struct LayoutViewTests {
  func layout(_ text: String, canvas: Canvas = Canvas()) throws -> (LayoutTree, [Rect]) {
    try layOut(text, canvas: canvas)
  }

  func frame(_ t: (LayoutTree, [Rect]), _ view: Int) -> [Double] { viewFrame(t, view) }

  /// A tag cloud 100 wide: 40, 30 and 50 wide tags. 40 + 30 fits (row 78), 78 + 50 > 100
  /// wraps. The flow is 78 × (20 + 8 + 30) = 58, centred in the 100 × 200 frame at
  /// ((390 − 100)/2 + 11, (844 − 200)/2 + 71) = (156, 393); tags at (156, 393), (204, 393),
  /// (156, 421).
  @Test func flowLayoutWrapsTags() throws {
    let t = try layout(
      """
      FlowLayout()
        .frame(width: 100, height: 200)
        Color.red.frame(width: 40, height: 20).id("red")
        Color.green.frame(width: 30, height: 10).id("green")
        Color.blue.frame(width: 50, height: 30).id("blue")
      """)
    #expect(frame(t, 0) == [156, 393, 78, 58])
    #expect(t.0.views[0].type == "FlowLayout")
    #expect(t.1[Int(try t.0.view("red").outermostNode)].origin == Point(x: 156, y: 393))
    #expect(t.1[Int(try t.0.view("green").outermostNode)].origin == Point(x: 204, y: 393))
    #expect(t.1[Int(try t.0.view("blue").outermostNode)].origin == Point(x: 156, y: 421))
  }

  /// `spacing: 2`: 40 + 2 + 30 + 2 + 50 = 124 in one row at the ideal size (fixedSize).
  @Test func flowLayoutSpacing() throws {
    let t = try layout(
      """
      FlowLayout(spacing: 2)
        .fixedSize()
        Color.red.frame(width: 40, height: 20)
        Color.green.frame(width: 30, height: 10)
        Color.blue.frame(width: 50, height: 30)
      """)
    #expect(frame(t, 0)[2] == 124)
    #expect(frame(t, 0)[3] == 30)
  }

  /// A wrong label is an error at the argument.
  @Test func flowLayoutChecksItsArguments() {
    assertCompileDiagnostics(
      "FlowLayout(1️⃣gap: 4)", [.init("1️⃣", "noSuchParameter")])
  }
}

/// `Grid`, `GridRow` and the cell modifiers in the language (numbers: `GridLayoutTests`).
@Suite struct GridViewTests {
  /// A settings form: two rows and a full-width Divider with
  /// `gridCellUnsizedAxes(.horizontal)`. Columns 40 and 60 (default spacing 8): 108 wide.
  /// Heights 20, ⅓ (the divider), 10 with spacing 8: 20 + 8 + ⅓ + 8 + 10. The divider is
  /// proposed the grid's 108 and takes it. GridRow frames span the grid.
  @Test func settingsFormWithUnsizedDivider() throws {
    let tree = try compileClean(
      """
      Grid(alignment: .leading)
        GridRow
          Color.red.frame(width: 40, height: 20)
          Color.green.frame(width: 30, height: 20)
        Divider()
          .gridCellUnsizedAxes(.horizontal)
        GridRow
          Color.blue.frame(width: 10, height: 10)
            .gridColumnAlignment(.trailing)
          Color.gray.frame(width: 60, height: 10)
            .gridCellAnchor(.topLeading)
      """)
    let r = Layout.run(tree, on: Canvas()).frames
    func f(_ view: Int) -> Rect { r[Int(tree.views[view].outermostNode)] }
    let grid = f(0)
    #expect(grid.width == 108)
    #expect(abs(grid.height - (46 + 1.0 / 3)) < 1e-9)
    #expect(f(4).width == 108)  // the Divider
    #expect(f(1).width == 108 && f(1).minX == grid.minX)  // first GridRow
    // .gridColumnAlignment(.trailing) on the blue cell right-aligns column 0: the red box
    // (40 wide) fills it, the blue one sits at 40 − 10 = 30.
    #expect(f(6).minX - grid.minX == 30)
    // Grid alignment .leading: the green box at the start of column 1 (x 48).
    #expect(f(3).minX - grid.minX == 48)
  }

  @Test func gridCellColumnsSpans() throws {
    let tree = try compileClean(
      """
      Grid
        GridRow
          Color.red.frame(width: 40, height: 20)
          Color.green.frame(width: 30, height: 20)
        GridRow
          Color.blue.frame(width: 100, height: 10).gridCellColumns(2)
      """)
    let r = Layout.run(tree, on: Canvas()).frames
    #expect(r[Int(tree.views[0].node)].width == 100)
  }
}
