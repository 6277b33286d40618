import LayoutEngine

/// What a Swift program is laid out from: one of its previews, or a view type with its default
/// arguments.
public enum ProgramEntry: Sendable {
  /// The preview at this index of `ProgramSyntax.previews`.
  case preview(Int)
  /// `struct NAME: View`, made with no arguments.
  case view(String, at: SourceLocation)
}

/// Evaluates an entry point of a program (its preview's body, or its view) and lowers the
/// views it makes as a `.view` file's are lowered: the same catalogue, checks and tree.
/// `parseDiagnostics` are the front end's (a file swift-syntax could not read).
public func compile(
  _ program: ProgramSyntax, entry: ProgramEntry, parseDiagnostics: [Diagnostic] = [],
  options: CompileOptions = CompileOptions()
) -> CompileResult {
  let interpreter = Interpreter(program, environment: PreviewEnvironment(options.environment))
  var views: [ViewSyntax] = []
  switch entry {
  case .preview(let i):
    let preview = program.previews[i]
    let value = interpreter.evaluateBody(
      preview.body, Frame(scope: Scope(parent: nil), selfType: preview.provider), builder: true)
    views = interpreter.asViews(
      value, at: SourceRange(start: preview.location, end: preview.location))
  case .view(let name, let at):
    let call = ExprSyntax(.identifier(name), range: SourceRange(start: at, end: at))
    let value = interpreter.construct(
      name, [], nil, ExprSyntax(.call(call, [], trailingClosure: nil), range: call.range),
      Frame(scope: Scope(parent: nil)))
    views = interpreter.asViews(value, at: call.range)
  }
  // An empty preview is `compile`'s "no view" error, unless evaluation already said why.
  return compile(
    FileSyntax(roots: views), parseDiagnostics: parseDiagnostics + interpreter.diagnostics,
    options: options)
}
