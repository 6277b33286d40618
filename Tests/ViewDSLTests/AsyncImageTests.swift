import LayoutEngine
import Testing

@testable import ViewDSL

/// `AsyncImage` is laid out as it shows while loading, with a warning: a preview cannot know
/// a network image.
@Suite struct AsyncImageTests {
  /// The standard placeholder fills what it is offered (Apple's "AsyncImage" reference): in an
  /// 80 × 60 frame it is 80 × 60, centred in 390 × 844: (155, 392).
  @Test func theStandardPlaceholderFills() throws {
    let result = compile(
      SourceFile(
        name: "Test.view",
        text:
          "AsyncImage(url: URL(string: \"https://example.com/a.jpg\"))\n  .frame(width: 80, height: 60)\n"
      ))
    #expect(result.diagnostics.map(\.id) == ["asyncImageWhileLoading"])
    #expect(result.diagnostics.first?.severity == .warning)
    let tree = try #require(result.tree)
    let frames = Layout.run(tree, on: Canvas()).frames
    let r = frames[Int(tree.views[0].node)]
    #expect([r.minX, r.minY, r.width, r.height] == [155, 392, 80, 60])
  }

  /// With `placeholder:`, the placeholder's views are what is laid out; the content closure,
  /// which needs the image, is not.
  @Test func thePlaceholderIsLaidOut() throws {
    let result = compile(
      SourceFile(
        name: "Test.view",
        text: """
          AsyncImage(url: URL(string: "https://example.com/a.jpg")) { image in
              image.resizable()
          } placeholder: {
              Color.gray.frame(width: 40, height: 30)
          }
          """))
    #expect(result.diagnostics.map(\.id) == ["asyncImageWhileLoading"])
    let tree = try #require(result.tree)
    #expect(tree.views.map(\.type) == ["AsyncImage", "Color"])
    let frames = Layout.run(tree, on: Canvas()).frames
    #expect(frames[Int(tree.views[0].node)].width == 40)
  }
}
