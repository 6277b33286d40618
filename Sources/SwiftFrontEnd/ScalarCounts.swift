/// How many Unicode scalars a file's UTF-8 bytes hold before any offset, for columns counted
/// in scalars. Counting from the line's start on every question costs the line's length each
/// time, so a long line full of nodes (a 2,000-link modifier chain on one line) cost its
/// length squared; this keeps the count at every 64th byte (a sixteenth of the file's size in
/// memory) and scans at most 63 bytes past it.
struct ScalarCounts {
  private let bytes: [UInt8]
  /// `checkpoints[k]`: scalars in `bytes[0 ..< 64 k]`.
  private let checkpoints: [Int32]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var checkpoints: [Int32] = [0]
    checkpoints.reserveCapacity(bytes.count / 64 + 1)
    var count: Int32 = 0
    var next = 64
    for (i, byte) in bytes.enumerated() {
      if i == next {
        checkpoints.append(count)
        next += 64
      }
      if byte & 0xC0 != 0x80 { count += 1 }
    }
    if bytes.count == next { checkpoints.append(count) }
    self.checkpoints = checkpoints
  }

  /// Scalars that start in `bytes[0 ..< offset]` (a continuation byte starts none).
  func before(_ offset: Int) -> Int {
    let block = offset / 64
    var count = Int(checkpoints[block])
    var i = block * 64
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }
}
