/// `layoutc check` and `layoutc record` (Documentation/CI.md), already parsed.
public struct GoldenOptions: Sendable {
  public enum Mode: String, Sendable {
    /// Compare every screen and canvas with its golden; write no golden.
    case check
    /// Write the goldens that are missing or differ.
    case record
  }

  /// How a change is shown: view by view, or as the unified diff of the JSON.
  public enum DiffStyle: String, Sendable, CaseIterable {
    case semantic, text
  }

  public var mode: Mode
  /// Folders, files and patterns.
  public var paths: [String]
  /// `--goldens DIR`: one folder for the goldens instead of `__Layouts__` beside each screen.
  public var goldens: String?
  /// The matrix flags as given (`--device all`): they replace the headers' and configs' lists.
  public var device: String?
  public var dynamicType: String?
  public var layoutDirection: String?
  public var jobs: Int
  public var diff: DiffStyle = .semantic
  /// `--diff-svg DIR`: a picture per changed screen and canvas.
  public var diffSVG: String?
  /// `--report junit FILE`.
  public var junit: String?
  /// `record --prune`: delete stale goldens.
  public var prune = false
  /// `record --allow-ci`: record even when `CI` is set.
  public var allowCI = false
  /// The rest of a run's options (`--font`, `--assets`, `--strict`, `--color`).
  public var run: RunOptions

  public init(mode: Mode, paths: [String], jobs: Int, run: RunOptions = RunOptions(input: "-")) {
    self.mode = mode
    self.paths = paths
    self.jobs = jobs
    self.run = run
  }
}

/// What `check` or `record` produced, or that it needs the Swift front end: the `layoutc`
/// binary hands `.swift` screens to `layoutc-swift`, which runs the same command.
public struct GoldenOutcome: Sendable {
  public var outcome: RunOutcome
  public var needsSwiftFrontEnd = false
}
