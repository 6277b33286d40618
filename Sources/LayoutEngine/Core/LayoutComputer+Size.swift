extension LayoutComputer {
  /// The node's size for a proposal, computed once per distinct proposal.
  func size(_ node: NodeID, _ proposal: ProposedSize) -> Size {
    // One test for the rare paths (a trace, a tree with a relative frame): two cost 1%.
    if hasSpecialSizing { return specialSize(node, proposal) }
    return cachedSize(node, proposal)
  }

  /// A node's size through its shortcut (`SizeShortcuts`) or the size cache.
  @inline(__always)
  private func cachedSize(_ node: NodeID, _ proposal: ProposedSize) -> Size {
    let route = shortcuts[node]
    let row = route.row
    if route.isPlain {
      if let size = cache.lookup(row, proposal) { return size }
      let size = computeSize(node, proposal)
      cache.store(row, proposal, size)
      return size
    }
    let shortcut = route.shortcut
    // Stand-ins (`SizingBehavior`) replace a node's answer whatever its kind.
    guard forcedSizes.isEmpty else {
      return shortcut.isComputed ? computeSize(node, proposal) : keyedSize(node, row, proposal)
    }
    if shortcut.isComputed { return shortcutSize(node, shortcut, proposal) }
    let p = shortcut.key(proposal)
    return keyedSize(node, row, p)
  }

  @inline(__always)
  private func keyedSize(_ node: NodeID, _ row: Int32, _ p: ProposedSize) -> Size {
    if let size = cache.lookup(row, p) { return size }
    let size = computeSize(node, p)
    cache.store(row, p, size)
    return size
  }

  private func specialSize(_ node: NodeID, _ proposal: ProposedSize) -> Size {
    if tracksContainers && summary.readsContainer(node) {
      return containerKeyedSize(node, proposal, recorder: recorder)
    }
    // A trace shows every query as asked, so it takes no shortcut.
    if let recorder { return tracedSize(node, proposal, recorder) }
    return cachedSize(node, proposal)
  }

  /// `size` with every proposal recorded, cached answers included: the same answers.
  private func tracedSize(_ node: NodeID, _ proposal: ProposedSize, _ recorder: TraceRecorder)
    -> Size
  {
    let row = shortcuts[node].row  // a trace has no shortcut: every node has a row
    if let size = cache.lookup(row, proposal) {
      recorder.cachedSize(node, proposal, size)
      return size
    }
    recorder.begin(.size, node, proposal)
    let size = computeSize(node, proposal)
    recorder.end(answer: size)
    cache.store(row, proposal, size)
    return size
  }

  /// `size` for a node whose subtree holds a `containerRelativeFrame`: its answer also rests
  /// on the container's size, so it is remembered under both (`ContainerSizeCache`).
  private func containerKeyedSize(
    _ node: NodeID, _ proposal: ProposedSize, recorder: TraceRecorder?
  ) -> Size {
    let query = ContainerSizeCache.Query(
      node, proposal, container: containerSize(enclosing: node))
    if let size = containerCache[query] {
      recorder?.cachedSize(node, proposal, size)
      return size
    }
    recorder?.begin(.size, node, proposal)
    let size = computeSize(node, proposal)
    recorder?.end(answer: size)
    containerCache[query] = size
    return size
  }

  private func computeSize(_ node: NodeID, _ p: ProposedSize) -> Size {
    sizeComputations += 1
    if !forcedSizes.isEmpty, let forced = forcedSizes[node] { return forced.size(p) }
    switch tree.stored[Int(node)].kind {
    case .shape: return ShapeLayout.sizeThatFits(p)
    case .circle: return CircleLayout.sizeThatFits(p)
    case .spacer(let l): return l.sizeThatFits(p)
    case .divider(let l): return l.sizeThatFits(p, thickness: dividerThickness)
    case .image(let i): return tree.images[Int(i)].sizeThatFits(p)
    case .empty: return .zero
    case .text(let i): return tree.texts[Int(i)].measure(p, textMeasurer).size
    case .stack(let l): return stackSize(node, l, p)
    case .zstack(let l): return l.arrange(children(node), proposal: p).size
    case .geometryReader: return GeometryReaderLayout.sizeThatFits(p)
    case .secondaryLayer: return size(tree.child(of: node), p)
    case .container(let i): return containerSize(tree.containers[Int(i)], node, p)
    case .grid(let l): return arrangeGrid(node, l, p).size
    case .gridRow(let l): return stackSize(node, l.stack, p)
    case .viewThatFits(let l): return l.sizeThatFits(p, children: children(node))
    case .safeAreaInset(let l):
      let c = children(node)
      return l.arrange(primary: c[0], content: c[1], proposal: p).size
    default:
      // Every other kind is a unary modifier (`UnaryDispatch.swift`).
      return unary(node, UnarySize(proposal: p)) ?? .zero
    }
  }

  /// The priority a container reads from this node (LayoutRules.md §4), computed once: stacks
  /// read it on every proposal.
  func layoutPriority(_ node: NodeID) -> Double {
    if shortcuts[node].hasZeroPriority { return 0 }
    let memo = priorityMemo()
    let known = memo[Int(node)]
    if !known.isNaN { return known }
    let priority = computePriority(node)
    memo[Int(node)] = priority
    return priority
  }

  /// The priority memo, made on first use (most trees never need it: `ZeroPriority.swift`).
  private func priorityMemo() -> NodeTable<Double> {
    if let priorityCache { return priorityCache }
    let table = NodeTable(repeating: Double.nan, count: tree.stored.count)
    priorityCache = table
    return table
  }

  private func computePriority(_ node: NodeID) -> Double {
    switch tree.stored[Int(node)].kind {
    case .spacer: return -.infinity
    case .grid, .gridRow: return tree.stored[Int(node)].childCount == 0 ? -.infinity : 0
    case .stack, .zstack, .container, .viewThatFits:
      return tree.stored[Int(node)].childCount == 0 ? -.infinity : 0
    case .secondaryLayer: return layoutPriority(tree.child(of: node))
    case .shape, .circle, .divider, .image, .empty, .geometryReader, .text: return 0
    case .safeAreaInset: return layoutPriority(tree.child(of: node))
    default: return unary(node, UnaryPriority()) ?? 0
    }
  }

  /// The node's spacing preferences, computed once (LayoutRules.md §3.3).
  func spacing(_ node: NodeID) -> Spacing {
    if spacingCache.isEmpty {
      spacingCache = Array(repeating: nil, count: tree.stored.count)
    } else if let s = spacingCache[Int(node)] {
      return s
    }
    let s = computeSpacing(node)
    spacingCache[Int(node)] = s
    return s
  }

  private func computeSpacing(_ node: NodeID) -> Spacing {
    switch tree.stored[Int(node)].kind {
    case .shape, .circle, .divider, .image, .geometryReader: return .default
    case .empty: return .zero
    case .text(let i): return tree.texts[Int(i)].spacing(textMeasurer, pixelLength: pixelLength)
    case .spacer(let l): return l.spacing
    case .stack(let l): return l.spacing(children(node))
    case .zstack:
      let c = children(node)
      return c.isEmpty ? .zero : c.dropFirst().reduce(c[0].spacing) { $0.union($1.spacing) }
    case .secondaryLayer: return spacing(tree.child(of: node))
    case .container(let i): return containerSpacing(tree.containers[Int(i)], node)
    case .grid:
      let c = children(node)
      return c.isEmpty ? .zero : c.dropFirst().reduce(c[0].spacing) { $0.union($1.spacing) }
    case .gridRow(let l): return l.stack.spacing(children(node))
    case .safeAreaInset: return spacing(tree.child(of: node))
    case .viewThatFits:
      let c = children(node)
      return c.isEmpty ? .zero : c.dropFirst().reduce(c[0].spacing) { $0.union($1.spacing) }
    default: return unary(node, UnarySpacing()) ?? .default
    }
  }
}
