/// Remembers each node's answers to every proposal it was asked, so that a size asked for
/// twice is computed once. Stacks probe every child with several proposals (0, ∞, the share,
/// and again at placement) and grids more (both axes); nested, each level multiplies them, so a
/// forgotten answer makes layout exponential in depth. Kept answers make the size queries the
/// distinct proposals each node is asked, which stays a small constant per node.
///
/// Storage is one flat table with `slotsPerNode` entries per node, replaced round-robin; an
/// answer pushed out of its slot moves to a per-node overflow list (few nodes ever need one).
/// The computer frees the table (`free`).
struct SizeCache {
  static let slotsPerNode = 6

  fileprivate struct Entry {
    var proposalWidth: Double
    var proposalHeight: Double
    var size: Size

    /// Empty slots hold NaN, which no comparison matches.
    var isUsed: Bool { !proposalWidth.isNaN && !proposalHeight.isNaN }
  }

  /// `nil` lengths are stored as −∞, which no real proposal uses.
  private static let unset = -Double.infinity
  private static let empty = Entry(proposalWidth: .nan, proposalHeight: .nan, size: .zero)
  /// The bit of `nextSlot` that says the node has overflow entries.
  private static let overflowed: UInt8 = 0x80

  private let entries: NodeTable<Entry>
  /// Per node: the slot to replace next, with `overflowed` set once an answer moved out.
  private let nextSlot: NodeTable<UInt8>
  private let overflow = Overflow()

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
    guard nextSlot[Int(node)] & SizeCache.overflowed != 0 else { return nil }
    return overflow.lookup(node, w, h)
  }

  @inline(__always)
  func store(_ node: NodeID, _ p: ProposedSize, _ size: Size) {
    let state = nextSlot[Int(node)]
    let slot = Int(state & ~SizeCache.overflowed)
    let index = Int(node) * SizeCache.slotsPerNode + slot
    var flags = state & SizeCache.overflowed
    if entries[index].isUsed {
      overflow.entries[node, default: []].append(entries[index])
      flags = SizeCache.overflowed
    }
    nextSlot[Int(node)] = UInt8((slot + 1) % SizeCache.slotsPerNode) | flags
    entries[index] = Entry(
      proposalWidth: p.width ?? SizeCache.unset, proposalHeight: p.height ?? SizeCache.unset,
      size: size)
  }

  /// Forgets a node's answers (its container changed size: `containerRelativeFrame`).
  func clear(_ node: NodeID) {
    let base = Int(node) * SizeCache.slotsPerNode
    for i in base..<(base + SizeCache.slotsPerNode) { entries[i] = SizeCache.empty }
    if nextSlot[Int(node)] & SizeCache.overflowed != 0 {
      overflow.entries[node] = nil
      nextSlot[Int(node)] &= ~SizeCache.overflowed
    }
  }
}

/// The answers of nodes asked more distinct proposals than they have slots, by node.
private final class Overflow {
  @exclusivity(unchecked) var entries: [NodeID: [SizeCache.Entry]] = [:]

  func lookup(_ node: NodeID, _ w: Double, _ h: Double) -> Size? {
    entries[node]?.first { $0.proposalWidth == w && $0.proposalHeight == h }?.size
  }
}
