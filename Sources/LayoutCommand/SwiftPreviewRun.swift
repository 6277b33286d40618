import LayoutEngine
import ViewDSL

extension LayoutCommand {
  /// A Swift run: the program is read once; each preview chosen (every preview when
  /// `--preview` names none), each view its body shows, and each device, Dynamic Type size and
  /// direction of `matrix` is a combination. One combination prints as a `.view` run does;
  /// several print as a matrix (`runMatrix`).
  public static func runSwift(
    _ base: RunOptions, _ matrix: Matrix, jobs: Int, environment: RunEnvironment = .current()
  ) -> RunOutcome {
    onLargeStack { swiftRun(base, matrix, jobs: jobs, environment) }
  }

  static func swiftRun(
    _ base: RunOptions, _ matrix: Matrix, jobs: Int, _ environment: RunEnvironment
  ) -> RunOutcome {
    do {
      let program = try readProgram(base, environment)
      if base.listPreviews {
        return RunOutcome(
          standardOutput: PreviewSelection.listing(program), standardError: "", exitCode: 0)
      }
      var environment = environment
      environment.program = program
      var matrix = matrix
      matrix.previews = try choices(program, base, environment)
      if !matrix.isMatrix, let only = matrix.combinations.first {
        return pipeline(options(base, only), environment)
      }
      return runMatrix(base, matrix, jobs: jobs, environment: environment)
    } catch {
      return error.outcome
    }
  }

  /// Every canvas of the previews chosen: one per view a preview's body shows.
  static func choices(
    _ program: ReadSwiftProgram, _ options: RunOptions, _ environment: RunEnvironment
  ) throws(Stop) -> [PreviewChoice] {
    let entries: [(label: String, file: String, entry: ProgramEntry)]
    switch PreviewSelection.entries(options.previews, in: program) {
    case .success(let chosen): entries = chosen
    case .failure(let error):
      var report = Report(
        sources: program.files, bases: program.read.bases,
        color: environment.usesColor(options.color))
      report.add(program.read.diagnostics)
      throw report.stop(error)
    }
    let canvas = (try? options.canvas()) ?? Canvas()
    var compiling = compileOptions(
      options, canvas, input: program.files[0].name, catalogs: program.catalogs)
    compiling.data = program.data
    compiling.resources = resourceLookup(options)
    compiling.stringSymbols = program.stringSymbols
    var choices: [PreviewChoice] = []
    for (label, file, entry) in entries {
      let parts = previewParts(program.read.program, entry: entry, options: compiling)
      guard parts.count > 1 else {
        choices.append(
          PreviewChoice(
            entry: entry, part: 0, settings: parts.first ?? PreviewPart(), file: file,
            label: label))
        continue
      }
      for (k, part) in parts.enumerated() {
        choices.append(
          PreviewChoice(
            entry: entry, part: k, settings: part, file: file,
            label: label + " / " + (part.displayName ?? String(k + 1))))
      }
    }
    return choices
  }

  /// The canvas a preview asks for where the command line says nothing: `.previewDevice`'s
  /// device (when no `--device`, `--width` or `--height`), `.previewLayout(.fixed(…))`'s size,
  /// and no safe area for a fixed or fitting layout. What layoutc cannot show is a warning.
  static func previewCanvas(_ options: RunOptions, _ settings: PreviewPart, _ report: inout Report)
    throws(Stop) -> Canvas
  {
    var flags = options.canvasFlags
    if let device = settings.device, flags.device == nil, flags.width == nil, flags.height == nil {
      if let preset = try? DevicePreset.named(device) {
        flags.device = preset.name
      } else {
        report.standardError +=
          "warning: the preview's device '\(device)' is not one layoutc knows (see --list-devices); it is laid out on the canvas of the command line\n"
      }
    }
    switch settings.layout {
    case .device: break
    case .sizeThatFits:
      if flags.safeArea == nil { flags.safeArea = EdgeInsets() }
    case .fixed(let width, let height):
      if flags.width == nil { flags.width = width }
      if flags.height == nil { flags.height = height }
      if flags.safeArea == nil { flags.safeArea = EdgeInsets() }
    }
    if settings.landscape {
      report.standardError +=
        "warning: the preview asks for landscape; layoutc lays it out in portrait (give --width and --height for a landscape canvas)\n"
    }
    var checked = options
    checked.canvasFlags = flags
    return try checkedCanvas(checked)
  }
}
