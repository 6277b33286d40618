import LayoutEngine
import Testing

@testable import ViewDSL

/// The views and modifiers of the layout engine, from source text to frames on the default
/// 390×844 canvas (unrounded frames, so the numbers are the layout's own).
@Suite struct StackAndModifierTests {
  func layout(_ text: String, canvas: Canvas = Canvas()) throws -> (LayoutTree, [Rect]) {
    try layOut(text, canvas: canvas)
  }

  func frame(_ t: (LayoutTree, [Rect]), _ view: Int) -> [Double] { viewFrame(t, view) }

  /// A Spacer between two 50-wide colours in a 200×80 HStack takes 100 (its minimum 8 is
  /// given back last) and is 0 tall: it reads its axis from the HStack.
  @Test func spacerInAnHStack() throws {
    let t = try layout(
      """
      HStack
        .frame(width: 200, height: 80)
        Color.red.frame(width: 50, height: 50)
        Spacer()
        Color.blue.frame(width: 50, height: 50)
      """)
    // Frame at x (390 − 200)/2 = 95; the stack 50 tall at y (844 − 50)/2 = 397.
    #expect(frame(t, 2) == [145, 422, 100, 0])
    #expect(frame(t, 3)[0] == 245)
  }

  /// A Divider in a VStack is a horizontal line that takes the whole width offered (so the
  /// stack is 390 wide, not 120), one pixel (1/3 pt) thick; spacing 8 on each side:
  /// 40 + 8 + ⅓ + 8 + 40.
  @Test func dividerInAVStack() throws {
    let t = try layout(
      """
      VStack
        Color.red.frame(width: 120, height: 40)
        Divider()
        Color.blue.frame(width: 120, height: 40)
      """)
    #expect(abs(frame(t, 0)[3] - (96 + 1.0 / 3)) < 1e-9)
    #expect(frame(t, 0)[2] == 390)
    #expect(frame(t, 2)[2] == 390)
    #expect(frame(t, 2)[3] == 1.0 / 3)
  }

  /// A custom guide declared at the top aligns children across an HStack: `firstThird` of
  /// a 30 and a 90 tall box are 10 and 30, so the short one sits 20 lower.
  @Test func customAlignmentDeclaration() throws {
    let t = try layout(
      """
      let firstThird = VerticalAlignment { d in d.height / 3 }
      HStack(alignment: .firstThird)
        Color.red.frame(width: 10, height: 30)
        Color.blue.frame(width: 10, height: 90)
          .alignmentGuide(.firstThird) { d in d.height / 3 }
      """)
    #expect(frame(t, 1)[1] - frame(t, 2)[1] == 20)
  }

  /// `.alignmentGuide(.leading) { d in d.width / 2 }` moves a 40-wide colour 20 left of its
  /// sibling in a leading-aligned VStack; the stack spans −20…40 = 60.
  @Test func alignmentGuideInAVStack() throws {
    let t = try layout(
      """
      VStack(alignment: .leading)
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 40, height: 10)
          .alignmentGuide(.leading) { d in d.width / 2 }
      """)
    #expect(frame(t, 0)[2] == 60)
    #expect(frame(t, 1)[0] - frame(t, 2)[0] == 20)
  }

  /// An overlay's content is proposed the primary's size and aligned to it: a 20×20 badge at
  /// the top-trailing corner of a 100×60 colour; a style background fills the primary.
  @Test func overlayAndBackground() throws {
    let t = try layout(
      """
      Color.blue.frame(width: 100, height: 60)
        .overlay(alignment: .topTrailing)
          Circle().frame(width: 20, height: 20)
        .background(Color.red)
      """)
    // The colour 100×60 at (145, 392); the circle in its top-trailing corner: x 145 + 80.
    #expect(frame(t, 0) == [145, 392, 100, 60])
    #expect(frame(t, 1) == [225, 392, 20, 20])
    #expect(t.0.views[0].modifiers.map(\.name) == ["frame", "overlay", "background"])
    #expect(t.0.views[1].parent == 0)
  }

  /// `.offset` moves the view, not its slot; `.position` centres the view on a point of the
  /// whole proposal.
  @Test func offsetAndPosition() throws {
    let t = try layout("Color.red.frame(width: 40, height: 40).offset(x: 20, y: -10)")
    // Slot 40×40 centred at (175, 402); the colour drawn at (195, 392).
    #expect(frame(t, 0) == [195, 392, 40, 40])
    let p = try layout("Color.red.frame(width: 40, height: 40).position(x: 50, y: 60)")
    #expect(frame(p, 0) == [30, 40, 40, 40])
  }

  /// `aspectRatio(16/9, contentMode: .fit)` in a 100×100 frame proposes 100×56.25 (objc.io, "Aspect Ratios in SwiftUI");
  /// `.scaledToFill()` on an unproposed colour keeps its ideal 10×10.
  @Test func aspectRatio() throws {
    let t = try layout(
      "Rectangle().aspectRatio(16/9, contentMode: .fit).frame(width: 100, height: 100)")
    #expect(frame(t, 0)[2] == 100)
    #expect(frame(t, 0)[3] == 56.25)
    let f = try layout("Color.red.fixedSize().scaledToFill()")
    #expect(frame(f, 0)[2] == 10)
  }

  /// `fixedSize()` on an expanding view gives the magic 10×10 (the article "Understanding SwiftUI Layout Behaviors").
  @Test func fixedSizeOnAnExpandingView() throws {
    let t = try layout("Color.red.fixedSize()")
    #expect(frame(t, 0) == [190, 417, 10, 10])
  }

  /// A higher layout priority is offered the space first: in a 300 wide HStack the priority
  /// colour gets 300 − 8 − 0 = 292.
  @Test func layoutPriority() throws {
    let t = try layout(
      """
      HStack
        .frame(width: 300, height: 50)
        Color.red
        Color.blue.layoutPriority(1)
      """)
    #expect(frame(t, 2)[2] == 292)
  }

  /// `.environment(\.layoutDirection, .rightToLeft)` flips a subtree: a top-leading colour
  /// sits at the right edge of its 100-wide frame.
  @Test func layoutDirectionEnvironment() throws {
    let t = try layout(
      """
      Color.red.frame(width: 20, height: 20)
        .frame(width: 100, height: 100, alignment: .topLeading)
        .environment(\\.layoutDirection, .rightToLeft)
      """)
    // The frames: 100×100 at (145, 372); the colour at 145 + 80.
    #expect(frame(t, 0)[0] == 225)
  }

  /// ZStack alignment: a 20×20 colour at the bottom-trailing of a 100×60 one.
  @Test func zstackAlignment() throws {
    let t = try layout(
      """
      ZStack(alignment: .bottomTrailing)
        Color.red.frame(width: 100, height: 60)
        Color.blue.frame(width: 20, height: 20)
      """)
    #expect(frame(t, 2)[0] - frame(t, 1)[0] == 80)
    #expect(frame(t, 2)[1] - frame(t, 1)[1] == 40)
  }

  @Test func unsupportedEnvironmentKeysAndBadRatios() {
    assertCompileDiagnostics(
      "Color.red.environment(1️⃣\\.font, .title)",
      [.init("1️⃣", "environmentKeyNotSupportedYet")])
    assertCompileDiagnostics(
      "Color.red.aspectRatio(1️⃣-1, contentMode: .fit)",
      [.init("1️⃣", "invalidAspectRatio")])
    assertCompileDiagnostics(
      "Spacer(minLength: 1️⃣-4)", [.init("1️⃣", "negativeLength")])
  }
}

/// The older `.overlay(_ view:alignment:)` / `.background(_ view:alignment:)` forms.
@Suite struct ViewArgumentTests {
  /// A view argument is the modifier's content: listed, checked and laid out. A 20×20 circle
  /// at the top-trailing corner of a 100×60 colour at (145, 392) sits at (225, 392).
  @Test func viewArgumentIsContent() throws {
    let tree = try compileClean(
      "Color.blue.frame(width: 100, height: 60).overlay(Circle().frame(width: 20, height: 20).id(\"dot\"), alignment: .topTrailing)"
    )
    let r = Layout.run(tree, on: Canvas())
    #expect(tree.views.map(\.type) == ["Color", "Circle"])
    #expect(try tree.view("dot").parent == 0)
    #expect(r.frames[Int(try tree.view("dot").node)] == Rect(x: 225, y: 392, width: 20, height: 20))
  }

  /// A colour stays a style (SwiftUI resolves it to the style form): nothing new is listed.
  @Test func colorArgumentIsAStyle() throws {
    let tree = try compileClean("Circle().background(Color.red)")
    #expect(tree.views.map(\.type) == ["Circle"])
  }

  /// Mistakes inside the view argument are reported where they are.
  @Test func viewArgumentIsChecked() {
    assertCompileDiagnostics(
      "Color.red.background(Text(1️⃣42))",
      [.init("1️⃣", "typeMismatch")])
  }
}
