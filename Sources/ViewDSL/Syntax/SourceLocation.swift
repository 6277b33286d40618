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
}
