import LayoutEngine

/// Measured results by (text, style, proposal), in an open-addressing table of 8-byte slots
/// (a 32-bit hash tag and an entry index) over compact entries: the key, and the result,
/// whose lines are in a `TextLineStore`. What it buys (BENCHMARKS.md, *A repeated string at
/// 5 million a second*): a hit hashes the text's UTF-8 bytes once (`TextKeyHash`), reads one
/// slot and one entry, and hands out a result that retains one shared store instead of two
/// arrays of its own: 606 instructions and 2.2 last-level cache misses a hit in the bench's
/// 100,000 strings, against 1,456 and 4.4.
///
/// Keys are stricter than the dictionary's were: texts hash by their bytes, so two
/// canonically equivalent texts of different bytes (a precomposed "é" and "e" + U+0301)
/// mostly land in different slots and are measured apart. That costs a miss, never a wrong
/// answer: each is measured as itself, through caches below keyed by canonical equivalence,
/// so both get the result the shared key gave. A hit still requires equal texts (`==`), the
/// same style and proposals equal as `Double?`; a proposal with NaN is never cached, as it
/// never equalled one.
struct TextResultCache {
  private struct Entry {
    var text: String
    /// The proposal, 0 for nil and for −0 (`key` tells nil apart).
    var width: Double
    var height: Double
    /// The style's number << 2, and bits 0 and 1 set when the width, the height is nil.
    var key: UInt32
    var result: TextLayoutResult
  }

  private var entries: [Entry] = []
  /// Hash tag << 32 | (entry index + 1) per slot, 0 when empty; a power of two, at most half
  /// full. The tag (the hash's high half) settles most probes without reading an entry.
  private var slots = [UInt64](repeating: 0, count: 64)
  private let hasher = TextKeyHash()
  /// Each distinct style's number; the last one asked is remembered (first the default), as
  /// texts in a row mostly share a style.
  private var styles: [TextStyle: UInt32] = [TextStyle(): 0]
  private var lastStyle = TextStyle()
  private var lastNumber: UInt32 = 0

  var count: Int { entries.count }

  enum Lookup {
    case hit(TextLayoutResult)
    case miss(Miss)
  }

  /// A look-up's key and where a miss's result goes (`insert`), valid until the next insert.
  struct Miss {
    fileprivate var slot: Int
    fileprivate var tag: UInt64
    fileprivate var key: UInt32
    fileprivate var width: Double
    fileprivate var height: Double
    /// A proposal with NaN equals none: its result is not kept.
    fileprivate var keeps: Bool
  }

  /// The cached result, or where to keep the one the caller will compute.
  mutating func find(_ text: String, style: TextStyle, proposal: ProposedSize) -> Lookup {
    // 0 for nil (the key's bits tell it apart) and for −0, which `==` has equal to 0.
    let width = proposal.width.map { $0 == 0 ? 0 : $0 } ?? 0
    let height = proposal.height.map { $0 == 0 ? 0 : $0 } ?? 0
    let key =
      styleNumber(style) << 2 | (proposal.width == nil ? 1 : 0) | (proposal.height == nil ? 2 : 0)
    if width.isNaN || height.isNaN {
      return .miss(Miss(slot: 0, tag: 0, key: key, width: width, height: height, keeps: false))
    }
    let hash = hasher.hash(text, key: key, width: width.bitPattern, height: height.bitPattern)
    let tag = hash & Self.tagMask
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      if slots[slot] & Self.tagMask == tag {
        let index = Int(truncatingIfNeeded: slots[slot] & ~Self.tagMask) - 1
        if entries[index].key == key, entries[index].width == width,
          entries[index].height == height, entries[index].text == text
        {
          return .hit(entries[index].result)
        }
      }
      slot = (slot + 1) & mask
    }
    return .miss(Miss(slot: slot, tag: tag, key: key, width: width, height: height, keeps: true))
  }

  /// Keeps a result `find` missed, computed for the same text.
  mutating func insert(_ result: TextLayoutResult, for text: String, at miss: Miss) {
    guard miss.keeps else { return }
    entries.append(
      Entry(text: text, width: miss.width, height: miss.height, key: miss.key, result: result))
    slots[miss.slot] = miss.tag | UInt64(entries.count)
    if entries.count * 2 > slots.count { grow() }
  }

  private static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
  private mutating func styleNumber(_ style: TextStyle) -> UInt32 {
    if style == lastStyle { return lastNumber }
    if let known = styles[style] {
      lastNumber = known
    } else {
      precondition(styles.count < 1 << 30, "a style's number and two bits fit 32")
      lastNumber = UInt32(styles.count)
      styles[style] = lastNumber
    }
    lastStyle = style
    return lastNumber
  }

  /// Twice the slots; each entry's hash again (its bytes are read once per doubling).
  private mutating func grow() {
    slots = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      let hash = hasher.hash(
        entry.text, key: entry.key, width: entry.width.bitPattern,
        height: entry.height.bitPattern)
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = hash & Self.tagMask | UInt64(index + 1)
    }
  }
}
