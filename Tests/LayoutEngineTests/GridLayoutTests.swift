import Testing

@testable import LayoutEngine

/// `Grid` / `GridRow` and the cell traits (LayoutRules.md §6.5, our reconstruction of Q1).
@Suite struct GridLayoutTests {
  func row(_ t: inout TreeBuilder, _ cells: [NodeID], alignment: VerticalAlignment? = nil) -> NodeID
  {
    t.builder.addNode(.gridRow(GridRowLayout(alignment: alignment)), children: cells)
  }

  func relative(_ r: LayoutResult, _ node: NodeID, to grid: NodeID) -> [Double] {
    let f = r.frames[Int(node)]
    let g = r.frames[Int(grid)]
    return [f.minX - g.minX, f.minY - g.minY, f.width, f.height]
  }

  /// Rows (40×20, 10×30) and (20×10, 60×10), default spacing 8. Columns: max(40, 20) = 40,
  /// max(10, 60) = 60 → 40 + 8 + 60 = 108 wide; rows max(20, 30) = 30 and 10 → 30 + 8 + 10
  /// = 48 tall. Cells centred in their cell: (0, 5), (40 + 8 + 25, 0), (10, 38), (48, 38).
  @Test func columnsTakeTheWidestCellRowsTheTallest() {
    var t = TreeBuilder()
    let a = t.box(40, 20)
    let b = t.box(10, 30)
    let c = t.box(20, 10)
    let d = t.box(60, 10)
    let r0 = row(&t, [a, b])
    let r1 = row(&t, [c, d])
    let grid = t.builder.addNode(.grid(GridLayout()), children: [r0, r1])
    let r = Layout.run(t.finish(root: grid), on: Canvas())
    #expect(r.frames[Int(grid)].size == Size(width: 108, height: 48))
    #expect(relative(r, a, to: grid) == [0, 5, 40, 20])
    #expect(relative(r, b, to: grid) == [73, 0, 10, 30])
    #expect(relative(r, c, to: grid) == [10, 38, 20, 10])
    #expect(relative(r, d, to: grid) == [48, 38, 60, 10])
    #expect(relative(r, r1, to: grid) == [0, 38, 108, 10])
  }

  /// A Color outside a GridRow spans every column. Grid in a 200×300 frame. Heights: the
  /// fixed row (20) first, offered (300 − 8)/2 → 20; the Color row gets 292 − 20 = 272.
  /// Width: columns 40 and 60 span 108; the Color, offered 200, needs 200: each column
  /// grows by 46 → 86 and 106, the grid is 200 wide (as wide as offered, as Apple documents
  /// for a full-width Divider). The 40×20 box centred in 86: x 23; the 60×10 box in 106 at
  /// 94: x 117, y 5; the Color at (0, 28), 200×272.
  /// With `gridCellUnsizedAxes(.horizontal)` the Color sizes nothing: 108 wide, and it is
  /// proposed (and takes) 108.
  @Test(arguments: [false, true])
  func fullWidthRow(unsized: Bool) {
    var t = TreeBuilder()
    let a = t.box(40, 20)
    let b = t.box(60, 10)
    let r0 = row(&t, [a, b])
    var color = t.shape()
    if unsized { color = t.wrap(color, .gridCell(GridCellLayout(unsizedHorizontally: true))) }
    let grid = t.builder.addNode(.grid(GridLayout()), children: [r0, color])
    let root = t.frame(grid, width: 200, height: 300)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    if unsized {
      #expect(r.frames[Int(grid)].size == Size(width: 108, height: 300))
      #expect(relative(r, color, to: grid) == [0, 28, 108, 272])
    } else {
      #expect(r.frames[Int(grid)].size == Size(width: 200, height: 300))
      #expect(relative(r, a, to: grid) == [23, 0, 40, 20])
      #expect(relative(r, b, to: grid) == [117, 5, 60, 10])
      #expect(relative(r, color, to: grid) == [0, 28, 200, 272])
    }
  }

  /// `gridCellColumns(2)`: a 100×10 cell over two columns of 40 and 30 (span 40 + 8 + 30 =
  /// 78) widens each by 11 → 51 and 41; the grid is 100 wide. Precedence of alignment:
  /// `gridColumnAlignment(.leading)` on column 0 puts the 40-wide box at x 0; the 30-wide box
  /// in column 1 (x 59, width 41) has `gridCellAnchor(.bottomTrailing)`: x 59 + 11 = 70, and
  /// y 20 − 10 = 10 in its 20-tall row (GridRow(alignment: .top) does not apply to it).
  @Test func spansAnchorsAndColumnAlignment() {
    var t = TreeBuilder()
    let a = t.wrap(t.box(40, 20), .gridCell(GridCellLayout(columnAlignment: .leading)))
    let b = t.wrap(t.box(30, 10), .gridCell(GridCellLayout(anchor: .bottomTrailing)))
    let wide = t.wrap(t.box(100, 10), .gridCell(GridCellLayout(columns: 2)))
    let r0 = row(&t, [a, b], alignment: .top)
    let r1 = row(&t, [wide])
    let grid = t.builder.addNode(.grid(GridLayout()), children: [r0, r1])
    let r = Layout.run(t.finish(root: grid), on: Canvas())
    #expect(r.frames[Int(grid)].size == Size(width: 100, height: 38))
    #expect(relative(r, a, to: grid) == [0, 0, 40, 20])
    #expect(relative(r, b, to: grid) == [70, 10, 30, 10])
    #expect(relative(r, wide, to: grid) == [0, 28, 100, 10])
  }

  /// Explicit spacing 2 × 4 and grid alignment `.topLeading`: 40 + 2 + 60 = 102 by
  /// 30 + 4 + 10 = 44; the 10×30 and 20×10 cells sit at their cells' top-leading corners.
  @Test func spacingAndGridAlignment() {
    var t = TreeBuilder()
    let a = t.box(40, 20)
    let b = t.box(10, 30)
    let c = t.box(20, 10)
    let d = t.box(60, 10)
    let r0 = row(&t, [a, b])
    let r1 = row(&t, [c, d])
    let grid = t.builder.addNode(
      .grid(GridLayout(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 4)),
      children: [r0, r1])
    let r = Layout.run(t.finish(root: grid), on: Canvas())
    #expect(r.frames[Int(grid)].size == Size(width: 102, height: 44))
    #expect(relative(r, a, to: grid) == [0, 0, 40, 20])
    #expect(relative(r, b, to: grid) == [42, 0, 10, 30])
    #expect(relative(r, c, to: grid) == [0, 34, 20, 10])
  }
}
