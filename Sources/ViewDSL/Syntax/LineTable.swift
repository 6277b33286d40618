/// Where each line of a file starts, found in one scan, so that turning a line and column
/// back into a byte offset costs the column, not the file: a run that reports a warning for
/// each of a thousand views of a large file scanned the file from its start for each one.
public struct LineTable: Sendable {
  /// The offset of each line's first byte (line 1 at index 0).
  private let starts: [Int]

  public init(_ bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    self.starts = starts
  }

  /// The full location of a line and column (columns count Unicode scalars); past the end of
  /// a line or the file, the nearest end.
  public func location(line: Int, column: Int, in bytes: [UInt8]) -> SourceLocation {
    var offset = line >= 1 && line <= starts.count ? starts[line - 1] : bytes.count
    if line < 1 { offset = 0 }
    var scalars = 1
    while scalars < column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalars += 1
    }
    return SourceLocation(line: line, column: column, offset: offset)
  }
}
