import LayoutEngine
import Testing

@testable import ViewDSL

/// Safe-area modifiers and `containerRelativeFrame` from source text to frames, on the iPhone
/// 16 Pro canvas: 402 × 874, safe area top 62, bottom 34 (the root is proposed 402 × 778 and
/// a greedy root sits at y 62…840). Frames unrounded.
@Suite struct SafeAreaModifierTests {
  let phone = Canvas(size: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34))

  func layout(_ text: String) throws -> (LayoutTree, [Rect]) {
    let tree = try compileClean(text)
    return (tree, Layout.run(tree, on: phone).frames)
  }

  /// The view's own frame, or its modifier's, as `[x, y, width, height]`.
  func frame(_ t: (LayoutTree, [Rect]), _ view: Int, modifier: Int? = nil) -> [Double] {
    let v = t.0.views[view]
    let r = t.1[Int(modifier.map { v.modifiers[$0].node } ?? v.node)]
    return [r.minX, r.minY, r.width, r.height]
  }

  /// `Color.blue.ignoresSafeArea()` fills the screen; the modifier's frame is the safe rect.
  @Test func ignoresSafeArea() throws {
    let t = try layout("Color.blue.ignoresSafeArea()")
    #expect(frame(t, 0) == [0, 0, 402, 874])
    #expect(frame(t, 0, modifier: 0) == [0, 62, 402, 778])
  }

  /// `(.container, edges: .top)` grows at the top only; `.keyboard` ignores nothing;
  /// `edgesIgnoringSafeArea(.bottom)` at the bottom only.
  @Test func regionsAndEdges() throws {
    #expect(
      frame(try layout("Color.blue.ignoresSafeArea(.container, edges: .top)"), 0) == [
        0, 0, 402, 840,
      ])
    #expect(frame(try layout("Color.blue.ignoresSafeArea(.keyboard)"), 0) == [0, 62, 402, 778])
    #expect(frame(try layout("Color.blue.edgesIgnoringSafeArea(.bottom)"), 0) == [0, 62, 402, 812])
  }

  /// Region sets: any set holding `.container` (or `.all`) grows into the insets (874 tall);
  /// `[.keyboard]` and `[]` ignore nothing (778); a wrong member is an error at it.
  @Test func regionSets() throws {
    #expect(
      frame(try layout("Color.blue.ignoresSafeArea([.container, .keyboard])"), 0) == [
        0, 0, 402, 874,
      ])
    #expect(
      frame(try layout("Color.blue.ignoresSafeArea([.all], edges: .bottom)"), 0) == [
        0, 62, 402, 812,
      ])
    #expect(frame(try layout("Color.blue.ignoresSafeArea([.keyboard])"), 0) == [0, 62, 402, 778])
    #expect(frame(try layout("Color.blue.ignoresSafeArea([])"), 0) == [0, 62, 402, 778])
    assertCompileDiagnostics(
      "Color.blue.ignoresSafeArea([.container, 1️⃣.top])",
      [ExpectedDiagnostic("1️⃣", "unknownMember")])
  }

  /// A bottom toolbar: the 50-tall bar at 840 − 50 = 790 (spacing 0); the list above it
  /// 778 − 50 = 728 tall; its ignoring background reaches the screen's top and bottom.
  @Test func safeAreaInsetBottomToolbar() throws {
    let t = try layout(
      """
      Color.white
        .background(alignment: .center)
          Color.gray.ignoresSafeArea()
        .safeAreaInset(edge: .bottom, spacing: 0)
          Color.blue.frame(height: 50)
      """)
    #expect(frame(t, 0) == [0, 62, 402, 728])
    #expect(frame(t, 1) == [0, 0, 402, 874])
    #expect(frame(t, 2, modifier: 0) == [0, 790, 402, 50])
  }

  /// A trailing inset, aligned `.top`: a 40 × 20 box at the trailing edge, the primary
  /// 402 − 40 − 8 (default spacing) = 354 wide.
  @Test func safeAreaInsetTrailing() throws {
    let t = try layout(
      """
      Color.white
        .safeAreaInset(edge: .trailing, alignment: .top)
          Color.blue.frame(width: 40, height: 20)
      """)
    #expect(frame(t, 0) == [0, 62, 354, 778])
    #expect(frame(t, 1, modifier: 0) == [362, 62, 40, 20])
  }

  /// The three forms of `safeAreaPadding` lay out like padding: 16 by default, a length, insets.
  @Test func safeAreaPaddingForms() throws {
    #expect(frame(try layout("Color.red.safeAreaPadding()"), 0) == [16, 78, 370, 746])
    #expect(frame(try layout("Color.red.safeAreaPadding(10)"), 0) == [10, 72, 382, 758])
    #expect(
      frame(try layout("Color.red.safeAreaPadding(.horizontal, 20)"), 0) == [20, 62, 362, 778])
    #expect(
      frame(
        try layout(
          "Color.red.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"), 0)
        == [2, 63, 396, 774])
  }

  /// `safeAreaPadding` adds to the safe area: a view ignoring it extends back to the edges.
  @Test func safeAreaPaddingThenIgnore() throws {
    let t = try layout(
      "Color.red.ignoresSafeArea(edges: .horizontal).safeAreaPadding(.horizontal, 20)")
    #expect(frame(t, 0) == [0, 62, 402, 778])
  }

  /// `scenePadding` on iOS is the default padding, 16.
  @Test func scenePadding() throws {
    #expect(frame(try layout("Color.red.scenePadding()"), 0) == [16, 78, 370, 746])
    #expect(
      frame(try layout("Color.red.scenePadding(.minimum, edges: .top)"), 0) == [0, 78, 402, 762])
  }

  /// `.background(Color.gray)` (the style form) extends into the safe area by default; with
  /// `ignoresSafeAreaEdges: []` it stays in the primary's bounds. The layer node is the
  /// background's second child.
  @Test func styleBackgroundIgnoresTheSafeArea() throws {
    for (source, expected) in [
      ("Color.white.background(Color.gray)", [0.0, 0, 402, 874]),
      ("Color.white.background(Color.gray, ignoresSafeAreaEdges: [])", [0.0, 62, 402, 778]),
    ] {
      let t = try layout(source)
      let background = t.0.views[0].modifiers[0].node
      var layer = t.0.children(of: background).last!
      while t.0.nodes[Int(layer)].childCount > 0 { layer = t.0.child(of: layer) }
      let r = t.1[Int(layer)]
      #expect([r.minX, r.minY, r.width, r.height] == expected)
    }
  }

  /// The carousel: three cards of `containerRelativeFrame(.horizontal, count: 3, span: 1,
  /// spacing: 10)` in a horizontal ScrollView with content margins 20 → (402 − 40 − 20)/3 =
  /// 114 wide at x 20, 144, 268; the scroll view 100 tall centred at y 62 + 339 = 401.
  @Test func carousel() throws {
    let t = try layout(
      """
      ScrollView(.horizontal)
        .contentMargins(.horizontal, 20, for: .scrollContent)
        HStack(spacing: 10)
          Color.red.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10).frame(height: 100)
          Color.green.containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 100)
          Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 100)
      """)
    #expect(frame(t, 0, modifier: 0) == [0, 401, 402, 100])
    #expect(frame(t, 2) == [20, 401, 114, 100])
    #expect(frame(t, 3) == [144, 401, 114, 100])
    #expect(frame(t, 4) == [268, 401, 114, 100])
  }

  /// The axes form fills the container less its safe area (402 × 778); the closure form
  /// computes from it: 402 · 2 / 3 = 268 wide, the height passed through (778).
  @Test func containerRelativeFrameAxesAndClosure() throws {
    #expect(
      frame(
        try layout("Color.red.containerRelativeFrame([.horizontal, .vertical])"), 0, modifier: 0)
        == [0, 62, 402, 778])
    let t = try layout(
      "Color.red.containerRelativeFrame(.horizontal) { length, axis in length * 2 / 3 }")
    #expect(frame(t, 0) == [67, 62, 268, 778])
  }

  /// `count`, `span` and `gridCellColumns` are Swift `Int`s that must be at least 1: zero, a
  /// fraction or a negative number is an error at the value (SwiftUI would not compile a
  /// fraction and divides by zero with a count of 0).
  @Test func countsMustBeWholeAndPositive() {
    assertCompileDiagnostics(
      """
      VStack
        Color.red.containerRelativeFrame(.horizontal, count: 1️⃣0, span: 2️⃣1.5, spacing: 10)
        Color.red.containerRelativeFrame(.horizontal, count: 3, span: 3️⃣-1, spacing: 10)
        Grid
          GridRow
            Color.red.gridCellColumns(4️⃣2.5)
      """,
      [
        ExpectedDiagnostic(
          "1️⃣", "countOutOfRange", message: "'count' must be a whole number from 1 to 2147483647"),
        ExpectedDiagnostic(
          "2️⃣", "countOutOfRange", message: "'span' must be a whole number from 1 to 2147483647"),
        ExpectedDiagnostic("3️⃣", "countOutOfRange"),
        ExpectedDiagnostic("4️⃣", "countOutOfRange"),
      ])
  }
}
