import Testing

@testable import LayoutEngine

@Suite struct SizeCacheTests {
  /// Asking the same proposal twice computes once; a different proposal computes again.
  @Test func repeatedProposalsAreComputedOnce() {
    var t = TreeBuilder()
    let p = t.padding(t.shape(), EdgeInsets(.all, 4))
    let tree = t.finish(root: p)
    let c = LayoutComputer(tree: tree)
    _ = c.size(p, ProposedSize(width: 100, height: nil))
    _ = c.size(p, ProposedSize(width: 100, height: nil))
    #expect(c.sizeComputations == 2)  // padding + shape
    _ = c.size(p, ProposedSize(width: nil, height: 100))
    #expect(c.sizeComputations == 4)
  }

  /// A chain of 1,000 paddings is laid out with each node sized once for the root proposal
  /// and once more at most for placement: linear, not exponential, in depth.
  @Test func deepChainsStayLinear() {
    var t = TreeBuilder()
    var n = t.shape()
    for _ in 0..<1000 { n = t.padding(n, EdgeInsets(.all, 0.125)) }
    let tree = t.finish(root: n)
    let (s, computations) = onLargeStack {
      let c = LayoutComputer(tree: tree)
      return (c.size(n, ProposedSize(width: 390, height: 844)), c.sizeComputations)
    }
    #expect(s.width == 390)
    #expect(computations == 1001)
  }
}
