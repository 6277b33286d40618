/// A scroll view during both passes (LayoutRules.md §6.4): the safe area and content margins it
/// insets its content by, and the container size its content's `containerRelativeFrame`s read.
extension LayoutComputer {
  /// A scroll view insets its content by the part of the safe area inside its frame (none
  /// unless it is made to ignore the safe area) and its content margins; the content sees no
  /// safe area of its own.
  func placeScrollView(
    _ l: ScrollViewLayout, _ node: NodeID, _ frame: Rect, _ proposal: ProposedSize,
    _ direction: LayoutDirection
  ) {
    let inside = safeArea?.overlap(of: frame).physical(direction) ?? .zero
    if tracksContainers {
      setScrollContainer(node, l.containerSize(frame.size, safeArea: inside))
    }
    let child = onlyChild(node)
    let p = l.placement(of: child, in: frame.size, proposal: proposal, safeArea: inside)
    let saved = safeArea
    defer { safeArea = saved }
    safeArea = nil
    place(
      child.node, frame: childFrame(p.origin, p.size, in: frame, direction),
      proposal: p.proposal, direction: direction)
  }

  /// A scroll view's size, after recording the container size its content sees.
  func scrollViewSize(_ l: ScrollViewLayout, _ node: NodeID, _ p: ProposedSize) -> Size {
    if tracksContainers {
      let outer = containerSize(enclosing: node)
      let s = Size(width: p.width ?? outer.width, height: p.height ?? outer.height)
      setScrollContainer(node, l.containerSize(s))
    }
    return l.sizeThatFits(p, child: onlyChild(node))
  }

  /// Records a scroll view's container size; when it changes, its content's cached sizes
  /// (which may depend on it) are forgotten.
  private func setScrollContainer(_ node: NodeID, _ size: Size) {
    if let old = scrollContainers[node], old == size { return }
    let hadOne = scrollContainers[node] != nil
    scrollContainers[node] = size
    if hadOne { forgetSizes(below: node) }
  }

  private func forgetSizes(below node: NodeID) {
    // Remembered guide values may rest on the forgotten sizes.
    alignmentMemo.values.removeAll()
    var pending = Array(tree.children(of: node))
    while let n = pending.popLast() {
      cache.clear(n)
      pending.append(contentsOf: tree.children(of: n))
    }
  }
}
