import LayoutDiff
import LayoutOutput
import ViewDSL

/// What one screen on one canvas came to.
struct GoldenResult: Sendable {
  enum Status: Sendable, Equatable {
    case unchanged, changed, new, error
  }

  var status: Status
  /// The JSON laid out now (what `record` writes).
  var output = ""
  /// Diagnostics (warnings too, when the run succeeded).
  var standardError = ""
  /// The lines shown under a changed screen: the semantic diff, or the unified diff.
  var diff: [String] = []
  /// Whether `diff` is a unified diff (`--diff text`).
  var unified = false
  /// Where the first changed view is written, for annotations.
  var firstFile: String?
  var firstLine: Int?
  /// `--diff-svg`'s picture.
  var svg: String?
}

extension LayoutCommand {
  /// `layoutc check` and `layoutc record` (Documentation/CI.md): every screen on every canvas,
  /// `jobs` at a time, compared with its golden; `record` then writes the missing and changed
  /// goldens. The lines come in the plan's order whatever the timing.
  public static func runGoldens(
    _ options: GoldenOptions, environment: RunEnvironment = .current()
  ) -> GoldenOutcome {
    onLargeStack { goldenRun(options, environment) }
  }

  static func goldenRun(_ options: GoldenOptions, _ environment: RunEnvironment) -> GoldenOutcome {
    func stop(_ error: CommandLineError) -> GoldenOutcome {
      GoldenOutcome(outcome: RunOutcome(standardError: error.line, exitCode: error.exitCode))
    }
    if options.mode == .record && environment.isCI && !options.allowCI {
      return stop(.recordInCI)
    }
    let inputs: GoldenInputs
    do { inputs = try GoldenInputs.find(options.paths, goldens: options.goldens) } catch {
      return stop(error)
    }
    var environment = environment
    var base = options.run
    base.format = .json
    base.checkPath = nil
    var previews: [PreviewChoice] = []
    if !inputs.swiftFiles.isEmpty {
      guard environment.programReader != nil else {
        return GoldenOutcome(outcome: RunOutcome(exitCode: 0), needsSwiftFrontEnd: true)
      }
      base.swiftSources = inputs.swiftFiles
      do {
        let program = try readProgram(base, environment)
        environment.program = program
        // Sources without a preview (models, helpers) beside `.view` screens are no screens.
        if !program.read.program.previews.isEmpty || inputs.views.isEmpty {
          previews = try choices(program, base, environment)
        }
      } catch {
        return GoldenOutcome(outcome: error.outcome)
      }
    }
    let plan: GoldenPlan
    do { plan = try GoldenPlan.make(options, inputs, previews: previews) } catch {
      return stop(error)
    }
    let items = plan.items
    if environment.compiles == nil { environment.compiles = CompileCache() }
    let shared = environment
    let sharedBase = base
    let wantsPicture = options.diffSVG != nil
    var results = parallelMap(items.count, workers: options.jobs) { i in
      goldenResult(items[i], sharedBase, shared, style: options.diff, picture: wantsPicture)
    }
    let expected = Set(items.map(\.golden))
    let stale = plan.existingGoldens.filter { !expected.contains($0) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var report = GoldenReport(mode: options.mode, items: items, results: results, stale: stale)
    if options.mode == .record {
      record(items, &results, &report, prune: options.prune)
    }
    report.results = results
    var written: [(path: String, text: String)] = []
    if let folder = options.diffSVG {
      for (item, result) in zip(items, results) {
        if let svg = result.svg { written.append((pictureName(item.golden, in: folder), svg)) }
      }
    }
    if let junit = options.junit { written.append((junit, report.junit())) }
    for (path, text) in written {
      if let reason = FileSystem.write(text, to: path) {
        report.failures.append(CommandLineError.unwritable(path, reason: reason).line)
      }
    }
    return GoldenOutcome(
      outcome: report.outcome(annotations: environment.isGitHubActions))
  }

  /// Lays out one screen on one canvas and compares it with its golden.
  static func goldenResult(
    _ item: GoldenItem, _ base: RunOptions, _ environment: RunEnvironment,
    style: GoldenOptions.DiffStyle, picture: Bool
  ) -> GoldenResult {
    if let problem = item.problem { return GoldenResult(status: .error, standardError: problem) }
    var run = base
    run.canvasFlags = item.flags
    // A `.view` screen is read as a `.view` file even when Swift screens share the run.
    if item.combination.preview == nil { run.swiftSources = [] }
    let outcome = pipeline(options(run, item.combination), environment)
    guard outcome.exitCode == ExitStatus.success else {
      return GoldenResult(status: .error, standardError: outcome.standardError)
    }
    var result = GoldenResult(
      status: .unchanged, output: outcome.standardOutput, standardError: outcome.standardError)
    let bytes: [UInt8]
    switch FileReader.read(path: item.golden, maximumSize: maximumSourceSize) {
    case .success(let read): bytes = read
    case .failure(let failure):
      guard FileSystem.exists(item.golden) else {
        result.status = .new
        return result
      }
      result.status = .error
      result.standardError +=
        CommandLineError.unreadableExpected(item.golden, reason: failure.reason).line
      return result
    }
    guard bytes != Array(result.output.utf8) else { return result }
    result.status = .changed
    describe(&result, golden: bytes, name: item.golden, style: style, picture: picture)
    return result
  }

  /// The lines under a changed screen, where its first change is written, and its picture.
  static func describe(
    _ result: inout GoldenResult, golden: [UInt8], name: String, style: GoldenOptions.DiffStyle,
    picture: Bool
  ) {
    let new = LayoutDocument.read(Array(result.output.utf8))
    let old = LayoutDocument.read(golden)
    if style == .text {
      let text = UnifiedDiff.diff(
        expected: String(decoding: golden, as: UTF8.self), actual: result.output,
        expectedName: name, actualName: "layoutc output")
      result.diff = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map(String.init)
      result.unified = true
    }
    guard case .success(let olds) = old, case .success(let news) = new, olds.count == 1,
      news.count == 1
    else {
      if style == .semantic {
        let reason =
          (try? old.get()).map { _ in "it holds several documents" }
          ?? {
            if case .failure(let error) = old { return error.description }
            return ""
          }()
        result.diff = ["the golden is not one layoutc JSON document (\(reason))"]
      }
      return
    }
    let diff = SemanticDiff(old: olds[0], new: news[0])
    if style == .semantic {
      result.diff =
        diff.isEmpty
        ? ["the JSON differs, but no view's frame, text or modifiers did (--diff text shows it)"]
        : diff.lines
    }
    if let first = diff.changes.first(where: { $0.newIndex != nil }) ?? diff.changes.first {
      result.firstFile = first.file
      result.firstLine = first.line
    }
    if picture { result.svg = DiffPicture.render(old: olds[0], new: news[0], diff: diff) }
  }

  /// `record`: writes each new and changed golden, and with `prune` deletes the stale ones.
  static func record(
    _ items: [GoldenItem], _ results: inout [GoldenResult], _ report: inout GoldenReport,
    prune: Bool
  ) {
    for index in items.indices
    where results[index].status == .new || results[index].status == .changed {
      if let reason = FileSystem.write(results[index].output, to: items[index].golden) {
        results[index].status = .error
        results[index].standardError +=
          CommandLineError.unwritable(items[index].golden, reason: reason).line
      } else {
        report.recorded.insert(index)
      }
    }
    guard prune else { return }
    for path in report.stale {
      if let reason = FileSystem.remove(path) {
        report.failures.append(CommandLineError.unwritable(path, reason: reason).line)
      } else {
        report.deleted.insert(path)
      }
    }
  }

  /// `--diff-svg DIR`: the golden's path under `DIR`, without `__Layouts__`, as `.svg`
  /// (`Screens/__Layouts__/Card.iPhone-16-Pro.json` → `DIR/Screens/Card.iPhone-16-Pro.svg`).
  static func pictureName(_ golden: String, in folder: String) -> String {
    let parts = golden.split(separator: "/").map(String.init)
      .filter { $0 != GoldenInputs.goldenFolderName && $0 != "." }
      .map { $0 == ".." ? "__" : $0 }
    var path = parts.joined(separator: "/")
    if path.hasSuffix(".json") { path.removeLast(5) }
    return FileSystem.join(folder, path + ".svg")
  }
}
