import CHarfBuzz

/// Every word a face has shaped (with one feature set): its graphemes' advances in font
/// units and whether each had a glyph, by (script, UTF-16 units). What it buys: a word is
/// shaped by HarfBuzz once per run however many texts repeat it; a column of 10,000
/// sentences spent two thirds of its instructions shaping (BENCHMARKS.md, *Speed work, third
/// round: text*). Only for faces where shaping word by word is exact (`SpaceSeparation`).
///
/// An open-addressing table over flat arrays: no `String` or array per word, no `Dictionary`
/// (each new dictionary type costs the runtime a conformance search at first use). Its state
/// is `@exclusivity(unchecked)`: one measurer's thread, and no access spans a call that
/// changes it (the checks were a third of a look-up).
final class WordShapes {
  private struct Entry {
    var hash: UInt64
    var script: UInt32
    var units: Range<Int32>
    /// Where the word's graphemes are in `advances` and `found`.
    var values: Range<Int32>
  }

  @exclusivity(unchecked) private var entries: [Entry] = []
  /// Entry index + 1 per slot, 0 when empty; a power of two, at most half full.
  @exclusivity(unchecked) private var slots = [Int32](repeating: 0, count: 256)
  @exclusivity(unchecked) private var units: [UInt16] = []
  @exclusivity(unchecked) private var advances: [Int32] = []
  @exclusivity(unchecked) private var found: [Bool] = []

  var count: Int { entries.count }

  /// Writes the word's advances and glyph flags (one per grapheme) into `advances` and
  /// `found` from `offset`; shapes it with `shape` the first time.
  func lookUp(
    _ word: UnsafeBufferPointer<UInt16>, script: hb_script_t, graphemes: Int,
    into advancesOut: inout [Int], _ foundOut: inout [Bool], at offset: Int,
    shape: (inout [Int], inout [Bool]) -> Void
  ) {
    let hash = Self.hash(word, script.rawValue)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let entry = entries[Int(slots[slot]) - 1]
      if entry.hash == hash, entry.script == script.rawValue, matches(entry.units, word) {
        var k = offset
        for value in entry.values {
          advancesOut[k] = Int(advances[Int(value)])
          foundOut[k] = found[Int(value)]
          k += 1
        }
        return
      }
      slot = (slot + 1) & mask
    }
    var wordAdvances = [Int](repeating: 0, count: graphemes)
    var wordFound = [Bool](repeating: false, count: graphemes)
    shape(&wordAdvances, &wordFound)
    for k in 0..<graphemes {
      advancesOut[offset + k] = wordAdvances[k]
      foundOut[offset + k] = wordFound[k]
    }
    // Advances beyond Int32 come from no real font; such a word is simply not kept.
    guard wordAdvances.allSatisfy({ Int32(exactly: $0) != nil }) else { return }
    let unitStart = Int32(units.count)
    units.append(contentsOf: word)
    let valueStart = Int32(advances.count)
    advances.append(contentsOf: wordAdvances.map { Int32($0) })
    found.append(contentsOf: wordFound)
    entries.append(
      Entry(
        hash: hash, script: script.rawValue, units: unitStart..<Int32(units.count),
        values: valueStart..<Int32(advances.count)))
    slots[slot] = Int32(entries.count)
    if entries.count * 2 > slots.count { grow() }
  }

  private func matches(_ stored: Range<Int32>, _ word: UnsafeBufferPointer<UInt16>) -> Bool {
    guard stored.count == word.count else { return false }
    var k = Int(stored.lowerBound)
    for unit in word {
      if units[k] != unit { return false }
      k += 1
    }
    return true
  }

  private func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  /// FNV-1a over the units and the script, with a final mix so the low bits (the slot) depend
  /// on every unit.
  static func hash(_ word: UnsafeBufferPointer<UInt16>, _ script: UInt32) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(script)
    for unit in word { h = (h ^ UInt64(unit)) &* 0x100_0000_01b3 }
    h ^= h >> 29
    h = h &* 0xbf58_476d_1ce4_e5b9
    return h ^ (h >> 32)
  }

  /// The scripts texts are split in: HarfBuzz's default shaper, left to right.
  static let scripts = [HB_SCRIPT_INVALID, HB_SCRIPT_LATIN, HB_SCRIPT_GREEK, HB_SCRIPT_CYRILLIC]

  /// The script HarfBuzz would guess for the text (its first character whose script is not
  /// Common, Inherited or Unknown; `HB_SCRIPT_INVALID` when there is none), if it is one of
  /// `scripts`, and the text has no U+2044 FRACTION SLASH (around which HarfBuzz applies the
  /// fraction features, left out of `SpaceSeparation`'s check). nil otherwise: the text is
  /// shaped whole.
  static func wordScript(_ text: UnsafeBufferPointer<UInt16>) -> hb_script_t? {
    if text.contains(0x2044) { return nil }
    let functions = hb_unicode_funcs_get_default()
    var index = 0
    while index < text.count {
      var scalar = UInt32(text[index])
      index += 1
      if scalar & 0xFC00 == 0xD800, index < text.count, text[index] & 0xFC00 == 0xDC00 {
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(text[index]) - 0xDC00)
        index += 1
      }
      if scalar < 0x41 { continue }  // controls, space, digits, punctuation: Common
      let script = hb_unicode_script(functions, scalar)
      if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
        || script == HB_SCRIPT_UNKNOWN
      {
        continue
      }
      return scripts.contains(script) ? script : nil
    }
    return HB_SCRIPT_INVALID
  }
}
