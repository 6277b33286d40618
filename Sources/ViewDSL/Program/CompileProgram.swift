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
  var location = SourceLocation(line: 1, column: 1, offset: 0)
  switch entry {
  case .preview(let i):
    let preview = program.previews[i]
    location = preview.location
    let value = interpreter.evaluateBody(
      preview.body, Frame(scope: Scope(parent: nil)), builder: true)
    views = interpreter.asViews(value, at: SourceRange(start: location, end: location))
  case .view(let name, let at):
    location = at
    let call = ExprSyntax(.identifier(name), range: SourceRange(start: at, end: at))
    let value = interpreter.construct(
      name, [], nil, ExprSyntax(.call(call, [], trailingClosure: nil), range: call.range),
      Frame(scope: Scope(parent: nil)))
    views = interpreter.asViews(value, at: call.range)
  }
  // Several views in one preview are laid out together, stacked as SwiftUI's canvas shows a
  // builder's views: as the children of a `VStack`-free group would be is not a screen, so
  // the first is the screen and the others are reported.
  var file = FileSyntax(roots: views)
  if views.isEmpty, interpreter.diagnostics.isEmpty {
    file.roots = []
  }
  var result = compile(
    file, parseDiagnostics: parseDiagnostics + interpreter.diagnostics, options: options)
  if views.isEmpty, !result.hasErrors {
    result.diagnostics.append(Diagnostic(.missingRootView, at: location))
    result.tree = nil
  }
  return result
}
