/// Runs SwiftUI's two passes over a `LayoutTree`: sizes for proposals (cached), then
/// placement from the root down, recording every node's frame in canvas coordinates.
///
/// Each pass switches once on the node's kind: leaves and containers go to the layout value
/// in their own file, and every unary modifier to `unary` (`UnaryDispatch.swift`), which hands
/// the pass its `UnaryLayout`. The files `LayoutComputer+…` hold the passes.
///
/// The mutable state is `@exclusivity(unchecked)`: a computer runs on one thread and no pass
/// holds an access to one of its tables across a call that changes it, while the dynamic
/// checks took a fifth of the layout time (each size lookup is one read and one write).
final class LayoutComputer {
  let tree: LayoutTree
  let textMeasurer: any TextMeasuring
  /// One display pixel in points.
  let pixelLength: Double
  /// A Divider's thickness: a pixel, or 1 point at accessibility text sizes (§5.6).
  let dividerThickness: Double
  let cache: SizeCache
  /// Nodes answered without the cache, or cached under part of the proposal.
  let shortcuts: SizeShortcuts
  /// The tree's child list, where `LayoutChildren` can point into it: the tree's own storage
  /// when `Layout.run` lends it, a copy otherwise.
  let childNodes: NodeTable<NodeID>
  /// Per node, memoised: spacing does not depend on the proposal. Made on the first query:
  /// stacks with explicit spacing never ask, and a table of every node was written for nothing.
  @exclusivity(unchecked) var spacingCache: [Spacing?] = []
  /// Per stack node, memoised: the gap before each child, at the child's place in the tree's
  /// child list; `gapsKnown` per node.
  let gapsCache: NodeTable<Double>
  let gapsKnown: NodeTable<Bool>
  /// Per node, memoised: the layout priority (NaN until asked); made on the first query of a
  /// node whose priority is not known to be 0.
  @exclusivity(unchecked) var priorityCache: NodeTable<Double>?
  /// Per stack: its last distribution along its axis, which placement reuses.
  let stackShares: StackShares
  /// Whether sizes are pure functions of the proposal, so that `stackShares` may be used:
  /// not with a trace, relative frames or frames reading a `GeometryReader`, and not once
  /// the behaviour probes (`SizingBehavior`) start replacing and forgetting answers.
  @exclusivity(unchecked) var keepsShares: Bool
  /// Explicit guide values of stacks, grids and alignment guides (`AlignmentMemo`).
  @exclusivity(unchecked) var alignmentMemo = AlignmentMemo()
  /// Which subtrees can answer a guide explicitly, which kinds are present: the tree's
  /// (`TreeSummary`).
  let summary: TreeSummary
  /// Every node's frame in canvas coordinates, unrounded; set by `place` (`FrameTable`).
  let frameTable: FrameTable
  /// Leaves placed with an unspecified length, which they filled with SwiftUI's default of 10
  /// points ("the magic 10"): by node, the axes.
  @exclusivity(unchecked) var undeterminedLengths: [NodeID: [Axis]] = [:]
  /// Each text's measurement at its placement (lines and baselines for output), by node.
  @exclusivity(unchecked) var textResults: [NodeID: TextLayoutResult] = [:]
  /// Child views a behaviour probe stands in for (`SizingBehavior`); empty otherwise.
  @exclusivity(unchecked) var forcedSizes: [NodeID: ForcedSize] = [:]
  /// `alignmentGuide` nodes whose guide some container asked for (`LayoutAdvice`).
  @exclusivity(unchecked) var queriedGuides: Set<NodeID> = []
  /// How many sizes were computed (cache misses); tests pin it to keep layout linear.
  @exclusivity(unchecked) var sizeComputations = 0
  /// The safe area of the node being placed; nil without one (`LayoutComputer+SafeArea`).
  @exclusivity(unchecked) var safeArea: SafeAreaRegion?
  /// The root container's size for `containerRelativeFrame`: the canvas minus its safe area.
  @exclusivity(unchecked) var rootContainerSize = Size(width: 390, height: 844)
  /// Whether the tree has a `containerRelativeFrame`: only then are container sizes tracked.
  let tracksContainers: Bool
  /// A trace or container tracking: sizes take `specialSize`'s path.
  let hasSpecialSizing: Bool
  /// Each scroll view's container size for its content, as last sized or placed.
  @exclusivity(unchecked) var scrollContainers: [NodeID: Size] = [:]
  /// The sizes of nodes that read a container, by proposal and container size.
  @exclusivity(unchecked) var containerCache = ContainerSizeCache()
  /// Whether the tree has a frame that reads a `GeometryReader`'s proxy: only then are
  /// readers' sizes recorded.
  let tracksReaders: Bool
  /// Each `GeometryReader`'s size as placed, which its proxy frames read.
  @exclusivity(unchecked) var readerSizes: [NodeID: Size] = [:]
  /// Proxy frames whose lengths came out negative or not finite (`LayoutAdvice`), by node.
  @exclusivity(unchecked) var invalidGeometryFrames: [NodeID: InvalidFrameLengths] = [:]
  /// Records every proposal and placement when tracing (`Layout.run(…, trace: true)`); nil
  /// otherwise, which costs a run one nil check per size and per placement.
  let recorder: TraceRecorder?
  /// Parent links, built on first use (only `containerRelativeFrame` and proxy frames walk
  /// up the tree).
  lazy var parents: [NodeID] = LayoutComputer.parentLinks(tree)

  init(
    tree: LayoutTree, pixelLength: Double = 1.0 / 3,
    textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer(),
    dynamicTypeSize: DynamicTypeSize = .large, trace: Bool = false,
    frames: UnsafeMutableBufferPointer<Rect>? = nil, childList: UnsafeBufferPointer<NodeID>? = nil,
    routes: UnsafeBufferPointer<UInt32>? = nil
  ) {
    self.tree = tree
    self.recorder = trace ? TraceRecorder() : nil
    self.textMeasurer = textMeasurer
    self.pixelLength = pixelLength
    self.dividerThickness = dynamicTypeSize.isAccessibilitySize ? 1 : pixelLength
    self.summary = tree.summary
    self.shortcuts = SizeShortcuts(
      tree.summary, nodeCount: tree.stored.count, enabled: !trace, borrowing: routes)
    self.cache = SizeCache(rowCount: shortcuts.rowCount)
    self.childNodes =
      childList.map(NodeTable.init(borrowing:)) ?? NodeTable(copying: tree.childList)
    // Uninitialised: a stack's gaps are read only after `computeGaps` wrote them.
    self.gapsCache = NodeTable(uninitializedCount: tree.childList.count)
    self.gapsKnown = NodeTable(repeating: false, count: tree.stored.count)
    self.frameTable =
      frames.map(FrameTable.init(borrowing:)) ?? FrameTable(count: tree.stored.count)
    self.tracksContainers = summary.hasContainerRelativeFrames
    self.hasSpecialSizing = trace || summary.hasContainerRelativeFrames
    self.tracksReaders = summary.hasGeometryFrames
    self.keepsShares = !hasSpecialSizing && !tracksReaders
    self.stackShares = StackShares(
      childListCount: keepsShares ? tree.childList.count : 0,
      rowCount: keepsShares ? shortcuts.rowCount : 0)
  }

  deinit {
    cache.free()
    shortcuts.free()
    childNodes.free()
    gapsCache.free()
    gapsKnown.free()
    priorityCache?.free()
    stackShares.free()
    frameTable.free()
  }

  /// Every node's frame, copied out (tests; `Layout.run` hands the computer its result's).
  var frames: [Rect] { frameTable.array }

  @inline(__always)
  func onlyChild(_ node: NodeID) -> LayoutChild {
    LayoutChild(computer: self, node: childNodes[Int(tree.stored[Int(node)].firstChild)])
  }

  @inline(__always)
  func children(_ node: NodeID) -> LayoutChildren {
    let first = Int(tree.stored[Int(node)].firstChild)
    let count = Int(tree.stored[Int(node)].childCount)
    return LayoutChildren(computer: self, nodes: childNodes.buffer(first, count))
  }

  /// The gaps before each child of a stack: 0 before the first, then the explicit spacing or
  /// the adaptive distance between neighbours (LayoutRules.md §3.2). Valid while the computer
  /// lives. Inlined for the usual case, gaps already known (every arrangement asks): the call
  /// cost the feed shape 3% of its instructions; the first time goes out of line.
  @inline(__always)
  func gaps(_ node: NodeID, _ layout: StackLayout, _ children: LayoutChildren)
    -> UnsafeBufferPointer<Double>
  {
    // Where the children start in the child list: `children` is a window on it.
    let first = children.nodes.baseAddress! - UnsafePointer(childNodes.base)
    if !gapsKnown[Int(node)] { computeGaps(node, layout, children, first: first) }
    return gapsCache.buffer(first, children.count)
  }

  private func computeGaps(
    _ node: NodeID, _ layout: StackLayout, _ children: LayoutChildren, first: Int
  ) {
    if !children.isEmpty { gapsCache[first] = 0 }
    for i in children.indices.dropFirst() {
      gapsCache[first + i] =
        layout.spacing
        ?? children[i - 1].spacing.distance(to: children[i].spacing, along: layout.axis)
    }
    gapsKnown[Int(node)] = true
  }

  /// The stack's children arranged for `p`, with their placements.
  func arrangeStack(_ node: NodeID, _ layout: StackLayout, _ p: ProposedSize)
    -> StackLayout.Arrangement
  {
    let c = children(node)
    return layout.arrange(
      c, gaps: gaps(node, layout, c), proposal: p, shares: sharesSlot(node, layout, p, c),
      defaultGuides: childrenTakeDefault(node, layout.alignment))
  }

  /// The stack's size for `p`: its arrangement without placements.
  func stackSize(_ node: NodeID, _ layout: StackLayout, _ p: ProposedSize) -> Size {
    let c = children(node)
    let shares = sharesSlot(node, layout, p, c)
    return layout.arrange(
      c, gaps: gaps(node, layout, c), proposal: p, into: nil, shares: shares,
      defaultGuides: childrenTakeDefault(node, layout.alignment))
  }

  /// Where the arrangement of `p` among the `children` of stack `node` is kept
  /// (`StackShares`); nil for a lazy stack, when sizes are not pure functions of the proposal
  /// (`keepsShares`), or when `placing` and the kept arrangement is another.
  @inline(__always)
  func sharesSlot(
    _ node: NodeID, _ layout: StackLayout, _ p: ProposedSize, _ children: LayoutChildren,
    placing: Bool = false
  ) -> StackShares.Slot? {
    guard keepsShares, !layout.isLazy, !children.isEmpty else { return nil }
    let route = shortcuts[node]
    let across: UInt8 = layout.axis == .horizontal ? 2 : 1
    return stackShares.slot(
      row: route.row, first: children.nodes.baseAddress! - UnsafePointer(childNodes.base),
      count: children.count, p, axis: layout.axis,
      ignoresAcross: route.shortcut.ignored & across != 0, empty: cache.isEmpty(route.row),
      noting: !placing)
  }
}
