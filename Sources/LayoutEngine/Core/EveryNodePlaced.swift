/// Whether placement writes every node's frame, so that `Layout.run` hands it the result's
/// frames uninitialised instead of zeroing them first.
///
/// What it buys: the zeroing was a `memset` of 32 bytes a node at the start of every layout
/// (3.8 MB on the feed shape's 120,002 nodes), 5% of a feed layout's instructions, and every
/// frame was written again by placement (BENCHMARKS.md, *Speed work, tenth round: the engine*).
///
/// It holds when the nodes form one tree under the root and every node's placement places or
/// hides each of its children: then the recursion from the root reaches every node. A node is
/// added after its children, so a child's number is below its parent's; when no node is a
/// child twice, the root is no node's child and there is one link fewer than nodes, every
/// other node has exactly one parent, and following parents climbs to the root.
extension LayoutTree {
  var placesEveryNode: Bool {
    summary.placesEveryChild && root >= 0 && !summary.hasParent(root)
      && childList.count == stored.count - 1
  }
}

extension TreeSummary {
  /// Whether `place` places or hides each of the `count` children of a node of `kind`: a
  /// leaf has none, a unary modifier its one, a layer or an inset the two it reads; stacks,
  /// custom containers and `ViewThatFits` (the others hidden) all of theirs. A grid places
  /// the cells its arrangement lists, not shown here to be all of them: a tree with one
  /// zeroes its frames first.
  static func placesEveryChild(of kind: StoredKind, count: Int) -> Bool {
    switch kind {
    case .shape, .circle, .spacer, .divider, .image, .empty, .text: return count == 0
    case .stack, .zstack, .geometryReader, .container, .gridRow, .viewThatFits: return true
    case .secondaryLayer, .safeAreaInset: return count == 2
    case .grid: return false
    case .frame, .flexFrame, .padding, .fixedSize, .layoutPriority, .offset, .position,
      .alignmentGuide, .aspectRatio, .gridCell, .layoutDirection, .scrollView, .ignoresSafeArea,
      .safeAreaPadding, .containerRelativeFrame, .geometryFrame:
      return count == 1
    }
  }
}
