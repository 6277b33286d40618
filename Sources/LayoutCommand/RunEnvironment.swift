import ViewDSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a run takes from the process besides its options: standard input and what decides
/// colour. Tests pass their own; `current()` reads the real ones.
public struct RunEnvironment: Sendable {
  /// The bytes of standard input for `-`; nil reads the process's standard input.
  public var standardInput: [UInt8]?
  public var standardErrorIsTerminal: Bool
  /// `NO_COLOR`: colour is off when it is set and not empty (no-color.org).
  public var noColor: String?
  /// `TERM`: `dumb` means no colour.
  public var term: String?
  /// Reads `.swift` files; nil in the `layoutc` binary, which hands Swift input to
  /// `layoutc-swift` so that `.view` runs never load swift-syntax.
  public var programReader: ProgramReader?
  /// `CI`: set to `true` (or `1`) by CI services; `layoutc record` refuses to write then.
  public var ci: String?
  /// `GITHUB_ACTIONS`: `true` on GitHub Actions; `layoutc check` prints annotations then.
  public var githubActions: String?
  /// The Swift program already read: every combination of a matrix lays out the same one.
  var program: ReadSwiftProgram?
  /// The compiles shared by every combination of a matrix; nil for a run of its own.
  var compiles: CompileCache?
  /// Where a plain `--format json` run (no `--check`) writes its document while rendering it,
  /// instead of returning it in the outcome (`StreamedOutput`). nil, as in tests, matrices and
  /// goldens, returns it whole; `layoutc` streams a run of one file to standard output.
  public var streamedOutput: StreamedOutput?
  /// Keeps the run's tree until the process exits instead of destroying it (`ExitHeldTree`):
  /// for a process that exits after this one run.
  public var holdsTreeUntilExit = false

  public init(
    standardInput: [UInt8]? = nil, standardErrorIsTerminal: Bool = false, noColor: String? = nil,
    term: String? = nil, ci: String? = nil, githubActions: String? = nil
  ) {
    self.ci = ci
    self.githubActions = githubActions
    self.standardInput = standardInput
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.noColor = noColor
    self.term = term
  }

  public static func current() -> RunEnvironment {
    RunEnvironment(
      standardInput: nil, standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
      noColor: getenv("NO_COLOR").map { String(cString: $0) },
      term: getenv("TERM").map { String(cString: $0) },
      ci: getenv("CI").map { String(cString: $0) },
      githubActions: getenv("GITHUB_ACTIONS").map { String(cString: $0) })
  }

  /// Whether `CI` says this is a CI run (`true`, `1` or `yes`, in any case).
  public var isCI: Bool {
    ["true", "1", "yes"].contains((ci ?? "").lowercased())
  }

  /// Whether `GITHUB_ACTIONS` is `true`.
  public var isGitHubActions: Bool { githubActions?.lowercased() == "true" }

  /// Whether diagnostics are coloured: `always` and `never` decide; `auto` colours only a
  /// terminal, and not when `NO_COLOR` is set and not empty or `TERM` is `dumb`.
  public func usesColor(_ mode: ColorMode) -> Bool {
    switch mode {
    case .always: return true
    case .never: return false
    case .auto:
      return standardErrorIsTerminal && (noColor ?? "").isEmpty && term != "dumb"
    }
  }
}
