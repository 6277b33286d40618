/// Parses a `.view` file into its syntax, recovering from errors so that one run reports them
/// all, in source order. Invalid UTF-8 is the one error that stops it (nothing after the first
/// bad byte can be trusted).
public func parse(_ source: SourceFile) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
  let bytes = source.bytes
  if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
    let location = UTF8Validation.location(of: bad, in: bytes)
    return (FileSyntax(), [Diagnostic(.invalidUTF8, at: location)])
  }
  let sink = DiagnosticSink()
  var reader = LineReader(bytes: bytes)
  var builder = TreeBuilder(sink: sink)
  while let line = reader.next(sink: sink) {
    var parser = TokenParser(tokens: line.tokens, sink: sink)
    let (syntax, block) = parser.parseLine()
    builder.add(syntax, block: block, column: line.indent, start: line.start)
  }
  let file = builder.finish()
  return (file, sink.sorted())
}
