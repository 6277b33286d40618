#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses a `.view` file into its syntax, recovering from errors so that one run reports them
/// all, in source order. Invalid UTF-8 is the one error that stops it (nothing after the first
/// bad byte can be trusted).
public func parse(_ source: SourceFile) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
  let first = parse(source, integerLiterals: false)
  // A file the interpreter evaluates is read again with Swift's integer literals (rare, and
  // small: a plain file is read once).
  return first.syntax.isProgram ? parse(source, integerLiterals: true) : first
}

/// Parses with whole-number literals as `.number` (the lowering's) or `.integer` (Swift's).
func parse(_ source: SourceFile, integerLiterals: Bool)
  -> (syntax: FileSyntax, diagnostics: [Diagnostic])
{
  let original = source.bytes
  if let bad = UTF8Validation.firstInvalidOffset(in: original) {
    let location = UTF8Validation.location(of: bad, in: original)
    return (FileSyntax(), [Diagnostic(.invalidUTF8, at: location)])
  }
  let sink = DiagnosticSink()
  let bytes = blankingOverlongLines(original, sink: sink)
  let texts = TokenTexts(source: bytes)
  var reader = LineReader(texts: texts)
  var builder = TreeBuilder(sink: sink)
  var parser = TokenParser(tokens: [], sink: sink, texts: texts)
  parser.integerLiterals = integerLiterals
  while let indent = reader.next(into: &parser.tokens, sink: sink) {
    let start = parser.tokens[0].start
    parser.startLine()
    let (syntax, block) = parser.parseLine()
    guard builder.add(consume syntax, block: block, column: indent, start: start) else {
      // Stop here: a million-view file costs no more than the limit's worth of reading.
      sink.report(.tooManyViews(limit: maximumViewCount), at: start)
      return (FileSyntax(), sink.sorted())
    }
  }
  return (builder.finish(), sink.sorted())
}

/// The longest line the language reads, in bytes. A longer line is an error at the column
/// where it crosses the limit and is then read as blank, so that a hostile file (a 10 MB line)
/// costs one linear scan instead of measuring a 10 MB string.
let maximumLineLength = 100_000

/// The most views a file may hold (views written on its lines, content views included). A
/// screen has hundreds; the limit keeps a hostile file's time and memory bounded (about a
/// second and a gigabyte in a release build at the limit) and is reported, never truncated.
public let maximumViewCount = 500_000

private func blankingOverlongLines(_ bytes: [UInt8], sink: DiagnosticSink) -> [UInt8] {
  // Each line's end found by `memchr`: a byte-by-byte loop cost about 340 instructions a line.
  var overlong: [(start: Int, end: Int, line: Int)] = []
  bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    var lineStart = 0
    var line = 1
    while true {
      let newline = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), buffer.count - lineStart)
      let end =
        newline.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }
        ?? buffer.count
      if end - lineStart > maximumLineLength { overlong.append((lineStart, end, line)) }
      guard end < buffer.count else { return }
      line += 1
      lineStart = end + 1
    }
  }
  guard !overlong.isEmpty else { return bytes }
  var result = bytes
  for (lineStart, end, line) in overlong {
    // Columns count Unicode scalars: skip UTF-8 continuation bytes up to the limit.
    var column = 1
    for b in bytes[lineStart..<(lineStart + maximumLineLength)] where b & 0xC0 != 0x80 {
      column += 1
    }
    sink.report(
      .lineTooLong(limit: maximumLineLength),
      at: SourceLocation(line: line, column: column, offset: lineStart + maximumLineLength))
    for k in lineStart..<end { result[k] = UInt8(ascii: " ") }
  }
  return result
}
