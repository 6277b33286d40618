import LayoutEngine
import LayoutOutput
import TextMeasurement
import ViewDSL

/// The whole run of `layoutc` without argument parsing: read, compile, lay out, render.
public enum LayoutCommand {
  /// The largest `.view` file read, in bytes (32 MiB: some 800,000 one-line views, past the
  /// view limit of `ViewDSL.maximumViewCount`); a larger one is an input error before parsing.
  public static let maximumSourceSize = 32 << 20

  /// Runs the pipeline on a thread with a large stack (`largeStackSize`) and returns what to
  /// print and the exit status. Never exits the process and never writes to a stream.
  public static func run(_ options: RunOptions, environment: RunEnvironment = .current())
    -> RunOutcome
  {
    onLargeStack { pipeline(options, environment) }
  }

  /// A run that ends early: what to print and the exit status.
  struct Stop: Error {
    var outcome: RunOutcome
    init(_ standardError: String, _ exitCode: Int32) {
      outcome = RunOutcome(standardError: standardError, exitCode: exitCode)
    }
    /// Stops with `error`'s line after what standard error already holds, and its status.
    init(_ error: CommandLineError, after standardError: String = "") {
      self.init(standardError + error.line, error.exitCode)
    }
  }

  /// The run, step by step; each step either returns what the next needs or stops the run
  /// with its diagnostics.
  static func pipeline(_ options: RunOptions, _ environment: RunEnvironment) -> RunOutcome {
    if options.readsSwift && options.previewChoice == nil {
      // The previews and their views are known once the program is read.
      let flags = options.canvasFlags
      let matrix = Matrix(
        files: [], devices: [flags.device], dynamicTypeSizes: [flags.dynamicTypeSize],
        layoutDirections: [flags.layoutDirection])
      return swiftRun(options, matrix, jobs: 1, environment)
    }
    do {
      var canvas = try checkedCanvas(options)
      try checkPaths(options)
      var report: Report
      let tree: LayoutTree
      if options.readsSwift, let choice = options.previewChoice {
        let program: ReadSwiftProgram
        if let read = environment.program {
          program = read
        } else {
          program = try readProgram(options, environment)
        }
        report = Report(
          sources: program.files, bases: program.read.bases,
          color: environment.usesColor(options.color))
        canvas = try previewCanvas(options, choice.settings, &report)
        let compiles = environment.compiles ?? CompileCache()
        tree = try compileProgram(program, choice, options, canvas, &report, compiles)
        if choice.settings.layout == .sizeThatFits {
          canvas = try fittedCanvas(tree, options, canvas, &report)
        }
      } else {
        // A run of its own has freed the syntax by now (a matrix's cache keeps it); layout's
        // tables reuse its pages (BENCHMARKS.md, *One heap for a run on one thread*).
        (tree, report) = try compileViewFile(options, canvas, environment)
      }
      let result = try layOut(tree, options, canvas, &report)
      let outcome = try render(result, options, report.standardError, environment)
      if environment.holdsTreeUntilExit { ExitHeldTree.hold(tree) }
      return outcome
    } catch {
      return error.outcome
    }
  }

  /// The line tables of a run's files, each made on first use.
  final class LineTables {
    private var tables: [Int: LineTable] = [:]

    func table(_ file: Int, _ bytes: [UInt8]) -> LineTable {
      if let table = tables[file] { return table }
      let table = LineTable(bytes)
      tables[file] = table
      return table
    }
  }

  /// What standard error has collected so far, formatted for one source.
  struct Report {
    /// The files of the run (one, except for Swift programs) and the offset each file's
    /// locations start at.
    let sources: [SourceFile]
    let bases: [Int]
    let color: Bool
    var standardError = ""
    /// Each file's line table, made when a location is first asked (most runs ask none).
    let lines = LineTables()

    init(source: SourceFile, color: Bool) {
      self.init(sources: [source], bases: [0], color: color)
    }

    init(sources: [SourceFile], bases: [Int], color: Bool) {
      self.sources = sources
      self.bases = bases
      self.color = color
    }

    var source: SourceFile { sources[0] }

    /// Where a view or modifier is written, as a location of the run: its file's line and
    /// column, offset by where the file starts.
    func location(_ file: Int, _ line: Int, _ column: Int) -> SourceLocation {
      let index = sources.indices.contains(file) ? file : 0
      let bytes = sources[index].bytes
      var location = lines.table(index, bytes).location(line: line, column: column, in: bytes)
      location.offset += bases[index]
      return location
    }

    mutating func add(_ diagnostics: [Diagnostic]) {
      guard !diagnostics.isEmpty else { return }
      guard sources.count > 1 else {
        standardError += DiagnosticFormatter.format(diagnostics, in: source, color: color)
        return
      }
      // Each diagnostic with its own file, its offset made local to it.
      for diagnostic in diagnostics {
        let file = bases.lastIndex { $0 <= diagnostic.location.offset } ?? 0
        var local = diagnostic
        local.location.offset -= bases[file]
        standardError += DiagnosticFormatter.format([local], in: sources[file], color: color)
      }
    }

    /// Stops the run with what was reported.
    func stop() -> Stop { Stop(standardError, ExitStatus.inputError) }

    /// Stops the run with what was reported, then `error`.
    func stop(_ error: CommandLineError) -> Stop { Stop(error, after: standardError) }
  }

  /// 1. The canvas: device preset, then explicit flags.
  static func checkedCanvas(_ options: RunOptions) throws(Stop) -> Canvas {
    if options.highlight != nil && options.format != .svg { throw Stop(.highlightNeedsSVG) }
    do {
      return try options.canvas()
    } catch {
      throw Stop(.unknownDevice(error))
    }
  }

  /// 2. The font must be readable now, even before text measurement uses it, and the assets
  /// folder must exist, even if no image uses it.
  static func checkPaths(_ options: RunOptions) throws(Stop) {
    for font in [options.fontPath, options.fallbackFontPath].compactMap({ $0 }) {
      if let failure = FileReader.checkReadable(path: font) {
        throw Stop(.unreadableFont(font, reason: failure.reason))
      }
    }
    if let assets = options.assetsDirectory, let failure = FileReader.checkFolder(path: assets) {
      throw Stop(.unreadableAssets(assets, reason: failure.reason))
    }
  }

  /// 3. The source, from the file or standard input, at most `maximumSourceSize` bytes.
  static func readSource(_ options: RunOptions, _ environment: RunEnvironment) throws(Stop)
    -> SourceFile
  {
    let isStandardInput = options.input == "-"
    let name = isStandardInput ? "<stdin>" : options.input
    let read: Result<[UInt8], FileReader.Failure>
    if isStandardInput, let given = environment.standardInput {
      read =
        given.count > maximumSourceSize ? .failure(.tooLarge(maximumSourceSize)) : .success(given)
    } else if isStandardInput {
      read = FileReader.readStandardInput(maximumSize: maximumSourceSize)
    } else {
      read = FileReader.read(path: options.input, maximumSize: maximumSourceSize)
    }
    switch read {
    case .success(let bytes): return SourceFile(name: name, bytes: bytes)
    case .failure(let failure): throw Stop(failure.error(reading: name))
    }
  }

  /// Reads, parses and lowers a `.view` file. A run of its own keeps nothing of it past
  /// lowering (its cache ends here), so the syntax is freed before layout: keeping it raised
  /// the 100,000-view file's peak memory by about 160 bytes a view. A matrix's cache lives on.
  static func compileViewFile(
    _ options: RunOptions, _ canvas: Canvas, _ environment: RunEnvironment
  ) throws(Stop) -> (LayoutTree, Report) {
    let compiles = environment.compiles ?? CompileCache()
    let file = try compiles.parsed(options.input) { () throws(Stop) in
      try readSource(options, environment)
    }
    var report = Report(source: file.source, color: environment.usesColor(options.color))
    let tree = try compileTree(file, options, canvas, &report, compiles)
    return (tree, report)
  }

  /// 4. Compile (the parsed file lowered, or a matrix's earlier lowering for an environment
  /// that agrees on what it read); every diagnostic goes to standard error, and an error (or,
  /// with `--strict`, a warning) stops the run.
  static func compileTree(
    _ file: ParsedFile, _ options: RunOptions, _ canvas: Canvas, _ report: inout Report,
    _ compiles: CompileCache
  ) throws(Stop) -> LayoutTree {
    let compiling = compileOptions(options, canvas, input: options.input)
    let fonts = report
    let compiled = compiles.lowered(options.input, for: compiling.environment) {
      // A `.view` program's readers may wait for their size, as Swift input's do.
      compileWithReaders(compiling, canvas, options, fonts) { compiling in
        compile(parsed: file.syntax, parseDiagnostics: file.diagnostics, options: compiling)
      }
    }
    report.add(compiled.diagnostics)
    let hasWarnings = compiled.diagnostics.contains { $0.severity == .warning }
    guard !compiled.hasErrors, !(options.strict && hasWarnings) else { throw report.stop() }
    guard let tree = compiled.tree else {
      throw report.stop(.noView(file.source.name))
    }
    return tree
  }

  /// What compiling needs from the run: `--strict`, image lookup beside `input` (and in
  /// `--assets`), the Dynamic Type size and the canvas. The image finder's scale is the
  /// environment's `displayScale` rounded, so a lookup depends on nothing else of the canvas.
  static func compileOptions(
    _ options: RunOptions, _ canvas: Canvas, input: String, catalogs: [AssetCatalog] = []
  ) -> CompileOptions {
    let finder = ImageFinder(
      input: input, assets: options.assetsDirectory, catalogs: catalogs,
      canvasScale: canvas.scale)
    var compileOptions = CompileOptions(
      strict: options.strict, imageSize: { finder.lookup($0) },
      environment: CompileEnvironment(
        dynamicTypeSize: options.dynamicTypeSize, canvasSize: canvas.size,
        displayScale: canvas.scale, os: canvas.os))
    compileOptions.assetColors = Set(
      catalogs.flatMap(\.colorSets).compactMap(AssetCatalog.colorSymbol))
    compileOptions.imageSymbols = AssetCatalog.imageSymbols(catalogs)
    return compileOptions
  }

  /// 5. Lay out, measuring text with the bundled font (or `--font`). Fonts load only when the
  /// tree has a text node (a `Text`, or the title a control lowers to), so a run without text
  /// starts faster. Then the warnings only layout finds.
  static func layOut(
    _ tree: LayoutTree, _ options: RunOptions, _ canvas: Canvas, _ report: inout Report
  ) throws(Stop) -> LayoutResult {
    let measurer = try measurer(for: tree, options, canvas, report)
    let result = Layout.run(
      tree, on: canvas, textMeasurer: measurer, dynamicTypeSize: options.dynamicTypeSize,
      behaviors: options.behaviors, trace: options.tracing)
    try stopOnAppLayoutErrors(tree, &report)

    // A frame that overflowed `Double` has no number to print: the first such view is an error.
    if let overflow = firstNonFiniteFrame(result, at: report.location) {
      report.add([overflow])
      throw report.stop()
    }

    // Views that took the undetermined 10 points, modifiers that had no effect.
    var layoutDiagnostics =
      undeterminedLengthWarnings(result, at: report.location)
      + AdviceWarnings.diagnostics(result, at: report.location)
      + missingGlyphWarnings(result, measurer, at: report.location)
    if options.strict {
      for i in layoutDiagnostics.indices { layoutDiagnostics[i].severity = .error }
    }
    report.add(layoutDiagnostics)
    if options.strict && !layoutDiagnostics.isEmpty { throw report.stop() }
    return result
  }

  /// 5b. The app's own `Layout`s run during layout: what their methods could not evaluate is
  /// an error after it, and the run stops before any frame is printed.
  static func stopOnAppLayoutErrors(_ tree: LayoutTree, _ report: inout Report) throws(Stop) {
    let errors = layoutDiagnostics(in: tree)
    guard !errors.isEmpty else { return }
    report.add(errors)
    throw report.stop()
  }

  /// The text measurer a tree needs: none without text, so a run without text loads no font.
  static func measurer(
    for tree: LayoutTree, _ options: RunOptions, _ canvas: Canvas, _ report: Report
  ) throws(Stop) -> TextMeasurer? {
    guard tree.containsText else { return nil }
    do {
      return try textMeasurer(options, canvas)
    } catch {
      throw report.stop(.notAFont(String(describing: error)))
    }
  }

  /// 5a. A preview laid out at the size that fits it: the canvas becomes the size the root
  /// takes when offered the whole canvas, so that the second layout places it at the origin.
  static func fittedCanvas(
    _ tree: LayoutTree, _ options: RunOptions, _ canvas: Canvas, _ report: inout Report
  ) throws(Stop) -> Canvas {
    let measurer = try measurer(for: tree, options, canvas, report)
    let probe = Layout.run(
      tree, on: canvas, textMeasurer: measurer, dynamicTypeSize: options.dynamicTypeSize)
    try stopOnAppLayoutErrors(tree, &report)
    // On the pixel grid, as the hosting view that shows it is.
    var fitted = canvas
    let frame = probe.displayFrame(tree.root)
    fitted.size = Size(width: frame.width, height: frame.height)
    return fitted
  }

  /// 6. Render, with the trace first in the table format and last in the JSON; or compare
  /// with `--check`'s file. A plain JSON run with a `streamedOutput` writes its document there.
  static func render(
    _ result: LayoutResult, _ options: RunOptions, _ standardError: String,
    _ environment: RunEnvironment
  ) throws(Stop) -> RunOutcome {
    var trace: [TraceEntry]?
    switch traceEntries(result, options) {
    case .success(let entries): trace = entries
    case .failure(let unknown): throw Stop(unknown, after: standardError)
    }
    let output: String
    switch options.format {
    case .json:
      if options.checkPath == nil, let output = environment.streamedOutput {
        // Output starts here, so nothing after it may fail: every error (and, with
        // `--strict`, every warning) stopped the run before rendering, the trace's view was
        // found above, and rendering cannot fail. Standard error, collected before, is
        // written after the document, as `emit` writes a whole one's.
        JSONRenderer.stream(result, trace: trace) { output.write($0) }
        return RunOutcome(standardError: standardError, exitCode: ExitStatus.success)
      }
      let document = JSONRenderer.renderBytes(result, trace: trace)
      guard options.checkPath != nil else {
        // Written out as rendered: a large document is never copied into a `String`.
        return RunOutcome(
          standardOutput: document, standardError: standardError, exitCode: ExitStatus.success)
      }
      output = document.string
    case .table:
      output =
        (trace.map { TraceRenderer.render($0, in: result) + "\n" } ?? "")
        + TableRenderer.render(result)
    case .svg:
      if let problem = SVGPicture.highlightProblem(options.highlight, in: result.tree) {
        throw Stop(problem, after: standardError)
      }
      output = SVGPicture.render(result, highlight: options.highlight)
    }
    if let expected = options.checkPath {
      return check(output, against: expected, standardError: standardError)
    }
    return RunOutcome(
      standardOutput: output, standardError: standardError, exitCode: ExitStatus.success)
  }

  /// `--check`: the output compared byte for byte with the expected file, which is never
  /// written. Equal: exit 0, nothing on standard output; different: a unified diff on standard
  /// error and exit 1; an unreadable expected file is an input error (exit 2).
  static func check(_ output: String, against path: String, standardError: String) -> RunOutcome {
    switch FileReader.read(path: path) {
    case .failure(let failure):
      let error = CommandLineError.unreadableExpected(path, reason: failure.reason)
      return RunOutcome(standardError: standardError + error.line, exitCode: error.exitCode)
    case .success(let bytes):
      if bytes == Array(output.utf8) {
        return RunOutcome(standardError: standardError, exitCode: ExitStatus.success)
      }
      let diff = UnifiedDiff.diff(
        expected: String(decoding: bytes, as: UTF8.self), actual: output, expectedName: path,
        actualName: "layoutc output")
      // Only bytes that do not decode as UTF-8 can differ without a line differing.
      let message =
        diff.isEmpty
        ? "error: '\(path)' differs from the output in bytes that are not UTF-8\n" : diff
      return RunOutcome(standardError: standardError + message, exitCode: ExitStatus.difference)
    }
  }

  /// The text measurer of a run: the canvas's scale (a scale of 0 measures at 3x, iPhone's
  /// grid, since text sizes are always on some pixel grid), the Dynamic Type size, the font.
  static func textMeasurer(_ options: RunOptions, _ canvas: Canvas) throws -> TextMeasurer {
    let scale = canvas.scale > 0 ? canvas.scale : 3
    let size = options.dynamicTypeSize
    let measurer =
      try options.fontPath.map {
        try TextMeasurer(displayScale: scale, dynamicTypeSize: size, fontFile: $0)
      }
      ?? TextMeasurer(
        displayScale: scale, dynamicTypeSize: size,
        fontDirectory: try TextMeasurer.bundledFontDirectory())
    if let fallback = options.fallbackFontPath { try measurer.useFallbackFont(fallback) }
    return measurer
  }

  /// One warning per text with characters no font had (measured as empty boxes), at the
  /// view's line, in source order.
  static func missingGlyphWarnings(
    _ result: LayoutResult, _ measurer: TextMeasurer?,
    at locate: (_ file: Int, _ line: Int, _ column: Int) -> SourceLocation
  ) -> [Diagnostic] {
    guard let measurer else { return [] }
    return result.tree.views.compactMap { view in
      guard let text = result.tree.textLayout(of: view.node) else { return nil }
      let missing =
        text.runs.isEmpty
        ? measurer.missingCharacters(in: text.string) : measurer.missingCharacters(in: text.runs)
      guard !missing.isEmpty else { return nil }
      return Diagnostic(
        .missingGlyphs(String(missing.prefix(5))), at: locate(view.file, view.line, view.column))
    }
  }

  /// One warning per view that filled an unproposed length with SwiftUI's 10 points, at the
  /// view's line, in source order.
  static func undeterminedLengthWarnings(
    _ result: LayoutResult, at locate: (_ file: Int, _ line: Int, _ column: Int) -> SourceLocation
  ) -> [Diagnostic] {
    guard !result.undeterminedLengths.isEmpty else { return [] }
    return result.tree.views.compactMap { view in
      guard let axes = result.undeterminedLengths[view.node] else { return nil }
      let lengths =
        axes.count == 2 ? "width or height" : axes[0] == .horizontal ? "width" : "height"
      return Diagnostic(
        .undeterminedLength(view.type, lengths),
        at: locate(view.file, view.line, view.column))
    }
  }

  /// An error at the first view (in output order) whose frame, or a modifier's frame, is not
  /// finite after rounding, or nil.
  static func firstNonFiniteFrame(
    _ result: LayoutResult, at locate: (_ file: Int, _ line: Int, _ column: Int) -> SourceLocation
  ) -> Diagnostic? {
    // Every frame is finite once rounded when every unrounded length is far inside `Double`'s
    // range (rounding multiplies by the scale): one pass over the frames answers for the usual
    // layout, instead of rounding every view's and modifier's frame (5.8 million
    // instructions for 10,000 views, 2% of the run).
    let bound = 1e300
    if result.canvas.scale <= 1e6,
      result.frames.allSatisfy({
        $0.minX.magnitude <= bound && $0.minY.magnitude <= bound
          && $0.width.magnitude <= bound && $0.height.magnitude <= bound
      })
    {
      return nil
    }
    func finite(_ node: NodeID) -> Bool {
      let r = result.displayFrame(node)
      return r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }
    guard
      let view = result.tree.views.first(where: { v in
        !finite(v.node) || v.modifiers.contains { !finite($0.node) }
      })
    else { return nil }
    return Diagnostic(
      .frameNotFinite(view.type), at: locate(view.file, view.line, view.column))
  }
}
