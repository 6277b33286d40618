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

  /// A row of a colour and a padded text: the text can answer baselines, so the row's children
  /// all take the default for `.bottom` but not for `.firstTextBaseline`; a traced computer
  /// asks every child. Aligned by the default: an HStack (spacing 0, `.bottom`) of a 10 × 10
  /// and a 20 × 30 box is 30 × 30, centred on the 390 × 844 canvas at (180, 407); the small box
  /// sits on the bottom, y = 407 + 30 − 10 = 427.
  @Test func aStacksChildrenTakeTheDefaultWhenNoneCanAnswer() {
    var t = TreeBuilder()
    let text = t.builder.addNode(.text(TextLayout(string: "Hi")))
    let row = t.hstack([t.shape(), t.padding(text, EdgeInsets(.all, 4))])
    let tree = t.finish(root: row)
    let c = LayoutComputer(tree: tree)
    #expect(c.childrenTakeDefault(row, .bottom))
    #expect(!c.childrenTakeDefault(row, .firstTextBaseline))
    #expect(!LayoutComputer(tree: tree, trace: true).childrenTakeDefault(row, .bottom))

    var boxes = TreeBuilder()
    let small = boxes.box(10, 10)
    let tall = boxes.box(20, 30)
    let bottom = boxes.finish(root: boxes.hstack([small, tall], alignment: .bottom, spacing: 0))
    let frames = Layout.run(bottom, on: Canvas()).frames
    #expect(frames[Int(small)].tuple == [180, 427, 10, 10])
    #expect(frames[Int(tall)].tuple == [190, 407, 20, 30])
    #expect(frames == Layout.run(bottom, on: Canvas(), trace: true).frames)
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
