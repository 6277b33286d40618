import Testing

@testable import LayoutEngine

@Suite struct FrameLayoutTests {
  /// Both lengths fixed: the frame's size whatever the proposal.
  @Test func fixedFrameIgnoresTheProposal() {
    var t = TreeBuilder()
    let f = t.frame(t.shape(), width: 100, height: 50)
    let tree = t.finish(root: f)
    #expect(sizeOf(tree, f, nil, nil) == Size(width: 100, height: 50))
    #expect(sizeOf(tree, f, 0, .infinity) == Size(width: 100, height: 50))
  }

  /// One fixed length: the other axis is the child's answer to the frame's own proposal.
  /// `Color.frame(height: 100)` proposed 390×844 → 390×100; proposed nil → 10×100.
  @Test func oneFixedLengthPassesTheOtherThrough() {
    var t = TreeBuilder()
    let f = t.frame(t.shape(), height: 100)
    let tree = t.finish(root: f)
    #expect(sizeOf(tree, f, 390, 844) == Size(width: 390, height: 100))
    #expect(sizeOf(tree, f, nil, nil) == Size(width: 10, height: 100))
  }

  /// Alignment places the child: a 40×40 circle in a 100×60 frame (a circle proposed 100×60
  /// is 60×60, so use a fixed inner frame). Top-leading → (0, 0); centre → (30, 10);
  /// bottom-trailing → (60, 20). The frame is the root at (145, 392).
  @Test(arguments: [
    (Alignment.topLeading, 0.0, 0.0), (.center, 30, 10), (.bottomTrailing, 60, 20),
    (.top, 30, 0), (.trailing, 60, 10),
  ])
  func alignmentPlacesTheChild(alignment: Alignment, dx: Double, dy: Double) {
    var t = TreeBuilder()
    let inner = t.frame(t.shape(), width: 40, height: 40)
    let outer = t.frame(inner, width: 100, height: 60, alignment: alignment)
    let tree = t.finish(root: outer)
    let r = Layout.run(tree, on: Canvas())
    // Root 100×60 centred on 390×844: (145, 392).
    #expect(r.frames[Int(outer)].tuple == [145, 392, 100, 60])
    #expect(r.frames[Int(inner)].tuple == [145 + dx, 392 + dy, 40, 40])
  }

  /// A child larger than its frame overflows symmetrically when centred: 200 wide in 100 →
  /// x offset (100 − 200)/2 = −50.
  @Test func largerChildOverflows() {
    var t = TreeBuilder()
    let inner = t.frame(t.shape(), width: 200, height: 10)
    let outer = t.frame(inner, width: 100, height: 10)
    let tree = t.finish(root: outer)
    let r = Layout.run(tree, on: Canvas())
    #expect(r.frames[Int(inner)].minX == r.frames[Int(outer)].minX - 50)
  }

  /// Negative and non-finite lengths are ignored (SwiftUI: "Invalid frame dimension").
  @Test func invalidLengthsAreIgnored() {
    let f = FrameLayout(width: -5, height: .infinity)
    #expect(f.width == nil && f.height == nil)
    #expect(FrameLayout(width: .nan, height: 0).height == 0)
  }

  /// At placement the child is proposed the frame's own proposal on an unfixed axis, not the
  /// frame's size: `Color.frame(height: 50)` placed as root gets width 390 from the canvas.
  @Test func placementProposesTheFramesProposal() {
    var t = TreeBuilder()
    let s = t.shape()
    let f = t.frame(s, height: 50)
    let tree = t.finish(root: f)
    let r = Layout.run(tree, on: Canvas())
    #expect(r.frames[Int(s)].tuple == [0, 397, 390, 50])
  }
}
