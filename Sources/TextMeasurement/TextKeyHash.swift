/// A hash of a text's UTF-8 bytes with a small key and a proposal's two dimensions, for
/// `TextResultCache`. What it buys: `Hasher` (SipHash-1-3, through `String`'s hashing) cost a
/// look-up about 480 instructions; this reads the bytes eight at a time and mixes each word
/// with one 64 × 64 → 128-bit multiply whose halves are folded (as wyhash does): 110 for the
/// bench's interface strings (BENCHMARKS.md, *A repeated string at 5 million a second*). The
/// bytes are hashed as they are, not normalised: canonically equivalent texts of different
/// bytes hash apart (see `TextResultCache`). The seed is the process's `Hasher` seed, so texts
/// chosen to collide in one run need not collide in another; collisions only lengthen probes,
/// as every hit compares the whole key.
struct TextKeyHash {
  private let seed: UInt64

  init() {
    var hasher = Hasher()
    hasher.combine(0 as UInt8)
    seed = UInt64(UInt(bitPattern: hasher.finalize()))
  }

  func hash(_ text: String, key: UInt32, width: UInt64, height: UInt64) -> UInt64 {
    let bytes =
      text.utf8.withContiguousStorageIfAvailable { Self.hash(UnsafeRawBufferPointer($0), seed) }
      ?? Self.hash(Array(text.utf8), seed)
    var h = Self.mix(bytes ^ Self.k1, UInt64(key) ^ Self.k2)
    h = Self.mix(h ^ width, Self.k3 ^ height)
    return Self.mix(h, Self.k4)
  }

  private static func hash(_ bytes: [UInt8], _ seed: UInt64) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, seed) }
  }

  private static func hash(_ bytes: UnsafeRawBufferPointer, _ seed: UInt64) -> UInt64 {
    let n = bytes.count
    var h = seed ^ UInt64(n) &* k1
    if n >= 8 {
      var i = 0
      while i + 8 < n {
        h = mix(bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ k2, h ^ k3)
        i += 8
      }
      // The last eight bytes, overlapping the word before when n is no multiple of 8.
      return mix(bytes.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) ^ k2, h ^ k4)
    }
    let word: UInt64
    if n >= 4 {
      let low = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
      let high = UInt64(bytes.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
      word = high << 32 | low
    } else if n > 0 {
      word = UInt64(bytes[0]) << 16 | UInt64(bytes[n / 2]) << 8 | UInt64(bytes[n - 1])
    } else {
      word = 0
    }
    return mix(word ^ k2, h ^ k4)
  }

  /// The two halves of the full product, folded: every bit of either factor moves many bits
  /// of the result.
  @inline(__always)
  private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  // wyhash's constants (public domain, github.com/wangyi-fudan/wyhash).
  private static let k1: UInt64 = 0x2d35_8dcc_aa6c_78a5
  private static let k2: UInt64 = 0x8bb8_4b93_962e_acc9
  private static let k3: UInt64 = 0x4b33_a62e_d433_d4a3
  private static let k4: UInt64 = 0x4d5a_2da5_1de1_aa47
}
