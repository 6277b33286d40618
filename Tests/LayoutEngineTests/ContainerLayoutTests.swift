import Testing

@testable import LayoutEngine

/// The engine's `Layout` protocol (`ContainerLayout`, LayoutRules.md §6.8) and the flow layout
/// of the article "SwiftUI Layout: The Rules That Stop the 'Why Is It Doing That?'" written on it.
@Suite struct ContainerLayoutTests {
  /// Lays `items` (fixed boxes, width × height) out in a `FlowLayout` under a fixed frame of
  /// `width` (the frame proposes exactly `width`); returns the flow's frame and the items'
  /// frames relative to the flow's origin.
  func flow(_ items: [(Double, Double)], width: Double, spacing: Double = 8)
    -> (flow: [Double], items: [[Double]])
  {
    var t = TreeBuilder()
    let boxes = items.map { t.box($0.0, $0.1) }
    let flow = t.builder.addNode(.container(FlowLayout(spacing: spacing)), children: boxes)
    let root = t.frame(flow, width: width, height: 500)
    let r = Layout.run(t.finish(root: root), on: Canvas(), textMeasurer: nil)
    let f = r.frames[Int(flow)]
    return (
      [0, 0, f.width, f.height],
      boxes.map {
        let b = r.frames[Int($0)]
        return [b.minX - f.minX, b.minY - f.minY, b.width, b.height]
      }
    )
  }

  /// Width 100, items 40×20, 30×10, 50×30. Sizing: 40 fits (row 40); 40 + 30 = 70 ≤ 100
  /// (row 40 + 8 + 30 = 78); 78 + 50 = 128 > 100 → new row: height 20 + 8, then 30.
  /// Size (min(78, 100), 28 + 30) = 78 × 58. Placement in bounds 78 wide: (0, 0), (48, 0),
  /// then 86 + 50 > 78 → (0, 28). Items sit at the top of their row (the 10-tall one at y 0).
  @Test func wrapsWhenTheNextItemWouldCrossTheWidth() {
    let r = flow([(40, 20), (30, 10), (50, 30)], width: 100)
    #expect(r.flow == [0, 0, 78, 58])
    #expect(r.items == [[0, 0, 40, 20], [48, 0, 30, 10], [0, 28, 50, 30]])
  }

  /// Proposed no width (ideal): one row, 40 + 8 + 30 + 8 + 50 = 136 wide, 30 tall.
  @Test func idealSizeIsOneRow() {
    var t = TreeBuilder()
    let boxes = [t.box(40, 20), t.box(30, 10), t.box(50, 30)]
    let flow = t.builder.addNode(.container(FlowLayout()), children: boxes)
    let tree = t.finish(root: flow)
    #expect(sizeOf(tree, flow, nil, nil) == Size(width: 136, height: 30))
    #expect(sizeOf(tree, flow, .infinity, nil) == Size(width: 136, height: 30))
  }

  /// The article's sizing does not count the spacing before an item, its placement does.
  /// Width 100, two 50×20 items: sizing 50 + 50 = 100 ≤ 100 keeps one row (width
  /// min(50 + 8 + 50, 100) = 100, height 20); placement 58 + 50 = 108 > 100 wraps the second
  /// item to y = 20 + 8 = 28, below the flow's own 20-point height.
  @Test func sizingAndPlacementDisagreeAsInTheArticle() {
    let r = flow([(50, 20), (50, 20)], width: 100)
    #expect(r.flow == [0, 0, 100, 20])
    #expect(r.items == [[0, 0, 50, 20], [0, 28, 50, 20]])
  }

  /// An item wider than the proposal: 0 + 40 > 30 opens a row after an empty one, so the
  /// article's code adds `spacing` above it: height 8 + 20 = 28, width min(40, 30) = 30; placement
  /// 0 + 40 > 30 moves it to y = 0 + 8.
  @Test func itemWiderThanTheProposal() {
    let r = flow([(40, 20)], width: 30)
    #expect(r.flow == [0, 0, 30, 28])
    #expect(r.items == [[0, 8, 40, 20]])
  }

  /// Spacing 4 separates items and rows alike: width 60, items 30×10 ×3: 30, 30 + 30 = 60
  /// ≤ 60 (row 64), 64 + 30 > 60 → row 2. Size min(64, 60) = 60 × (10 + 4 + 10) = 24.
  /// Placement in 60: (0,0); 34 + 30 = 64 > 60 → (0, 14); 34 + 30 > 60 → (0, 28).
  @Test func customSpacing() {
    let r = flow([(30, 10), (30, 10), (30, 10)], width: 60, spacing: 4)
    #expect(r.flow == [0, 0, 60, 24])
    #expect(r.items.map { [$0[0], $0[1]] } == [[0, 0], [0, 14], [0, 28]])
  }

  /// Right-to-left mirrors the flow inside its frame: in the first example, the first item
  /// (0…40 of 78) ends up at 78 − 40 = 38.
  @Test func rightToLeftMirrors() {
    var t = TreeBuilder()
    let boxes = [t.box(40, 20), t.box(30, 10)]
    let flow = t.builder.addNode(.container(FlowLayout()), children: boxes)
    let r = Layout.run(
      t.finish(root: flow), on: Canvas(layoutDirection: .rightToLeft), textMeasurer: nil)
    let f = r.frames[Int(flow)]
    #expect(f.width == 78)
    #expect(r.frames[Int(boxes[0])].minX - f.minX == 38)
    #expect(r.frames[Int(boxes[1])].minX - f.minX == 0)
  }

  /// A layout that places nothing: SwiftUI centres an unplaced subview in the bounds and
  /// proposes it the layout's own proposal. Bounds 100×50 (proposal 100×50), a 20×10 box:
  /// at (40, 20).
  @Test func unplacedSubviewIsCentred() {
    struct PlacesNothing: ContainerLayout {
      func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        proposal.replacingUnspecifiedDimensions()
      }
      func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}
    }
    var t = TreeBuilder()
    let box = t.box(20, 10)
    let layout = t.builder.addNode(.container(PlacesNothing()), children: [box])
    let root = t.frame(layout, width: 100, height: 50)
    let r = Layout.run(t.finish(root: root), on: Canvas(), textMeasurer: nil)
    let f = r.frames[Int(layout)]
    #expect(r.frames[Int(box)].minX - f.minX == 40)
    #expect(r.frames[Int(box)].minY - f.minY == 20)
  }

  /// §6.8 defaults: priority 0, −∞ without subviews; spacing the union of the subviews'
  /// (two ordinary views: 8 to a neighbour; none: `.zero`, so 0 next to an empty one).
  @Test func priorityAndSpacingDefaults() {
    var t = TreeBuilder()
    let full = t.builder.addNode(
      .container(FlowLayout()), children: [t.box(10, 10), t.box(10, 10)])
    let empty = t.builder.addNode(.container(FlowLayout()))
    let other = t.box(10, 10)
    let stack = t.hstack([full, other, empty])
    let computer = LayoutComputer(tree: t.finish(root: stack))
    #expect(computer.layoutPriority(full) == 0)
    #expect(computer.layoutPriority(empty) == -.infinity)
    #expect(computer.spacing(full).distance(to: computer.spacing(other), along: .horizontal) == 8)
    #expect(computer.spacing(other).distance(to: computer.spacing(empty), along: .horizontal) == 0)
  }

  /// Explicit guides combine the subviews' at their placement (§2.3): a flow of a box with
  /// `alignmentGuide(.firstTextBaseline) { 5 }` placed on the second row at y 28 reports
  /// 28 + 5 = 33; frame guides are never explicit.
  @Test func explicitGuidesCombinePlacedSubviews() {
    var t = TreeBuilder()
    let a = t.box(40, 20)
    let b = t.box(30, 10)
    let guided = t.wrap(
      t.box(50, 30),
      .alignmentGuide(AlignmentGuideLayout(key: .firstTextBaseline, value: .constant(5))))
    let flow = t.builder.addNode(.container(FlowLayout()), children: [a, b, guided])
    let computer = LayoutComputer(tree: t.finish(root: flow))
    let size = Size(width: 78, height: 58)
    let p = ProposedSize(width: 100, height: nil)
    #expect(computer.explicitAlignment(flow, .firstTextBaseline, size: size, proposal: p) == 33)
    #expect(computer.explicitAlignment(flow, .leading, size: size, proposal: p) == nil)
  }
}
