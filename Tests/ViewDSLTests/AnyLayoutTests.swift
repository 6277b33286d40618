import LayoutEngine
import Testing

@testable import ViewDSL

/// `AnyLayout` chosen by a condition on the run, as Apple's `AnyLayout` example writes it.
@Suite struct AnyLayoutTests {
  func compiled(_ text: String, _ environment: CompileEnvironment = CompileEnvironment())
    -> CompileResult
  {
    compile(SourceFile(name: "t", text: text), options: CompileOptions(environment: environment))
  }

  static let apple = """
    let layout = dynamicTypeSize <= .medium ?
        AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())

    layout {
        Text("First label")
        Text("Second label")
    }
    """

  /// Medium and smaller: an HStack; large (the default) and up: a VStack. The view is listed
  /// under the chosen layout's type, with the `layout` line's position.
  @Test(arguments: [
    (DynamicTypeSize.xSmall, "HStackLayout"), (.medium, "HStackLayout"),
    (.large, "VStackLayout"), (.accessibility3, "VStackLayout"),
  ])
  func applesExample(size: DynamicTypeSize, type: String) throws {
    let result = compiled(Self.apple, CompileEnvironment(dynamicTypeSize: size))
    let tree = try #require(result.tree, "\(result.diagnostics.map(\.message))")
    #expect(tree.views.map(\.type) == [type, "Text", "Text"])
    #expect(tree.views[0].line == 4)
  }

  /// Inline, with arguments, and the other conditions: size classes from the canvas (an iPad
  /// 1032 wide is regular, an iPhone 390 wide compact), `isAccessibilitySize`, `canvasWidth`,
  /// `!`, `&&`, `||`.
  @Test func conditions() throws {
    let ipad = CompileEnvironment(canvasSize: Size(width: 1032, height: 1376))
    let phone = CompileEnvironment(canvasSize: Size(width: 390, height: 844))
    let landscape = CompileEnvironment(canvasSize: Size(width: 852, height: 393))
    func type(_ condition: String, _ env: CompileEnvironment) throws -> String {
      let text =
        "AnyLayout(\(condition) ? HStackLayout(spacing: 4) : VStackLayout(alignment: .leading))\n  Color.red\n"
      let result = compiled(text, env)
      return try #require(result.tree, "\(result.diagnostics.map(\.message))").views[0].type
    }
    #expect(try type("horizontalSizeClass == .regular", ipad) == "HStackLayout")
    #expect(try type("horizontalSizeClass == .regular", phone) == "VStackLayout")
    #expect(try type("verticalSizeClass == .compact", landscape) == "HStackLayout")
    #expect(try type("horizontalSizeClass == .compact", landscape) == "HStackLayout")
    #expect(try type("dynamicTypeSize.isAccessibilitySize", phone) == "VStackLayout")
    #expect(
      try type("!dynamicTypeSize.isAccessibilitySize && canvasWidth > 380", phone) == "HStackLayout"
    )
    #expect(
      try type("canvasWidth >= 400 || dynamicTypeSize < DynamicTypeSize.large", phone)
        == "VStackLayout")
  }

  /// The chosen layout lays out like its stack: spacing 4 between two 10-wide colours.
  @Test func chosenLayoutLaysOut() throws {
    let text =
      "AnyLayout(true ? HStackLayout(spacing: 4) : VStackLayout())\n  Color.red.frame(width: 10, height: 10)\n  Color.blue.frame(width: 10, height: 10)\n"
    let tree = try #require(compiled(text).tree)
    let r = Layout.run(tree, on: Canvas())
    #expect(r.frames[Int(tree.views[0].node)].width == 24)
  }

  @Test func mistakes() {
    assertCompileDiagnostics(
      "AnyLayout(true ? VStackLayout() : 1️⃣HStakLayout())\n  Color.red",
      [.init("1️⃣", "expectedLayout")])
    assertCompileDiagnostics(
      "AnyLayout(1️⃣sizeClass == .compact ? VStackLayout() : HStackLayout())\n  Color.red",
      [.init("1️⃣", "expectedCondition")])
    assertCompileDiagnostics(
      "AnyLayout(dynamicTypeSize < 1️⃣.huge ? VStackLayout() : HStackLayout())\n  Color.red",
      [.init("1️⃣", "unknownMember")])
    assertCompileDiagnostics(
      "AnyLayout(1️⃣horizontalSizeClass < .regular ? VStackLayout() : HStackLayout())\n  Color.red",
      [.init("1️⃣", "sizeClassOrder")])
  }

  /// A declaration whose value has an error is reported once: the view named after it is
  /// not "unknown" too, and its children are still checked.
  @Test func failedDeclarationIsReportedOnce() {
    assertCompileDiagnostics(
      """
      let layout = 1️⃣sizeCategory > 2 ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
      layout
        Color.red
        2️⃣Colr.blue
      """,
      [.init("1️⃣", "expectedCondition"), .init("2️⃣", "unknownView")])
  }

  /// `displayScale` and `pixelLength` come from `--scale` (0 reads as 3): in conditions, and
  /// as numbers wherever a length is expected, as a view reads them with `@Environment`.
  @Test func displayScaleAndPixelLength() throws {
    let text =
      "AnyLayout(displayScale >= 3 ? HStackLayout() : VStackLayout())\n  Color.red.frame(width: 10, height: pixelLength)\n"
    let at2 = try #require(compiled(text, CompileEnvironment(displayScale: 2)).tree)
    let at3 = try #require(compiled(text, CompileEnvironment(displayScale: 3)).tree)
    let off = try #require(compiled(text, CompileEnvironment(displayScale: 0)).tree)
    #expect(at2.views[0].type == "VStackLayout")
    #expect(at3.views[0].type == "HStackLayout")
    #expect(off.views[0].type == "HStackLayout")
    // The frame's height is one pixel: 0.5 at 2x, 1/3 at 3x.
    #expect(at2.fixedFrame(view: 1)?.height == 0.5)
    #expect(at3.fixedFrame(view: 1)?.height == 1.0 / 3)
  }

  /// The parser's new operators: precedence `?:` < `||` < `&&` < comparisons < arithmetic.
  @Test func parsesConditions() {
    let (syntax, diagnostics) = parse(
      SourceFile(
        name: "t", text: "let x = !a && b + 1 <= 2 || c == .d ? e : f"))
    #expect(diagnostics.isEmpty)
    #expect(
      SyntaxDump.expression(syntax.declarations[0].value)
        == "(((!(a) && ((b + 1) <= 2)) || (c == .d)) ? e : f)")
  }
}
