import Testing

@testable import LayoutEngine

@Suite struct RootLayoutTests {
  /// A greedy root fills the canvas: proposed 390×844, placed at the origin.
  @Test func greedyRootFillsTheCanvas() {
    var t = TreeBuilder()
    let tree = t.finish(root: t.shape())
    let r = Layout.run(tree, on: Canvas())
    #expect(r.frames[0].tuple == [0, 0, 390, 844])
  }

  /// A 100×50 root is centred in the safe rectangle. Safe area top 59, bottom 34 on 393×852:
  /// safe rect y 59…818 (759 tall) → y = 59 + (759 − 50)/2 = 413.5; x = (393 − 100)/2 = 146.5.
  @Test func rootIsCentredInTheSafeRect() {
    var t = TreeBuilder()
    let f = t.frame(t.shape(), width: 100, height: 50)
    let tree = t.finish(root: f)
    let canvas = Canvas(
      size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
    let r = Layout.run(tree, on: canvas)
    #expect(r.frames[Int(f)].tuple == [146.5, 413.5, 100, 50])
    // Displayed at 3x: 146.5 → pixel 439.5 → 440 → 146.667; 246.5 → 739.5 → 740 → 246.667.
    #expect(r.displayFrame(f).minX == 440.0 / 3)
    #expect(r.displayFrame(f).width == 100)
  }

  /// Right-to-left mirrors inside the canvas: a root 100 wide with a leading safe inset of 40
  /// on a 390 canvas sits at LTR x = 40 + (350 − 100)/2 = 165 → RTL x = 390 − 165 − 100 = 125.
  @Test func rightToLeftMirrorsTheRoot() {
    var t = TreeBuilder()
    let f = t.frame(t.shape(), width: 100, height: 50)
    let tree = t.finish(root: f)
    let canvas = Canvas(safeArea: EdgeInsets(leading: 40), layoutDirection: .rightToLeft)
    let r = Layout.run(tree, on: canvas)
    #expect(r.frames[Int(f)].minX == 125)
  }

  /// An empty tree lays out to nothing and does not trap.
  @Test func emptyTree() {
    let r = Layout.run(LayoutTree(), on: Canvas())
    #expect(r.frames.isEmpty)
  }
}
