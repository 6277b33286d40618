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
  /// Answers `Bundle.main.url(forResource:withExtension:)`: the app's resource files; nil:
  /// a preview cannot know them.
  public var resources: ResourceLookup?
  /// The colour symbols Xcode generates for the asset catalogues' colour sets (`Color.brand`,
  /// `.brand` as a colour): colours like any other, since a colour changes no frame.
  public var assetColors: Set<String> = []
  /// The image sets' names by the symbols Xcode generates for them (`Image(.defaultWorkout)`
  /// for `defaultWorkoutImage.imageset`), where the two differ.
  public var imageSymbols: [String: String] = [:]
  /// The text of each symbol Xcode generates for the String Catalogs' keys (`.photoTypeFront`
  /// for `PhotoType.front`), in the development language.
  public var stringSymbols: [String: String] = [:]
  /// The sizes of `GeometryReader`s whose content an earlier compile left waiting for them
  /// (`CompileResult.deferredReaders`), by the same keys: their proxies' `size` is then known.
  public var readerSizes: [String: Size] = [:]
  /// Whether a reader's content may wait for its size (`CompileResult.deferredReaders`): set
  /// by a caller that lays out and compiles again, as `layoutc` does. Otherwise a condition
  /// on a proxy's size is an error, never a reader laid out empty.
  public var readersMayWait = false

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
  /// `GeometryReader`s of Swift input whose content chooses views by the proxy's size
  /// (`if proxy.size.width > 300`): laid out empty here, by key, with their node and where
  /// they are written. Laying the tree out gives their sizes; compiling again with them
  /// (`CompileOptions.readerSizes`) gives their content, as SwiftUI evaluates it once the
  /// reader has its size (a reader's size never depends on its content).
  public var deferredReaders: [String: (node: NodeID, location: SourceLocation)] = [:]

  public init(
    tree: LayoutTree?, diagnostics: [Diagnostic], environmentReads: EnvironmentReads = []
  ) {
    self.tree = tree
    self.diagnostics = diagnostics
    self.environmentReads = environmentReads
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
