/// What a few names resolved to, remembered by name: a file repeats the same handful of view
/// and modifier names on every line (`Color.red`, `frame`). On the wide bench file a modifier's
/// catalogue look-up (a string hash and a dictionary probe) cost 615 instructions and splitting
/// `Color.red` at its dot 812; finding the slot costs 25, then two equal short names compare in
/// a few.
///
/// Direct-mapped: a name's slot comes from its length and first and last bytes, and a new
/// name takes its slot over, so the memo stays 32 entries whatever the file holds.
struct NameMemo<Value> {
  private var names = [String?](repeating: nil, count: 32)
  private var values = [Value?](repeating: nil, count: 32)

  /// `resolve(name)`, remembered for the next call with the same name.
  mutating func value(for name: String, resolve: (String) -> Value) -> Value {
    let slot = Self.slot(name)
    if let remembered = names[slot], remembered == name, let value = values[slot] {
      return value
    }
    let value = resolve(name)
    names[slot] = name
    values[slot] = value
    return value
  }

  /// Read from the name's contiguous bytes: `utf8.first` and the last byte through its
  /// indices cost 112 instructions a look-up, more than the comparison the memo saves.
  private static func slot(_ name: String) -> Int {
    name.utf8.withContiguousStorageIfAvailable { bytes in
      guard let first = bytes.first else { return 0 }
      return (bytes.count &* 7 &+ Int(first) &* 3 &+ Int(bytes[bytes.count - 1])) & 31
    } ?? 0
  }
}
