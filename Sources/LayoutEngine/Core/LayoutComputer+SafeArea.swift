/// The safe area during placement, and the container sizes `containerRelativeFrame` reads
/// (LayoutRules.md §7.12, §7.13).
///
/// The placement pass carries the safe-area region of the node being placed in
/// `LayoutComputer.safeArea`; only the modifiers that change it (`ignoresSafeArea`,
/// `safeAreaInset`, `safeAreaPadding`, `ScrollView`) set it for their children and restore
/// it. With no safe area it stays nil and nothing else is done.
extension LayoutComputer {
  /// How close an edge must be to count as touching a safe-area band: half a pixel.
  var safeAreaEpsilon: Double { pixelLength / 2 + 0.001 }

  func placeIgnoringSafeArea(
    _ l: IgnoresSafeAreaLayout, _ node: NodeID, _ frame: Rect, _ proposal: ProposedSize,
    _ direction: LayoutDirection
  ) {
    let child = tree.child(of: node)
    let saved = safeArea
    defer { safeArea = saved }
    guard let region = saved, l.ignoresContainer else {
      place(child, frame: frame, proposal: proposal, direction: direction)
      return
    }
    let edges = l.edges.physical(direction)
    var g = region.insets(of: frame, epsilon: safeAreaEpsilon)
    if !edges.contains(.top) { g.top = 0 }
    if !edges.contains(.bottom) { g.bottom = 0 }
    if !edges.contains(.leading) { g.leading = 0 }
    if !edges.contains(.trailing) { g.trailing = 0 }
    let p = IgnoresSafeAreaLayout.grown(proposal, by: g)
    let s = size(child, p)
    safeArea = region.removing(edges)
    place(
      child,
      frame: Rect(
        x: frame.minX - g.leading, y: frame.minY - g.top, width: s.width, height: s.height),
      proposal: p, direction: direction)
  }

  func placeSafeAreaInset(
    _ l: SafeAreaInsetLayout, _ node: NodeID, _ frame: Rect, _ proposal: ProposedSize,
    _ direction: LayoutDirection
  ) {
    let c = tree.children(of: node)
    let primary = c[c.startIndex]
    let content = c[c.startIndex + 1]
    let a = l.arrange(
      primary: LayoutChild(computer: self, node: primary),
      content: LayoutChild(computer: self, node: content), proposal: proposal)
    let pf = childFrame(a.primary.origin, a.primary.size, in: frame, direction)
    place(
      content, frame: childFrame(a.content.origin, a.content.size, in: frame, direction),
      proposal: a.content.proposal, direction: direction)
    let saved = safeArea
    defer { safeArea = saved }
    let edge = Edge.Set(rawValue: 1 << l.edge.rawValue).physical(direction)
    safeArea = SafeAreaRegion.extending(
      saved, edges: edge, outer: frame, inner: pf, epsilon: safeAreaEpsilon)
    place(primary, frame: pf, proposal: a.primary.proposal, direction: direction)
  }

  func placeSafeAreaPadding(
    _ l: SafeAreaPaddingLayout, _ node: NodeID, _ frame: Rect, _ proposal: ProposedSize,
    _ direction: LayoutDirection
  ) {
    let child = onlyChild(node)
    let p = l.placement(of: child, in: frame.size, proposal: proposal)
    let cf = childFrame(p.origin, p.size, in: frame, direction)
    let saved = safeArea
    defer { safeArea = saved }
    safeArea = SafeAreaRegion.extending(
      saved, edges: l.edges.physical(direction), outer: frame, inner: cf,
      epsilon: safeAreaEpsilon)
    place(child.node, frame: cf, proposal: p.proposal, direction: direction)
  }

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

  /// The nearest container's size (minus safe area and margins) for a node inside it.
  func containerSize(enclosing node: NodeID) -> Size {
    var n = parents[Int(node)]
    while n >= 0 {
      if case .scrollView = tree.stored[Int(n)].kind, let s = scrollContainers[n] { return s }
      n = parents[Int(n)]
    }
    return rootContainerSize
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

  /// Each node's parent (-1 for the root and unattached nodes).
  static func parentLinks(_ tree: LayoutTree) -> [NodeID] {
    var parents = [NodeID](repeating: -1, count: tree.stored.count)
    for i in tree.stored.indices {
      for c in tree.children(of: NodeID(i)) { parents[Int(c)] = NodeID(i) }
    }
    return parents
  }
}
