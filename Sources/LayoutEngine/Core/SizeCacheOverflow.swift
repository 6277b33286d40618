/// The answers a node's `SizeCache` slots could not keep: one flat open-addressing table
/// keyed by (node, the node's generation, the proposal's bits), probed with a multiplicative
/// hash. What it buys: a `Dictionary` of arrays by node hashed every look-up with SipHash and
/// grew an array per node; the feed shape, whose cards' nodes were then asked more proposals
/// than the six slots of the time, took 12% more instructions per layout with it (BENCHMARKS.md, *The size cache's
/// overflow*). A node's answers are forgotten by moving it to a new generation, which leaves
/// its old entries unreachable (forgetting is rare: a `GeometryReader` placed again).
final class SizeCacheOverflow {
  private struct Slot {
    var node: NodeID = -1  // -1: empty
    var generation: UInt32 = 0
    var width: UInt64 = 0
    var height: UInt64 = 0
    var size = Size.zero
  }

  /// Made on the first insert, for half the nodes: a tree whose nodes overflow tends to have
  /// many that do, and growing from 256 slots cost the feed shape 1% of its layout.
  @exclusivity(unchecked) private var slots: [Slot] = []
  @exclusivity(unchecked) private var used = 0
  /// Per node, made on the first `forget`; empty until then (every generation 0).
  @exclusivity(unchecked) private var generations: [UInt32] = []
  private let nodeCount: Int

  init(nodeCount: Int) {
    self.nodeCount = nodeCount
  }

  @inline(__always)
  private func generation(_ node: NodeID) -> UInt32 {
    generations.isEmpty ? 0 : generations[Int(node)]
  }

  /// Mixes the key's words (constants from splitmix64 and xxHash); the table is a power of two.
  @inline(__always)
  private static func start(_ node: NodeID, _ g: UInt32, _ w: UInt64, _ h: UInt64, _ mask: Int)
    -> Int
  {
    var x = w &* 0x9E37_79B9_7F4A_7C15
    x ^= (h &+ 0x632B_E59B_D9B4_E019) &* 0xC2B2_AE3D_27D4_EB4F
    x ^= (UInt64(UInt32(bitPattern: node)) | UInt64(g) << 32) &* 0x1656_67B1_9E37_79F9
    x ^= x >> 29
    return Int(truncatingIfNeeded: x) & mask
  }

  func lookup(_ node: NodeID, _ w: UInt64, _ h: UInt64) -> Size? {
    if slots.isEmpty { return nil }
    let g = generation(node)
    let mask = slots.count - 1
    var i = Self.start(node, g, w, h, mask)
    while slots[i].node >= 0 {
      let s = slots[i]
      if s.node == node && s.generation == g && s.width == w && s.height == h { return s.size }
      i = (i + 1) & mask
    }
    return nil
  }

  /// Keeps an answer pushed out of the node's slots (a key already here takes the new size).
  func insert(_ node: NodeID, _ w: UInt64, _ h: UInt64, _ size: Size) {
    if slots.isEmpty {
      var capacity = 256
      while capacity < nodeCount / 2 { capacity *= 2 }
      slots = [Slot](repeating: Slot(), count: capacity)
    }
    if (used + 1) * 2 > slots.count { grow() }
    let g = generation(node)
    let mask = slots.count - 1
    var i = Self.start(node, g, w, h, mask)
    while slots[i].node >= 0 {
      let s = slots[i]
      if s.node == node && s.generation == g && s.width == w && s.height == h { break }
      i = (i + 1) & mask
    }
    if slots[i].node < 0 { used += 1 }
    slots[i] = Slot(node: node, generation: g, width: w, height: h, size: size)
  }

  /// Forgets the node's answers.
  func forget(_ node: NodeID) {
    if generations.isEmpty { generations = [UInt32](repeating: 0, count: nodeCount) }
    generations[Int(node)] &+= 1
  }

  private func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    let mask = slots.count - 1
    for s in old where s.node >= 0 {
      var i = Self.start(s.node, s.generation, s.width, s.height, mask)
      while slots[i].node >= 0 { i = (i + 1) & mask }
      slots[i] = s
    }
  }
}
