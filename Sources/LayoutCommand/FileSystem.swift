#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders, globs and writing files (`layoutc check` and `record`), with the system calls:
/// no Foundation, as `FileReader`.
enum FileSystem {
  /// The entries of a folder, sorted by name (bytes), without `.` and `..`; nil when it cannot
  /// be listed.
  static func list(_ folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// A folder's device and inode: the same folder reached through a link has the same.
  static func identity(_ path: String) -> [UInt64]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// The paths a shell pattern (`Screens/*.view`) matches, sorted; none when nothing does.
  static func glob(_ pattern: String) -> [String] {
    var result = glob_t()
    defer { globfree(&result) }
    guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
    var paths: [String] = []
    for i in 0..<Int(result.gl_pathc) {
      if let path = result.gl_pathv[i] { paths.append(String(cString: path)) }
    }
    return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Whether `text` has a glob's special characters.
  static func isPattern(_ text: String) -> Bool {
    text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// Makes `folder` and the folders above it that are missing (`mkdir -p`); the system's
  /// reason when one cannot be made.
  static func makeFolders(_ folder: String) -> String? {
    if folder.isEmpty || isFolder(folder) { return nil }
    if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      if let failure = makeFolders(String(folder[..<slash])) { return failure }
    }
    if mkdir(folder, 0o777) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
    return nil
  }

  /// Writes `text` to `path` through a temporary file beside it renamed over it, so a reader
  /// never sees half a file; its folders are made first. The system's reason on failure.
  static func write(_ text: String, to path: String) -> String? {
    if let failure = makeFolders(folder(of: path)) { return failure }
    let temporary = path + ".layoutc-tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if failure != nil { unlink(temporary) }
    return failure
  }

  /// Deletes a file; the system's reason when it cannot.
  static func remove(_ path: String) -> String? {
    unlink(path) == 0 ? nil : String(cString: strerror(errno))
  }

  /// `Screens/Card.view` → `Screens`; `Card.view` → "" (the current folder).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `Screens/Card.view` → `Card.view`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `a` and `b` joined with one slash; `b` alone when `a` is "".
  static func join(_ a: String, _ b: String) -> String {
    if a.isEmpty { return b }
    if b.isEmpty { return a }
    return a.hasSuffix("/") ? a + b : a + "/" + b
  }
}
