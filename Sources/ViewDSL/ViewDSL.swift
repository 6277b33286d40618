import LayoutEngine

/// Options for compiling a `.view` file.
public struct CompileOptions: Sendable {
  /// Turn warnings into errors.
  public var strict: Bool
  /// Answers `Image("name")`'s natural size; nil: every named image is not found.
  public var imageSize: ImageLookup?

  /// The run's Dynamic Type size, canvas and OS; lowering records which parts it reads
  /// (`CompileResult.environmentReads`).
  public var environment: CompileEnvironment

  /// A program of several files: their names, and the offset each one's locations start at
  /// (`ProgramRead.bases`), so that each view records its file.
  public var sourceFiles: [String] = []
  public var fileBases: [Int] = []
  /// `--data NAME=file.json`: values a preview cannot know, by name.
  public var data: [String: PreviewData] = [:]
  /// The colour symbols Xcode generates for the asset catalogues' colour sets (`Color.brand`,
  /// `.brand` as a colour): colours like any other, since a colour changes no frame.
  public var assetColors: Set<String> = []

  public init(
    strict: Bool = false, imageSize: ImageLookup? = nil,
    environment: CompileEnvironment = CompileEnvironment()
  ) {
    self.strict = strict
    self.imageSize = imageSize
    self.environment = environment
  }
}

/// What compiling a file produced: the tree when there was no error, and every diagnostic in
/// source order.
public struct CompileResult: Sendable {
  public var tree: LayoutTree?
  public var diagnostics: [Diagnostic]
  /// The parts of `CompileOptions.environment` the compile read: any environment that agrees
  /// on them compiles to this same result.
  public var environmentReads: EnvironmentReads

  public init(
    tree: LayoutTree?, diagnostics: [Diagnostic], environmentReads: EnvironmentReads = []
  ) {
    self.tree = tree
    self.diagnostics = diagnostics
    self.environmentReads = environmentReads
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
