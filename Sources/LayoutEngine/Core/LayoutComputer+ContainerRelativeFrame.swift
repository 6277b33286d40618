/// The container a `containerRelativeFrame` measures (LayoutRules.md §7.13): the nearest
/// enclosing scroll view's recorded size, else the root's.
extension LayoutComputer {
  /// The nearest container's size (minus safe area and margins) for a node inside it.
  func containerSize(enclosing node: NodeID) -> Size {
    var n = parents[Int(node)]
    while n >= 0 {
      if case .scrollView = tree.stored[Int(n)].kind, let s = scrollContainers[n] { return s }
      n = parents[Int(n)]
    }
    return rootContainerSize
  }

  /// The size of the `depth`-th `GeometryReader` around `node` (0 the innermost), as placed;
  /// nil before it is placed.
  func readerSize(enclosing node: NodeID, depth: Int) -> Size? {
    var n = parents[Int(node)]
    var remaining = depth
    while n >= 0 {
      if case .geometryReader = tree.stored[Int(n)].kind {
        if remaining == 0 { return readerSizes[n] }
        remaining -= 1
      }
      n = parents[Int(n)]
    }
    return nil
  }

  /// Records a reader's size before its children are sized; when it changes, their cached
  /// sizes (which may depend on it) are forgotten.
  func setReaderSize(_ node: NodeID, _ size: Size) {
    if let old = readerSizes[node], old == size { return }
    let hadOne = readerSizes[node] != nil
    readerSizes[node] = size
    if hadOne { forgetSizes(below: node) }
  }

  /// Each node's parent (-1 for the root and unattached nodes).
  static func parentLinks(_ tree: LayoutTree) -> [NodeID] {
    var parents = [NodeID](repeating: -1, count: tree.stored.count)
    for i in tree.stored.indices {
      for c in tree.children(of: NodeID(i)) { parents[Int(c)] = NodeID(i) }
    }
    return parents
  }
}
