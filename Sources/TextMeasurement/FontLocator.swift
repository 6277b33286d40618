#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the bundled Inter files, without Foundation. They are not SwiftPM resources: a
/// resource bundle makes SwiftPM generate a `Bundle.module` accessor that imports Foundation,
/// which linked Foundation, FoundationInternationalization and ICU's data into the executable
/// (a quarter of its start-up). Looked for in `<prefix>/share/layoutc/Fonts` beside an
/// installed `<prefix>/bin/layoutc` (`make install`), then in the source tree the binary was
/// built from (every build run in place: `swift build`, `make release`, the tests).
enum FontLocator {
  static func candidateDirectories() -> [String] {
    var result: [String] = []
    if let executable = executablePath() {
      result.append(directoryName(directoryName(executable)) + "/share/layoutc/Fonts")
    }
    result.append(directoryName(#filePath) + "/Fonts")
    return result
  }

  /// The first candidate holding the regular text cut.
  static func bundledDirectory() throws -> String {
    let candidates = candidateDirectories()
    for directory in candidates where isReadable(directory + "/Inter-Regular.otf") {
      return directory
    }
    throw TextMeasurementError.fontsNotFound(candidates)
  }

  static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

  private static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let length = readlink("/proc/self/exe", &buffer, 4096)
    guard length > 0 else { return nil }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func directoryName(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}
