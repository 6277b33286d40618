import LayoutEngine

/// Parses and checks a `.view` file and lowers it to the engine's tree.
/// (Skeleton: the semantics helper replaces this.)
public func compile(_ source: SourceFile, options: CompileOptions = CompileOptions()) -> CompileResult {
  let (_, diagnostics) = parse(source)
  return CompileResult(tree: nil, diagnostics: diagnostics)
}
