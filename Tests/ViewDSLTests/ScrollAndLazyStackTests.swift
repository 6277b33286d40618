import LayoutEngine
import Testing

@testable import ViewDSL

/// `ScrollView`, `LazyVStack`, `LazyHStack` from source text to frames on the default 390×844
/// canvas (unrounded frames).
@Suite struct ScrollAndLazyStackTests {
  func layout(_ text: String, canvas: Canvas = Canvas()) throws -> (LayoutTree, [Rect]) {
    try layOut(text, canvas: canvas)
  }

  func frame(_ t: (LayoutTree, [Rect]), _ view: Int) -> [Double] { viewFrame(t, view) }

  /// Several views in a vertical ScrollView form an implicit VStack (centred, spacing 8):
  /// 100×40 and 50×40 → content 100 wide, 40 + 8 + 40 = 88 tall; the scroll view hugs the
  /// width: x (390 − 100)/2 = 145; the second box centred: x 170, y 48.
  @Test func severalViewsInAVerticalScrollViewStackVertically() throws {
    let t = try layout(
      """
      ScrollView
        Color.red.frame(width: 100, height: 40)
        Color.blue.frame(width: 50, height: 40)
      """)
    #expect(frame(t, 0) == [145, 0, 100, 844])
    #expect(frame(t, 1) == [145, 0, 100, 40])
    #expect(frame(t, 2) == [170, 48, 50, 40])
  }

  /// In a horizontal ScrollView they form an implicit HStack: 100 + 8 + 50 wide, 40 tall
  /// (the taller of 40 and 20), y (844 − 40)/2 = 402; the 20-tall box centred at y 412.
  @Test func severalViewsInAHorizontalScrollViewStackHorizontally() throws {
    let t = try layout(
      """
      ScrollView(.horizontal, showsIndicators: false)
        Color.red.frame(width: 100, height: 40)
        Color.blue.frame(width: 50, height: 20)
      """)
    #expect(frame(t, 0) == [0, 402, 390, 40])
    #expect(frame(t, 2) == [108, 412, 50, 20])
  }

  /// `[.horizontal, .vertical]`: the content (a Color) is proposed nil on both axes: 10×10.
  @Test func bothAxesAsASet() throws {
    let t = try layout(
      """
      ScrollView([.horizontal, .vertical])
        Color.red
      """)
    #expect(frame(t, 0) == [0, 0, 390, 844])
    #expect(frame(t, 1) == [0, 0, 10, 10])
  }

  /// `ScrollView(.top)` is not an axis.
  @Test func anEdgeIsNotAnAxis() {
    let result = compile(SourceFile(name: "Test.view", text: "ScrollView(.top)\n  Color.red\n"))
    #expect(result.diagnostics.contains { $0.message.contains("Axis.Set") })
  }
}

extension ScrollAndLazyStackTests {
  /// A LazyVStack in a ScrollView spans the scroll view's width: proposed (390, nil), it is
  /// 390 wide, so the scroll view is too; `.leading` puts the 100-wide row at x 0; rows 40
  /// tall, 12 apart: the second at y 52. `pinnedViews` is accepted.
  @Test func lazyVStackInAScrollView() throws {
    let t = try layout(
      """
      ScrollView
        LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders])
          Color.red.frame(width: 100, height: 40)
          Color.blue.frame(width: 50, height: 40)
      """)
    #expect(frame(t, 0) == [0, 0, 390, 844])
    #expect(frame(t, 1) == [0, 0, 390, 92])
    #expect(frame(t, 3) == [0, 52, 50, 40])
  }

  /// A Spacer in a LazyHStack reads the horizontal axis and keeps its minimum length: 8
  /// wide between two 50-wide boxes (gaps next to a spacer are 0): 108 in all, though the
  /// stack is offered 390 — it fills the height instead (844, the boxes centred at y 397).
  @Test func spacerInALazyHStack() throws {
    let t = try layout(
      """
      LazyHStack
        Color.red.frame(width: 50, height: 50)
        Spacer()
        Color.blue.frame(width: 50, height: 50)
      """)
    #expect(frame(t, 0) == [141, 0, 108, 844])
    #expect(frame(t, 2) == [191, 422, 8, 0])
    #expect(frame(t, 3) == [199, 397, 50, 50])
  }
}
