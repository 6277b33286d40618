#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identifiers a file has used, so that a name read again is the same `String`: a file
/// repeats a few dozen names (`Color`, `red`, `frame`, `width`) on every line, and finding one
/// here costs less than decoding and validating a new `String` from the bytes (about 160
/// instructions an identifier), and a name longer than 15 bytes is stored once, not once per use.
///
/// A name's first 16 bytes are read as two words, which pick its slot and are compared with the
/// slot's: about 45 instructions a name found, where three arrays and `memcmp` took 112. Only a
/// name longer than 16 bytes compares the rest of its bytes.
///
/// Direct-mapped: a new name takes its slot over, so the table stays 64 entries whatever the
/// file holds, and a file of ever-new names costs one comparison more per identifier.
struct IdentifierTable {
  private static let size = 64

  private struct Entry {
    /// The name's first 16 bytes, little-endian, zero past its end.
    var words: (UInt64, UInt64)
    /// Its length in bytes; -1 for an empty slot.
    var length: Int
    /// Where its bytes start in the file (compared past the first 16).
    var start: Int
    var name: String
  }

  private var entries = [Entry](
    repeating: Entry(words: (0, 0), length: -1, start: 0, name: ""), count: size)

  /// The identifier in `bytes[start..<end]` (ASCII, as the lexer reads identifiers). Inlined
  /// where a name is read (four times a line of the wide benchmark file): the call's frame was
  /// about a third of a name found; a new name is kept by an outlined call.
  @inline(__always)
  mutating func name(in bytes: [UInt8], from start: Int, to end: Int) -> String {
    let length = end - start
    let words = bytes.withUnsafeBufferPointer { Self.words(of: $0, from: start, length: length) }
    // The words mixed by a multiplication, the slot from its top bits.
    let mixed =
      (words.0 ^ (words.1 &* 0x2545_F491_4F6C_DD1D) ^ UInt64(length))
      &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(truncatingIfNeeded: mixed >> 58)
    let found = entries.withUnsafeBufferPointer { entries -> String? in
      let entry = entries[slot]
      guard entry.length == length, entry.words == words else { return nil }
      guard length > 16 else { return entry.name }
      let same = bytes.withUnsafeBufferPointer {
        memcmp($0.baseAddress! + entry.start + 16, $0.baseAddress! + start + 16, length - 16) == 0
      }
      return same ? entry.name : nil
    }
    if let found { return found }
    return keep(in: bytes, from: start, to: end, words: words, slot: slot)
  }

  /// A name not found: decoded, and kept in its slot.
  @inline(never)
  private mutating func keep(
    in bytes: [UInt8], from start: Int, to end: Int, words: (UInt64, UInt64), slot: Int
  ) -> String {
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    entries[slot] = Entry(words: words, length: end - start, start: start, name: name)
    return name
  }

  /// The first 16 bytes of `length` from `start` as two little-endian words, zero past the
  /// name: two loads where 16 bytes follow `start` in the buffer, byte by byte near its end.
  @inline(__always)
  private static func words(
    of buffer: UnsafeBufferPointer<UInt8>, from start: Int, length: Int
  ) -> (UInt64, UInt64) {
    if start + 16 <= buffer.count {
      let raw = UnsafeRawPointer(buffer.baseAddress! + start)
      var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      if length < 8 {
        low &= (1 << UInt64(8 * length)) &- 1
        high = 0
      } else if length < 16 {
        high &= (1 << UInt64(8 * (length - 8))) &- 1
      }
      return (low, high)
    }
    var low: UInt64 = 0
    var high: UInt64 = 0
    for k in 0..<min(length, 16) {
      let byte = UInt64(buffer[start + k])
      if k < 8 { low |= byte << UInt64(8 * k) } else { high |= byte << UInt64(8 * (k - 8)) }
    }
    return (low, high)
  }
}
