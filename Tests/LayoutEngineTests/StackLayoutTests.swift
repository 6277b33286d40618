import Testing

@testable import LayoutEngine

@Suite struct StackLayoutTests {
  /// objc.io's flexibility example (LayoutRules.md §9.1, observed on real SwiftUI):
  /// `HStack(spacing: 0) { Rectangle().frame(maxWidth: 100); Rectangle().frame(minWidth: 100) }
  /// .frame(width: 150, height: 100)`. Red flexes 0…100 (100), green 100…∞ (∞): red first,
  /// offered 150/2 = 75 → 75; green offered 75 → 100. The stack is 175 wide and overflows the
  /// 150 frame, centred: x = 120 + (150 − 175)/2 = 107.5 (frame at (390 − 150)/2 = 120).
  @Test func flexibilityOrderAndOverflow() {
    var t = TreeBuilder()
    let red = t.flexFrame(t.shape(), maxWidth: 100)
    let green = t.flexFrame(t.shape(), minWidth: 100)
    let stack = t.hstack([red, green], spacing: 0)
    let root = t.frame(stack, width: 150, height: 100)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(red)].width == 75)
    #expect(r.frames[Int(green)].width == 100)
    #expect(r.frames[Int(stack)].tuple == [107.5, 372, 175, 100])
    #expect(r.frames[Int(green)].minX == 182.5)
  }

  /// A spacer between two fixed views (LayoutRules.md §9.2): gaps next to a spacer are 0; the
  /// spacer is the lowest group: available = 200 − 8 (its minimum); the colours take 50
  /// each; the spacer then gets 92 + 8 = 100. Red at x 0, spacer 50…150, blue at 150; the
  /// stack is 50 tall, centred in the 80 frame (y = 382 + 15 = 397); the spacer, 0 tall, is
  /// centred in the stack: y = 397 + 25 = 422.
  @Test func spacerBetweenFixedViews() {
    var t = TreeBuilder()
    let red = t.box(50, 50)
    let spacer = t.spacer(.horizontal)
    let blue = t.box(50, 50)
    let stack = t.hstack([red, spacer, blue])
    let root = t.frame(stack, width: 200, height: 80)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    let x0 = r.frames[Int(root)].minX  // (390 − 200)/2 = 95
    #expect(x0 == 95)
    #expect(r.frames[Int(red)].minX - x0 == 0)
    #expect(r.frames[Int(spacer)].tuple == [x0 + 50, 422, 100, 0])
    #expect(r.frames[Int(blue)].minX - x0 == 150)
    #expect(r.frames[Int(stack)].height == 50)
  }

  /// Default spacing between two ordinary views is 8; explicit spacing wins.
  /// Two 40-wide boxes: 40 + 8 + 40 = 88; with `spacing: 3`, 83.
  @Test(arguments: [(nil, 88.0), (3, 83), (0, 80)] as [(Double?, Double)])
  func adaptiveAndExplicitSpacing(spacing: Double?, width: Double) {
    var t = TreeBuilder()
    let stack = t.hstack([t.box(40, 10), t.box(40, 10)], spacing: spacing)
    let tree = t.finish(root: stack)
    #expect(sizeOf(tree, stack, 390, 844).width == width)
  }

  /// Equal shares: three colours in 300 with default spacing get (300 − 16)/3 = 94.666…
  /// each, as an HStack of greedy children has no other reason to favour one.
  @Test func greedyChildrenShareEqually() {
    var t = TreeBuilder()
    let kids = [t.shape(), t.shape(), t.shape()]
    let stack = t.hstack(kids)
    let root = t.frame(stack, width: 300, height: 50)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    for k in kids { #expect(abs(r.frames[Int(k)].width - 284.0 / 3) < 1e-9) }
  }

  /// Priority groups: a colour with `layoutPriority(1)` next to a plain colour in 300 gets
  /// everything but the other's minimum (0) and the gap: 300 − 8 = 292; the other gets 0.
  @Test func higherPriorityIsOfferedFirst() {
    var t = TreeBuilder()
    let hi = t.wrap(t.shape(), .layoutPriority(LayoutPriorityLayout(priority: 1)))
    let lo = t.shape()
    let stack = t.hstack([lo, hi])
    let root = t.frame(stack, width: 300, height: 50)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(hi)].width == 292)
    #expect(r.frames[Int(lo)].width == 0)
  }

  /// Only the outermost modifier's priority counts: `.layoutPriority(1).padding(0.5)` has
  /// priority 0 in the stack, so the two share equally: (300 − 8)/2 = 146 each (the padded
  /// colour is 145 inside its 146 padding).
  @Test func priorityUnderAnotherModifierIsIgnored() {
    var t = TreeBuilder()
    let inner = t.wrap(t.shape(), .layoutPriority(LayoutPriorityLayout(priority: 1)))
    let padded = t.padding(inner, EdgeInsets(.all, 0.5))
    let other = t.shape()
    let stack = t.hstack([other, padded])
    let root = t.frame(stack, width: 300, height: 50)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(padded)].width == 146)
    #expect(r.frames[Int(other)].width == 146)
  }

  /// Alignment across: `HStack(alignment: .top)` of a 40 and a 20 tall box: both at the top;
  /// `.bottom`: the short one 20 lower; `.center`: 10 lower.
  @Test(arguments: [(VerticalAlignment.top, 0.0), (.center, 10), (.bottom, 20)])
  func minorAxisAlignment(alignment: VerticalAlignment, dy: Double) {
    var t = TreeBuilder()
    let tall = t.box(30, 40)
    let short = t.box(30, 20)
    let stack = t.hstack([tall, short], alignment: alignment)
    let r = Layout.run(t.finish(root: stack), on: Canvas())
    #expect(r.frames[Int(stack)].height == 40)
    #expect(r.frames[Int(short)].minY - r.frames[Int(tall)].minY == dy)
  }

  /// The equal-width trick (LayoutRules.md §9.4): rows `.frame(maxWidth: .infinity)` of 30 and
  /// 80 wide boxes in a VStack under `.fixedSize(horizontal: true, vertical: false)`: sizing
  /// proposes nil → rows report 30 and 80 → the stack is 80 wide; at placement the nil width
  /// becomes 80, so both rows are 80 wide.
  @Test func equalWidthTrick() {
    var t = TreeBuilder()
    let a = t.flexFrame(t.box(30, 10), maxWidth: .infinity)
    let b = t.flexFrame(t.box(80, 10), maxWidth: .infinity)
    let stack = t.vstack([a, b])
    let fixed = t.wrap(stack, .fixedSize(FixedSizeLayout(horizontal: true, vertical: false)))
    let r = Layout.run(t.finish(root: fixed), on: Canvas())
    #expect(r.frames[Int(stack)].width == 80)
    #expect(r.frames[Int(a)].width == 80)
    #expect(r.frames[Int(b)].width == 80)
  }

  /// Right-to-left: an HStack runs from the right. Boxes 40 and 60 wide, gap 8, stack 108
  /// wide centred at x = (390 − 108)/2 = 141: LTR positions 141 and 189; RTL the first ends
  /// at the stack's right edge 249, so it starts at 209, and the second at 141.
  @Test func rightToLeftRunsFromTheRight() {
    var t = TreeBuilder()
    let a = t.box(40, 10)
    let b = t.box(60, 10)
    let stack = t.hstack([a, b])
    let r = Layout.run(t.finish(root: stack), on: Canvas(layoutDirection: .rightToLeft))
    #expect(r.frames[Int(stack)].minX == 141)
    #expect(r.frames[Int(a)].minX == 209)
    #expect(r.frames[Int(b)].minX == 141)
  }

  /// Padding resets spacing: a Spacer's 0 does not reach past a padding, so
  /// `HStack { box; Spacer().padding(0.5) }`'s gap is 8 again. Spacer ideal 8 + 1 = 9 wide
  /// (proposed nil along the axis): 40 + 8 + 9 = 57.
  @Test func paddingResetsSpacing() {
    var t = TreeBuilder()
    let padded = t.padding(t.spacer(.horizontal), EdgeInsets(.all, 0.5))
    let stack = t.hstack([t.box(40, 10), padded])
    let tree = t.finish(root: stack)
    #expect(sizeOf(tree, stack, nil, nil).width == 57)
  }

  /// An empty stack is zero-sized and has priority −∞.
  @Test func emptyStack() {
    var t = TreeBuilder()
    let stack = t.hstack([])
    let tree = t.finish(root: stack)
    #expect(sizeOf(tree, stack, 390, 844) == .zero)
    #expect(LayoutComputer(tree: tree).layoutPriority(stack) == -.infinity)
  }

  /// 1,000 nested stacks of one box each stay linear: every node is sized for a handful of
  /// proposals (0, ∞, the share, the ideal) — far below exponential growth.
  @Test func nestedStacksStayLinear() {
    var t = TreeBuilder()
    var n = t.box(10, 10)
    for i in 0..<1000 { n = i % 2 == 0 ? t.hstack([n, t.shape()]) : t.vstack([n, t.shape()]) }
    let tree = t.finish(root: n)
    let computations = onLargeStack {
      let c = LayoutComputer(tree: tree)
      _ = c.size(n, ProposedSize(width: 390, height: 844))
      return c.sizeComputations
    }
    #expect(computations < tree.nodes.count * 8)
  }
}
