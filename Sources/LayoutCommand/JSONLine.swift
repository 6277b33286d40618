/// A matrix's JSON Lines, joined as bytes. Splitting each pretty document into `Substring`
/// lines and joining them again took 31–42% of a matrix's instructions (every character
/// through `String`'s grapheme breaking; BENCHMARKS.md, "Matrices compile once"); one pass
/// over the renderer's bytes makes the same line.
enum JSONLine {
  /// Appends `document` (a `jq .`-style document) to `out` as one line: every line of it
  /// without its leading spaces, `insertion` after the `"schemaVersion"` line (else after the
  /// first line), then a newline. Empty lines are dropped. The renderer escapes every control
  /// character, so no string spans two lines and only whitespace between tokens goes.
  static func append(
    _ document: UnsafeBufferPointer<UInt8>, inserting insertion: [UInt8], to out: inout [UInt8]
  ) {
    let schemaVersion = Array("\"schemaVersion\"".utf8)
    var line = 0  // non-empty lines seen so far
    var insertBefore = 1  // the line the insertion goes before, once line 1 is known
    var pending = true
    var i = 0
    let n = document.count
    while i < n {
      var end = i
      while end < n && document[end] != UInt8(ascii: "\n") { end += 1 }
      if end > i {
        var start = i
        while start < end && document[start] == UInt8(ascii: " ") { start += 1 }
        if line == 1 {
          let trimmed = UnsafeBufferPointer(rebasing: document[start..<end])
          insertBefore = trimmed.starts(with: schemaVersion) ? 2 : 1
        }
        if pending && line >= 1 && line == insertBefore {
          out.append(contentsOf: insertion)
          pending = false
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: document[start..<end]))
        line += 1
      }
      i = end + 1
    }
    if pending { out.append(contentsOf: insertion) }
    out.append(UInt8(ascii: "\n"))
  }
}
