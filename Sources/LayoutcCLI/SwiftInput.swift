#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which command lines read Swift, and handing them from `layoutc` to `layoutc-swift`.
public enum SwiftInput {
  /// A `.swift` file or a folder (folders are read as Swift sources).
  static func isSwift(_ path: String) -> Bool {
    if path.hasSuffix(".swift") { return true }
    guard !path.hasPrefix("-"), let directory = opendir(path) else { return false }
    closedir(directory)
    return true
  }

  /// Whether a command line reads Swift: a `.swift` file or folder among the arguments, or
  /// `--preview`/`--list-previews`. Read before argument parsing, on the raw arguments.
  public static func readsSwift(_ arguments: [String]) -> Bool {
    var skipNext = false
    for argument in arguments {
      if skipNext {
        skipNext = false
        continue
      }
      if argument == "--preview" || argument.hasPrefix("--preview=")
        || argument == "--list-previews"
      {
        return true
      }
      if argument.hasPrefix("-") {
        // Options that take a value: their value is not a file.
        skipNext = !argument.contains("=") && Self.valueOptions.contains(argument)
        continue
      }
      if isSwift(argument) { return true }
    }
    return false
  }

  static let valueOptions: Set<String> = [
    "--width", "--height", "--device", "--scale", "--safe-area", "--layout-direction",
    "--dynamic-type", "--jobs", "--font", "--fallback-font", "--assets", "--format", "--highlight",
    "--trace-view",
    "--check", "--color", "--data",
  ]

  /// Replaces this process with `layoutc-swift` from the same folder, with the same arguments;
  /// returns only if that fails.
  public static func handOver() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    var folder = "."
    if count > 0 {
      let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if let slash = path.lastIndex(of: "/") { folder = String(path[..<slash]) }
    }
    let program = folder + "/layoutc-swift"
    var arguments = CommandLine.arguments
    arguments[0] = program
    let cArguments = arguments.map { strdup($0) } + [nil]
    execv(program, cArguments)
    return program
  }
}
