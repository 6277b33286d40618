import Testing

@testable import LayoutEngine

/// `LazyVGrid` / `LazyHGrid` with `GridItem` (LayoutRules.md §6.6, objc.io's model).
@Suite struct LazyGridLayoutTests {
  typealias Item = GridItem

  static func flexible(_ minimum: Double = 10, _ maximum: Double = .infinity) -> Item {
    Item(.flexible(minimum: minimum, maximum: maximum))
  }

  /// Lays `children` out in a grid under a fixed frame of `width` × `height`; returns the
  /// grid's frame relative to the frame and the children's frames relative to the grid
  /// (unrounded: `scale: 0`).
  func grid(
    _ layout: LazyGridLayout, width: Double, height: Double = 500,
    _ children: (inout TreeBuilder) -> [NodeID]
  ) -> (grid: [Double], cells: [[Double]]) {
    var t = TreeBuilder()
    let nodes = children(&t)
    let grid = t.builder.addNode(.container(layout), children: nodes)
    let root = t.frame(grid, width: width, height: height)
    let r = Layout.run(t.finish(root: root), on: Canvas(scale: 0), textMeasurer: nil)
    let outer = r.frames[Int(root)]
    let g = r.frames[Int(grid)]
    return (
      [g.minX - outer.minX, g.minY - outer.minY, g.width, g.height],
      nodes.map {
        let c = r.frames[Int($0)]
        return [c.minX - g.minX, c.minY - g.minY, c.width, c.height]
      }
    )
  }

  /// objc.io's quiz 1: `[.fixed(70), .adaptive(minimum: 40)]` at width 200. Left after the
  /// fixed column and one spacing: 200 − 70 − 8 = 122. The adaptive column holds
  /// ⌊(122 + 8) / (40 + 8)⌋ = 2 items of (122 − 8) / 2 = 57: columns at 0 (70), 78 (57),
  /// 143 (57). Five 20-tall flexible cells: rows [0, 1, 2], [3, 4]; height 20 + 8 + 20 = 48.
  @Test func fixedAndAdaptiveColumns() {
    let layout = LazyGridLayout(
      axis: .vertical, items: [Item(.fixed(70)), Item(.adaptive(minimum: 40, maximum: .infinity))])
    let r = grid(layout, width: 200) { t in (0..<5).map { _ in t.frame(t.shape(), height: 20) } }
    #expect(r.grid == [0, 226, 200, 48])
    let expected: [[Double]] = [
      [0, 0, 70, 20], [78, 0, 57, 20], [143, 0, 57, 20], [0, 28, 70, 20], [78, 28, 57, 20],
    ]
    #expect(r.cells == expected)
  }

  /// objc.io's quiz 2: `.flexible(minimum: 50)`, `.flexible(minimum: 120)` at 200. Remaining
  /// 200 − 8 = 192; in declaration order: 192 / 2 = 96 (≥ 50), then 96 / 1 = 96 → 120. The
  /// columns need 96 + 8 + 120 = 224 > 200: the grid is 224 wide, centred in the 200 frame
  /// at x = −12.
  @Test func flexibleColumnsInDeclarationOrderOverflow() {
    let layout = LazyGridLayout(axis: .vertical, items: [Self.flexible(50), Self.flexible(120)])
    let r = grid(layout, width: 200) { t in
      [t.frame(t.shape(), height: 20), t.frame(t.shape(), height: 20)]
    }
    #expect(r.grid == [-12, 240, 224, 20])
    #expect(r.cells == [[0, 0, 96, 20], [104, 0, 120, 20]])
  }

  /// A maximum caps a flexible column and the rest goes on: `.flexible(maximum: 60)`,
  /// `.flexible()` at 200: 192 / 2 = 96 → 60; then 192 − 60 = 132.
  @Test func flexibleMaximumPassesTheRestOn() {
    let layout = LazyGridLayout(axis: .vertical, items: [Self.flexible(10, 60), Self.flexible()])
    let r = grid(layout, width: 200) { t in
      [t.frame(t.shape(), height: 20), t.frame(t.shape(), height: 20)]
    }
    #expect(r.cells == [[0, 0, 60, 20], [68, 0, 132, 20]])
  }

  /// Two `.fixed(50)` columns at 200: the block (50 + 8 + 50 = 108) is centred, starting at
  /// (200 − 108) / 2 = 46. A row is as tall as its tallest cell (30); a 30 × 20 box sits
  /// centred in its 50 × 30 cell: (46 + 10, 5); a 40 × 30 box at (104 + 5, 0).
  @Test func fixedColumnsAreCentredAndRowsTakeTheTallestCell() {
    let layout = LazyGridLayout(axis: .vertical, items: [Item(.fixed(50)), Item(.fixed(50))])
    let r = grid(layout, width: 200) { t in [t.box(30, 20), t.box(40, 30)] }
    #expect(r.grid == [0, 235, 200, 30])
    #expect(r.cells == [[56, 5, 30, 20], [109, 0, 40, 30]])
  }

  /// The grid's `alignment` places cells across; a `GridItem`'s own alignment wins in its
  /// column. Columns `.fixed(50)` (grid alignment `.leading`) and `.fixed(50, alignment:
  /// .bottomTrailing)`. Row 1 is 20 tall (its tallest cell): the 30 × 20 box at (46, 0), the
  /// 20 × 10 box at (104 + 50 − 20, 20 − 10) = (134, 10); row 2 starts at 20 + 8 = 28: the
  /// 40 × 30 box at (46, 28).
  @Test func gridAndItemAlignment() {
    let layout = LazyGridLayout(
      axis: .vertical,
      items: [Item(.fixed(50)), Item(.fixed(50), alignment: .bottomTrailing)],
      alignment: .leading)
    let r = grid(layout, width: 200) { t in [t.box(30, 20), t.box(20, 10), t.box(40, 30)] }
    #expect(r.cells == [[46, 0, 30, 20], [134, 10, 20, 10], [46, 28, 40, 30]])
  }

  /// `GridItem.spacing` is the gap after its column; the grid's `spacing` is between rows.
  /// `.fixed(50, spacing: 0)`, `.fixed(50)`, row spacing 2, four 10-tall cells: block 100
  /// centred at 50; rows at 0 and 10 + 2 = 12.
  @Test func itemAndRowSpacing() {
    let layout = LazyGridLayout(
      axis: .vertical, items: [Item(.fixed(50), spacing: 0), Item(.fixed(50))], spacing: 2)
    let r = grid(layout, width: 200) { t in (0..<4).map { _ in t.frame(t.shape(), height: 10) } }
    #expect(r.cells.map { [$0[0], $0[1]] } == [[50, 0], [100, 0], [50, 12], [100, 12]])
    #expect(r.grid[3] == 22)
  }

  /// An adaptive maximum caps the items: `.adaptive(minimum: 40, maximum: 42)` at 200 holds
  /// ⌊208 / 48⌋ = 4 items of min((200 − 24) / 4 = 44, 42) = 42; the block 4 · 42 + 24 = 192
  /// is centred at 4: items at 4, 54, 104, 154.
  @Test func adaptiveMaximumCapsItems() {
    let layout = LazyGridLayout(axis: .vertical, items: [Item(.adaptive(minimum: 40, maximum: 42))])
    let r = grid(layout, width: 200) { t in (0..<4).map { _ in t.frame(t.shape(), height: 10) } }
    #expect(r.cells.map { [$0[0], $0[2]] } == [[4, 42], [54, 42], [104, 42], [154, 42]])
  }

  /// Ideal size (no width): as if 0 were offered, so each flexible column takes its minimum:
  /// 0 − 8 = −8 → 10, then 10: 10 + 8 + 10 = 28 wide; shapes proposed (10, nil) are 10 × 10.
  /// Infinity across: the flexible column is infinite; an adaptive one holds a single item.
  /// `.adaptive(minimum: 0, maximum: 30)` at 100 holds ⌊108 / 8⌋ = 13 items; with no width, one
  /// item of 0 (so the grid is 0 wide; its 5 × 5 cell overflows).
  @Test func idealAndInfiniteProposals() {
    var t = TreeBuilder()
    let flexible = t.builder.addNode(
      .container(LazyGridLayout(axis: .vertical, items: [Self.flexible(), Self.flexible()])),
      children: [t.shape(), t.shape()])
    let adaptive = t.builder.addNode(
      .container(
        LazyGridLayout(axis: .vertical, items: [Item(.adaptive(minimum: 0, maximum: 30))])),
      children: [t.box(5, 5)])
    let tree = t.finish(root: t.vstack([flexible, adaptive]))
    #expect(sizeOf(tree, flexible, nil, nil) == Size(width: 28, height: 10))
    #expect(sizeOf(tree, flexible, .infinity, nil).width == .infinity)
    let a = LazyGridLayout(axis: .vertical, items: [Item(.adaptive(minimum: 0, maximum: 30))])
    #expect(a.tracks(.infinity).tracks.count == 1)
    #expect(a.tracks(100).tracks.count == 13)
    #expect(sizeOf(tree, adaptive, nil, nil) == Size(width: 0, height: 5))
  }

  /// `LazyHGrid`: rows `.fixed(30)`, `.fixed(40)` in a 200 × 100 frame. Across (vertically)
  /// the block 30 + 8 + 40 = 78 is centred at (100 − 78) / 2 = 11; cells fill columns top to
  /// bottom: column 1 holds 20 × 10 and 30 × 10 (30 wide), column 2 a 25 × 10 box: the grid
  /// is 30 + 8 + 25 = 63 wide, 100 tall. Cells centred: (5, 11 + 10), (0, 49 + 15),
  /// (38 + 0, 21).
  @Test func horizontalGrid() {
    let layout = LazyGridLayout(axis: .horizontal, items: [Item(.fixed(30)), Item(.fixed(40))])
    let r = grid(layout, width: 200, height: 100) { t in
      [t.box(20, 10), t.box(30, 10), t.box(25, 10)]
    }
    #expect(r.grid == [68.5, 0, 63, 100])
    #expect(r.cells == [[5, 21, 20, 10], [0, 64, 30, 10], [38, 21, 25, 10]])
  }
}
