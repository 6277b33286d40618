import Foundation
import LayoutEngine
import Testing

@testable import LayoutCommand
@testable import ViewDSL

/// Hostile input through the whole run (read, parse, lower, lay out, render): each case gets a
/// clear error or a correct layout, quickly, and never a crash. Time bounds are generous
/// (debug builds on a shared two-core machine); what they catch is a hang or an exponential.
@Suite struct HostileInputTests {
  /// A run of `text` on standard input, and how many seconds it took.
  func run(_ text: String, format: OutputFormat = .json) -> (RunOutcome, Double) {
    run(bytes: Array(text.utf8), format: format)
  }

  func run(bytes: [UInt8], format: OutputFormat = .json) -> (RunOutcome, Double) {
    let start = Date()
    let outcome = LayoutCommand.run(
      RunOptions(input: "-", format: format, color: .never),
      environment: RunEnvironment(standardInput: bytes))
    return (outcome, Date().timeIntervalSince(start))
  }

  /// The outcome is either a layout whose every number is finite or an error that says so.
  func expectCleanOutcome(_ outcome: RunOutcome, _ source: String) {
    switch outcome.exitCode {
    case ExitStatus.success:
      // The root's parent is the only null: no length or position is.
      let nulls = outcome.standardOutput.components(separatedBy: ": null").count - 1
      #expect(
        nulls == outcome.standardOutput.components(separatedBy: "\"parent\": null").count - 1,
        "\(source)")
      #expect(
        !outcome.standardOutput.contains("nan") && !outcome.standardOutput.contains("inf"),
        "\(source)")
    case ExitStatus.inputError:
      #expect(outcome.standardError.contains("error:"), "\(source)")
      #expect(outcome.standardOutput.isEmpty, "\(source)")
    default:
      Issue.record("exit \(outcome.exitCode) for \(source)")
    }
  }

  // MARK: - Size

  /// A 100 MB file is refused from its size, before a byte is read (a sparse file: instant).
  @Test func hundredMegabyteFileIsRefusedUnread() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-100mb-\(UUID().uuidString).view").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100_000_000)
    try handle.close()
    let outcome = LayoutCommand.run(RunOptions(input: path, color: .never))
    #expect(outcome.exitCode == ExitStatus.inputError)
    #expect(
      outcome.standardError
        == "error: '\(path)' is larger than the limit of 32 MiB; layoutc lays out smaller files\n")
  }

  /// The same limit on standard input: one byte past 32 MiB is refused.
  @Test func standardInputPastTheSizeLimitIsRefused() {
    let (outcome, _) = run(bytes: [UInt8](repeating: UInt8(ascii: " "), count: (32 << 20) + 1))
    #expect(outcome.exitCode == ExitStatus.inputError)
    #expect(
      outcome.standardError
        == "error: '<stdin>' is larger than the limit of 32 MiB; layoutc lays out smaller files\n")
  }

  /// A million siblings (12 MB): reading stops at the 500,001st view with one error there
  /// (line 500,002: the VStack is view 1 on line 1), nothing is laid out.
  @Test(.timeLimit(.minutes(2))) func millionSiblingsStopAtTheViewLimit() {
    let text = "VStack\n" + String(repeating: "  Color.red\n", count: 1_000_000)
    let (outcome, seconds) = run(text)
    #expect(outcome.exitCode == ExitStatus.inputError)
    #expect(
      outcome.standardError.hasPrefix(
        "<stdin>:500001:3: error: file has more views than the limit of 500000; the rest is not read"
      ))
    #expect(outcome.standardOutput.isEmpty)
    #expect(seconds < 60)
  }

  /// A grid cell spanning twenty million columns (found by the fuzzer: it took minutes, one
  /// column at a time) is an error at its count, at once; 10,000 columns lay out.
  @Test func hugeGridSpanIsAnError() {
    let (outcome, seconds) = run("Grid\n  GridRow\n    Color.red.gridCellColumns(20001000)\n")
    #expect(outcome.exitCode == ExitStatus.inputError)
    #expect(
      outcome.standardError.contains(
        "3:31: error: a grid cell can span at most 10000 columns in layoutc"))
    #expect(seconds < 5)
    let (widest, _) = run("Grid\n  GridRow\n    Color.red.gridCellColumns(10000)\n")
    #expect(widest.exitCode == ExitStatus.success, "\(widest.standardError)")
  }

  /// The deepest nesting the language allows (4,000 levels; 10,000 is an error, see
  /// ParserLimitsTests) lays out end to end: every VStack hugs the 10 × 10 colour, centred on
  /// the 390 × 844 canvas at ((390 − 10) / 2, (844 − 10) / 2) = (190, 417). Nesting 100,000
  /// deep cannot be written under the size limit at all: its indentation alone is 5 GB.
  @Test func deepestAllowedNestingLaysOut() {
    var text = ""
    for level in 0..<TreeBuilder.maximumNesting - 1 {
      text += String(repeating: " ", count: level) + "VStack\n"
    }
    text +=
      String(repeating: " ", count: TreeBuilder.maximumNesting - 1)
      + "Color.red.frame(width: 10, height: 10)\n"
    let (outcome, seconds) = run(text, format: .table)
    #expect(outcome.exitCode == ExitStatus.success, "\(outcome.standardError)")
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.count == 2 + TreeBuilder.maximumNesting + 1)  // canvas, header, views, .frame
    #expect(lines[2].hasPrefix("VStack  "))
    #expect(lines[2].hasSuffix("190  417     10      10"))
    #expect(seconds < 60)
  }

  /// `Grid › GridRow` nested to the nesting limit (1,999 grids) was exponential in depth
  /// (100 deep did not finish in a minute); every level now fills the canvas in linear time.
  @Test func deepestNestedGridsLayOut() {
    let pairs = TreeBuilder.maximumNesting / 2 - 1
    var text = ""
    for level in 0..<pairs {
      text += String(repeating: " ", count: 2 * level) + "Grid\n"
      text += String(repeating: " ", count: 2 * level + 1) + "GridRow\n"
    }
    text += String(repeating: " ", count: 2 * pairs) + "Color.red\n"
    let (outcome, seconds) = run(text, format: .table)
    #expect(outcome.exitCode == ExitStatus.success, "\(outcome.standardError)")
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.count == 2 + 2 * pairs + 1)  // canvas, header, views
    #expect(lines.last?.hasSuffix("0  0    390     844") == true)
    #expect(seconds < 60)
  }

  // MARK: - Numbers

  /// Values at the edges of `Double`, written in every numeric argument of every view and
  /// modifier (each overload whose other parameters may be omitted or are numbers).
  static let edgeValues = [
    "1e308", "-1e308", "-0", ".infinity", "-.infinity", ".nan", "1e308 * 10", "0 / 0", "4.9e-324",
  ]

  static func isNumeric(_ type: ValueType) -> Bool {
    switch type {
    case .number, .count, .numberOrInfinity: return true
    case .optional(let wrapped): return isNumeric(wrapped)
    default: return false
    }
  }

  /// `name(args)` for every overload and every numeric parameter in it: that parameter takes
  /// `value`, other numeric ones 1, the rest are left out (overloads that need more are skipped).
  static func calls(_ name: String, _ overloads: [Signature], value: String) -> [String] {
    var calls: [String] = []
    for signature in overloads {
      let required = signature.parameters.filter { !$0.defaulted }
      guard required.allSatisfy({ isNumeric($0.type) }) else { continue }
      for (k, parameter) in signature.parameters.enumerated() where isNumeric(parameter.type) {
        let arguments = signature.parameters.enumerated().compactMap { (j, p) -> String? in
          guard j == k || (!p.defaulted) else { return nil }
          let v = j == k ? value : "1"
          return p.label.map { "\($0): \(v)" } ?? v
        }
        calls.append("\(name)(\(arguments.joined(separator: ", ")))")
      }
    }
    return calls
  }

  @Test(.timeLimit(.minutes(5))) func edgeNumbersInEveryNumericArgument() {
    var sources: [String] = []
    for value in Self.edgeValues {
      for definition in Catalogue.modifierDefinitions {
        for call in Self.calls(definition.name, definition.overloads ?? [], value: value) {
          sources.append(
            "HStack\n  Color.red.\(call)\n  Text(\"Hello world\").\(call)\n  Spacer()\n")
        }
      }
      for definition in Catalogue.viewDefinitions {
        for call in Self.calls(definition.name, definition.overloads, value: value) {
          let child = definition.acceptsChildren ? "\n  Color.red\n  Text(\"Hi\")" : ""
          sources.append("VStack\n \(call)\(child)\n")
        }
      }
    }
    #expect(sources.count > 300)  // every value in dozens of places
    for source in sources {
      let (outcome, _) = run(source)
      expectCleanOutcome(outcome, source)
    }
  }

  /// Frames past `Double`'s range are an error at the view, not `null` in the JSON.
  @Test func framesOverflowingDoubleAreAnError() {
    for source in [
      "Color.red.frame(width: 1e308, height: 1e308).padding(1e308)\n",
      "Color.red.offset(x: 1e308).offset(x: 1e308)\n",
      "VStack\n  Text(\"a\").padding(-1e308)\n",
      "HStack(spacing: 1e308)\n  Color.red.frame(width: 1e308)\n  Color.blue.frame(width: 1e308)\n",
    ] {
      let (outcome, _) = run(source)
      #expect(outcome.exitCode == ExitStatus.inputError, "\(source)")
      #expect(outcome.standardError.contains("is too large to lay out"), "\(source)")
      #expect(outcome.standardOutput.isEmpty)
    }
  }

  // MARK: - Closures

  /// Each guide closure reads its child's guide twice: without memoised guide values this is
  /// 2^40 evaluations. With them it is linear, and the value is the hand-worked one: level k's
  /// leading guide is 2 × (level k−1's) − 10 (the child's trailing edge), from 0 at the frame:
  /// −10, −30, −70, …, −(2^k − 1) × 10. The VStack lines the red view's guide up with the blue
  /// view's leading edge, so red starts (2^40 − 1) × 10 points right of blue.
  @Test(.timeLimit(.minutes(1))) func recursiveGuideClosuresStayLinear() {
    let guide = ".alignmentGuide(.leading) { d in d[.leading] + d[.leading] - d[.trailing] }"
    let text =
      "VStack(alignment: .leading)\n  Color.red.frame(width: 10, height: 10)"
      + String(repeating: guide, count: 40) + ".id(\"red\")"
      + "\n  Color.blue.frame(width: 10, height: 10).id(\"blue\")\n"
    let tree = try! #require(compile(SourceFile(name: "t", text: text)).tree)
    let frames = Layout.run(tree, on: Canvas(scale: 0)).frames
    let red = frames[Int(tree.views.first { $0.id == "red" }!.node)]
    let blue = frames[Int(tree.views.first { $0.id == "blue" }!.node)]
    #expect(red.minX - blue.minX == Double((1 << 40) - 1) * 10)
  }

  // MARK: - Bytes

  /// Invalid UTF-8 and NUL bytes are one error each at their place, never a crash.
  @Test func invalidUTF8AndNULBytes() {
    let (bad, _) = run(bytes: Array("VStack\n  Text(\"".utf8) + [0xFF, 0xFE] + Array("\")\n".utf8))
    #expect(bad.exitCode == ExitStatus.inputError)
    #expect(bad.standardError.hasPrefix("<stdin>:2:9: error: file is not valid UTF-8"))
    let (nul, _) = run(bytes: Array("VStack\n  Color.red".utf8) + [0] + Array("\n".utf8))
    #expect(nul.exitCode == ExitStatus.inputError)
    #expect(nul.standardError.hasPrefix("<stdin>:2:12: error: file contains a NUL character"))
  }
}
