import ViewDSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's bundle resources for a Swift preview (`Bundle.main.url(forResource:
/// withExtension:)`): Xcode copies an app's resource files into its bundle, so a file of that
/// name under the folders given is the one the preview reads. Folders that are not resources
/// (hidden ones, `.build`, asset catalogues, whose images `Image("name")` finds) are skipped.
struct ResourceFinder: Sendable {
  /// The folders given, and the folder of each file given; each once.
  var folders: [String]

  init(sources: [String]) {
    var folders: [String] = []
    for path in sources {
      let folder = FileReader.checkFolder(path: path) == nil ? path : ImageFinder.folder(of: path)
      if !folders.contains(folder) { folders.append(folder) }
    }
    self.folders = folders
  }

  /// Every file of that name under the folders, sorted.
  func paths(named fileName: String) -> [String] {
    var paths: [String] = []
    for folder in folders { Self.collect(fileName, under: folder, into: &paths, depth: 0) }
    return paths.sorted()
  }

  func lookup(_ fileName: String) -> ResourceLookupResult {
    let paths = paths(named: fileName)
    let searched = folders.map { "'\($0)'" }.joined(separator: ", ")
    guard let first = paths.first else { return .notFound(searched: searched) }
    var contents: [[UInt8]] = []
    for path in paths {
      switch FileReader.read(path: path, maximumSize: LayoutCommand.maximumSourceSize) {
      case .success(let bytes): contents.append(bytes)
      case .failure(let failure): return .unreadable(path: path, reason: failure.reason)
      }
    }
    // The same file copied into several folders (a target's and a test's) is one resource.
    guard contents.allSatisfy({ $0 == contents[0] }) else { return .ambiguous(paths: paths) }
    return .found(path: first, bytes: contents[0])
  }

  /// Folders nested deeper than this are not searched (a link that loops).
  static let maximumDepth = 64

  private static func collect(
    _ fileName: String, under folder: String, into paths: inout [String], depth: Int
  ) {
    guard depth < maximumDepth, let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") || name == ".build" { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if name == fileName, FileReader.checkFolder(path: path) != nil {
        paths.append(path)
      } else if !name.hasSuffix(".xcassets"), FileReader.checkFolder(path: path) == nil {
        collect(fileName, under: path, into: &paths, depth: depth + 1)
      }
    }
  }
}
