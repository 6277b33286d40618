import Testing

@testable import LayoutEngine

@Suite struct PaddingLayoutTests {
  /// `Color.red.frame(width: 100, height: 50).padding(10)`: 120×70 centred on 390×844 →
  /// (135, 387); the colour at (145, 397).
  @Test func paddingAddsInsetsAndOffsetsTheChild() {
    var t = TreeBuilder()
    let f = t.frame(t.shape(), width: 100, height: 50)
    let p = t.padding(f, EdgeInsets(.all, 10))
    let tree = t.finish(root: p)
    let r = Layout.run(tree, on: Canvas())
    #expect(r.frames[Int(p)].tuple == [135, 387, 120, 70])
    #expect(r.frames[Int(f)].tuple == [145, 397, 100, 50])
  }

  /// The child is proposed the proposal minus the insets; nil stays nil (so a shape's
  /// ideal 10 plus 16 + 16 = 42); a greedy child fills what is left.
  @Test func proposalShrinksByTheInsets() {
    var t = TreeBuilder()
    let p = t.padding(t.shape(), EdgeInsets(.all, 16))
    let tree = t.finish(root: p)
    #expect(sizeOf(tree, p, nil, nil) == Size(width: 42, height: 42))
    #expect(sizeOf(tree, p, 390, 844) == Size(width: 390, height: 844))
    // Proposed 20: the child gets max(0, 20 − 32) = 0 → size 0 + 32 = 32.
    #expect(sizeOf(tree, p, 20, 20) == Size(width: 32, height: 32))
  }

  /// Unequal edges: leading 5, trailing 15 around a 100 wide child: 120 wide, child at x 5.
  /// In right-to-left the leading inset is on the right: child at 120 − 5 − 100 = 15.
  @Test(arguments: [(LayoutDirection.leftToRight, 5.0), (.rightToLeft, 15)])
  func leadingFollowsTheLayoutDirection(direction: LayoutDirection, dx: Double) {
    var t = TreeBuilder()
    let f = t.frame(t.shape(), width: 100, height: 50)
    let p = t.padding(f, EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 15))
    let tree = t.finish(root: p)
    let r = Layout.run(tree, on: Canvas(layoutDirection: direction))
    #expect(r.frames[Int(p)].width == 120)
    #expect(r.frames[Int(f)].minX - r.frames[Int(p)].minX == dx)
  }

  /// Negative padding works arithmetically and the size clamps at 0: a 10×10 child with −8
  /// on all edges → max(0, 10 − 16) = 0.
  @Test func negativePaddingClampsAtZero() {
    var t = TreeBuilder()
    let p = t.padding(t.frame(t.shape(), width: 10, height: 10), EdgeInsets(.all, -8))
    let tree = t.finish(root: p)
    #expect(sizeOf(tree, p, 390, 844) == .zero)
  }
}
