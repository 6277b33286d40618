import LayoutEngine

/// What a Swift program is laid out from: one of its previews, or a view type with its default
/// arguments.
public enum ProgramEntry: Sendable, Hashable {
  /// The preview at this index of `ProgramSyntax.previews`.
  case preview(Int)
  /// `struct NAME: View`, made with no arguments.
  case view(String, at: SourceLocation)
}

/// Evaluates an entry point of a program (its preview's body, or its view) and lowers the
/// views it makes as a `.view` file's are lowered: the same catalogue, checks and tree.
/// A preview that shows several views (`previewParts`) is laid out one `part` at a time.
/// `parseDiagnostics` are the front end's (a file swift-syntax could not read).
public func compile(
  _ program: ProgramSyntax, entry: ProgramEntry, part: Int = 0,
  parseDiagnostics: [Diagnostic] = [], options: CompileOptions = CompileOptions()
) -> CompileResult {
  let reader = EnvironmentReader(options.environment, images: options.imageSize)
  let interpreter = Interpreter(
    program, environment: PreviewEnvironment(reader), data: options.data.mapValues(\.programValue))
  interpreter.resources = options.resources
  interpreter.assetColors = options.assetColors
  interpreter.imageSymbols = options.imageSymbols
  interpreter.stringSymbols = options.stringSymbols
  interpreter.readerSizes = options.readerSizes
  interpreter.readersMayWait = options.readersMayWait
  var parts = evaluate(entry, of: program, interpreter)
  // Swift lets an error out of a preview only through `try!`: one that got here was thrown
  // where layoutc took a call for a throwing one.
  if let error = interpreter.thrown {
    interpreter.thrown = nil
    interpreter.report(.errorNotCaught, at: error.location)
    parts = []
  }
  let views = parts.indices.contains(part) ? [parts[part].0] : []
  // An empty preview is `compile`'s "no view" error, unless evaluation already said why.
  return compile(
    FileSyntax(roots: views), parseDiagnostics: parseDiagnostics + interpreter.diagnostics,
    options: options, reader: reader)
}

/// The canvases an entry point shows: one per view of its preview's body (an empty list when
/// evaluation fails; `compile` then reports why).
public func previewParts(
  _ program: ProgramSyntax, entry: ProgramEntry, options: CompileOptions = CompileOptions()
) -> [PreviewPart] {
  let interpreter = Interpreter(
    program, environment: PreviewEnvironment(EnvironmentReader(options.environment)),
    data: options.data.mapValues(\.programValue))
  interpreter.resources = options.resources
  return evaluate(entry, of: program, interpreter).map(\.1)
}

private func evaluate(_ entry: ProgramEntry, of program: ProgramSyntax, _ interpreter: Interpreter)
  -> [(ViewSyntax, PreviewPart)]
{
  switch entry {
  case .preview(let i):
    let preview = program.previews[i]
    let value = interpreter.evaluateBody(
      preview.body, Frame(scope: Scope(parent: nil), selfType: preview.provider), builder: true)
    let views = interpreter.asViews(
      value, at: SourceRange(start: preview.location, end: preview.location))
    return interpreter.previewParts(views, traits: preview.traits)
  case .view(let name, let at):
    let call = ExprSyntax(.identifier(name), range: SourceRange(start: at, end: at))
    let value = interpreter.construct(
      name, [], nil, ExprSyntax(.call(call, [], trailingClosure: nil), range: call.range),
      Frame(scope: Scope(parent: nil)))
    return interpreter.previewParts(interpreter.asViews(value, at: call.range), traits: [])
  }
}
