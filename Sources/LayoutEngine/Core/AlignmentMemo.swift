/// Remembers the explicit guide values of the nodes whose value walks their subtree: stacks,
/// grids, custom layouts and `.alignmentGuide` closures. Without it, a closure that reads its
/// child's guide twice (`{ d in d[.leading] + d[.leading] }`) doubles the work at every level,
/// and 24 chained modifiers took minutes; with it each query is answered once.
struct AlignmentMemo {
  struct Query: Hashable {
    var node: NodeID
    var key: AlignmentKey
    var size: Size
    var proposal: ProposedSize
    /// The container's size for a node whose subtree reads it (`ContainerSizeCache`), else
    /// zero: the same size and proposal may rest on other sizes below.
    var container: Size
  }

  var values: [Query: Double?] = [:]
}

extension LayoutComputer {
  /// `compute`'s answer for this query, computed at most once while sizes stay cached.
  func memoisedAlignment(
    _ node: NodeID, _ key: AlignmentKey, _ size: Size, _ proposal: ProposedSize,
    _ compute: () -> Double?
  ) -> Double? {
    let container =
      tracksContainers && summary.readsContainer(node) ? containerSize(enclosing: node) : .zero
    let query = AlignmentMemo.Query(
      node: node, key: key, size: size, proposal: proposal, container: container)
    if let known = alignmentMemo.values[query] { return known }
    let value = compute()
    alignmentMemo.values[query] = value
    return value
  }
}
