import LayoutEngine

/// Parses and checks a `.view` file and lowers it to the engine's tree: parse, check, lower.
/// Diagnostics come sorted by location; `strict` turns warnings into errors; the tree is
/// returned only when there is no error.
public func compile(_ source: SourceFile, options: CompileOptions = CompileOptions())
  -> CompileResult
{
  let (syntax, diagnostics) = parse(source)
  if syntax.isProgram {
    return compileViewProgram(syntax, parseDiagnostics: diagnostics, options: options)
  }
  return compile(syntax, parseDiagnostics: diagnostics, options: options)
}

/// The semantic pass over already parsed syntax (what `compile(_:options:)` runs after the
/// parser).
func compile(
  _ syntax: FileSyntax, parseDiagnostics: [Diagnostic] = [],
  options: CompileOptions = CompileOptions()
) -> CompileResult {
  var lowerer = Lowerer()
  lowerer.context.imageLookup = options.imageSize
  lowerer.compileEnvironment = options.environment
  lowerer.context.dynamicTypeSize = options.environment.dynamicTypeSize
  lowerer.context.os = options.environment.os
  lowerer.evaluator.environmentNumbers = options.environment.numbers
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
  return CompileResult(tree: failed ? nil : tree, diagnostics: diagnostics)
}
