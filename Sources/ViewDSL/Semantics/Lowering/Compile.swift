import LayoutEngine

/// Parses and checks a `.view` file and lowers it to the engine's tree: parse, check, lower.
/// Diagnostics come sorted by location; `strict` turns warnings into errors; the tree is
/// returned only when there is no error.
public func compile(_ source: SourceFile, options: CompileOptions = CompileOptions())
  -> CompileResult
{
  let (syntax, diagnostics) = parse(source)
  return compile(parsed: syntax, parseDiagnostics: diagnostics, options: options)
}

/// Checks and lowers a file `parse(_:)` already read, so that a matrix parses each file once
/// and lowers it once per environment its `environmentReads` tell apart.
public func compile(
  parsed syntax: FileSyntax, parseDiagnostics: [Diagnostic],
  options: CompileOptions = CompileOptions()
) -> CompileResult {
  let reader = EnvironmentReader(options.environment, images: options.imageSize)
  if syntax.isProgram {
    return compileViewProgram(
      syntax, parseDiagnostics: parseDiagnostics, options: options, reader: reader)
  }
  return compile(syntax, parseDiagnostics: parseDiagnostics, options: options, reader: reader)
}

/// The semantic pass over already parsed syntax (what `compile(_:options:)` runs after the
/// parser), reading the run's environment through `reader`.
func compile(
  _ syntax: FileSyntax, parseDiagnostics: [Diagnostic] = [],
  options: CompileOptions = CompileOptions(), reader: EnvironmentReader? = nil
) -> CompileResult {
  let reader = reader ?? EnvironmentReader(options.environment, images: options.imageSize)
  var lowerer = Lowerer()
  lowerer.context.reader = reader
  lowerer.evaluator.environment = reader
  lowerer.evaluator.assetColors = options.assetColors
  let parseFailed = parseDiagnostics.contains { $0.severity == .error }
  lowerer.fileBases = options.sourceFiles.count > 1 ? options.fileBases : []
  var tree = lowerer.lower(syntax, parseFailed: parseFailed)
  if options.sourceFiles.count > 1 { tree?.files = options.sourceFiles }
  // A line the parser could not read gives no semantic errors too: they would only repeat it
  // ("missing argument" after an unterminated string).
  let brokenLines = Set(parseDiagnostics.filter { $0.severity == .error }.map(\.location.line))
  var diagnostics =
    parseDiagnostics + lowerer.diagnostics.filter { !brokenLines.contains($0.location.line) }
  if options.strict {
    for i in diagnostics.indices where diagnostics[i].severity == .warning {
      diagnostics[i].severity = .error
    }
  }
  diagnostics = diagnostics.enumerated()
    .sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
    .map(\.element)
  let failed = diagnostics.contains { $0.severity == .error }
  var result = CompileResult(
    tree: failed ? nil : tree, diagnostics: diagnostics, environmentReads: reader.reads)
  result.deferredReaders = lowerer.context.deferredReaders
  if !result.deferredReaders.isEmpty || !options.readerSizes.isEmpty {
    // A reader's size comes from laying out the whole canvas: every part of it matters.
    result.environmentReads = EnvironmentReads(rawValue: ~0)
  }
  return result
}
