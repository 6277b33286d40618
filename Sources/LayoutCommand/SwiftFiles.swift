#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
