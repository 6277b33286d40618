import Testing

@testable import LayoutEngine

/// `ScrollView` (LayoutRules.md §6.4) on the default 390×844 canvas.
@Suite struct ScrollViewLayoutTests {
  func scroll(_ t: inout TreeBuilder, _ content: NodeID, _ axes: Axis.Set = .vertical) -> NodeID {
    t.wrap(content, .scrollView(ScrollViewLayout(axes: axes)))
  }

  /// A vertical scroll view proposes (390, nil): the VStack of a 100×300 and a 50×600 box
  /// (spacing 0) is 100×900. The scroll view takes the whole height, 844, and hugs the
  /// content's width, 100: centred at x (390 − 100)/2 = 145, y 0. The content sits at its
  /// top-leading corner and overflows below: (145, 0, 100, 900); the second box is centred
  /// in the stack: x 145 + 25 = 170, y 300.
  @Test func verticalTakesItsHeightAndHugsItsWidth() {
    var t = TreeBuilder()
    let a = t.box(100, 300)
    let b = t.box(50, 600)
    let stack = t.vstack([a, b], spacing: 0)
    let root = scroll(&t, stack)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(root)].tuple == [145, 0, 100, 844])
    #expect(r.frames[Int(stack)].tuple == [145, 0, 100, 900])
    #expect(r.frames[Int(b)].tuple == [170, 300, 50, 600])
  }

  /// Content is proposed nil on the scroll axis: a Color falls back to its ideal 10 points
  /// tall and takes the proposed 390 across (so the scroll view is 390×844).
  @Test func contentIsProposedNilAlongTheScrollAxis() {
    var t = TreeBuilder()
    let color = t.shape()
    let root = scroll(&t, color)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(root)].tuple == [0, 0, 390, 844])
    #expect(r.frames[Int(color)].tuple == [0, 0, 390, 10])
  }

  /// Horizontal: content proposed (nil, 844); an HStack of 300×50 and 300×80 (spacing 0) is
  /// 600×80. The scroll view is 390 wide (its proposal) and 80 tall (the content's): y =
  /// (844 − 80)/2 = 382. The content starts at its leading edge, x 0.
  @Test func horizontalTakesItsWidthAndHugsItsHeight() {
    var t = TreeBuilder()
    let stack = t.hstack([t.box(300, 50), t.box(300, 80)], spacing: 0)
    let root = scroll(&t, stack, .horizontal)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(root)].tuple == [0, 382, 390, 80])
    #expect(r.frames[Int(stack)].tuple == [0, 382, 600, 80])
  }

  /// Right to left, a horizontal scroll view's content starts at its leading (right) edge:
  /// the 600-wide content ends at x 390 and begins at −210.
  @Test func horizontalContentStartsAtTheLeadingEdgeInRightToLeft() {
    var t = TreeBuilder()
    let stack = t.hstack([t.box(300, 50), t.box(300, 80)], spacing: 0)
    let root = scroll(&t, stack, .horizontal)
    let r = Layout.run(t.finish(root: root), on: Canvas(layoutDirection: .rightToLeft))
    #expect(r.frames[Int(stack)].tuple == [-210, 382, 600, 80])
  }

  /// Both axes: the content is proposed (nil, nil) — a Color is 10×10 at the top-leading
  /// corner — and the scroll view takes the whole proposal.
  @Test func bothAxesTakeTheWholeProposal() {
    var t = TreeBuilder()
    let color = t.shape()
    let root = scroll(&t, color, .both)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(root)].tuple == [0, 0, 390, 844])
    #expect(r.frames[Int(color)].tuple == [0, 0, 10, 10])
  }

  /// Proposed nil on its scroll axis (inside a `fixedSize` or another scroll view), a scroll
  /// view takes its content's length (decision for Q5): 100×300 for a 100×300 box, whatever
  /// the width proposed.
  @Test func nilOnTheScrollAxisTakesTheContentLength() {
    var t = TreeBuilder()
    let box = t.box(100, 300)
    let root = scroll(&t, box)
    let tree = t.finish(root: root)
    #expect(sizeOf(tree, root, nil, nil) == Size(width: 100, height: 300))
    #expect(sizeOf(tree, root, 390, nil) == Size(width: 100, height: 300))
    #expect(sizeOf(tree, root, 390, 0) == Size(width: 100, height: 0))
  }
}
