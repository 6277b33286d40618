import Testing

@testable import LayoutEngine

@Suite struct LeafLayoutTests {
  /// Shapes and colours take the whole proposal; an unspecified length is 10 (the magic 10).
  @Test(
    arguments: [
      (nil, nil, 10.0, 10.0), (0, 0, 0, 0), (200, nil, 200, 10), (.infinity, 30, .infinity, 30),
    ] as [(Double?, Double?, Double, Double)])
  func shapeTakesTheProposal(w: Double?, h: Double?, ew: Double, eh: Double) {
    var t = TreeBuilder()
    let s = t.shape()
    let tree = t.finish(root: s)
    #expect(sizeOf(tree, s, w, h) == Size(width: ew, height: eh))
  }

  /// A circle is the largest square that fits: (∞, 100) → 100×100; (200, nil) → min(200, 10).
  @Test(
    arguments: [
      (nil, nil, 10.0), (.infinity, 100, 100), (200, nil, 10), (50, 80, 50),
    ] as [(Double?, Double?, Double)])
  func circleIsTheLargestSquare(w: Double?, h: Double?, side: Double) {
    var t = TreeBuilder()
    let c = t.circle()
    let tree = t.finish(root: c)
    #expect(sizeOf(tree, c, w, h) == Size(width: side, height: side))
  }
}
