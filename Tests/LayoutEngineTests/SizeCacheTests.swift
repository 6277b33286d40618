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
    // The padding; the shape is answered without the cache and not counted (`SizeShortcuts`).
    #expect(c.sizeComputations == 1)
    _ = c.size(p, ProposedSize(width: nil, height: 100))
    #expect(c.sizeComputations == 2)
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
    #expect(computations == 1000)  // the paddings; the shape without the cache
  }

  /// Past a node's four slots, answers move to the overflow table and are still found: twelve
  /// widths 0…11 for node 0 (answer: width w + 1) and three for node 1 (answer 100 + w), a NaN
  /// width among them. Forgetting node 0 forgets all twelve and nothing of node 1; node 0
  /// answers again once stored again.
  @Test func answersPastTheSlotsAreKeptAndForgotten() {
    let cache = SizeCache(rowCount: 2)
    defer { cache.free() }
    func p(_ w: Double) -> ProposedSize { ProposedSize(width: w, height: nil) }
    let widths = (0..<11).map(Double.init) + [.nan]
    for (i, w) in widths.enumerated() {
      cache.store(0, p(w), Size(width: Double(i + 1), height: 0))
    }
    for w in [0.0, 1, 2] { cache.store(1, p(w), Size(width: 100 + w, height: 0)) }
    for (i, w) in widths.enumerated() {
      #expect(cache.lookup(0, p(w))?.width == Double(i + 1), "width \(w)")
    }
    #expect(cache.lookup(0, p(12)) == nil)
    cache.clear(0)
    for w in widths { #expect(cache.lookup(0, p(w)) == nil) }
    for w in [0.0, 1, 2] { #expect(cache.lookup(1, p(w))?.width == 100 + w) }
    cache.store(0, p(3), Size(width: 7, height: 0))
    #expect(cache.lookup(0, p(3))?.width == 7)
    #expect(cache.lookup(0, p(4)) == nil)
  }
}
