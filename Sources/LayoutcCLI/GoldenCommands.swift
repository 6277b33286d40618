import ArgumentParser
import LayoutCommand

/// `layoutc check`, `record` and `diff`: subcommands beside `layoutc FILE…`. They are chosen
/// by the first argument only (`Layoutc.parseAndRun`), so `layoutc check …` never parses
/// `layoutc`'s own flags and a plain run never parses theirs. A file named `check` is laid
/// out as `./check` (or after any flag: `layoutc --device all check`).
enum Subcommand: String {
  case check, record, diff

  func run(_ arguments: [String]) -> Never {
    switch self {
    case .check: parseAndRun(CheckCommand.self, arguments)
    case .record: parseAndRun(RecordCommand.self, arguments)
    case .diff: parseAndRun(DiffCommand.self, arguments)
    }
  }

  /// Parses and runs a subcommand, with errors printed as `Layoutc.parseAndRun` prints them.
  func parseAndRun<C: ParsableCommand>(_ command: C.Type, _ arguments: [String]) -> Never {
    do {
      var parsed = try C.parseAsRoot(arguments)
      try parsed.run()
      C.exit()
    } catch {
      let status = C.exitCode(for: error)
      if status == .success || error is ExitCode { C.exit(withError: error) }
      var text = C.fullMessage(for: error)
      if text.hasPrefix("Error: ") { text = "error: " + text.dropFirst("Error: ".count) }
      if !text.isEmpty { writeAll(text.hasSuffix("\n") ? text : text + "\n", to: 2) }
      C.exit(withError: ExitCode(status.rawValue))
    }
  }
}

enum DiffStyleArgument: String, NamedValuesArgument {
  case semantic, text

  var style: GoldenOptions.DiffStyle { GoldenOptions.DiffStyle(rawValue: rawValue)! }
}

/// The options `check` and `record` share.
struct GoldenArguments: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Folders of screens, .view or .swift files, or quoted patterns ('Screens/*.view').",
      valueName: "path"))
  var paths: [String] = []

  @Option(
    help: ArgumentHelp(
      "The folder of the goldens (default: __Layouts__ beside each screen).", valueName: "dir"))
  var goldens: String?

  @Option(
    help: ArgumentHelp(
      "Devices for every screen: a name, 'all' or a comma list (replaces headers and layoutc.json).",
      valueName: "name"))
  var device: String?

  @Option(
    name: .customLong("dynamic-type"),
    help: ArgumentHelp(
      "Dynamic Type sizes for every screen: a size, 'all' or a comma list.", valueName: "size"))
  var dynamicType: String?

  @Option(
    name: .customLong("layout-direction"),
    help: ArgumentHelp("Directions for every screen: ltr, rtl or both.", valueName: "direction"))
  var layoutDirection: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How many screens and canvases are laid out at once (default: the number of processors).",
      valueName: "n"),
    transform: { text in
      guard let jobs = Int(text) else { throw ValidationError("give a whole number, 1 or more") }
      return jobs
    })
  var jobs: Int?

  @Option(help: "How a change is shown: semantic (view by view) or text (a unified diff).")
  var diff: DiffStyleArgument = .semantic

  @Option(
    name: .customLong("diff-svg"),
    help: ArgumentHelp(
      "Write a picture of each change (old frames red, new blue) into this folder.",
      valueName: "dir"))
  var diffSVG: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Write a JUnit XML report: --report junit FILE.", valueName: "junit file"))
  var report: [String] = []

  @Option(help: ArgumentHelp("A font file for measuring text.", valueName: "path"))
  var font: String?

  @Option(help: ArgumentHelp("A folder searched for images.", valueName: "dir"))
  var assets: String?

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Option(help: "When to colour diagnostics.")
  var color: ColorArgument = .auto

  /// The paths, with those `--report junit FILE` took past its two values.
  var screens: [String] { paths + report.dropFirst(2) }

  func validate(_ command: String) throws {
    if screens.isEmpty {
      throw ValidationError(CommandLineError.missingScreens(command).description)
    }
    if !report.isEmpty && (report.count < 2 || report[0] != "junit" || report[1].isEmpty) {
      throw ValidationError(
        CommandLineError.invalidReport(report.joined(separator: " ")).description)
    }
    if let jobs, jobs < 1 { throw ValidationError(CommandLineError.invalidJobs(jobs).description) }
    do { _ = try Matrix.devices(device) } catch { throw ValidationError(error.description) }
    if let dynamicType, Matrix.dynamicTypeSizes(dynamicType) == nil {
      throw ValidationError(
        "--dynamic-type cannot be '\(dynamicType)'; give a size (xSmall … accessibility5), 'all' or a comma list"
      )
    }
    if let layoutDirection, Matrix.layoutDirections(layoutDirection) == nil {
      throw ValidationError(
        "--layout-direction cannot be '\(layoutDirection)'; give ltr, rtl or both")
    }
  }

  func options(_ mode: GoldenOptions.Mode) -> GoldenOptions {
    var run = RunOptions(input: "-", fontPath: font, strict: strict, color: color.mode)
    run.assetsDirectory = assets
    var options = GoldenOptions(
      mode: mode, paths: screens, jobs: jobs ?? processorCount(), run: run)
    options.goldens = goldens
    options.device = device
    options.dynamicType = dynamicType
    options.layoutDirection = layoutDirection
    options.diff = diff.style
    options.diffSVG = diffSVG
    options.junit = report.count >= 2 ? report[1] : nil
    return options
  }

  /// Runs `check` or `record`; `.swift` screens in the `layoutc` binary hand the whole
  /// command line to `layoutc-swift`.
  static func run(_ options: GoldenOptions) throws {
    var environment = RunEnvironment.current()
    environment.programReader = Layoutc.programReader
    let result = LayoutCommand.runGoldens(options, environment: environment)
    if result.needsSwiftFrontEnd {
      Layoutc.exitWithMissingFrontEnd(SwiftInput.handOver())
    }
    result.outcome.emit()
    if result.outcome.exitCode != 0 { throw ExitCode(result.outcome.exitCode) }
  }
}
