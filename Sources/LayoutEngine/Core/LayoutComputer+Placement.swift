extension LayoutComputer {
  /// Places a node whose final frame (canvas coordinates) and proposal are known, then its
  /// descendants. Children are positioned in left-to-right terms and mirrored inside the
  /// node's frame when the direction is right-to-left (LayoutRules.md §1.6).
  func place(
    _ node: NodeID, frame: Rect, proposal: ProposedSize, direction: LayoutDirection
  ) {
    frameTable[Int(node)] = frame
    recorder?.begin(.place, node, proposal, frame: frame)
    defer { recorder?.end() }
    switch tree.stored[Int(node)].kind {
    case .shape, .circle:
      noteUndetermined(node, proposal, .both)
    case .divider(let l):
      noteUndetermined(node, proposal, l.stackAxis == .horizontal ? .vertical : .horizontal)
    case .spacer, .image, .empty: return
    case .text(let i): textResults[node] = tree.texts[Int(i)].measure(proposal, textMeasurer)
    case .stack(let l):
      placeStack(node, l, l.placementProposal(proposal, size: frame.size), frame, direction)
    case .zstack(let l):
      let arrangement = l.arrange(children(node), proposal: ProposedSize(frame.size))
      placeAll(tree.children(of: node), arrangement.placements, frame, direction)
    case .geometryReader:
      noteUndetermined(node, proposal, .both)
      // The proxy is the reader's size as placed: its frames read it (`proxy.size.width`).
      if tracksReaders { setReaderSize(node, frame.size) }
      let p = ProposedSize(frame.size)
      let placements = tree.children(of: node).map {
        ChildPlacement(proposal: p, origin: .zero, size: size($0, p))
      }
      placeAll(tree.children(of: node), placements, frame, direction)
    case .secondaryLayer(let l):
      let c = tree.children(of: node)
      let primary = LayoutChild(computer: self, node: c[c.startIndex])
      let secondary = LayoutChild(computer: self, node: c[c.startIndex + 1])
      let pp = ChildPlacement(proposal: proposal, origin: .zero, size: frame.size)
      let sp = l.secondaryPlacement(
        primary: primary.dimensions(frame.size, proposal), secondary: secondary)
      placeAll(c, [pp, sp], frame, direction)
    case .container(let i):
      let l = tree.containers[Int(i)]
      let c = tree.children(of: node)
      let placements = placeContainer(l, Array(c), in: frame.size, proposal: proposal)
      placeAll(c, placements, frame, direction)
    case .grid(let l):
      let arrangement = arrangeGrid(node, l, proposal)
      for (row, rect) in zip(tree.children(of: node), arrangement.rowFrames) {
        if case .gridRow = tree.stored[Int(row)].kind {
          frameTable[Int(row)] = childFrame(rect.origin, rect.size, in: frame, direction)
        }
      }
      placeAll(
        arrangement.placements.map(\.0)[...], arrangement.placements.map(\.1), frame, direction)
    case .gridRow(let l):
      placeStack(
        node, l.stack, l.stack.placementProposal(proposal, size: frame.size), frame, direction)
    case .safeAreaInset(let l): placeSafeAreaInset(l, node, frame, proposal, direction)
    case .viewThatFits(let l):
      let c = tree.children(of: node)
      guard !c.isEmpty else { return }
      let chosen = l.choice(children(node), proposal)
      for (i, child) in c.enumerated() where i != chosen { hide(child, at: frame.origin) }
      let p = ChildPlacement(
        proposal: proposal, origin: .zero, size: size(c[c.startIndex + chosen], proposal))
      placeAll(c[(c.startIndex + chosen)...].prefix(1), [p], frame, direction)
    default:
      // Every other kind is a unary modifier (`UnaryDispatch.swift`).
      unary(node, UnaryPlacement(frame: frame, proposal: proposal, direction: direction))
    }
  }

  /// A subtree that is not displayed (a child `ViewThatFits` did not choose): every node a
  /// zero-size frame at `origin`, its parent's top-leading corner.
  private func hide(_ node: NodeID, at origin: Point) {
    frameTable[Int(node)] = Rect(origin: origin, size: .zero)
    for child in tree.children(of: node) { hide(child, at: origin) }
  }

  /// A stack's children arranged for `p` and placed, their placements in a temporary
  /// allocation.
  private func placeStack(
    _ node: NodeID, _ layout: StackLayout, _ p: ProposedSize, _ frame: Rect,
    _ direction: LayoutDirection
  ) {
    let c = children(node)
    let gaps = gaps(node, layout, c)
    // When every child ignores the length along the axis (`SizeShortcuts`), the stack was
    // sized without it (its cache key leaves it out); placed without it, each child is offered
    // its ideal length instead of a share: the same sizes, and so the same frames, without a
    // distribution's probes and sort. The feed shape's lines stack, sized with no height and
    // placed at its header's, distributed on every card.
    var p = p
    if ignoresProposal(node, along: layout.axis) { p[layout.axis] = nil }
    withUnsafeTemporaryAllocation(of: ChildPlacement.self, capacity: c.count) { placements in
      _ = layout.arrange(
        c, gaps: gaps, proposal: p, into: placements,
        shares: sharesSlot(node, layout, p, c, placing: true),
        defaultGuides: childrenTakeDefault(node, layout.alignment))
      placeAll(c.nodes, placements, frame, direction)
    }
  }

  private func placeAll(
    _ nodes: some RandomAccessCollection<NodeID>,
    _ placements: some RandomAccessCollection<ChildPlacement>, _ frame: Rect,
    _ direction: LayoutDirection
  ) {
    // Indices, not `zip`: the first `Zip2Sequence` of these types costs every run 0.7 million
    // instructions of runtime metadata work (BENCHMARKS.md, cold start).
    for k in 0..<Swift.min(nodes.count, placements.count) {
      let p = placements[placements.index(placements.startIndex, offsetBy: k)]
      place(
        nodes[nodes.index(nodes.startIndex, offsetBy: k)],
        frame: childFrame(p.origin, p.size, in: frame, direction),
        proposal: p.proposal, direction: direction)
    }
  }

  /// A child's frame in canvas coordinates from its left-to-right origin inside `parent`.
  @inline(__always)
  func childFrame(_ origin: Point, _ size: Size, in parent: Rect, _ direction: LayoutDirection)
    -> Rect
  {
    let x =
      direction == .leftToRight
      ? parent.minX + origin.x
      : parent.maxX - origin.x - size.width
    return Rect(origin: Point(x: x, y: parent.minY + origin.y), size: size)
  }

  /// Records the axes on which a greedy leaf was placed without a proposed length: it took the
  /// default 10 points, which is almost never what the author meant. The test is inline: every
  /// placed shape comes here, and the call, for a proposal that almost always has both
  /// lengths, was 29 instructions a shape.
  @inline(__always)
  private func noteUndetermined(_ node: NodeID, _ proposal: ProposedSize, _ axes: Axis.Set) {
    let width = axes.contains(.horizontal) && !proposal.isSpecified(.horizontal)
    let height = axes.contains(.vertical) && !proposal.isSpecified(.vertical)
    guard width || height else { return }
    recordUndetermined(node, width: width, height: height)
  }

  private func recordUndetermined(_ node: NodeID, width: Bool, height: Bool) {
    // Sets, not arrays: the literal `[Axis]` and its filtered copy were two allocations each.
    undeterminedLengths[node] =
      width && height ? [.horizontal, .vertical] : [width ? .horizontal : .vertical]
  }
}
