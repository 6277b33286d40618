import LayoutEngine
import Testing

@testable import ViewDSL

/// `ViewThatFits` from source text to frames on the default 390×844 canvas.
@Suite struct ViewThatFitsTests {
  /// Proposed 390 wide: the 500-wide row does not fit, the 300-wide one does: the
  /// ViewThatFits is 300×40, centred: (45, 402). The unchosen 500-wide view (index 1) and
  /// its frame modifier are listed with zero-size frames at (45, 402).
  @Test func chosenChildIsLaidOutOthersAreZeroSized() throws {
    let tree = try compileClean(
      """
      ViewThatFits(in: .horizontal)
        .id("fits")
        Color.red.frame(width: 500, height: 40).id("wide")
        Color.blue.frame(width: 300, height: 40).id("narrow")
      """)
    let r = Layout.run(tree, on: Canvas())
    #expect(r.frames[Int(try tree.view("fits").node)].rectTuple == [45, 402, 300, 40])
    #expect(r.frames[Int(try tree.view("narrow").outermostNode)].rectTuple == [45, 402, 300, 40])
    #expect(r.frames[Int(try tree.view("wide").node)].rectTuple == [45, 402, 0, 0])
    #expect(r.frames[Int(try tree.view("wide").outermostNode)].rectTuple == [45, 402, 0, 0])
  }

  /// `ViewThatFits(in: .vertical)` and the default `[.horizontal, .vertical]` bind; a
  /// positional axis is an error (the label is `in:`).
  @Test func arguments() throws {
    _ = try compileClean("ViewThatFits(in: .vertical)\n  Color.red\n")
    _ = try compileClean("ViewThatFits\n  Color.red\n")
    let result = compile(
      SourceFile(name: "Test.view", text: "ViewThatFits(.vertical)\n  Color.red\n"))
    // "missing argument label 'in:'", at the argument: line 1, column 14.
    #expect(result.diagnostics.map(\.id) == ["missingLabel"])
    #expect(result.diagnostics.map { [$0.location.line, $0.location.column] } == [[1, 14]])
  }
}

extension Rect {
  /// `(x, y, width, height)` for compact expectations.
  fileprivate var rectTuple: [Double] { [minX, minY, width, height] }
}
