import Testing

@testable import LayoutEngine

/// `LayoutTree.placesEveryNode`: `Layout.run` leaves the frames uninitialised only when
/// placement writes every one; any other tree gets them zeroed first.
@Suite struct EveryNodePlacedTests {
  /// A column (spacing 0) of a 100 × 50 frame and a 20 × 20 frame padded by 10, each over a
  /// colour, on the default 390 × 844 canvas. The column is 100 × 90, centred: (145, 377).
  /// The first frame and its colour fill (145, 377, 100, 50); the padding is 40 × 40,
  /// centred in the column's 100: x = 145 + 30 = 175, y = 377 + 50 = 427; the frame inside
  /// it and its colour at (185, 437, 20, 20). Every one of the 7 frames is written.
  @Test func aTreeUnderItsRootHasEveryFrameWritten() {
    var t = TreeBuilder()
    let first = t.box(100, 50)
    let padded = t.padding(t.box(20, 20), EdgeInsets(.all, 10))
    let root = t.vstack([first, padded], spacing: 0)
    let tree = t.finish(root: root)
    #expect(tree.placesEveryNode)
    let frames = Layout.run(tree, on: Canvas()).frames
    #expect(
      frames.map(\.tuple) == [
        [145, 377, 100, 50], [145, 377, 100, 50],  // colour, frame
        [185, 437, 20, 20], [185, 437, 20, 20],  // colour, frame
        [175, 427, 40, 40], [145, 377, 100, 90],  // padding, column
      ])
  }

  /// A node outside the root's subtree is never placed: its frame is zero.
  @Test func aNodeOutsideTheRootIsZero() {
    var t = TreeBuilder()
    let orphan = t.box(30, 30)
    let root = t.vstack([t.box(10, 10)])
    let tree = t.finish(root: root)
    #expect(!tree.placesEveryNode)
    let frames = Layout.run(tree, on: Canvas()).frames
    #expect(frames[Int(orphan)] == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(frames[Int(orphan) - 1] == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(frames[Int(root)].tuple == [190, 417, 10, 10])
  }

  /// A child listed twice, a root that is some node's child, a leaf with a child, a unary
  /// modifier with two, and a grid (whose cells are not shown to be all placed): each
  /// zeroes the frames first.
  @Test func treesPlacementMayNotCoverAreZeroedFirst() {
    var twice = TreeBuilder()
    let shared = twice.shape()
    #expect(!twice.finish(root: twice.vstack([shared, shared])).placesEveryNode)

    var inner = TreeBuilder()
    let colour = inner.shape()
    _ = inner.frame(colour, width: 10)
    #expect(!inner.finish(root: colour).placesEveryNode)

    var leaf = TreeBuilder()
    let child = leaf.shape()
    #expect(!leaf.finish(root: leaf.builder.addNode(.shape, children: [child])).placesEveryNode)

    var unary = TreeBuilder()
    let two = [unary.shape(), unary.shape()]
    let padding = unary.builder.addNode(.padding(PaddingLayout(insets: .zero)), children: two)
    #expect(!unary.finish(root: padding).placesEveryNode)

    var grid = TreeBuilder()
    let row = grid.builder.addNode(.gridRow(GridRowLayout()), children: [grid.shape()])
    #expect(
      !grid.finish(root: grid.builder.addNode(.grid(GridLayout()), children: [row]))
        .placesEveryNode)

    var single = TreeBuilder()
    #expect(single.finish(root: single.shape()).placesEveryNode)
  }
}
