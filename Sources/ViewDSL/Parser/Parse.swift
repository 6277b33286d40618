/// Parses a `.view` file into its syntax, recovering from errors so that one run reports them
/// all. (Skeleton: the parser helper replaces this.)
public func parse(_ source: SourceFile) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
  (FileSyntax(), [])
}
