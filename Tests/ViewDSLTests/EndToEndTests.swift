import LayoutEngine
import Testing

@testable import ViewDSL

/// Source → tree → engine → frames, on the default 390×844 canvas (scale 3, no safe area).
/// The root is proposed the canvas and centred in it.
@Suite struct EndToEndTests {
  func layout(_ text: String) throws -> (LayoutTree, LayoutResult) {
    let tree = try compileClean(text)
    return (tree, Layout.run(tree, on: Canvas()))
  }

  func frame(_ result: LayoutResult, _ node: NodeID) -> [Double] {
    let r = result.displayFrame(node)
    return [r.minX, r.minY, r.width, r.height]
  }

  @Test func shapeFillsTheCanvas() throws {
    let (tree, result) = try layout("Rectangle()")
    #expect(frame(result, tree.views[0].node) == [0, 0, 390, 844])
  }

  @Test func fixedFrameThenPadding() throws {
    // Padding: 100×50 + 10 on each edge = 120×70, centred: x = (390 − 120)/2 = 135,
    // y = (844 − 70)/2 = 387. Frame and colour inside at (145, 397), 100×50.
    let (tree, result) = try layout("Color.red.frame(width: 100, height: 50).padding(10)")
    let view = tree.views[0]
    #expect(frame(result, view.modifiers[1].node) == [135, 387, 120, 70])
    #expect(frame(result, view.modifiers[0].node) == [145, 397, 100, 50])
    #expect(frame(result, view.node) == [145, 397, 100, 50])
  }

  @Test func fixedFrameAlignsACircle() throws {
    // Frame 100×60 at ((390 − 100)/2, (844 − 60)/2) = (145, 392); the circle is the largest
    // square in 100×60 = 60×60, at the frame's top-leading corner.
    let (tree, result) = try layout(
      "Circle().frame(width: 100, height: 60, alignment: .topLeading)")
    #expect(frame(result, tree.views[0].modifiers[0].node) == [145, 392, 100, 60])
    #expect(frame(result, tree.views[0].node) == [145, 392, 60, 60])
  }

  @Test func flexibleFrameTakesTheWidthAndLeadsTheCircle() throws {
    // Child proposal (390, 100) → circle 100×100. Width: only a max, so
    // min(max(390, 100), ∞) = 390; height clamp(100, …, 100) = 100. Frame at (0, (844−100)/2 = 372);
    // the circle at the leading edge, vertically centred: (0, 372).
    let (tree, result) = try layout(
      "Circle().frame(maxWidth: .infinity, maxHeight: 100, alignment: .leading)")
    #expect(frame(result, tree.views[0].modifiers[0].node) == [0, 372, 390, 100])
    #expect(frame(result, tree.views[0].node) == [0, 372, 100, 100])
  }

  @Test func paddingOnSomeEdges() throws {
    // 50×50 + 12 leading and trailing = 74×50 at ((390 − 74)/2, (844 − 50)/2) = (158, 397);
    // the colour at (158 + 12, 397).
    let (tree, result) = try layout(
      "Color.blue.frame(width: 50, height: 50).padding(.horizontal, 12)")
    #expect(frame(result, tree.views[0].modifiers[1].node) == [158, 397, 74, 50])
    #expect(frame(result, tree.views[0].node) == [170, 397, 50, 50])
  }

  @Test func paddingWithEdgeInsets() throws {
    // 40×40 + (20 + 40) × (10 + 30) = 100×80 at (145, 382); the frame at (145 + 20, 382 + 10).
    let (tree, result) = try layout(
      "Circle().frame(width: 40, height: 40).padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))"
    )
    #expect(frame(result, tree.views[0].modifiers[1].node) == [145, 382, 100, 80])
    #expect(frame(result, tree.views[0].modifiers[0].node) == [165, 392, 40, 40])
  }

  @Test func defaultPaddingAroundAGreedyShape() throws {
    // Padding takes the canvas; the rectangle gets 390 − 32 by 844 − 32 at (16, 16).
    let (tree, result) = try layout("Rectangle().padding()")
    #expect(frame(result, tree.views[0].modifiers[0].node) == [0, 0, 390, 844])
    #expect(frame(result, tree.views[0].node) == [16, 16, 358, 812])
  }

  @Test func silentModifiersChangeNothing() throws {
    let (tree, result) = try layout(
      "Color.red.frame(width: 100, height: 50).opacity(0.3).shadow(radius: 2).padding(10)")
    #expect(tree.views[0].modifiers.count == 2)
    #expect(frame(result, tree.views[0].node) == [145, 397, 100, 50])
  }
}
