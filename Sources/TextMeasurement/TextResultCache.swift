import LayoutEngine

/// Measured results by (text, style, proposal): a hash of the text, a small number for the
/// style and the proposal's bits, looked up in an open-addressing table whose stored key is
/// compared on a hit. What it buys: a repeated text costs one string hash and one probe, not
/// a `Dictionary` key of a `String` and a `TextStyle` hashed field by field and compared
/// field by field (BENCHMARKS.md, *Speed work, third round: text*). Keys mean what the
/// dictionary's meant: texts equal as Swift strings (canonically equivalent), styles equal,
/// widths and heights equal as `Double?`.
struct TextResultCache {
  private struct Entry {
    var hash: Int
    var style: Int32
    var width: Double?
    var height: Double?
    var text: String
    var result: TextLayoutResult
  }

  private var entries: [Entry] = []
  /// Entry index + 1 per slot, 0 when empty; a power of two, at most half full.
  private var slots = [Int32](repeating: 0, count: 64)
  /// Each distinct style's number; the last one asked is remembered, as texts in a row
  /// mostly share a style.
  private var styles: [TextStyle: Int32] = [:]
  private var lastStyle: (style: TextStyle, number: Int32)?

  var count: Int { entries.count }

  /// The cached result, or `compute`'s, kept.
  mutating func result(
    _ text: String, style: TextStyle, proposal: ProposedSize,
    compute: () -> TextLayoutResult
  ) -> TextLayoutResult {
    let number = styleNumber(style)
    var hasher = Hasher()
    hasher.combine(text)
    hasher.combine(number)
    Self.combine(proposal.width, into: &hasher)
    Self.combine(proposal.height, into: &hasher)
    let hash = hasher.finalize()
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if entries[index].hash == hash, entries[index].style == number,
        entries[index].width == proposal.width, entries[index].height == proposal.height,
        entries[index].text == text
      {
        return entries[index].result
      }
      slot = (slot + 1) & mask
    }
    let result = compute()
    entries.append(
      Entry(
        hash: hash, style: number, width: proposal.width, height: proposal.height, text: text,
        result: result))
    slots[slot] = Int32(entries.count)
    if entries.count * 2 > slots.count { grow() }
    return result
  }

  private mutating func styleNumber(_ style: TextStyle) -> Int32 {
    if let lastStyle, lastStyle.style == style { return lastStyle.number }
    let number: Int32
    if let known = styles[style] {
      number = known
    } else {
      number = Int32(styles.count)
      styles[style] = number
    }
    lastStyle = (style, number)
    return number
  }

  /// A proposal's dimension as `Double?` hashes it: nil apart, 0 and −0 alike.
  private static func combine(_ value: Double?, into hasher: inout Hasher) {
    guard let value else { return hasher.combine(UInt8(0)) }
    hasher.combine(UInt8(1))
    hasher.combine(value == 0 ? 0 : value.bitPattern)
  }

  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = entry.hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }
}
