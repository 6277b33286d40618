import LayoutEngine
import ViewDSL

/// A Swift program read for a run: its files and what the front end made of them.
struct ReadSwiftProgram: Sendable {
  var files: [SourceFile]
  var read: ProgramRead
  /// The values of `--data`, by name.
  var data: [String: PreviewData] = [:]
  /// The asset catalogues beside the sources.
  var catalogs: [AssetCatalog] = []
  /// The String Catalogs' generated symbols (`StringCatalogSymbols`).
  var stringSymbols: [String: String] = [:]
}

extension LayoutCommand {
  /// The largest Swift source folder read, in files.
  static let maximumSwiftFiles = 5_000

  /// 3 (Swift). The `.swift` files given and those in the folders given (sorted, so every
  /// machine reads them in the same order), read as one program.
  static func readProgram(_ options: RunOptions, _ environment: RunEnvironment) throws(Stop)
    -> ReadSwiftProgram
  {
    guard let reader = environment.programReader else {
      throw Stop(.swiftNeedsFrontEnd)
    }
    var paths: [String] = []
    for path in options.swiftSources {
      if let listed = SwiftFiles.list(folder: path) {
        paths += listed
      } else {
        paths.append(path)
      }
    }
    guard paths.count <= maximumSwiftFiles else {
      throw Stop(.tooManySwiftFiles(maximumSwiftFiles))
    }
    var files: [SourceFile] = []
    for path in paths {
      switch FileReader.read(path: path, maximumSize: maximumSourceSize) {
      case .success(let bytes): files.append(SourceFile(name: path, bytes: bytes))
      case .failure(let failure): throw Stop(failure.error(reading: path))
      }
    }
    guard !files.isEmpty else {
      throw Stop(.noSwiftFiles(options.swiftSources.joined(separator: " ")))
    }
    // Catalogues under each folder given, and under each file's folder.
    var searched: Set<String> = []
    var catalogs: [AssetCatalog] = []
    for path in options.swiftSources {
      let folder = FileReader.checkFolder(path: path) == nil ? path : ImageFinder.folder(of: path)
      guard searched.insert(folder).inserted else { continue }
      for catalog in AssetCatalog.find(under: folder)
      where !catalogs.contains(where: {
        $0.path == catalog.path
      }) {
        catalogs.append(catalog)
      }
    }
    return ReadSwiftProgram(
      files: files, read: reader(files), data: try readData(options), catalogs: catalogs,
      stringSymbols: StringCatalogSymbols.read(ResourceFinder(sources: options.swiftSources)))
  }

  /// The app's bundle resources, looked up in the folders given (`ResourceFinder`).
  static func resourceLookup(_ options: RunOptions) -> ResourceLookup {
    let finder = ResourceFinder(sources: options.swiftSources)
    return { finder.lookup($0) }
  }

  /// `--data NAME=FILE.json`: each file read as JSON.
  static func readData(_ options: RunOptions) throws(Stop) -> [String: PreviewData] {
    var data: [String: PreviewData] = [:]
    for (name, path) in options.data {
      switch FileReader.read(path: path, maximumSize: maximumSourceSize) {
      case .failure(let failure):
        throw Stop(.unreadableData(path, reason: failure.reason))
      case .success(let bytes):
        switch PreviewDataReader.read(bytes) {
        case .success(let value): data[name] = value
        case .failure(let f):
          throw Stop(.invalidData(path, line: f.line, column: f.column, reason: f.reason))
        }
      }
    }
    return data
  }

  /// 4 (Swift). The preview and view chosen for this run, evaluated and compiled.
  static func compileProgram(
    _ program: ReadSwiftProgram, _ choice: PreviewChoice, _ options: RunOptions, _ canvas: Canvas,
    _ report: inout Report, _ compiles: CompileCache
  ) throws(Stop) -> LayoutTree {
    var compiling = compileOptions(
      options, canvas, input: program.files[0].name, catalogs: program.catalogs)
    compiling.data = program.data
    compiling.resources = resourceLookup(options)
    compiling.stringSymbols = program.stringSymbols
    compiling.sourceFiles = program.files.map(\.name)
    compiling.fileBases = program.read.bases
    let fonts = report
    let compiled = compiles.lowered(
      choice.entry, part: choice.part, for: compiling.environment
    ) {
      compileWithReaders(compiling, canvas, options, fonts) { compiling in
        compile(
          program.read.program, entry: choice.entry, part: choice.part,
          parseDiagnostics: program.read.diagnostics, options: compiling)
      }
    }
    report.add(compiled.diagnostics)
    let hasWarnings = compiled.diagnostics.contains { $0.severity == .warning }
    guard !compiled.hasErrors, !(options.strict && hasWarnings), let tree = compiled.tree else {
      throw report.stop()
    }
    return tree
  }
}
