import Foundation
import LayoutEngine
import SwiftFrontEnd
import Testing

@testable import LayoutCommand

/// A matrix reads and parses each file once and lowers it once per distinct environment its
/// lowering read; its output is the output of running every combination on its own.
@Suite struct MatrixCompileTests {
  /// A scratch `.view` file with `text`.
  func file(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-matrix-\(UUID().uuidString).view")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Runs the matrix with a cache the test can read, on two workers.
  func run(_ matrix: Matrix, format: OutputFormat = .json) -> (RunOutcome, CompileCache.Counts) {
    let cache = CompileCache()
    var environment = RunEnvironment()
    environment.compiles = cache
    let outcome = LayoutCommand.runMatrix(
      RunOptions(input: "", format: format), matrix, jobs: 2, environment: environment)
    return (outcome, cache.counts)
  }

  /// The matrix's output put together from runs of one combination each (each with its own
  /// parse and lowering, as every combination had before the cache).
  func oneByOne(_ matrix: Matrix, format: OutputFormat = .json) -> String {
    var output = ""
    for c in matrix.combinations {
      let alone = LayoutCommand.run(
        LayoutCommand.options(RunOptions(input: "", format: format), c),
        environment: RunEnvironment())
      switch format {
      case .json: output += LayoutCommand.jsonLine(alone.standardOutput, c)
      default:
        output +=
          (output.isEmpty ? "" : "\n") + LayoutCommand.title(c) + "\n" + alone.standardOutput
      }
    }
    return output
  }

  /// Nothing of the canvas is read: a circle and a text (fonts scale at layout, not when
  /// lowering). 3 devices × 12 sizes × 2 directions = 72 combinations, 1 parse, 1 lowering.
  @Test func fileReadingNothingIsLoweredOnce() throws {
    let path = try file(
      "VStack(spacing: 8)\n  Circle()\n    .frame(width: 44, height: 44)\n  Text(\"Layout\")\n    .font(.headline)\n"
    )
    let matrix = Matrix(
      files: [path], devices: ["iPhone 16 Pro", "iPhone SE (3rd generation)", "iPad Pro 13-inch"],
      dynamicTypeSizes: DynamicTypeSize.allCases, layoutDirections: [.leftToRight, .rightToLeft])
    let (outcome, counts) = run(matrix)
    #expect(outcome.exitCode == 0)
    #expect(counts == CompileCache.Counts(parses: 1, lowerings: 1))
    #expect(outcome.standardOutput == oneByOne(matrix))
  }

  /// `dynamicTypeSize <= .medium` picks the layout: one lowering per size (12), shared by the
  /// 2 devices; the text below reads nothing more.
  @Test func fileReadingDynamicTypeIsLoweredPerSize() throws {
    let path = try file(
      "let layout = dynamicTypeSize <= .medium ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())\nlayout\n  Text(\"First\")\n  Text(\"Second\")\n"
    )
    let matrix = Matrix(
      files: [path], devices: ["iPhone 16 Pro", "iPhone SE (3rd generation)"],
      dynamicTypeSizes: DynamicTypeSize.allCases)
    let (outcome, counts) = run(matrix, format: .table)
    #expect(outcome.exitCode == 0)
    #expect(counts == CompileCache.Counts(parses: 1, lowerings: 12))
    #expect(outcome.standardOutput == oneByOne(matrix, format: .table))
    // The two layouts really differ: HStackLayout at xSmall, VStackLayout at large.
    #expect(outcome.standardOutput.contains("HStackLayout"))
    #expect(outcome.standardOutput.contains("VStackLayout"))
  }

  /// The examples BENCHMARKS.md and CommandLine.md cite: FeedCard reads nothing (1 lowering
  /// for 11 devices × 12 sizes), Apple's AnyLayout example reads the size (12).
  @Test func examplesLowerAsDocumented() throws {
    let sizes = DynamicTypeSize.allCases
    let devices = try Matrix.devices("all")
    let feed = run(
      Matrix(files: ["Examples/FeedCard.view"], devices: devices, dynamicTypeSizes: sizes))
    #expect(feed.0.exitCode == 0)
    #expect(feed.1 == CompileCache.Counts(parses: 1, lowerings: 1))
    let dynamic = run(
      Matrix(files: ["Examples/DynamicLayout.view"], devices: devices, dynamicTypeSizes: sizes))
    #expect(dynamic.0.exitCode == 0)
    #expect(dynamic.1 == CompileCache.Counts(parses: 1, lowerings: 12))
  }

  /// A size class is read as a class: every iPhone in portrait is compact wide and every iPad
  /// regular, so all devices × 2 sizes lower twice, whatever the canvas sizes.
  @Test func sizeClassIsKeyedByClassNotCanvas() throws {
    let path = try file(
      "AnyLayout(horizontalSizeClass == .compact ? VStackLayout() : HStackLayout())\n  Color.red\n  Color.blue\n"
    )
    let matrix = Matrix(
      files: [path], devices: try Matrix.devices("all"), dynamicTypeSizes: [.large, .xxxLarge])
    let (outcome, counts) = run(matrix)
    #expect(outcome.exitCode == 0)
    #expect(counts == CompileCache.Counts(parses: 1, lowerings: 2))
    #expect(outcome.standardOutput == oneByOne(matrix))
  }

  /// A file with an error stops every combination with the same diagnostic, printed once,
  /// from one parse and one lowering; a missing file is read once and fails every time.
  @Test func diagnosticsAreTheSameForEveryCombination() throws {
    let path = try file("VStack()\n  Text(\"a\")\n    .padding(-)\n")
    let matrix = Matrix(files: [path, "/nonexistent/x.view"], dynamicTypeSizes: [.small, .large])
    let (outcome, counts) = run(matrix)
    #expect(outcome.exitCode == 2)
    #expect(counts == CompileCache.Counts(parses: 1, lowerings: 1))
    let lines = outcome.standardError.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix(path + ":3:") })
    #expect(lines.filter { $0.contains("/nonexistent/x.view") }.count == 1)
  }

  /// `layoutc check` shares the cache across a screen's canvases: 2 devices × 3 sizes of a
  /// screen that reads nothing, 1 parse and 1 lowering, 6 goldens recorded.
  @Test func goldenCheckCompilesOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-matrix-goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("Color.red\n  .frame(width: 10, height: 20)\n".utf8).write(
      to: folder.appendingPathComponent("Swatch.view"))
    let cache = CompileCache()
    var environment = RunEnvironment()
    environment.compiles = cache
    var options = GoldenOptions(mode: .record, paths: [folder.path], jobs: 2)
    options.device = "iPhone 16 Pro,iPhone SE (3rd generation)"
    options.dynamicType = "small,large,accessibility1"
    let outcome = LayoutCommand.runGoldens(options, environment: environment)
    #expect(outcome.outcome.exitCode == 0)
    #expect(cache.counts == CompileCache.Counts(parses: 1, lowerings: 1))
    let recorded = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("__Layouts__").path)
    #expect(recorded.count == 6)
  }
}

/// Swift input: the program is read once (as before); each preview is lowered once per
/// environment it reads.
@Suite struct SwiftMatrixCompileTests {
  static let source = """
    import SwiftUI

    struct Card: View {
      @Environment(\\.dynamicTypeSize) var size
      var body: some View {
        VStack {
          Text("Title")
          if size.isAccessibilitySize { Text("Large print") }
        }
      }
    }

    #Preview("Card") { Card() }
    #Preview("Plain") { Text("Plain") }
    """

  /// 2 previews × 2 devices × 12 sizes = 48 combinations: "Card" reads the size (12
  /// lowerings), "Plain" reads nothing (1); the same JSON Lines as one run per combination.
  @Test func previewsAreLoweredPerReadEnvironment() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-matrix-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.source.utf8).write(to: folder.appendingPathComponent("Card.swift"))
    var base = RunOptions(input: "", format: .json)
    base.swiftSources = [folder.path]
    var matrix = Matrix(
      files: [], devices: ["iPhone 16 Pro", "iPad Pro 13-inch"],
      dynamicTypeSizes: DynamicTypeSize.allCases)
    let cache = CompileCache()
    var environment = RunEnvironment()
    environment.programReader = SwiftProgramReader.read
    environment.compiles = cache
    let outcome = LayoutCommand.runSwift(base, matrix, jobs: 2, environment: environment)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(cache.counts == CompileCache.Counts(parses: 0, lowerings: 13))

    environment.compiles = nil
    environment.program = try LayoutCommand.readProgram(base, environment)
    let program = try #require(environment.program)
    matrix.previews = try LayoutCommand.choices(program, base, environment)
    var alone = ""
    for c in matrix.combinations {
      let one = LayoutCommand.run(LayoutCommand.options(base, c), environment: environment)
      alone += LayoutCommand.jsonLine(one.standardOutput, c)
    }
    #expect(matrix.combinations.count == 48)
    #expect(outcome.standardOutput == alone)
    #expect(alone.contains("Large print"))
  }
}
