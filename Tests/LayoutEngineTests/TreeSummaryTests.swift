import Testing

@testable import LayoutEngine

/// `TreeSummary`: the tree knows it as soon as a node is added, before any layout.
@Suite struct TreeSummaryTests {
  /// A wide row: `HStack { 40 × 40 frame, frame(height: 40), 20 × 20 frame }`, each over a
  /// colour, 7 nodes. The colours and the two fixed frames are computed (no row); the
  /// `frame(height:)` ignores the proposed height and so does the stack, all of whose
  /// children ignore it (the fixed frames ignore both lengths): 2 rows, numbered in node
  /// order. Nothing in it can answer a baseline; a text added under a padding beside it makes
  /// the padding and the new root able to, not the row.
  @Test func theBuilderKeepsTheSummaryAsNodesAreAdded() {
    var t = TreeBuilder()
    let grows = t.frame(t.shape(), height: 40)
    let row = t.hstack([t.frame(t.shape(), width: 40, height: 40), grows, t.box(20, 20)])
    #expect(t.builder.tree.summary.rowCount == 2)
    let shortcuts = SizeShortcuts(t.builder.tree.summary, nodeCount: 7, enabled: true)
    defer { shortcuts.free() }
    #expect(shortcuts.row(grows) == 0)
    #expect(shortcuts.row(row) == 1)
    #expect(shortcuts[row].shortcut == .ignoresHeight)
    #expect(shortcuts.row(row - 1) == nil)  // the 20 × 20 frame
    #expect(!t.builder.tree.summary.mayAnswer(row, .firstTextBaseline))

    let text = t.builder.addNode(.text(TextLayout(string: "Hi")))
    let padded = t.padding(text, EdgeInsets(.all, 8))
    let root = t.vstack([row, padded])
    let tree = t.finish(root: root)
    #expect(tree.summary.mayAnswer(padded, .firstTextBaseline))
    #expect(tree.summary.mayAnswer(root, .lastTextBaseline))
    #expect(!tree.summary.mayAnswer(root, .verticalCenter))
    #expect(!tree.summary.hasAdvisedModifiers)
    // The text and the padding and stack above it answer through the cache: 2 + 3.
    #expect(tree.summary.rowCount == 5)
  }

  /// A trace takes no shortcut: every node gets the row of its own number.
  @Test func aTracedComputerGivesEveryNodeARow() {
    var t = TreeBuilder()
    let row = t.hstack([t.box(40, 40), t.frame(t.shape(), height: 40)])
    let tree = t.finish(root: row)
    let shortcuts = SizeShortcuts(tree.summary, nodeCount: 5, enabled: false)
    defer { shortcuts.free() }
    #expect(shortcuts.rowCount == 5)
    for node in 0..<5 { #expect(shortcuts.row(NodeID(node)) == Int32(node)) }
  }
}
