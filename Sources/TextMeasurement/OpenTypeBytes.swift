/// A GSUB or GPOS table's bytes, read big-endian with every read bounds-checked (nil past
/// the end), for the few class-based subtables `SpaceSeparation` inspects.
struct OpenTypeBytes {
  let bytes: UnsafeRawBufferPointer

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  func u16(_ at: Int) -> Int? {
    guard at >= 0, at + 2 <= bytes.count else { return nil }
    return Int(bytes[at]) << 8 | Int(bytes[at + 1])
  }

  func u32(_ at: Int) -> Int? {
    guard let high = u16(at), let low = u16(at + 2) else { return nil }
    return high << 16 | low
  }

  /// The 16-bit offset stored at `base + at`, made absolute (nil when null or unreadable).
  func offset(_ base: Int, at: Int) -> Int? {
    guard let value = u16(base + at), value != 0 else { return nil }
    return base + value
  }

  /// (Chain)ContextSubst/Pos format 2: true when no rule matches class 0 in its backtrack,
  /// lookahead or input after the first glyph (the first is in the coverage); nil when
  /// unreadable.
  func contextClassZeroUnused(_ subtable: Int, chained: Bool) -> Bool? {
    let setsAt = subtable + (chained ? 10 : 6)
    guard let setCount = u16(setsAt) else { return nil }
    for s in 0..<setCount {
      guard let value = u16(setsAt + 2 + 2 * s) else { return nil }
      if value == 0 { continue }
      let set = subtable + value
      guard let ruleCount = u16(set) else { return nil }
      for r in 0..<ruleCount {
        guard let rule = offset(set, at: 2 + 2 * r) else { return nil }
        // Sequences of class values: plain: input (count − 1 after the count and the lookup
        // count); chained: backtrack, input (count − 1), lookahead, each after its count.
        var position = rule
        let sequences = chained ? [0, 1, 0] : [1]
        for (index, skipped) in sequences.enumerated() {
          guard let count = u16(position) else { return nil }
          position += chained || index > 0 ? 2 : 4
          for k in 0..<max(0, count - skipped) {
            guard let value = u16(position + 2 * k) else { return nil }
            if value == 0 { return false }
          }
          position += 2 * max(0, count - skipped)
        }
      }
    }
    return true
  }

  /// PairPos format 2: true when every pair whose second glyph is in class 0 has all-zero
  /// values (no adjustment before a glyph the class definition leaves out); nil when
  /// unreadable.
  func pairClassZeroUnused(_ subtable: Int) -> Bool? {
    guard let format1 = u16(subtable + 4), let format2 = u16(subtable + 6),
      let class1Count = u16(subtable + 12), let class2Count = u16(subtable + 14)
    else { return nil }
    let fields = format1.nonzeroBitCount + format2.nonzeroBitCount
    for c1 in 0..<class1Count {
      let record = subtable + 16 + 2 * fields * c1 * class2Count
      for k in 0..<fields {
        guard let value = u16(record + 2 * k) else { return nil }
        if value != 0 { return false }
      }
    }
    return true
  }
}
