import LayoutEngine
import Testing

@testable import ViewDSL

/// Views, modifiers and file structure: what the pass accepts, rejects and warns about.
@Suite struct SemanticsTests {
  // MARK: Unknown names

  @Test func unknownViewNamesTheClosestSpelling() {
    assertCompileDiagnostics(
      "1️⃣Txt(\"x\")",
      [.init("1️⃣", "unknownView", message: "unknown view 'Txt'; did you mean 'Text'?")])
    assertCompileDiagnostics(
      "1️⃣Rectangel()",
      [.init("1️⃣", "unknownView", message: "unknown view 'Rectangel'; did you mean 'Rectangle'?")])
    assertCompileDiagnostics(
      "1️⃣rectangle()",
      [.init("1️⃣", "unknownView", message: "unknown view 'rectangle'; did you mean 'Rectangle'?")])
  }

  @Test func unknownViewWithNothingCloseHasNoSuggestion() {
    assertCompileDiagnostics(
      "1️⃣Banana()", [.init("1️⃣", "unknownView", message: "unknown view 'Banana'")])
  }

  @Test func unknownModifierIsAWarningNamingTheClosestSpelling() throws {
    assertCompileDiagnostics(
      "Rectangle()1️⃣.paddding()",
      [
        .init(
          "1️⃣", "unknownModifier", message: "unknown modifier 'paddding'; did you mean 'padding'?",
          severity: .warning)
      ])
    // Ignored: the tree is still produced, without the modifier.
    let result = compile(SourceFile(name: "t.view", text: "Rectangle().paddding()"))
    let tree = try #require(result.tree)
    #expect(tree.views[0].modifiers.isEmpty)
  }

  @Test func strictModeTurnsWarningsIntoErrors() {
    let diagnostics = assertCompileDiagnostics(
      "Rectangle()\n  1️⃣.fram(width: 10)",
      [.init("1️⃣", "unknownModifier", message: "unknown modifier 'fram'; did you mean 'frame'?")],
      strict: true)
    #expect(
      compile(SourceFile(name: "t", text: "Rectangle().fram()"), options: .init(strict: true)).tree
        == nil)
    #expect(diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test func unknownColorNamesTheClosestColor() {
    assertCompileDiagnostics(
      "1️⃣Color.redd",
      [.init("1️⃣", "unknownMember", message: "'Color' has no member 'redd'; did you mean 'red'?")])
  }

  // MARK: Not supported yet

  @Test func recognisedViewsAreNotSupportedYet() {
    assertCompileDiagnostics(
      "1️⃣DisclosureGroup\n  Color.red",
      [
        .init(
          "1️⃣", "viewNotSupportedYet",
          message:
            "'DisclosureGroup' is not supported yet; layoutc lays out stacks, grids, scroll views, lists, navigation and tab views, text, images, shapes and simple controls"
        )
      ])
    // Children of an unsupported container are still checked.
    assertCompileDiagnostics(
      "1️⃣GroupBox\n  2️⃣Txt(\"a\")\n  Circle()\n    3️⃣.paddin()",
      [
        .init("1️⃣", "viewNotSupportedYet"), .init("2️⃣", "unknownView"),
        .init("3️⃣", "unknownModifier", severity: .warning),
      ])
  }

  @Test func recognisedModifiersAreNotSupportedYet() {
    assertCompileDiagnostics(
      "Color.red1️⃣.matchedGeometryEffect()\n  2️⃣.textScale(.secondary)",
      [
        .init(
          "1️⃣", "modifierNotSupportedYet",
          message:
            "modifier 'matchedGeometryEffect' is not supported yet; SwiftUI-Names.md lists what layoutc lays out"
        ),
        .init(
          "2️⃣", "modifierNotSupportedYet",
          message:
            "modifier 'textScale' is not supported yet; SwiftUI-Names.md lists what layoutc lays out"
        ),
      ])
  }

  @Test func customAlignmentDeclarationsMustNameAnAxis() {
    assertCompileDiagnostics(
      "let myGuide = 1️⃣Alignment { d in d[.leading] }\nColor.red",
      [.init("1️⃣", "invalidAlignmentDeclaration")])
    assertCompileDiagnostics(
      "let 1️⃣leading = HorizontalAlignment { d in 0 }\nColor.red",
      [.init("1️⃣", "duplicateAlignmentDeclaration")])
  }

  // MARK: Silent modifiers

  @Test func modifiersWithoutLayoutEffectAreAcceptedAndIgnored() throws {
    let tree = try compileClean(
      """
      Color.red
        .foregroundStyle(.blue)
        .foregroundColor(Color(red: 1, green: 0.5, blue: 0))
        .tint(.pink)
        .shadow(color: .black, radius: 4, x: 0, y: 2)
        .opacity(0.5)
        .cornerRadius(8)
        .clipped()
        .blur(radius: 2)
        .zIndex(1)
        .disabled(true)
        .allowsHitTesting(false)
        .accessibilityLabel("Swatch")
        .accessibilityHidden(true)
        .onAppear()
        .colorInvert()
      """)
    #expect(tree.views.count == 1)
    #expect(tree.views[0].modifiers.isEmpty)
    #expect(tree.views[0].outermostNode == tree.views[0].node)
  }

  @Test func silentModifiersStillCheckTheirArguments() {
    assertCompileDiagnostics(
      "Color.red.opacity(1️⃣\"half\").shadow(radius: 3, 2️⃣blurr: 2)",
      [
        .init("1️⃣", "typeMismatch", message: "expected a number for 'opacity', found a string"),
        .init("2️⃣", "noSuchParameter"),
      ])
  }

  @Test func viewsUnderAModifierWithoutLayoutContentAreNotSupportedYet() {
    assertCompileDiagnostics(
      "Color.red\n  .mask(alignment: .center)\n    1️⃣Circle()",
      [
        .init(
          "1️⃣", "modifierContentNotSupported", message: "views under 'mask' are not supported yet")
      ])
  }

  // MARK: Structure

  @Test func emptyFileHasNoRootView() {
    assertCompileDiagnostics(
      "1️⃣",
      [
        .init(
          "1️⃣", "missingRootView", message: "no view in file; a '.view' file needs one root view")
      ])
    assertCompileDiagnostics(
      "1️⃣// only a comment\n\n# and another\n", [.init("1️⃣", "missingRootView")])
  }

  @Test func secondRootViewIsAnError() {
    assertCompileDiagnostics(
      "Rectangle()\n1️⃣Circle()\n2️⃣Ellipse()",
      [
        .init(
          "1️⃣", "secondRootView",
          message: "a '.view' file has one root view; found a second one here"),
        .init("2️⃣", "secondRootView"),
      ])
  }

  @Test func childrenUnderALeafViewAreAnError() {
    assertCompileDiagnostics(
      "Color.red\n  1️⃣Circle()\n  Rectangle()",
      [
        .init(
          "1️⃣", "noChildren", message: "'Color' takes no child views; this view is indented under it"
        )
      ])
  }

  // MARK: Multi-view files

  @Test func viewsAreListedDepthFirstWithTheirParents() {
    // VStack is not supported yet, so `compile` drops the tree; the lowering itself still
    // numbers every view in output order.
    let text = """
      VStack
        Color.red
          .frame(height: 10)
        HStack
          Circle()
            .padding()
            .frame(width: 20)
          Rectangle()
        Capsule()
      """
    let (syntax, parseDiagnostics) = parse(SourceFile(name: "t", text: text))
    #expect(parseDiagnostics.isEmpty)
    var lowerer = Lowerer()
    let tree = lowerer.lower(syntax)
    #expect(
      tree?.views.map(\.type) == ["VStack", "Color", "HStack", "Circle", "Rectangle", "Capsule"])
    #expect(tree?.views.map(\.parent) == [nil, 0, 0, 2, 2, 0])
    #expect(tree?.views.map(\.modifiers.count) == [0, 1, 0, 2, 0, 0])
    #expect(tree?.views.map(\.line) == [1, 2, 4, 5, 8, 9])
    #expect(lowerer.diagnostics.isEmpty)
  }
}
