/// What layout needs to know about each subtree before it starts, kept by the tree as nodes are
/// added (`LayoutTreeBuilder.addNode`), so that no layout walks the tree to learn it.
///
/// Guide sources: which subtrees can answer an alignment guide explicitly. Only texts and
/// symbol images (baselines), `.alignmentGuide` (its guide) and custom containers create
/// explicit values; every other node forwards or combines its children's. A query on a
/// subtree with no source for the guide is nil without walking it: a frame over a colour is
/// asked for its centre at every placement, and the answer is always the default.
/// Shortcuts: how each node's size depends on its proposal (`SizeShortcuts`).
///
/// Both come from a node's kind and its children's entries, and the builder adds a node after
/// its children: the entry is made while the node is fresh in the cache. A summary made by a
/// pass at the start of every layout swept the whole node table once more: 6% of a feed
/// layout's instructions (BENCHMARKS.md,
/// *One heap for a run on one thread, and the tree's summary kept as it is built*).
struct TreeSummary: Sendable {
  fileprivate static let baselines: UInt8 = 1
  fileprivate static let others: UInt8 = 2
  /// Not a guide: the subtree holds a `containerRelativeFrame`, so its sizes read a container.
  fileprivate static let container: UInt8 = 4
  /// Not a guide, and the node's alone (not its parent's): the node is some node's child.
  fileprivate static let hasParent: UInt8 = 0x80

  /// Per node: the bits of the guides its subtree may answer, and whether it reads a container.
  private var guideMasks: [UInt8] = []
  /// Per node: its shortcut, whether its priority is 0 and its size-cache row, as
  /// `SizeShortcuts.Route` bits.
  private(set) var routes: [UInt32] = []
  /// How many nodes have a size-cache row.
  private(set) var rowCount = 0
  /// Whether a `containerRelativeFrame` is present: only then are container sizes tracked.
  private(set) var hasContainerRelativeFrames = false
  /// Whether a frame reads a `GeometryReader`'s proxy: only then are readers' sizes recorded.
  private(set) var hasGeometryFrames = false
  /// Whether an `alignmentGuide` or `layoutPriority` is present: only then is there advice.
  private(set) var hasAdvisedModifiers = false
  /// Whether every node's placement places or hides each of its children
  /// (`TreeSummary.placesEveryChild(of:count:)`) and no node is a child twice.
  private(set) var placesEveryChild = true

  init() {}

  mutating func reserve(_ nodes: Int) {
    guideMasks.reserveCapacity(nodes)
    routes.reserveCapacity(nodes)
  }

  /// What a node's own kind adds to its entry: its guide bits and the kind the summary looks
  /// out for. Read from the tree, whose side tables hold some kinds' payloads.
  struct Own {
    var mask: UInt8 = 0
    var kind: KindFlag?
  }

  /// The kinds the summary looks out for.
  enum KindFlag { case containerRelativeFrame, geometryFrame, advisedModifier }

  /// Appends the entry of the node just added (node order: after its `children`).
  mutating func append(_ node: StoredNode, _ own: Own, children: [NodeID]) {
    var mask = own.mask
    for child in children {
      let childMask = guideMasks[Int(child)]
      if childMask & TreeSummary.hasParent != 0 { placesEveryChild = false }
      mask |= childMask & ~TreeSummary.hasParent
      guideMasks[Int(child)] = childMask | TreeSummary.hasParent
    }
    guideMasks.append(mask)
    if !TreeSummary.placesEveryChild(of: node.kind, count: children.count) {
      placesEveryChild = false
    }
    let shortcut = SizeShortcuts.shortcut(node, children: children, routes: routes)
    let priority =
      SizeShortcuts.hasZeroPriority(node, children: children, routes: routes)
      ? SizeShortcuts.zeroPriority : 0
    if shortcut.isComputed {
      routes.append(UInt32(shortcut.rawValue) | priority)
    } else {
      routes.append(UInt32(rowCount) << 4 | priority | UInt32(shortcut.rawValue))
      rowCount += 1
    }
    switch own.kind {
    case .containerRelativeFrame: hasContainerRelativeFrames = true
    case .geometryFrame: hasGeometryFrames = true
    case .advisedModifier: hasAdvisedModifiers = true
    case nil: break
    }
  }

  @inline(__always)
  fileprivate static func bit(_ key: AlignmentKey) -> UInt8 {
    key == .firstTextBaseline || key == .lastTextBaseline ? baselines : others
  }

  /// Whether the node is some node's child (`LayoutTree.placesEveryNode`).
  func hasParent(_ node: NodeID) -> Bool {
    guideMasks[Int(node)] & TreeSummary.hasParent != 0
  }

  /// Whether a `containerRelativeFrame` is in the subtree (the node included): its sizes then
  /// depend on the nearest container's size as well as on the proposal.
  @inline(__always)
  func readsContainer(_ node: NodeID) -> Bool {
    guideMasks[Int(node)] & TreeSummary.container != 0
  }

  /// Whether some node in the subtree may give any guide an explicit value.
  @inline(__always)
  func mayAnswerAny(_ node: NodeID) -> Bool {
    guideMasks[Int(node)] & (TreeSummary.baselines | TreeSummary.others) != 0
  }

  /// Whether some node in the subtree may give `key` an explicit value.
  @inline(__always)
  func mayAnswer(_ node: NodeID, _ key: AlignmentKey) -> Bool {
    let mask = guideMasks[Int(node)]
    return mask != 0 && mask & TreeSummary.bit(key) != 0
  }
}

extension LayoutTree {
  /// What a node of `kind` adds to its own summary entry, read from the tree's side tables
  /// (an image's baseline, a guide's key).
  func summaryOwn(_ kind: StoredKind) -> TreeSummary.Own {
    switch kind {
    case .text: return .init(mask: TreeSummary.baselines)
    case .image(let i):
      return .init(mask: images[Int(i)].baseline == nil ? 0 : TreeSummary.baselines)
    case .alignmentGuide(let i):
      return .init(mask: TreeSummary.bit(alignmentGuides[Int(i)].key), kind: .advisedModifier)
    case .container: return .init(mask: TreeSummary.baselines | TreeSummary.others)
    case .layoutPriority: return .init(kind: .advisedModifier)
    case .containerRelativeFrame:
      return .init(mask: TreeSummary.container, kind: .containerRelativeFrame)
    case .geometryFrame: return .init(kind: .geometryFrame)
    default: return .init()
    }
  }
}
