import ArgumentParser
import LayoutCommand
import LayoutEngine
import ViewDSL

/// `layoutc`: argument parsing only; the run itself is `LayoutCommand.run`. Both executables
/// run it: `layoutc` for `.view` files, `layoutc-swift` (with the Swift front end) for `.swift`.
public struct Layoutc: ParsableCommand {
  public init() {}

  /// The Swift front end, set by `layoutc-swift` before parsing.
  nonisolated(unsafe) static var programReader: ProgramReader?

  public static let configuration = CommandConfiguration(
    commandName: "layoutc",
    abstract:
      "Lay out a SwiftUI screen (a .view file, or a preview of .swift files) and print every view's frame.",
    discussion: """
      Views are laid out as SwiftUI lays them out on a device: the root view is proposed the \
      canvas minus its safe area and centred in it. Frames are in points, in the canvas's \
      coordinates (origin top-left, y down), rounded to the pixel grid of --scale.

      Example:
        layoutc Screen.view --device "iPhone 16 Pro"
        layoutc Screen.view --format json | jq '.views[] | select(.id != null)'
        layoutc Screen.view --format svg --highlight title > Screen.svg
        cat Screen.view | layoutc - --width 390 --height 844
        layoutc Screen.view --trace-view title
        layoutc Screen.view --behaviors
        layoutc A.view B.view --device all --format json > matrix.jsonl
        layoutc Sources/App --list-previews
        layoutc Sources/App/*.swift --preview "Meeting card" --device "iPhone 16 Pro"

      --trace prints the negotiation before the table: every size a view or layout modifier \
      was proposed (width × height; nil asks for the ideal size, ∞ for the maximum) and \
      answered, every alignment guide asked of it, every placement with its proposal and \
      frame, in unrounded points, nested by who asked whom. With --format json it is the \
      document's "trace" array.

      Standard output carries the result only; diagnostics go to standard error, coloured \
      only when it is a terminal and NO_COLOR is unset or empty (see --color).

      Subcommands for golden checks in CI (Documentation/CI.md; each has --help):
        layoutc check Screens/      compare every screen and canvas with its golden
        layoutc record Screens/     write the missing and changed goldens
        layoutc diff OLD.json NEW.json   what changed, view by view
      A file named check, record or diff is laid out as ./check.

      Exit status: 0 success; 1 --check found a difference; 2 an error in the input \
      (syntax, semantics, unreadable file or font, a --trace-view naming no view); 64 bad \
      usage.
      """,
    version: "0.1.0"
  )

  @Argument(
    help: ArgumentHelp(
      "The .view files to lay out (- reads standard input; several make a matrix, JSON Lines), or .swift files and folders read as one program.",
      valueName: "file"))
  var files: [String] = []

  // Numbers are read `.unconditional`ly, so `--width -1` is the value -1 (and told it must be
  // 0 or more) rather than a missing value followed by an unknown flag.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Canvas width in points (default 390, or the device's).", valueName: "points"),
    transform: numberArgument("a number of points, 0 or more, such as 390"))
  var width: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Canvas height in points (default 844, or the device's).", valueName: "points"),
    transform: numberArgument("a number of points, 0 or more, such as 844"))
  var height: Double?

  @Option(
    help: ArgumentHelp(
      "A device preset: size, safe area and scale (see --list-devices); explicit flags override it. 'all' or a comma list makes a matrix.",
      valueName: "name"))
  var device: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Pixels per point for rounding frames (default 3, or the device's); 0 turns rounding off.",
      valueName: "scale"),
    transform: numberArgument("0 (no rounding) or a positive number such as 1, 2 or 3"))
  var scale: Double?

  @Option(
    name: .customLong("safe-area"), parsing: .unconditional,
    help: ArgumentHelp(
      "Safe-area insets in points (default 0,0,0,0, or the device's).",
      valueName: "top,leading,bottom,trailing"),
    transform: SafeAreaArgument.parse)
  var safeArea: SafeAreaArgument?

  @Option(
    name: .customLong("layout-direction"),
    help: "Reading direction; 'both' makes a matrix (ltr, then rtl).")
  var layoutDirection: DirectionArgument = .ltr

  @Option(
    name: .customLong("dynamic-type"),
    help: ArgumentHelp(
      "Dynamic Type size (default large): xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5; 'all' or a comma list makes a matrix.",
      valueName: "size"),
    transform: DynamicTypeListArgument.parse)
  var dynamicType: DynamicTypeListArgument = DynamicTypeListArgument(sizes: [.large])

  @Option(
    name: .customLong("os-version"),
    help: ArgumentHelp(
      "Whose navigation bars, tab bars and lists: 26 (default) or 18.", valueName: "version"),
    transform: { text in
      guard let os = PlatformVersion(argument: text) else {
        throw ValidationError("give 26 or 18")
      }
      return os
    })
  var osVersion: PlatformVersion = .iOS26

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How many combinations of a matrix run at once (default: the number of processors).",
      valueName: "n"),
    transform: { text in
      guard let jobs = Int(text) else { throw ValidationError("give a whole number, 1 or more") }
      return jobs
    })
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "A font file for measuring text (default: the bundled font).", valueName: "path"))
  var font: String?

  @Option(
    help: ArgumentHelp(
      "A font for the characters the measuring font lacks (scripts Inter has no glyphs for), as iOS falls back to another font.",
      valueName: "path"))
  var fallbackFont: String?

  @Option(
    help: ArgumentHelp(
      "A folder (or an .xcassets catalogue) searched for Image(\"name\") files before the .view file's own folder.",
      valueName: "dir"))
  var assets: String?

  @Option(
    name: .customLong("data"),
    help: ArgumentHelp(
      "With .swift input: bind NAME to the JSON in FILE, for what a preview cannot know (an @Query property named NAME, or a name no file declares); repeat it for several.",
      valueName: "NAME=FILE.json"))
  var data: [String] = []

  @Option(help: "Output format: table, json, or svg (a picture of the frames).")
  var format: FormatArgument = .table

  @Option(
    help: ArgumentHelp(
      "With --format svg: draw the views with this .id strongly and fade the others.",
      valueName: "id"))
  var highlight: String?

  @Flag(
    help:
      "Print every proposal, answer, guide and placement before the table (JSON: a \"trace\" array)."
  )
  var trace = false

  @Option(
    name: .customLong("trace-view"),
    help: ArgumentHelp(
      "Trace only this view (its .id, else its line) and its modifiers, with the view that proposed to it; implies --trace.",
      valueName: "id|line"))
  var traceView: String?

  @Flag(
    help: ArgumentHelp(
      "Report each view's sizing behaviour per axis (expanding, hugging, neutral): intrinsic, and effective with its content."
    ))
  var behaviors = false

  @Option(
    help: ArgumentHelp(
      "Compare the output byte for byte with this file (never written): exit 0 when equal, 1 with a unified diff on standard error when not.",
      valueName: "expected.json"))
  var check: String?

  @Flag(help: "Treat warnings as errors (exit status 2).")
  var strict = false

  @Option(help: "When to colour diagnostics.")
  var color: ColorArgument = .auto

  @Flag(name: .customLong("list-devices"), help: "List the device presets and exit.")
  var listDevices = false

  @Option(
    help: ArgumentHelp(
      "With .swift input: the #Preview(\"NAME\"), PreviewProvider or View struct to lay out, or FILE:N for a file's N-th preview; repeat it for several. Without it, every preview is laid out.",
      valueName: "name"))
  var preview: [String] = []

  @Flag(
    name: .customLong("list-previews"),
    help: "With .swift input: list the previews (name, file:line) and exit.")
  var listPreviews = false

  /// Whether the files are Swift sources (or folders of them).
  var readsSwift: Bool {
    !preview.isEmpty || listPreviews || files.contains { SwiftInput.isSwift($0) }
  }

  /// The usage errors found before the run, each a `CommandLineError` (exit 64), in the order
  /// a reader of the command line meets them.
  public mutating func validate() throws {
    if listDevices { return }
    if let problem = usageProblem() { throw ValidationError(problem.description) }
  }

  func usageProblem() -> CommandLineError? {
    let emptyValues: [(option: String, value: String?, takes: String)] = [
      ("--trace-view", traceView, "a view's .id, or the line it is written on"),
      ("--check", check, "the file to compare the output with"),
      ("--highlight", highlight, "a view's .id"),
      ("--font", font, "the path of a TrueType or OpenType file (.ttf, .otf)"),
      ("--fallback-font", fallbackFont, "the path of a TrueType or OpenType file (.ttf, .otf)"),
      ("--assets", assets, "a folder of images"),
    ]
    for (option, value, takes) in emptyValues where value?.isEmpty == true {
      return .emptyValue(option: option, takes: takes)
    }
    if highlight != nil && format != .svg { return .highlightNeedsSVG }
    if (trace || traceView != nil) && format == .svg { return .traceWithSVG }
    if files.isEmpty { return .missingFile }
    for binding in data where Self.dataBinding(binding) == nil {
      return .invalidValue(
        option: "--data", value: binding, takes: "NAME=FILE.json, NAME a Swift identifier")
    }
    if !data.isEmpty && !readsSwift { return .dataNeedsSwift }
    if let jobs, jobs < 1 { return .invalidJobs(jobs) }
    do { _ = try Matrix.devices(device) } catch { return .unknownDevice(error) }
    if format == .svg && matrix.isMatrix && !readsSwift { return .svgMatrix }
    return canvasFlags.problem()
  }

  /// `NAME=FILE`: NAME a Swift identifier, FILE not empty.
  static func dataBinding(_ text: String) -> (name: String, path: String)? {
    guard let equals = text.firstIndex(of: "=") else { return nil }
    let name = String(text[..<equals])
    let path = String(text[text.index(after: equals)...])
    guard let first = name.unicodeScalars.first, !path.isEmpty,
      first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      })
    else { return nil }
    return (name, path)
  }

  /// Whether the command line is a subcommand's (`check`, `record`, `diff` first).
  public static func isSubcommand(_ arguments: [String]) -> Bool {
    arguments.first.flatMap(Subcommand.init(rawValue:)) != nil
  }

  /// Parses the command line and runs. Every error prints as the run's own errors do,
  /// `error: SENTENCE` on standard error (the parser's `Error: ` lowered to match), followed by
  /// the parser's help and usage lines; `--help` and `--version` print on standard output.
  /// `layoutc-swift` could not be started: an input error that says where it was looked for.
  public static func exitWithMissingFrontEnd(_ program: String) -> Never {
    writeAll(
      "error: .swift input needs '\(program)', built beside layoutc by 'swift build'; it could not be run\n",
      to: 2)
    exit(withError: ExitCode(2))
  }

  public static func parseAndRun(programReader: ProgramReader? = nil) -> Never {
    Self.programReader = programReader
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let first = arguments.first, let subcommand = Subcommand(rawValue: first) {
      subcommand.run(Array(arguments.dropFirst()))
    }
    do {
      var command = try parseAsRoot()
      try command.run()
      exit()
    } catch {
      let status = exitCode(for: error)
      if status == .success || error is ExitCode { exit(withError: error) }
      var text = fullMessage(for: error)
      if text.hasPrefix("Error: ") { text = "error: " + text.dropFirst("Error: ".count) }
      if !text.isEmpty { writeAll(text.hasSuffix("\n") ? text : text + "\n", to: 2) }
      exit(withError: ExitCode(status.rawValue))
    }
  }

  /// The canvas flags, read and checked by the same code as an example's `// layoutc:` header.
  /// In a matrix, the device, size and direction of each combination replace these.
  var canvasFlags: CanvasFlags {
    let devices = (try? Matrix.devices(device)) ?? [nil]
    return CanvasFlags(
      width: width, height: height, device: devices.count == 1 ? devices[0] : nil, scale: scale,
      safeArea: safeArea?.insets, layoutDirection: layoutDirection.directions[0],
      dynamicTypeSize: dynamicType.sizes[0], os: osVersion)
  }

  /// The files and canvases to lay out: one combination, or a matrix.
  var matrix: Matrix {
    Matrix(
      files: files, devices: (try? Matrix.devices(device)) ?? [nil],
      dynamicTypeSizes: dynamicType.sizes,
      layoutDirections: layoutDirection.directions)
  }

  public func run() throws {
    if listDevices {
      RunOutcome(standardOutput: DevicePreset.listing(), exitCode: 0).emit()
      return
    }
    var options = RunOptions(
      input: files.first ?? "-", canvasFlags: canvasFlags, fontPath: font,
      format: format.outputFormat, strict: strict,
      color: color.mode, assetsDirectory: assets, checkPath: check, trace: trace,
      traceView: traceView,
      highlight: highlight)
    options.behaviors = behaviors
    options.fallbackFontPath = fallbackFont
    if readsSwift {
      options.swiftSources = files
      options.previews = preview
      options.listPreviews = listPreviews
      options.data = data.compactMap(Self.dataBinding)
      var environment = RunEnvironment.current()
      environment.programReader = Self.programReader
      var matrix = matrix
      matrix.files = []
      let outcome = LayoutCommand.runSwift(
        options, matrix, jobs: jobs ?? processorCount(), environment: environment)
      outcome.emit()
      if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
      return
    }
    let matrix = matrix
    let outcome: RunOutcome
    if matrix.isMatrix {
      outcome = LayoutCommand.runMatrix(options, matrix, jobs: jobs ?? processorCount())
    } else {
      // One file: its JSON goes to standard output as it is rendered, never held whole.
      SingleArena.use()
      HugePageHeap.prepare(forSourceAt: options.input)
      var environment = RunEnvironment.current()
      environment.streamedOutput = .standardOutput()
      environment.holdsTreeUntilExit = true
      outcome = LayoutCommand.run(options, environment: environment)
    }
    outcome.emit()
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
  }
}
