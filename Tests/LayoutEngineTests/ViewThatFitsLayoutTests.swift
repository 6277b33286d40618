import Testing

@testable import LayoutEngine

/// `ViewThatFits` (LayoutRules.md §6.7) on the default 390×844 canvas.
@Suite struct ViewThatFitsLayoutTests {
  func fits(_ t: inout TreeBuilder, _ children: [NodeID], _ axes: Axis.Set = .both) -> NodeID {
    t.builder.addNode(.viewThatFits(ViewThatFitsLayout(axes: axes)), children: children)
  }

  /// In a 250×100 frame (at x (390 − 250)/2 = 70, y (844 − 100)/2 = 372), checking the
  /// width only: the 300-wide box does not fit, the 200-wide one does and is chosen. The
  /// ViewThatFits is its size, 200×50, centred in the frame: (95, 397). The others are
  /// hidden: zero-size frames at the ViewThatFits' origin (for every node of theirs).
  @Test func firstChildThatFitsIsChosen() {
    var t = TreeBuilder()
    let wide = t.box(300, 50)
    let medium = t.box(200, 50)
    let narrow = t.box(100, 50)
    let vtf = fits(&t, [wide, medium, narrow], .horizontal)
    let root = t.frame(vtf, width: 250, height: 100)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(vtf)].tuple == [95, 397, 200, 50])
    #expect(r.frames[Int(medium)].tuple == [95, 397, 200, 50])
    #expect(r.frames[Int(wide)].tuple == [95, 397, 0, 0])
    #expect(r.frames[Int(t.builder.tree.child(of: wide))].tuple == [95, 397, 0, 0])
    #expect(r.frames[Int(narrow)].tuple == [95, 397, 0, 0])
  }

  /// When nothing fits (a 50-wide frame), the last child is chosen and overflows: 100×50,
  /// centred on the frame's centre x 195: x 145.
  @Test func lastChildWhenNothingFits() {
    var t = TreeBuilder()
    let wide = t.box(300, 50)
    let narrow = t.box(100, 50)
    let vtf = fits(&t, [wide, narrow], .horizontal)
    let root = t.frame(vtf, width: 50, height: 100)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(narrow)].tuple == [145, 397, 100, 50])
    #expect(r.frames[Int(wide)].size == .zero)
  }

  /// Both axes (the default): a 100×200 box fits the 250 width but not the 100 height, so
  /// the 200×50 one is chosen; an exact fit counts (≤): a 250-wide box fits 250.
  @Test func everyConstrainedAxisMustFit() {
    var t = TreeBuilder()
    let tall = t.box(100, 200)
    let exact = t.box(250, 50)
    let vtf = fits(&t, [tall, exact])
    let root = t.frame(vtf, width: 250, height: 100)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(exact)].width == 250)
    #expect(r.frames[Int(tall)].size == .zero)
  }

  /// A nil proposal constrains nothing: the first child is chosen (LayoutRules.md §10 verdict).
  @Test func nilProposalChoosesTheFirst() {
    var t = TreeBuilder()
    let vtf = fits(&t, [t.box(300, 50), t.box(100, 50)])
    #expect(sizeOf(t.finish(root: vtf), vtf, nil, nil) == Size(width: 300, height: 50))
  }

  /// The ideal size is measured with nil on the constrained axes only: checking the width,
  /// a Color proposed (nil, 100) is 10 wide — it fits 250 and takes the whole 250×100.
  @Test func unconstrainedAxisKeepsTheProposal() {
    var t = TreeBuilder()
    let color = t.shape()
    let vtf = fits(&t, [color, t.box(100, 50)], .horizontal)
    #expect(sizeOf(t.finish(root: vtf), vtf, 250, 100) == Size(width: 250, height: 100))
  }
}
