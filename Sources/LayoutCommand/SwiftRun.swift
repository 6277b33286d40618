import LayoutEngine
import ViewDSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift program read for a run: its files and what the front end made of them.
struct ReadSwiftProgram {
  var files: [SourceFile]
  var read: ProgramRead
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
    return ReadSwiftProgram(files: files, read: reader(files))
  }

  /// 4 (Swift). The entry point chosen with `--preview`, evaluated and compiled.
  static func compileProgram(
    _ program: ReadSwiftProgram, _ options: RunOptions, _ canvas: Canvas, _ report: inout Report
  ) throws(Stop) -> LayoutTree {
    let entry: ProgramEntry
    switch PreviewSelection.entry(options.preview, in: program) {
    case .success(let chosen): entry = chosen
    case .failure(let error):
      report.add(program.read.diagnostics)
      throw report.stop(error)
    }
    let compiled = compile(
      program.read.program, entry: entry, parseDiagnostics: program.read.diagnostics,
      options: compileOptions(options, canvas, input: program.files[0].name))
    report.add(compiled.diagnostics)
    let hasWarnings = compiled.diagnostics.contains { $0.severity == .warning }
    guard !compiled.hasErrors, !(options.strict && hasWarnings), let tree = compiled.tree else {
      throw report.stop()
    }
    return tree
  }
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

  static func entry(_ name: String?, in program: ReadSwiftProgram) -> Result<
    ProgramEntry, CommandLineError
  > {
    let previews = program.read.program.previews
    let names = listing(program).split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    guard let name else {
      if previews.count == 1 { return .success(.preview(0)) }
      return .failure(.choosePreview(names))
    }
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
