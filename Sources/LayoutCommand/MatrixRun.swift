import LayoutEngine
import LayoutOutput

extension LayoutCommand {
  /// Runs every combination of `matrix` with the other flags of `base`, `jobs` at a time, and
  /// joins the outputs in the matrix's order: JSON Lines — one document per line, with a
  /// `combination` key after `schemaVersion` naming its file, device, Dynamic Type size and
  /// direction — or, for the table format, each table under a `==` title line. Standard error
  /// holds each distinct diagnostic text once, in order; the exit status is the worst run's.
  /// `--check` compares the joined output.
  public static func runMatrix(
    _ base: RunOptions, _ matrix: Matrix, jobs: Int, environment: RunEnvironment = .current()
  ) -> RunOutcome {
    // A picture is one document of one canvas; several would not make one SVG file.
    guard base.format != .svg else {
      let error = CommandLineError.svgMatrix
      return RunOutcome(standardError: error.line, exitCode: error.exitCode)
    }
    var environment = environment
    if matrix.files.contains("-"), environment.standardInput == nil {
      // Standard input can be read once; every combination of `-` gets the same bytes.
      switch FileReader.readStandardInput() {
      case .success(let bytes): environment.standardInput = bytes
      case .failure(let failure):
        let error = failure.error(reading: "<stdin>")
        return RunOutcome(standardError: error.line, exitCode: error.exitCode)
      }
    }
    // Each file is parsed once, and lowered once per environment its lowering tells apart.
    if environment.compiles == nil { environment.compiles = CompileCache() }
    let combinations = matrix.combinations
    let shared = environment
    let outcomes = parallelMap(combinations.count, workers: jobs) { i in
      pipeline(options(base, combinations[i]), shared)
    }

    var output = ""
    var lines: [UInt8] = []  // the JSON Lines, joined as bytes (`JSONLine`)
    var standardError = ""
    var seen: Set<String> = []
    var status = ExitStatus.success
    for (combination, outcome) in zip(combinations, outcomes) {
      if !outcome.standardError.isEmpty, seen.insert(outcome.standardError).inserted {
        standardError += outcome.standardError
      }
      status = max(status, outcome.exitCode)
      guard outcome.exitCode == ExitStatus.success else { continue }
      switch base.format {
      case .json:
        let field = combinationField(combination)
        outcome.withStandardOutputBytes { JSONLine.append($0, inserting: field, to: &lines) }
      case .table:
        output += (output.isEmpty ? "" : "\n") + title(combination) + "\n" + outcome.standardOutput
      case .svg: break  // refused above
      }
    }
    if base.format == .json { output = String(decoding: lines, as: UTF8.self) }
    if status != ExitStatus.success {
      return RunOutcome(standardOutput: output, standardError: standardError, exitCode: status)
    }
    if let expected = base.checkPath {
      return check(output, against: expected, standardError: standardError)
    }
    return RunOutcome(standardOutput: output, standardError: standardError, exitCode: status)
  }

  /// The options of one combination: the base's, with its file, device, size and direction.
  static func options(_ base: RunOptions, _ c: Matrix.Combination) -> RunOptions {
    var options = base
    if let preview = c.preview {
      options.previewChoice = preview
    } else {
      options.input = c.file
    }
    options.canvasFlags.device = c.device
    options.canvasFlags.dynamicTypeSize = c.dynamicTypeSize
    options.canvasFlags.layoutDirection = c.layoutDirection
    options.checkPath = nil
    return options
  }

  /// `== Screen.view · iPhone 16 Pro · large · leftToRight ==`
  static func title(_ c: Matrix.Combination) -> String {
    "== "
      + ([c.file] + (c.preview.map { [$0.label] } ?? []) + [
        c.device ?? "no device", c.dynamicTypeSize.rawValue, c.directionName,
      ]).joined(separator: " · ") + " =="
  }

  /// A `jq .`-style document as one line, with the combination after `schemaVersion`
  /// (`JSONLine.append`).
  static func jsonLine(_ document: String, _ c: Matrix.Combination) -> String {
    var document = document
    var line: [UInt8] = []
    document.withUTF8 { JSONLine.append($0, inserting: combinationField(c), to: &line) }
    return String(decoding: line, as: UTF8.self)
  }

  /// `"combination": {…},` on one line: the field a matrix's JSON line gets after
  /// `schemaVersion`.
  static func combinationField(_ c: Matrix.Combination) -> [UInt8] {
    let combination: JSONValue = .object(
      [("file", .string(c.file))] + (c.preview.map { [("preview", .string($0.label))] } ?? []) + [
        ("device", c.device.map { .string($0) } ?? .null),
        ("dynamicType", .string(c.dynamicTypeSize.rawValue)),
        ("layoutDirection", .string(c.directionName)),
      ])
    let rendered = combination.rendered().split(separator: "\n").map { $0.drop { $0 == " " } }
      .joined()
    return Array(("\"combination\": " + rendered + ",").utf8)
  }
}
