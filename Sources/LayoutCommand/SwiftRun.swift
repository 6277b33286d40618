import LayoutEngine
import ViewDSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift program read for a run: its files and what the front end made of them.
struct ReadSwiftProgram: Sendable {
  var files: [SourceFile]
  var read: ProgramRead
  /// The values of `--data`, by name.
  var data: [String: PreviewData] = [:]
  /// The asset catalogues beside the sources.
  var catalogs: [AssetCatalog] = []
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
      let folder = SwiftFiles.list(folder: path) != nil ? path : ImageFinder.folder(of: path)
      guard searched.insert(folder).inserted else { continue }
      for catalog in AssetCatalog.find(under: folder)
      where !catalogs.contains(where: {
        $0.path == catalog.path
      }) {
        catalogs.append(catalog)
      }
    }
    return ReadSwiftProgram(
      files: files, read: reader(files), data: try readData(options), catalogs: catalogs)
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
    _ report: inout Report
  ) throws(Stop) -> LayoutTree {
    var compiling = compileOptions(
      options, canvas, input: program.files[0].name, catalogs: program.catalogs)
    compiling.data = program.data
    compiling.sourceFiles = program.files.map(\.name)
    compiling.fileBases = program.read.bases
    let compiled = compile(
      program.read.program, entry: choice.entry, part: choice.part,
      parseDiagnostics: program.read.diagnostics, options: compiling)
    report.add(compiled.diagnostics)
    let hasWarnings = compiled.diagnostics.contains { $0.severity == .warning }
    guard !compiled.hasErrors, !(options.strict && hasWarnings), let tree = compiled.tree else {
      throw report.stop()
    }
    return tree
  }
}

/// One canvas of a Swift run: an entry point, which of the views its body shows, and how the
/// preview asks to be shown.
struct PreviewChoice: Sendable, Equatable {
  var entry: ProgramEntry
  var part: Int
  var settings: PreviewPart
  /// The file that holds the preview (or view).
  var file: String
  /// The preview's name as `--list-previews` gives it, then ` / ` and the view's display name
  /// (or number) when the preview shows several.
  var label: String
}

/// Choosing what to lay out: `--preview NAME` names a `#Preview("NAME")`, a `PreviewProvider`,
/// or a view struct (its file's unnamed `#Preview` if it has one, else the view with its
/// default arguments); `FILE:N` is the N-th preview of a file.
enum PreviewSelection {
  /// One line per preview: the name to pass to `--preview`, and where it is.
  static func listing(_ program: ReadSwiftProgram) -> String {
    var lines: [String] = []
    var counts: [Int: Int] = [:]
    for preview in program.read.program.previews {
      counts[preview.file, default: 0] += 1
      let file = program.files[preview.file].name
      let name = preview.name ?? "\(baseName(file)):\(counts[preview.file]!)"
      lines.append("\(name)\t\(file):\(preview.location.line)")
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// The entry points `names` choose (every preview when there are none), with their labels
  /// and files; the first name that matches nothing is the error.
  static func entries(_ names: [String], in program: ReadSwiftProgram) -> Result<
    [(label: String, file: String, entry: ProgramEntry)], CommandLineError
  > {
    let previews = program.read.program.previews
    let labels = listing(program).split(separator: "\n").map {
      String($0.split(separator: "\t")[0])
    }
    if names.isEmpty {
      guard !previews.isEmpty else { return .failure(.noPreviews) }
      return .success(
        previews.indices.map { (labels[$0], program.files[previews[$0].file].name, .preview($0)) })
    }
    var chosen: [(label: String, file: String, entry: ProgramEntry)] = []
    for name in names {
      switch entry(name, in: program) {
      case .failure(let error): return .failure(error)
      case .success(.preview(let i)):
        chosen.append((labels[i], program.files[previews[i].file].name, .preview(i)))
      case .success(let view):
        let file =
          program.read.bases.lastIndex {
            if case .view(_, let at) = view { return $0 <= at.offset }
            return false
          } ?? 0
        chosen.append((name, program.files[file].name, view))
      }
    }
    return .success(chosen)
  }

  static func entry(_ name: String, in program: ReadSwiftProgram) -> Result<
    ProgramEntry, CommandLineError
  > {
    let previews = program.read.program.previews
    let names = listing(program).split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    if let i = previews.firstIndex(where: { $0.name == name || $0.provider == name }) {
      return .success(.preview(i))
    }
    // `File.swift:2`: the second preview of that file.
    if let colon = name.lastIndex(of: ":"), let n = Int(name[name.index(after: colon)...]), n >= 1 {
      let fileName = String(name[..<colon])
      let inFile = previews.indices.filter {
        let file = program.files[previews[$0].file].name
        return file == fileName || baseName(file) == fileName
      }
      if n <= inFile.count { return .success(.preview(inFile[n - 1])) }
    }
    if let type = program.read.program.types.first(where: {
      $0.name == name && $0.kind != .extensionType
    }) {
      let file = program.read.bases.lastIndex { $0 <= type.location.offset } ?? 0
      if let i = previews.firstIndex(where: { $0.file == file && $0.name == nil }) {
        return .success(.preview(i))
      }
      return .success(.view(name, at: type.location))
    }
    return .failure(.unknownPreview(name, available: names))
  }

  static func baseName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}

/// `.swift` files under a folder, sorted by path; nil when the path is not a folder.
enum SwiftFiles {
  static func list(folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    var found: [String] = []
    var folders: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if name.hasSuffix(".swift") {
        found.append(path)
      } else if name != ".build",
        opendir(path).map({
          closedir($0)
          return true
        }) ?? false
      {
        folders.append(path)
      }
    }
    closedir(directory)
    for sub in folders { found += list(folder: sub) ?? [] }
    return found.sorted()
  }
}

extension LayoutCommand {
  /// A Swift run: the program is read once; each preview chosen (every preview when
  /// `--preview` names none), each view its body shows, and each device, Dynamic Type size and
  /// direction of `matrix` is a combination. One combination prints as a `.view` run does;
  /// several print as a matrix (`runMatrix`).
  public static func runSwift(
    _ base: RunOptions, _ matrix: Matrix, jobs: Int, environment: RunEnvironment = .current()
  ) -> RunOutcome {
    onLargeStack { swiftRun(base, matrix, jobs: jobs, environment) }
  }

  static func swiftRun(
    _ base: RunOptions, _ matrix: Matrix, jobs: Int, _ environment: RunEnvironment
  ) -> RunOutcome {
    do {
      let program = try readProgram(base, environment)
      if base.listPreviews {
        return RunOutcome(
          standardOutput: PreviewSelection.listing(program), standardError: "", exitCode: 0)
      }
      var environment = environment
      environment.program = program
      var matrix = matrix
      matrix.previews = try choices(program, base, environment)
      if !matrix.isMatrix, let only = matrix.combinations.first {
        return pipeline(options(base, only), environment)
      }
      return runMatrix(base, matrix, jobs: jobs, environment: environment)
    } catch {
      return error.outcome
    }
  }

  /// Every canvas of the previews chosen: one per view a preview's body shows.
  static func choices(
    _ program: ReadSwiftProgram, _ options: RunOptions, _ environment: RunEnvironment
  ) throws(Stop) -> [PreviewChoice] {
    let entries: [(label: String, file: String, entry: ProgramEntry)]
    switch PreviewSelection.entries(options.previews, in: program) {
    case .success(let chosen): entries = chosen
    case .failure(let error):
      var report = Report(
        sources: program.files, bases: program.read.bases,
        color: environment.usesColor(options.color))
      report.add(program.read.diagnostics)
      throw report.stop(error)
    }
    let canvas = (try? options.canvas()) ?? Canvas()
    var compiling = compileOptions(
      options, canvas, input: program.files[0].name, catalogs: program.catalogs)
    compiling.data = program.data
    var choices: [PreviewChoice] = []
    for (label, file, entry) in entries {
      let parts = previewParts(program.read.program, entry: entry, options: compiling)
      guard parts.count > 1 else {
        choices.append(
          PreviewChoice(
            entry: entry, part: 0, settings: parts.first ?? PreviewPart(), file: file,
            label: label))
        continue
      }
      for (k, part) in parts.enumerated() {
        choices.append(
          PreviewChoice(
            entry: entry, part: k, settings: part, file: file,
            label: label + " / " + (part.displayName ?? String(k + 1))))
      }
    }
    return choices
  }

  /// The canvas a preview asks for where the command line says nothing: `.previewDevice`'s
  /// device (when no `--device`, `--width` or `--height`), `.previewLayout(.fixed(…))`'s size,
  /// and no safe area for a fixed or fitting layout. What layoutc cannot show is a warning.
  static func previewCanvas(_ options: RunOptions, _ settings: PreviewPart, _ report: inout Report)
    throws(Stop) -> Canvas
  {
    var flags = options.canvasFlags
    if let device = settings.device, flags.device == nil, flags.width == nil, flags.height == nil {
      if let preset = try? DevicePreset.named(device) {
        flags.device = preset.name
      } else {
        report.standardError +=
          "warning: the preview's device '\(device)' is not one layoutc knows (see --list-devices); it is laid out on the canvas of the command line\n"
      }
    }
    switch settings.layout {
    case .device: break
    case .sizeThatFits:
      if flags.safeArea == nil { flags.safeArea = EdgeInsets() }
    case .fixed(let width, let height):
      if flags.width == nil { flags.width = width }
      if flags.height == nil { flags.height = height }
      if flags.safeArea == nil { flags.safeArea = EdgeInsets() }
    }
    if settings.landscape {
      report.standardError +=
        "warning: the preview asks for landscape; layoutc lays it out in portrait (give --width and --height for a landscape canvas)\n"
    }
    var checked = options
    checked.canvasFlags = flags
    return try checkedCanvas(checked)
  }
}
