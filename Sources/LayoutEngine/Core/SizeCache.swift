/// Remembers each node's answers to every proposal it was asked, so that a size asked for
/// twice is computed once. It is indexed by the node's row (`SizeShortcuts`): nodes whose
/// answers cost less to compute than to find have none. Stacks probe every child with several
/// proposals (0, ∞, the share, and again at placement) and grids more (both axes); nested,
/// each level multiplies them, so a forgotten answer makes layout exponential in depth. Kept
/// answers make the size queries the distinct proposals each node is asked, which stays a
/// small constant per node.
///
/// Storage is one flat table with `slotsPerNode` entries per row, filled in order and then
/// replaced round-robin; an answer pushed out of its slot moves to the overflow table
/// (`SizeCacheOverflow`; few nodes ever need it). Four slots: once the shortcuts key answers
/// by the lengths a node reads, the nodes of the benchmark shapes receive at most three
/// distinct proposals, and six slots (192 bytes a row) cost memory traffic on large trees for
/// slots never used. A row's state byte says how many of its slots are filled, so the table
/// is never initialised and a search reads only filled slots: a node's first query, always a
/// miss, reads none (BENCHMARKS.md, *Speed work, ninth round: the engine*).
/// The computer frees the table (`free`).
struct SizeCache {
  /// The row state's arithmetic (`store`) counts on four.
  static let slotsPerNode = 4

  /// A proposal's lengths as keys: bit patterns, so that a NaN proposal (∞ − ∞ in a share)
  /// finds its answer too; unanswered, NaN proposals multiplied per level of nested grids.
  fileprivate struct Entry {
    var width: UInt64
    var height: UInt64
    var size: Size
  }

  /// nil is −∞, which no real proposal uses; every NaN is one NaN; −0 is 0 (they are equal).
  @inline(__always)
  static func key(_ length: Double?) -> UInt64 {
    guard let length else { return (-Double.infinity).bitPattern }
    return length.isNaN ? Double.nan.bitPattern : (length + 0).bitPattern
  }

  /// A row's state: in its low three bits how many slots are filled (0–4), in the next two
  /// which slot to replace next once all are, and `overflowed` once an answer moved out.
  private static let used: UInt8 = 7
  private static let overflowed: UInt8 = 0x80

  /// Uninitialised: a slot is read only once the row's state counts it.
  private let entries: NodeTable<Entry>
  /// Per row: its fill state, with `overflowed` set once an answer moved out.
  private let state: NodeTable<UInt8>
  private let overflow: SizeCacheOverflow

  init(rowCount: Int) {
    overflow = SizeCacheOverflow(nodeCount: rowCount)
    entries = NodeTable(uninitializedCount: rowCount * SizeCache.slotsPerNode)
    state = NodeTable(repeating: 0, count: rowCount)
  }

  func free() {
    entries.base.deallocate()
    state.free()
  }

  @inline(__always)
  func lookup(_ row: Int32, _ p: ProposedSize) -> Size? {
    let w = SizeCache.key(p.width)
    let h = SizeCache.key(p.height)
    let s = state[Int(row)]
    let base = Int(row) * SizeCache.slotsPerNode
    for i in base..<(base + Int(s & SizeCache.used)) {
      let e = entries[i]
      if e.width == w && e.height == h { return e.size }
    }
    guard s & SizeCache.overflowed != 0 else { return nil }
    return overflow.lookup(row, w, h)
  }

  @inline(__always)
  func store(_ row: Int32, _ p: ProposedSize, _ size: Size) {
    let s = state[Int(row)]
    let used = s & SizeCache.used
    let next: UInt8
    let slot: UInt8
    if used < 4 {
      slot = used
      next = s + 1
    } else {
      // Every slot is filled: the one replaced moves to the overflow table.
      slot = (s >> 3) & 3
      let e = entries[Int(row) * SizeCache.slotsPerNode + Int(slot)]
      overflow.insert(row, e.width, e.height, e.size)
      next = 4 | ((slot + 1) & 3) << 3 | SizeCache.overflowed
    }
    state[Int(row)] = next
    entries[Int(row) * SizeCache.slotsPerNode + Int(slot)] = Entry(
      width: SizeCache.key(p.width), height: SizeCache.key(p.height), size: size)
  }

  /// Whether the row holds no answer: none stored since the start or its last `clear`.
  @inline(__always)
  func isEmpty(_ row: Int32) -> Bool { state[Int(row)] == 0 }

  /// Forgets a row's answers (a `GeometryReader` above its node was placed at a new size).
  func clear(_ row: Int32) {
    if state[Int(row)] & SizeCache.overflowed != 0 { overflow.forget(row) }
    state[Int(row)] = 0
  }
}
