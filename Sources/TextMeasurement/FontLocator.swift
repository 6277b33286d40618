#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the bundled Inter files without Foundation: SwiftPM copies `Fonts/` to
/// `<directory of the executable>/layoutc_TextMeasurement.resources/Fonts`; a build run from
/// the source tree also finds them beside this file.
enum FontLocator {
  static let bundleName = "layoutc_TextMeasurement.resources"

  static func candidateDirectories() -> [String] {
    var result: [String] = []
    if let executable = executablePath() {
      result.append(directoryName(executable) + "/" + bundleName + "/Fonts")
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
