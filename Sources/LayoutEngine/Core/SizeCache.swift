/// Remembers each node's answers to the last few proposals, so that a size asked for twice is
/// computed once. Stacks probe every child with several proposals (0, ∞, the share, and again
/// at placement); without this, nested stacks would be exponential in depth.
///
/// Storage is one flat table with `slotsPerNode` entries per node, replaced round-robin; the
/// computer frees it (`free`).
struct SizeCache {
  static let slotsPerNode = 6

  private struct Entry {
    var proposalWidth: Double
    var proposalHeight: Double
    var size: Size
  }

  /// `nil` lengths are stored as −∞, which no real proposal uses.
  private static let unset = -Double.infinity
  private static let empty = Entry(proposalWidth: .nan, proposalHeight: .nan, size: .zero)

  private let entries: NodeTable<Entry>
  private let nextSlot: NodeTable<UInt8>

  init(nodeCount: Int) {
    entries = NodeTable(repeating: SizeCache.empty, count: nodeCount * SizeCache.slotsPerNode)
    nextSlot = NodeTable(repeating: 0, count: nodeCount)
  }

  func free() {
    entries.free()
    nextSlot.free()
  }

  @inline(__always)
  func lookup(_ node: NodeID, _ p: ProposedSize) -> Size? {
    let w = p.width ?? SizeCache.unset
    let h = p.height ?? SizeCache.unset
    let base = Int(node) * SizeCache.slotsPerNode
    for i in base..<(base + SizeCache.slotsPerNode) {
      let e = entries[i]
      if e.proposalWidth == w && e.proposalHeight == h { return e.size }
    }
    return nil
  }

  @inline(__always)
  func store(_ node: NodeID, _ p: ProposedSize, _ size: Size) {
    let slot = Int(nextSlot[Int(node)])
    nextSlot[Int(node)] = UInt8((slot + 1) % SizeCache.slotsPerNode)
    entries[Int(node) * SizeCache.slotsPerNode + slot] = Entry(
      proposalWidth: p.width ?? SizeCache.unset, proposalHeight: p.height ?? SizeCache.unset,
      size: size)
  }

  /// Forgets a node's answers (its container changed size: `containerRelativeFrame`).
  func clear(_ node: NodeID) {
    let base = Int(node) * SizeCache.slotsPerNode
    for i in base..<(base + SizeCache.slotsPerNode) { entries[i] = SizeCache.empty }
  }
}
