/// Remembers each node's answers to every proposal it was asked, so that a size asked for
/// twice is computed once. It is indexed by the node's row (`SizeShortcuts`): nodes whose
/// answers cost less to compute than to find have none. Stacks probe every child with several
/// proposals (0, ∞, the share, and again at placement) and grids more (both axes); nested,
/// each level multiplies them, so a forgotten answer makes layout exponential in depth. Kept
/// answers make the size queries the distinct proposals each node is asked, which stays a
/// small constant per node.
///
/// Storage is one flat table with `slotsPerNode` entries per row, replaced round-robin; an
/// answer pushed out of its slot moves to the overflow table (`SizeCacheOverflow`; few nodes
/// ever need it). Four slots: once the shortcuts key answers by the lengths a node reads, the
/// nodes of the benchmark shapes receive at most three distinct proposals, and six slots (192
/// bytes a row) cost memory traffic on large trees for slots never used.
/// The computer frees the table (`free`).
struct SizeCache {
  static let slotsPerNode = 4

  /// A proposal's lengths as keys: bit patterns, so that a NaN proposal (∞ − ∞ in a share)
  /// finds its answer too; unanswered, NaN proposals multiplied per level of nested grids.
  fileprivate struct Entry {
    var width: UInt64
    var height: UInt64
    var size: Size

    var isUsed: Bool { width != SizeCache.emptyKey }
  }

  /// nil is −∞, which no real proposal uses; every NaN is one NaN; −0 is 0 (they are equal).
  @inline(__always)
  static func key(_ length: Double?) -> UInt64 {
    guard let length else { return (-Double.infinity).bitPattern }
    return length.isNaN ? Double.nan.bitPattern : (length + 0).bitPattern
  }

  /// A signalling NaN, which `key` never returns: marks an empty slot.
  fileprivate static let emptyKey: UInt64 = 0x7FF0_0000_0000_0001
  private static let empty = Entry(width: emptyKey, height: emptyKey, size: .zero)
  /// The bit of `nextSlot` that says the node has overflow entries.
  private static let overflowed: UInt8 = 0x80

  private let entries: NodeTable<Entry>
  /// Per node: the slot to replace next, with `overflowed` set once an answer moved out.
  private let nextSlot: NodeTable<UInt8>
  private let overflow: SizeCacheOverflow

  init(rowCount: Int) {
    overflow = SizeCacheOverflow(nodeCount: rowCount)
    entries = NodeTable(repeating: SizeCache.empty, count: rowCount * SizeCache.slotsPerNode)
    nextSlot = NodeTable(repeating: 0, count: rowCount)
  }

  func free() {
    entries.free()
    nextSlot.free()
  }

  @inline(__always)
  func lookup(_ row: Int32, _ p: ProposedSize) -> Size? {
    let w = SizeCache.key(p.width)
    let h = SizeCache.key(p.height)
    let base = Int(row) * SizeCache.slotsPerNode
    for i in base..<(base + SizeCache.slotsPerNode) {
      let e = entries[i]
      if e.width == w && e.height == h { return e.size }
    }
    guard nextSlot[Int(row)] & SizeCache.overflowed != 0 else { return nil }
    return overflow.lookup(row, w, h)
  }

  @inline(__always)
  func store(_ row: Int32, _ p: ProposedSize, _ size: Size) {
    let state = nextSlot[Int(row)]
    let slot = Int(state & ~SizeCache.overflowed)
    let index = Int(row) * SizeCache.slotsPerNode + slot
    var flags = state & SizeCache.overflowed
    if entries[index].isUsed {
      let e = entries[index]
      overflow.insert(row, e.width, e.height, e.size)
      flags = SizeCache.overflowed
    }
    nextSlot[Int(row)] = UInt8((slot + 1) % SizeCache.slotsPerNode) | flags
    entries[index] = Entry(
      width: SizeCache.key(p.width), height: SizeCache.key(p.height), size: size)
  }

  /// Forgets a row's answers (a `GeometryReader` above its node was placed at a new size).
  func clear(_ row: Int32) {
    let base = Int(row) * SizeCache.slotsPerNode
    for i in base..<(base + SizeCache.slotsPerNode) { entries[i] = SizeCache.empty }
    if nextSlot[Int(row)] & SizeCache.overflowed != 0 {
      overflow.forget(row)
      nextSlot[Int(row)] &= ~SizeCache.overflowed
    }
  }
}
