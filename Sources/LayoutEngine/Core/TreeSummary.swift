/// What a computer learns about its tree in one pass before layout, so that no pass walks
/// the tree for something it does not have.
///
/// Guide sources: which subtrees can answer an alignment guide explicitly. Only texts and
/// symbol images (baselines), `.alignmentGuide` (its guide) and custom containers create
/// explicit values; every other node forwards or combines its children's. A query on a
/// subtree with no source for the guide is nil without walking it: a frame over a colour is
/// asked for its centre at every placement, and the answer is always the default.
struct TreeSummary {
  private static let baselines: UInt8 = 1
  private static let others: UInt8 = 2
  /// Not a guide: the subtree holds a `containerRelativeFrame`, so its sizes read a container.
  private static let container: UInt8 = 4

  /// Per node: the bits of the guides its subtree may answer, and whether it reads a container.
  private let guideMasks: [UInt8]
  /// Whether a `containerRelativeFrame` is present: only then are container sizes tracked.
  let hasContainerRelativeFrames: Bool
  /// Whether a frame reads a `GeometryReader`'s proxy: only then are readers' sizes recorded.
  let hasGeometryFrames: Bool
  /// Whether an `alignmentGuide` or `layoutPriority` is present: only then is there advice.
  let hasAdvisedModifiers: Bool

  /// How each node's size depends on its proposal (`SizeShortcuts`), found in the same pass:
  /// on a large tree each pass over the nodes is a sweep through memory.
  let shortcuts: SizeShortcuts

  /// One pass in node order: the builder adds a node after its children. `shortcuts: false`
  /// for a trace.
  init(_ tree: LayoutTree, shortcuts enabled: Bool = true) {
    var masks = [UInt8](repeating: 0, count: tree.stored.count)
    var shortcuts = SizeShortcuts(nodeCount: tree.stored.count, enabled: enabled)
    var kinds = Kinds()
    tree.stored.withUnsafeBufferPointer { nodes in
      tree.childList.withUnsafeBufferPointer { childList in
        for node in nodes.indices {
          masks[node] = TreeSummary.mask(tree, nodes[node], childList, masks, &kinds)
          shortcuts.add(node, nodes[node], childList)
        }
      }
    }
    guideMasks = masks
    hasContainerRelativeFrames = kinds.containerRelativeFrames
    hasGeometryFrames = kinds.geometryFrames
    hasAdvisedModifiers = kinds.advisedModifiers
    self.shortcuts = shortcuts
  }

  /// The kinds the pass looks out for.
  private struct Kinds {
    var containerRelativeFrames = false
    var geometryFrames = false
    var advisedModifiers = false
  }

  /// A node's guide mask, from its kind and its children's masks.
  private static func mask(
    _ tree: LayoutTree, _ stored: StoredNode, _ childList: UnsafeBufferPointer<NodeID>,
    _ masks: [UInt8], _ kinds: inout Kinds
  ) -> UInt8 {
    var mask: UInt8 = 0
    switch stored.kind {
    case .text: mask = baselines
    case .image(let i): mask = tree.images[Int(i)].baseline == nil ? 0 : baselines
    case .alignmentGuide(let i):
      mask = bit(tree.alignmentGuides[Int(i)].key)
      kinds.advisedModifiers = true
    case .container: mask = baselines | others
    case .layoutPriority: kinds.advisedModifiers = true
    case .containerRelativeFrame:
      mask = container
      kinds.containerRelativeFrames = true
    case .geometryFrame: kinds.geometryFrames = true
    default: break
    }
    let first = Int(stored.firstChild)
    for k in first..<(first + Int(stored.childCount)) { mask |= masks[Int(childList[k])] }
    return mask
  }

  @inline(__always)
  private static func bit(_ key: AlignmentKey) -> UInt8 {
    key == .firstTextBaseline || key == .lastTextBaseline ? baselines : others
  }

  /// Whether a `containerRelativeFrame` is in the subtree (the node included): its sizes then
  /// depend on the nearest container's size as well as on the proposal.
  @inline(__always)
  func readsContainer(_ node: NodeID) -> Bool {
    guideMasks[Int(node)] & TreeSummary.container != 0
  }

  /// Whether some node in the subtree may give `key` an explicit value.
  @inline(__always)
  func mayAnswer(_ node: NodeID, _ key: AlignmentKey) -> Bool {
    let mask = guideMasks[Int(node)]
    return mask != 0 && mask & TreeSummary.bit(key) != 0
  }
}
