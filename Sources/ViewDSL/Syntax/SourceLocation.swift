/// A position in a source file: 1-based line and column (columns count Unicode scalars), and
/// the UTF-8 byte offset from the start of the file.
///
/// Stored as 32-bit numbers (12 bytes instead of 24): every token, range and syntax node holds
/// locations, so this shrinks the syntax of a 100,000-view file by about a fifth and the bytes
/// each copy moves with it. Sources are at most 32 MiB (`LayoutCommand.maximumSourceSize`), and
/// a program's files together far less than 2 GiB, so every value fits.
public struct SourceLocation: Sendable, Hashable, Comparable {
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32

  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }

  public init(line: Int, column: Int, offset: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    storedOffset = Int32(clamping: offset)
  }

  /// A location from 32-bit numbers, unchecked: the lexer's plain-token loop, which has
  /// checked that its file is below 2 GiB (three clamps a location cost about 12 instructions).
  @inline(__always)
  init(line: Int32, column: Int32, offset: Int32) {
    storedLine = line
    storedColumn = column
    storedOffset = offset
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
  /// One scan of the file: for many locations, keep a `LineTable`.
  public func location(line: Int, column: Int) -> SourceLocation {
    LineTable(bytes).location(line: line, column: column, in: bytes)
  }
}
