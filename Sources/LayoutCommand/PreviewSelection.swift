import ViewDSL

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
