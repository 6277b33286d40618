import LayoutEngine
import Testing

@testable import ViewDSL

/// What keeps a large file's memory down while it is lowered: views moved out of the syntax as
/// they are lowered (`ViewSyntaxTaking`), and the parser's counts the engine's tables are
/// reserved from (`StoredNodeTests.theBuilderReservesItsTables`).
@Suite struct LoweringMemoryTests {
  private static let at = ViewDSL.SourceLocation(line: 1, column: 1, offset: 0)

  /// A view holding a reference of its own (the box of its rare fields), to watch it freed.
  private static func boxedView(_ name: String) -> ViewSyntax {
    var view = ViewSyntax(name: name, nameRange: SourceRange(start: at, end: at))
    view.displayName = name
    return view
  }

  /// A taken view leaves an empty one behind, and the array holds nothing of it: once the
  /// taker drops it, it is freed.
  @Test func takingAViewLeavesNothingBehind() {
    var views = [Self.boxedView("A"), Self.boxedView("B")]
    weak let box = views[0].rareBox
    var taken = views.take(0)
    #expect(taken.name == "A" && taken.displayName == "A")
    #expect(views[0].name.isEmpty && views[0].rareBox == nil)
    #expect(views[1].name == "B")
    #expect(box != nil)
    taken = .taken
    #expect(box == nil)
  }

  /// Children taken out of a view are the view's no more.
  @Test func takingChildrenEmptiesTheView() {
    var parent = ViewSyntax(
      name: "VStack", nameRange: SourceRange(start: Self.at, end: Self.at),
      children: [Self.boxedView("A")])
    weak let box = parent.children[0].rareBox
    var children = parent.takeChildren()
    #expect(parent.children.isEmpty && children.count == 1)
    children = []
    #expect(box == nil)
  }

  /// The parser counts views and modifiers, content and inline children included. Lines:
  /// `VStack` (1 view), `.padding(8)` (1 modifier), `Text("a").bold().padding()` (1 view, 2
  /// modifiers), `Color.red.overlay(alignment: .top)` (1 view, 1 modifier) and its content
  /// `Circle().padding()` (1 view, 1 modifier): 4 views, 5 modifiers.
  @Test func theParserCountsViewsAndModifiers() {
    let text = """
      VStack
        .padding(8)
        Text("a").bold().padding()
        Color.red.overlay(alignment: .top)
          Circle().padding()
      """
    let (syntax, diagnostics) = parse(SourceFile(name: "Test.view", text: text))
    #expect(diagnostics.isEmpty)
    #expect(syntax.viewCount == 4)
    #expect(syntax.modifierCount == 5)
  }

  /// Lowering a whole file gives the same tree whether or not the caller keeps its syntax:
  /// a shared syntax is copied when taken, never changed under the caller.
  @Test func loweringLeavesASharedSyntaxIntact() throws {
    let text = """
      VStack
        HStack
          Color.red.frame(width: 40, height: 40)
          Text("a")
      """
    let (syntax, _) = parse(SourceFile(name: "Test.view", text: text))
    var lowerer = Lowerer()
    let lowered = lowerer.lower(syntax)
    let tree = try #require(lowered)
    #expect(tree.views.map(\.type) == ["VStack", "HStack", "Color", "Text"])
    #expect(syntax.roots[0].children[0].children.map(\.name) == ["Color.red", "Text"])
  }
}
