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

  /// objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/), quiz
  /// 1, solution A; reproduced in lochiwei's "adaptive column" notes: `[.fixed(70),
  /// .adaptive(minimum: 40)]` in `.frame(width: 200)`. Left after the fixed column and one
  /// spacing: 200 − 70 − 8 = 122, all of it the adaptive column's. It holds
  /// ⌊(122 + 8) / (40 + 8)⌋ = 2 items of (122 − 8) / 2 = 57: columns at 0 (70), 78 (57),
  /// 143 (57); the block fills the grid, so the second pass (at 200) is the same. Five 20-tall
  /// flexible cells: rows [0, 1, 2], [3, 4]; height 20 + 8 + 20 = 48.
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

  /// objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/), quiz
  /// 2 (its "2 passes" figure is reproduced in lochiwei's "flexible column" notes):
  /// `.flexible(minimum: 50)`, `.flexible(minimum: 120)` in `.frame(width: 200)`.
  /// First pass, at 200: 200 − 8 = 192; in declaration order 192 / 2 = 96 (≥ 50), then
  /// 96 / 1 = 96 → 120: the columns need 96 + 8 + 120 = 224 > 200, so the grid is 224 wide,
  /// centred in the frame at (200 − 224) / 2 = −12.
  /// Second pass, at the grid's own 224 (objc.io's code lays the columns out again from the
  /// grid's size, `objcio/S01E238-…` `Grid.swift`): 224 − 8 = 216; 216 / 2 = 108, then 108 →
  /// 120. Columns 108 and 120 from the grid's leading edge: 108 + 8 + 120 = 236, 12 past it.
  @Test func flexibleColumnsOverflowAndAreLaidOutAgain() {
    let layout = LazyGridLayout(axis: .vertical, items: [Self.flexible(50), Self.flexible(120)])
    let r = grid(layout, width: 200) { t in
      [t.frame(t.shape(), height: 20), t.frame(t.shape(), height: 20)]
    }
    #expect(r.grid == [-12, 240, 224, 20])
    #expect(r.cells == [[0, 0, 108, 20], [116, 0, 120, 20]])
  }

  /// "预判 LazyVGrid 布局 - Flexible篇" (https://juejin.cn/post/7081943051349786631; in English
  /// at https://www.mo4tech.com/predict-lazyvgrid-layout-flexible-article.html), the
  /// flexible + flexible case: `.flexible(minimum: 100)`, `.flexible(minimum: 180)` at 300.
  /// First pass: (300 − 8) / 2 = 146 (≥ 100); 146 → 180: 146 + 8 + 180 = 334, centred at
  /// (300 − 334) / 2 = −17. Second pass at 334: (334 − 8) / 2 = 163; 163 → 180: 163 + 8 + 180
  /// = 351 from the grid's leading edge: "not centred … 17 over on the left, 34 over on the
  /// right" (351 − 300 − 17 = 34), as the article measures it.
  @Test func flexibleOverflowIsNotCentred() {
    let layout = LazyGridLayout(axis: .vertical, items: [Self.flexible(100), Self.flexible(180)])
    let r = grid(layout, width: 300) { t in
      [t.frame(t.shape(), height: 20), t.frame(t.shape(), height: 20)]
    }
    #expect(r.grid == [-17, 240, 334, 20])
    #expect(r.cells == [[0, 0, 163, 20], [171, 0, 180, 20]])
    #expect(r.grid[0] + r.cells[1][0] + r.cells[1][2] - 300 == 34)
  }

  /// The same article, the two minimums swapped: `.flexible(minimum: 180)`,
  /// `.flexible(minimum: 100)` at 300: 292 / 2 = 146 → 180; 292 − 180 = 112 (≥ 100): 180 + 8 +
  /// 112 = 300, so the second pass is the same and the block fills the grid. Its fixed cases:
  /// `.fixed(60)`, `.fixed(100)` are 60 + 8 + 100 whatever the width, centred: at 300 they
  /// start at (300 − 168) / 2 = 66.
  @Test func declarationOrderDecidesWhoOverflows() {
    let swapped = LazyGridLayout(
      axis: .vertical, items: [Self.flexible(180), Self.flexible(100)])
    let r = grid(swapped, width: 300) { t in
      [t.frame(t.shape(), height: 20), t.frame(t.shape(), height: 20)]
    }
    #expect(r.grid == [0, 240, 300, 20])
    #expect(r.cells == [[0, 0, 180, 20], [188, 0, 112, 20]])
    let fixed = LazyGridLayout(axis: .vertical, items: [Item(.fixed(60)), Item(.fixed(100))])
    let f = grid(fixed, width: 300) { t in
      [t.frame(t.shape(), height: 20), t.frame(t.shape(), height: 20)]
    }
    #expect(f.cells == [[66, 0, 60, 20], [134, 0, 100, 20]])
  }

  /// The same article's single flexible column: "render width max(min(container width, 200),
  /// 100)" for `.flexible(minimum: 100, maximum: 200)`. At 300: 200, centred at 50 in the grid
  /// (300 wide). At 50: 100 > 50, so the grid is 100 wide, centred at (50 − 100) / 2 = −25.
  @Test func singleFlexibleColumnIsClamped() {
    let layout = LazyGridLayout(axis: .vertical, items: [Self.flexible(100, 200)])
    let wide = grid(layout, width: 300) { t in [t.frame(t.shape(), height: 20)] }
    #expect(wide.grid == [0, 240, 300, 20])
    #expect(wide.cells == [[50, 0, 200, 20]])
    let narrow = grid(layout, width: 50) { t in [t.frame(t.shape(), height: 20)] }
    #expect(narrow.grid == [-25, 240, 100, 20])
    #expect(narrow.cells == [[0, 0, 100, 20]])
  }

  /// "预判 LazyVGrid 布局 - Adaptive篇" (https://juejin.cn/post/7083356120147820552; in English
  /// at https://dev.mo4tech.com/?p=305430), its first two cases.
  /// `.adaptive(minimum: 50, maximum: 100)` at 300: ⌊(300 + 8) / (50 + 8)⌋ = 5 items of
  /// (300 − 4 · 8) / 5 = 53.6, at 0, 61.6, 123.2, 184.8, 246.4.
  /// `.adaptive(minimum: 50, maximum: 100)`, `.adaptive(minimum: 40, maximum: 100)` at 300:
  /// (300 − 8) / 2 = 146 for the first: ⌊154 / 58⌋ = 2 items of (146 − 8) / 2 = 69; the
  /// second takes the 146 left: ⌊154 / 48⌋ = 3 items of (146 − 2 · 8) / 3 = 43⅓. Items at 0,
  /// 77, then 154, 205⅓, 256⅔: 300 in all.
  @Test func adaptiveColumnsShareTheWidth() {
    let one = LazyGridLayout(axis: .vertical, items: [Item(.adaptive(minimum: 50, maximum: 100))])
    let a = one.tracks(300).tracks
    #expect(a.map(\.length) == Array(repeating: 53.6, count: 5))
    #expect(a.map(\.offset).map { ($0 * 10).rounded() / 10 } == [0, 61.6, 123.2, 184.8, 246.4])
    let two = LazyGridLayout(
      axis: .vertical,
      items: [
        Item(.adaptive(minimum: 50, maximum: 100)), Item(.adaptive(minimum: 40, maximum: 100)),
      ])
    let (b, block) = two.tracks(300)
    #expect(b.map { ($0.length * 1000).rounded() / 1000 } == [69, 69, 43.333, 43.333, 43.333])
    #expect(b.map { ($0.offset * 1000).rounded() / 1000 } == [0, 77, 154, 205.333, 256.667])
    #expect(abs(block - 300) < 1e-9)
  }

  /// The Adaptive article's third case: `.flexible(minimum: 100)`, `.fixed(100)`,
  /// `.adaptive(minimum: 100)`, `.fixed(100)` at 300. Left after the spacing and the fixed
  /// columns: 300 − 3 · 8 − 100 − 100 = 76; the flexible column is offered 76 / 2 = 38 and
  /// takes its minimum 100, leaving −24: the adaptive column holds one item, 0 wide (the
  /// article: "only one column, width 0"). Its minimum of 100 does not hold it. The columns
  /// need 100 + 100 + 0 + 100 + 24 = 324: the grid is 324 wide at (300 − 324) / 2 = −12; the
  /// second pass at 324 leaves 100: 50 → 100, then 0 — the same columns, at 0, 108, 216 (0
  /// wide), 224, as the article's second step finds: 100 + 8 + 100 + 8 + 0 + 8 + 100 = 324
  /// ("the adaptive minimum counts the columns; it puts no hard limit on the width").
  @Test func adaptiveColumnCanBeZeroWide() {
    let layout = LazyGridLayout(
      axis: .vertical,
      items: [
        Self.flexible(100), Item(.fixed(100)), Item(.adaptive(minimum: 100, maximum: .infinity)),
        Item(.fixed(100)),
      ])
    let r = grid(layout, width: 300) { t in (0..<4).map { _ in t.frame(t.shape(), height: 20) } }
    #expect(r.grid == [-12, 240, 324, 20])
    #expect(
      r.cells == [[0, 0, 100, 20], [108, 0, 100, 20], [216, 0, 0, 20], [224, 0, 100, 20]])
  }

  /// An adaptive item narrower than its minimum (lochiwei's notes on objc.io's article: "the
  /// minimum … is only used to compute how many items that column can accommodate … it's NOT
  /// the minimum width of that column"): `.fixed(100)`, `.adaptive(minimum: 80)` at 150
  /// leaves 150 − 8 − 100 = 42 for one item (⌊50 / 88⌋ = 0, at least 1) 42 wide; the block
  /// 100 + 8 + 42 fills the 150.
  @Test func adaptiveItemNarrowerThanItsMinimum() {
    let layout = LazyGridLayout(
      axis: .vertical, items: [Item(.fixed(100)), Item(.adaptive(minimum: 80, maximum: .infinity))])
    let r = grid(layout, width: 150) { t in (0..<2).map { _ in t.frame(t.shape(), height: 20) } }
    #expect(r.grid == [0, 240, 150, 20])
    #expect(r.cells == [[0, 0, 100, 20], [108, 0, 42, 20]])
  }

  /// `LazyHGrid` runs the same two passes down the screen (nothing published; the mirror of
  /// `flexibleOverflowIsNotCentred`): rows `.flexible(minimum: 100)`, `.flexible(minimum:
  /// 180)` in a 200 × 300 frame: the grid is 334 tall at y = −17, rows 163 and 180 tall at 0 and
  /// 171; each column is as wide as its widest cell (20).
  @Test func horizontalGridLaysOutTwice() {
    let layout = LazyGridLayout(
      axis: .horizontal, items: [Self.flexible(100), Self.flexible(180)])
    let r = grid(layout, width: 200, height: 300) { t in
      [t.frame(t.shape(), width: 20), t.frame(t.shape(), width: 20)]
    }
    #expect(r.grid == [90, -17, 20, 334])
    #expect(r.cells == [[0, 0, 20, 163], [0, 171, 20, 180]])
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
