import LayoutEngine
import Testing

@testable import ViewDSL

/// The parser's counts the engine's tables are reserved from
/// (`StoredNodeTests.theBuilderReservesItsTables`), and a lowering that leaves its syntax as it
/// found it.
@Suite struct LoweringMemoryTests {
  private static let at = ViewDSL.SourceLocation(line: 1, column: 1, offset: 0)

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

  /// Lowering a whole file never changes the caller's syntax.
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
