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
  private var guideMasks: [UInt8]
  /// Whether a `containerRelativeFrame` is present: only then are container sizes tracked.
  private(set) var hasContainerRelativeFrames = false
  /// Whether a frame reads a `GeometryReader`'s proxy: only then are readers' sizes recorded.
  private(set) var hasGeometryFrames = false
  /// Whether an `alignmentGuide` or `layoutPriority` is present: only then is there advice.
  private(set) var hasAdvisedModifiers = false

  /// One pass in node order: the builder adds a node after its children.
  init(_ tree: LayoutTree) {
    guideMasks = [UInt8](repeating: 0, count: tree.stored.count)
    for node in tree.stored.indices {
      var mask: UInt8 = 0
      switch tree.stored[node].kind {
      case .text: mask = TreeSummary.baselines
      case .image(let i): mask = tree.images[Int(i)].baseline == nil ? 0 : TreeSummary.baselines
      case .alignmentGuide(let i):
        let l = tree.alignmentGuides[Int(i)]
        mask = TreeSummary.bit(l.key)
        hasAdvisedModifiers = true
      case .container: mask = TreeSummary.baselines | TreeSummary.others
      case .layoutPriority: hasAdvisedModifiers = true
      case .containerRelativeFrame:
        mask = TreeSummary.container
        hasContainerRelativeFrames = true
      case .geometryFrame: hasGeometryFrames = true
      default: break
      }
      let first = Int(tree.stored[node].firstChild)
      for k in first..<(first + Int(tree.stored[node].childCount)) {
        mask |= guideMasks[Int(tree.childList[k])]
      }
      guideMasks[node] = mask
    }
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
