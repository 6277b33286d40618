#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identifiers a file has used, so that a name read again is the same `String`: a file
/// repeats a few dozen names (`Color`, `red`, `frame`, `width`) on every line, and finding one
/// here (its length and first and last bytes pick a slot, then the bytes are compared) costs
/// less than decoding and validating a new `String` from the bytes (about 160 instructions an
/// identifier), and a name longer than 15 bytes is stored once, not once per use.
///
/// Direct-mapped: a new name takes its slot over, so the table stays 64 entries whatever the
/// file holds, and a file of ever-new names costs one comparison more per identifier.
struct IdentifierTable {
  private static let size = 64
  /// Where each remembered name's bytes start in the file; -1 for an empty slot.
  private var starts = [Int](repeating: -1, count: size)
  private var lengths = [Int](repeating: 0, count: size)
  private var names = [String](repeating: "", count: size)

  /// The identifier in `bytes[start..<end]` (ASCII, as the lexer reads identifiers).
  mutating func name(in bytes: [UInt8], from start: Int, to end: Int) -> String {
    let length = end - start
    let slot =
      (length &* 7 &+ Int(bytes[start]) &* 3 &+ Int(bytes[end - 1])) & (Self.size - 1)
    let remembered = starts[slot]
    if remembered >= 0, lengths[slot] == length,
      bytes.withUnsafeBufferPointer({
        memcmp($0.baseAddress! + remembered, $0.baseAddress! + start, length) == 0
      })
    {
      return names[slot]
    }
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    starts[slot] = start
    lengths[slot] = length
    names[slot] = name
    return name
  }
}
