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

  /// Each node's parent (-1 for the root and unattached nodes).
  static func parentLinks(_ tree: LayoutTree) -> [NodeID] {
    var parents = [NodeID](repeating: -1, count: tree.stored.count)
    for i in tree.stored.indices {
      for c in tree.children(of: NodeID(i)) { parents[Int(c)] = NodeID(i) }
    }
    return parents
  }
}
