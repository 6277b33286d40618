import Testing

@testable import LayoutEngine

@Suite struct FlexFrameLayoutTests {
  typealias Limits = FlexFrameLayout.Limits

  /// SwiftUI's initialiser normalisation (validated by OpenSwiftUI's dual tests):
  /// min −5 → 0; ideal below min is raised to min; max below ideal is raised to ideal;
  /// with min and max but no ideal, max is NOT raised to min.
  @Test func normalisation() {
    #expect(Limits(min: -5).min == 0)
    let a = Limits(min: 50, ideal: 20, max: 10)
    #expect(a.min == 50 && a.ideal == 50 && a.max == 50)
    let b = Limits(min: 50, max: 10)
    #expect(b.min == 50 && b.ideal == nil && b.max == 10)
    #expect(Limits(max: -3).max == 0)
  }

  /// `maxWidth: .infinity` takes a concrete proposal: child proposed min(390, ∞) = 390, frame
  /// = min(max(390, child 390), ∞) = 390. Height passes through the child (10 for nil).
  @Test func maxWidthInfinityExpandsToTheProposal() {
    var t = TreeBuilder()
    let f = t.flexFrame(t.frame(t.shape(), width: 40, height: 20), maxWidth: .infinity)
    let tree = t.finish(root: f)
    #expect(sizeOf(tree, f, 390, 844) == Size(width: 390, height: 20))
    // Proposed nil: no ideal → child's 40 (only max: min(max(−∞, 40), ∞) = 40).
    #expect(sizeOf(tree, f, nil, nil) == Size(width: 40, height: 20))
  }

  /// `frame(maxHeight: 200)` around a 20 tall child in a taller container is 200 tall:
  /// child proposal min(844, 200) = 200 → size min(max(200, 20), 200) = 200 (netsplit.com).
  @Test func maxHeightIsGreedyUpToItsLimit() {
    var t = TreeBuilder()
    let f = t.flexFrame(t.frame(t.shape(), width: 40, height: 20), maxHeight: 200)
    let tree = t.finish(root: f)
    #expect(sizeOf(tree, f, 390, 844) == Size(width: 40, height: 200))
    #expect(sizeOf(tree, f, 390, 100) == Size(width: 40, height: 100))
  }

  /// A minimum is never undercut: a 40 wide child in `frame(minWidth: 100)` proposed 150 →
  /// max(min(150, 40), 100) = 100; proposed 60 → child proposal clamp(60, 100…) = 100 →
  /// max(min(100, 40), 100) = 100.
  @Test func minWidthIsNeverUndercut() {
    var t = TreeBuilder()
    let f = t.flexFrame(t.frame(t.shape(), width: 40, height: 20), minWidth: 100)
    let tree = t.finish(root: f)
    #expect(sizeOf(tree, f, 150, 50).width == 100)
    #expect(sizeOf(tree, f, 60, 50).width == 100)
  }

  /// A greedy child in `frame(minWidth: 100)`: proposed 150 → child proposal 150 → child 150
  /// → max(min(150, 150), 100) = 150.
  @Test func minWidthWithGreedyChildTakesTheProposal() {
    var t = TreeBuilder()
    let f = t.flexFrame(t.shape(), minWidth: 100)
    let tree = t.finish(root: f)
    #expect(sizeOf(tree, f, 150, 50).width == 150)
  }

  /// min and max: the proposal clamped, without asking the child; unproposed with an ideal:
  /// the ideal.
  @Test func rangeClampsTheProposalAndIdealAnswersNil() {
    var t = TreeBuilder()
    let f = t.flexFrame(
      t.shape(), minWidth: 50, idealWidth: 80, maxWidth: 120, minHeight: 10, maxHeight: 30)
    let tree = t.finish(root: f)
    #expect(sizeOf(tree, f, 390, 5) == Size(width: 120, height: 10))
    #expect(sizeOf(tree, f, 60, 20) == Size(width: 60, height: 20))
    // Width nil → ideal 80; height nil, no ideal → child proposed nil → 10 → clamp(10, 10, 30).
    #expect(sizeOf(tree, f, nil, nil) == Size(width: 80, height: 10))
  }

  /// Contradictory min > max falls through to the child's length.
  @Test func contradictoryLimitsUseTheChild() {
    var t = TreeBuilder()
    let f = t.flexFrame(t.frame(t.shape(), width: 40, height: 20), minWidth: 100, maxWidth: 50)
    let tree = t.finish(root: f)
    // Child proposal clamp(390, 100, 50) = min(max(390, 100), 50) = 50; child is fixed 40.
    #expect(sizeOf(tree, f, 390, 844).width == 40)
  }

  /// iOS 17 placement: proposed nil, no ideal, and the size strictly inside min…max → the
  /// child is proposed nil on that axis. Root frame(minWidth: 5, maxWidth: 500) proposed 390
  /// is not nil, so the shape gets 390; the same frame inside a `fixedSize`-like nil proposal
  /// is covered by the stack tests later.
  @Test func placementProposesTheFramesSizeWhenProposed() {
    var t = TreeBuilder()
    let s = t.shape()
    let f = t.flexFrame(s, minWidth: 5, maxWidth: 500, minHeight: 5, maxHeight: 100)
    let tree = t.finish(root: f)
    let r = Layout.run(tree, on: Canvas())
    // Size: clamp(390, 5, 500) = 390, clamp(844, 5, 100) = 100, centred at y = 372.
    #expect(r.frames[Int(f)].tuple == [0, 372, 390, 100])
    #expect(r.frames[Int(s)].tuple == [0, 372, 390, 100])
  }

  /// Alignment inside a flexible frame: a 40×20 child at the bottom-trailing of a 390×100
  /// frame sits at (350, 80) in it.
  @Test func alignmentInsideAFlexibleFrame() {
    var t = TreeBuilder()
    let c = t.frame(t.shape(), width: 40, height: 20)
    let f = t.flexFrame(
      c, maxWidth: .infinity, minHeight: 100, maxHeight: 100,
      alignment: .bottomTrailing)
    let tree = t.finish(root: f)
    let r = Layout.run(tree, on: Canvas())
    #expect(r.frames[Int(f)].tuple == [0, 372, 390, 100])
    #expect(r.frames[Int(c)].tuple == [350, 452, 40, 20])
  }
}
