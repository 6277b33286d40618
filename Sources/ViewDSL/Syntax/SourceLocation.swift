/// A position in a source file: 1-based line and column (columns count Unicode scalars), and
/// the UTF-8 byte offset from the start of the file.
public struct SourceLocation: Sendable, Hashable, Comparable {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
}

/// A half-open range of source positions.
public struct SourceRange: Sendable, Hashable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }
}

/// A `.view` file's name and text.
public struct SourceFile: Sendable {
  /// The name diagnostics use: the path as given, or `<stdin>`.
  public var name: String
  /// The file's bytes, as read (they may not be valid UTF-8; the lexer reports that).
  public var bytes: [UInt8]

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The full location of a line and column (columns count Unicode scalars), for messages
  /// about views found after parsing; past the end of a line or the file, the nearest end.
  public func location(line: Int, column: Int) -> SourceLocation {
    var offset = 0
    var current = 1
    while current < line, offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") { current += 1 }
      offset += 1
    }
    var scalars = 1
    while scalars < column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalars += 1
    }
    return SourceLocation(line: line, column: column, offset: offset)
  }
}
