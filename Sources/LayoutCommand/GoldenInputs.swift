/// What `layoutc check` and `record` were given, found on disk: the `.view` screens (each with
/// the folder its goldens go in), the `.swift` sources read as one program, and the goldens
/// already there that a screen might have left behind (`stale` candidates).
///
/// A folder is searched through (names starting with `.`, `.build` and `__Layouts__` are
/// skipped); a pattern (`'Screens/*.view'`, quoted so that the shell leaves it) is expanded as
/// a shell would; a file is a screen whatever its name, `.swift` files are Swift sources.
struct GoldenInputs {
  struct ViewScreen {
    /// The path as found (`Screens/Card.view`).
    var path: String
    /// The folder given that it was found in, or nil for a file given itself.
    var root: String?
    /// The folder its goldens are in.
    var goldenFolder: String
  }

  static let goldenFolderName = "__Layouts__"
  static let configName = "layoutc.json"

  var views: [ViewScreen] = []
  var swiftFiles: [String] = []
  /// The folders given, for the Swift program's goldens and configuration.
  var roots: [String] = []
  /// Every `.json` in the golden folders of the folders given.
  var existingGoldens: [String] = []
  /// The folders searched (`FileSystem.identity`).
  private var visited: Set<[UInt64]> = []

  /// Finds everything under `paths`; `goldens` is `--goldens DIR`.
  static func find(_ paths: [String], goldens: String?) throws(CommandLineError) -> GoldenInputs {
    var inputs = GoldenInputs()
    var seen: Set<String> = []
    for path in paths {
      var matches = [path]
      if !FileSystem.exists(path) {
        guard FileSystem.isPattern(path) else {
          throw .unreadableInput(path, reason: "No such file or directory")
        }
        matches = FileSystem.glob(path)
        guard !matches.isEmpty else { throw .noScreens(path) }
      }
      for match in matches {
        if FileSystem.isFolder(match) {
          inputs.roots.append(match)
          inputs.walk(match, root: match, goldens: goldens, seen: &seen, depth: 0)
        } else if seen.insert(match).inserted {
          inputs.add(match, root: nil, goldens: goldens)
        }
      }
    }
    if let goldens, !inputs.roots.isEmpty {
      inputs.existingGoldens = Self.jsonFiles(under: goldens)
    }
    guard !inputs.views.isEmpty || !inputs.swiftFiles.isEmpty else {
      throw .noScreens(paths.joined(separator: " "))
    }
    return inputs
  }

  private mutating func walk(
    _ folder: String, root: String, goldens: String?, seen: inout Set<String>, depth: Int
  ) {
    // A link to a folder above would lead round for ever: each folder is searched once.
    guard depth < 64, let identity = FileSystem.identity(folder),
      visited.insert(identity).inserted
    else { return }
    for name in FileSystem.list(folder) ?? [] where !name.hasPrefix(".") {
      let path = FileSystem.join(folder, name)
      if name == Self.goldenFolderName {
        if goldens == nil {
          existingGoldens += (FileSystem.list(path) ?? []).filter { $0.hasSuffix(".json") }
            .map { FileSystem.join(path, $0) }
        }
      } else if FileSystem.isFolder(path) {
        walk(path, root: root, goldens: goldens, seen: &seen, depth: depth + 1)
      } else if name.hasSuffix(".view") || name.hasSuffix(".swift"),
        seen.insert(path).inserted
      {
        add(path, root: root, goldens: goldens)
      }
    }
  }

  private mutating func add(_ path: String, root: String?, goldens: String?) {
    if path.hasSuffix(".swift") {
      swiftFiles.append(path)
      return
    }
    views.append(
      ViewScreen(
        path: path, root: root,
        goldenFolder: Self.goldenFolder(for: path, root: root, goldens: goldens)))
  }

  /// `Screens/Sub/Card.view` → `Screens/Sub/__Layouts__`; with `--goldens G`, given the folder
  /// `Screens`: `G/Sub`, the screen's place under the folder given (`G` for a file given).
  static func goldenFolder(for path: String, root: String?, goldens: String?) -> String {
    let folder = FileSystem.folder(of: path)
    guard let goldens else { return FileSystem.join(folder, goldenFolderName) }
    guard let root, folder.count > root.count, folder.hasPrefix(root) else { return goldens }
    var relative = folder.dropFirst(root.count)
    while relative.first == "/" { relative.removeFirst() }
    return FileSystem.join(goldens, String(relative))
  }

  /// Every `.json` file under a folder, sorted.
  static func jsonFiles(under folder: String, depth: Int = 0) -> [String] {
    guard depth < 64 else { return [] }
    var found: [String] = []
    for name in FileSystem.list(folder) ?? [] where !name.hasPrefix(".") {
      let path = FileSystem.join(folder, name)
      if FileSystem.isFolder(path) {
        found += jsonFiles(under: path, depth: depth + 1)
      } else if name.hasSuffix(".json") {
        found.append(path)
      }
    }
    return found
  }
}
