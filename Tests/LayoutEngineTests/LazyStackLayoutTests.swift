import Testing

@testable import LayoutEngine

/// `LazyVStack` / `LazyHStack` (LayoutRules.md §6.3) on the default 390×844 canvas.
@Suite struct LazyStackLayoutTests {
  func lazy(
    _ t: inout TreeBuilder, _ axis: Axis, _ children: [NodeID], alignment: AlignmentKey? = nil,
    spacing: Double? = 0
  ) -> NodeID {
    let key = alignment ?? (axis == .horizontal ? .verticalCenter : .horizontalCenter)
    return t.builder.addNode(
      .stack(StackLayout(axis: axis, alignment: key, spacing: spacing, isLazy: true)),
      children: children)
  }

  /// Proposed 390×844, a LazyVStack of 100×40 and 50×40 (spacing 0) is 390 wide (it fills
  /// the width, unlike a VStack) and 40 + 40 = 80 tall: y (844 − 80)/2 = 382. Centred
  /// children: x (390 − 100)/2 = 145 and (390 − 50)/2 = 170.
  @Test func fillsTheWidthAndCentresItsChildren() {
    var t = TreeBuilder()
    let a = t.box(100, 40)
    let b = t.box(50, 40)
    let root = lazy(&t, .vertical, [a, b])
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(root)].tuple == [0, 382, 390, 80])
    #expect(r.frames[Int(a)].tuple == [145, 382, 100, 40])
    #expect(r.frames[Int(b)].tuple == [170, 422, 50, 40])
  }

  /// `.leading` and `.trailing` put the children at the edges of the whole width: x 0, and
  /// 390 − 50 = 340 for the 50-wide box.
  @Test func alignsAcrossTheWholeWidth() {
    var t = TreeBuilder()
    let a = t.box(100, 40)
    let leading = lazy(&t, .vertical, [a], alignment: .leading)
    let b = t.box(50, 40)
    let trailing = lazy(&t, .vertical, [b], alignment: .trailing)
    let root = t.vstack([leading, trailing], spacing: 0)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(a)].minX == 0)
    #expect(r.frames[Int(b)].minX == 340)
  }

  /// Children are proposed nil along the axis, whatever the stack is offered: a Color is
  /// its ideal 10 tall and a Spacer its minimum 8, so the stack is 18 tall (a VStack would
  /// give them the whole 844).
  @Test func childrenTakeTheirIdealLength() {
    var t = TreeBuilder()
    let color = t.shape()
    let spacer = t.spacer(.vertical)
    let root = lazy(&t, .vertical, [color, spacer])
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(color)].tuple == [0, 413, 390, 10])
    #expect(r.frames[Int(root)].height == 18)
  }

  /// Proposed nil across, a lazy stack hugs its widest child like a VStack: 100×80.
  @Test func nilAcrossHugsTheChildren() {
    var t = TreeBuilder()
    let root = lazy(&t, .vertical, [t.box(100, 40), t.box(50, 40)])
    #expect(sizeOf(t.finish(root: root), root, nil, nil) == Size(width: 100, height: 80))
  }

  /// In a horizontal ScrollView (proposed (nil, 844)) a LazyHStack of 100×40 and 50×20 hugs
  /// its content along the scroll axis — 150 wide, at x 0 (skip-ui #315 reports this of iOS)
  /// — and fills the height, 844 (skip-ui #323); the 20-tall box is centred: y 412.
  @Test func lazyHStackInAHorizontalScrollView() {
    var t = TreeBuilder()
    let a = t.box(100, 40)
    let b = t.box(50, 20)
    let stack = lazy(&t, .horizontal, [a, b])
    let root = t.wrap(stack, .scrollView(ScrollViewLayout(axes: .horizontal)))
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(root)].tuple == [0, 0, 390, 844])
    #expect(r.frames[Int(stack)].tuple == [0, 0, 150, 844])
    #expect(r.frames[Int(b)].tuple == [100, 412, 50, 20])
  }
}
