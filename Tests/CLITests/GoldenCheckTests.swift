import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `layoutc check`, `record` and `diff` (Documentation/CI.md) through the real binary, in a
/// temporary folder of screens: unchanged, changed, new and stale cases, exit statuses, CI
/// never writing, the same output whatever `--jobs`, the JUnit report and the annotations.
@Suite struct GoldenCheckTests {
  /// A swatch: 100 × 50 centred on the default 390 × 844 canvas, at (390 − 100) / 2 = 145,
  /// (844 − 50) / 2 = 397.
  static let swatch = "Color.red\n  .frame(width: 100, height: 50)\n"

  /// A column: a 100 × `blue` colour over a row (id `row`) of two 30 × 20 colours, no spacing.
  /// The column is 100 wide and `blue` + 20 tall, centred: with blue 40, 100 × 60 at
  /// 145, (844 − 60) / 2 = 392; the row, 60 wide, is centred in it at 145 + 20 = 165, below
  /// the blue at 392 + 40 = 432.
  static func column(blue: Int) -> String {
    """
    // A column over a row.
    VStack(spacing: 0)
      Color.blue
        .frame(width: 100, height: \(blue))
      HStack(spacing: 0)
        .id("row")
        Color.green
          .frame(width: 30, height: 20)
        Color.orange
          .frame(width: 30, height: 20)

    """
  }

  /// A folder `Screens` with A (the swatch) and B (the column) recorded; then B's blue grows
  /// to 80, D is added without a golden, and a golden `Gone.json` has no screen.
  func screens() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-golden-\(UUID().uuidString)")
    let screens = root.appendingPathComponent("Screens")
    try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
    try Self.swatch.write(
      to: screens.appendingPathComponent("A.view"), atomically: true, encoding: .utf8)
    try Self.column(blue: 40).write(
      to: screens.appendingPathComponent("B.view"), atomically: true, encoding: .utf8)
    let recorded = try layoutc(["record", "Screens"], directory: root)
    #expect(recorded.status == 0)
    #expect(
      recorded.standardOutput == """
        recorded   Screens/A.view · default canvas → Screens/__Layouts__/A.json
        recorded   Screens/B.view · default canvas → Screens/__Layouts__/B.json
        0 unchanged, 2 recorded

        """)
    try Self.column(blue: 80).write(
      to: screens.appendingPathComponent("B.view"), atomically: true, encoding: .utf8)
    try "Text(\"Hello\")\n".write(
      to: screens.appendingPathComponent("D.view"), atomically: true, encoding: .utf8)
    try "{}\n".write(
      to: screens.appendingPathComponent("__Layouts__/Gone.json"), atomically: true,
      encoding: .utf8)
    return root
  }

  /// Every file under a folder with its bytes: what a run must leave alone.
  func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: folder.path)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// With blue 80 the column is 100 × 100 at y = (844 − 100) / 2 = 372 (moved up 20); the blue
  /// moves with it and grows; the row is now at 372 + 80 = 452 (down 20, against its parent's
  /// move, so it is listed) and its two colours move exactly as it does (counted, not listed).
  static let checkOutput = """
    unchanged  Screens/A.view · default canvas
    changed    Screens/B.view · default canvas
        VStack (line 2): moved 145,392 → 145,372, resized 100×60 → 100×100
        VStack › Color (line 3): moved 145,392 → 145,372, resized 100×40 → 100×80
        row (line 5): moved 165,432 → 165,452, and 2 descendants moved with it
    new        Screens/D.view · default canvas (no golden Screens/__Layouts__/D.json)
    stale      Screens/__Layouts__/Gone.json (no screen lays out to it)
    1 unchanged, 1 changed, 1 new, 1 stale

    """

  @Test func checkReportsEachCaseAndExitsOne() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try snapshot(root)
    let run = try layoutc(["check", "Screens"], directory: root)
    #expect(run.status == 1)
    #expect(run.standardOutput == Self.checkOutput)
    #expect(run.standardError == "")
    #expect(try snapshot(root) == before, "check wrote a file")
  }

  @Test func jobsDoNotChangeTheOutput() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let one = try layoutc(["check", "Screens", "--jobs", "1"], directory: root)
    let four = try layoutc(["check", "Screens", "--jobs", "4", "--device", "all"], directory: root)
    let fourAgain = try layoutc(
      ["check", "Screens", "--device", "all", "--jobs", "1"], directory: root)
    #expect(one.standardOutput == Self.checkOutput)
    #expect(four.standardOutput == fourAgain.standardOutput)
    // 11 devices × 3 screens, and every golden of the default canvas stale.
    #expect(four.standardOutput.hasSuffix("0 unchanged, 33 new, 3 stale\n"))
  }

  /// Under CI=true, check writes nothing (as always) and record refuses (64) unless --allow-ci.
  @Test func ciNeverRecordsByAccident() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try snapshot(root)
    let check = try layoutc(["check", "Screens"], environment: ["CI": "true"], directory: root)
    #expect(check.status == 1)
    let record = try layoutc(["record", "Screens"], environment: ["CI": "true"], directory: root)
    #expect(record.status == 64)
    #expect(record.standardOutput == "")
    #expect(record.standardError.hasPrefix("error: CI is set, so layoutc record writes no golden"))
    #expect(try snapshot(root) == before, "a CI run wrote a file")
    let allowed = try layoutc(
      ["record", "Screens", "--allow-ci", "--prune"], environment: ["CI": "true"], directory: root)
    #expect(allowed.status == 0)
    #expect(
      allowed.standardOutput.hasSuffix(
        """
        updated    Screens/B.view · default canvas → Screens/__Layouts__/B.json
            VStack (line 2): moved 145,392 → 145,372, resized 100×60 → 100×100
            VStack › Color (line 3): moved 145,392 → 145,372, resized 100×40 → 100×80
            row (line 5): moved 165,432 → 165,452, and 2 descendants moved with it
        recorded   Screens/D.view · default canvas → Screens/__Layouts__/D.json
        deleted    Screens/__Layouts__/Gone.json (stale)
        1 unchanged, 1 updated, 1 recorded, 1 deleted

        """))
    let again = try layoutc(["check", "Screens"], directory: root)
    #expect(again.status == 0)
    #expect(again.standardOutput.hasSuffix("\n3 unchanged\n"))
  }

  /// GitHub Actions: one `::error` line per failing case, at the first changed view's line,
  /// with `%0A` for line feeds and `%3A` for the colon in the title.
  @Test func annotationsOnGitHubActions() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try layoutc(
      ["check", "Screens"], environment: ["GITHUB_ACTIONS": "true"], directory: root)
    let annotations = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(
      annotations == [
        "::error file=Screens/B.view,line=2,title=layoutc%3A layout changed::Screens/B.view · default canvas%0AVStack (line 2): moved 145,392 → 145,372, resized 100×60 → 100×100%0AVStack › Color (line 3): moved 145,392 → 145,372, resized 100×40 → 100×80%0Arow (line 5): moved 165,432 → 165,452, and 2 descendants moved with it",
        "::error file=Screens/D.view,line=1,title=layoutc%3A no golden::Screens/D.view · default canvas has no golden Screens/__Layouts__/D.json; record it with layoutc record",
        "::error file=Screens/__Layouts__/Gone.json,title=layoutc%3A stale golden::no screen lays out to Screens/__Layouts__/Gone.json; delete it, or run layoutc record --prune",
      ])
    #expect(run.standardOutput.hasSuffix("1 unchanged, 1 changed, 1 new, 1 stale\n"))
  }

  /// The JUnit report: one testsuite with four testcases, three of them failures.
  @Test func junitReport() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try layoutc(
      ["check", "--report", "junit", "out/report.xml", "Screens"], directory: root)
    #expect(run.status == 1)
    let xml = try String(
      contentsOf: root.appendingPathComponent("out/report.xml"), encoding: .utf8)
    #expect(
      xml.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"layoutc check\" tests=\"4\" failures=\"3\" errors=\"0\" skipped=\"0\">\n"
      ))
    #expect(xml.hasSuffix("</testsuite>\n"))
    #expect(
      xml.contains(
        "  <testcase classname=\"Screens/A.view\" name=\"default canvas\" file=\"Screens/A.view\"/>\n"
      ))
    #expect(
      xml.contains(
        "<failure type=\"changed\" message=\"VStack (line 2): moved 145,392 → 145,372, resized 100×60 → 100×100&#10;"
      ))
    #expect(xml.contains("<failure type=\"new\""))
    #expect(xml.contains("<failure type=\"stale\""))
    #if canImport(FoundationXML)
      let counter = ElementCounter()
      let parser = XMLParser(data: Data(xml.utf8))
      parser.delegate = counter
      #expect(parser.parse(), "the report is not well-formed XML")
      #expect(counter.counts == ["testsuite": 1, "testcase": 4, "failure": 3])
      #expect(counter.firstFailure.hasPrefix("VStack (line 2): moved 145,392 → 145,372"))
    #endif
  }

  /// `--diff-svg`: a picture for the changed screen only, named after its golden.
  @Test func diffPicture() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try layoutc(["check", "Screens", "--diff-svg", "pictures"], directory: root)
    #expect(run.status == 1)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("pictures/Screens").path)
    #expect(files == ["B.svg"])
    let svg = try String(
      contentsOf: root.appendingPathComponent("pictures/Screens/B.svg"), encoding: .utf8)
    #expect(
      svg.contains(
        "<title>row (line 5): moved 165,432 → 165,452, and 2 descendants moved with it</title>"))
  }

  /// `--diff text` shows the old unified diff of the JSON instead.
  @Test func textDiff() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try layoutc(["check", "Screens/B.view", "--diff", "text"], directory: root)
    #expect(run.status == 1)
    #expect(
      run.standardOutput.hasPrefix(
        "changed    Screens/B.view · default canvas\n--- Screens/__Layouts__/B.json\n+++ layoutc output\n@@ "
      ))
  }

  /// `layoutc diff`: 0 the same, 1 different (the semantic lines), 2 not layoutc's JSON.
  @Test func diffSubcommand() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let new = try layoutc(["Screens/B.view", "--format", "json"], directory: root)
    try new.standardOutput.write(
      to: root.appendingPathComponent("new.json"), atomically: true, encoding: .utf8)
    let different = try layoutc(
      ["diff", "Screens/__Layouts__/B.json", "new.json"], directory: root)
    #expect(different.status == 1)
    #expect(
      different.standardOutput == """
        VStack (line 2): moved 145,392 → 145,372, resized 100×60 → 100×100
        VStack › Color (line 3): moved 145,392 → 145,372, resized 100×40 → 100×80
        row (line 5): moved 165,432 → 165,452, and 2 descendants moved with it

        """)
    // JSON Lines (a matrix) pair up line by line, each under the new line's combination; the
    // row stays centred in right to left too, so both directions show the same three lines.
    try Self.column(blue: 40).write(
      to: root.appendingPathComponent("Screens/C.view"), atomically: true, encoding: .utf8)
    for (name, screen) in [("old.jsonl", "Screens/C.view"), ("new.jsonl", "Screens/B.view")] {
      let lines = try layoutc(
        [screen, "--layout-direction", "both", "--format", "json"], directory: root)
      try lines.standardOutput.write(
        to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let matrix = try layoutc(["diff", "old.jsonl", "new.jsonl"], directory: root)
    #expect(matrix.status == 1)
    let columnLines = different.standardOutput
    #expect(
      matrix.standardOutput
        == "== Screens/B.view · no device · large · leftToRight ==\n" + columnLines
        + "\n== Screens/B.view · no device · large · rightToLeft ==\n" + columnLines)
    let same = try layoutc(["diff", "new.json", "new.json"], directory: root)
    #expect(same.status == 0 && same.standardOutput == "")
    let notJSON = try layoutc(["diff", "Screens/A.view", "new.json"], directory: root)
    #expect(notJSON.status == 2)
    #expect(notJSON.standardError.hasPrefix("error: 'Screens/A.view' is not layoutc's JSON output"))
  }

  /// Input errors exit 2: a path that does not exist, a screen that does not compile (its
  /// diagnostic once on standard error), a layoutc.json with an unknown key.
  @Test func inputErrors() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = try layoutc(["check", "Nowhere"], directory: root)
    #expect(missing.status == 2)
    #expect(missing.standardError.hasPrefix("error: cannot read 'Nowhere'"))
    try "VStack\n  Text(\"x\"\n".write(
      to: root.appendingPathComponent("Screens/C.view"), atomically: true, encoding: .utf8)
    let broken = try layoutc(["check", "Screens", "--layout-direction", "both"], directory: root)
    #expect(broken.status == 2)
    #expect(broken.standardOutput.contains("error      Screens/C.view · default canvas · rtl\n"))
    #expect(broken.standardError.components(separatedBy: "error: expected ')'").count == 2)
    try "{\"devices\": \"all\"}".write(
      to: root.appendingPathComponent("Screens/layoutc.json"), atomically: true, encoding: .utf8)
    let config = try layoutc(["check", "Screens"], directory: root)
    #expect(config.status == 2)
    #expect(
      config.standardError.hasPrefix("error: 'Screens/layoutc.json': 'devices' is not a setting"))
  }

  /// The canvases: a header's list and a layoutc.json, the command line over both; golden names.
  @Test func canvasesFromHeaderConfigAndCommandLine() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    try "{\"device\": \"iPhone 16 Pro\"}".write(
      to: root.appendingPathComponent("Screens/layoutc.json"), atomically: true, encoding: .utf8)
    try
      ("// layoutc: --device \"iPhone SE (3rd generation)\" --dynamic-type large,xxLarge\n"
      + Self.swatch)
      .write(to: root.appendingPathComponent("Screens/A.view"), atomically: true, encoding: .utf8)
    let run = try layoutc(["check", "Screens/A.view", "Screens/D.view"], directory: root)
    #expect(
      run.standardOutput == """
        new        Screens/A.view · iPhone SE (3rd generation) (no golden Screens/__Layouts__/A.iPhone-SE-3rd-generation.json)
        new        Screens/A.view · iPhone SE (3rd generation) · xxLarge (no golden Screens/__Layouts__/A.iPhone-SE-3rd-generation.xxLarge.json)
        new        Screens/D.view · iPhone 16 Pro (no golden Screens/__Layouts__/D.iPhone-16-Pro.json)
        0 unchanged, 3 new

        """)
    let commandLine = try layoutc(
      ["check", "Screens/D.view", "--device", "iPhone 13", "--layout-direction", "rtl"],
      directory: root)
    #expect(
      commandLine.standardOutput.hasPrefix(
        "new        Screens/D.view · iPhone 13 · rtl (no golden Screens/__Layouts__/D.iPhone-13.rtl.json)\n"
      ))
  }

  /// A file named `check` is laid out as `./check`; `check` alone is the subcommand, which
  /// asks for the screens and says how to reach the file.
  @Test func aFileNamedCheck() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.swatch.write(
      to: root.appendingPathComponent("check"), atomically: true, encoding: .utf8)
    let file = try layoutc(["./check"], directory: root)
    #expect(file.status == 0)
    #expect(file.standardOutput.contains("Color"))
    let subcommand = try layoutc(["check"], directory: root)
    #expect(subcommand.status == 64)
    #expect(subcommand.standardError.contains("to lay out a file named 'check', write ./check"))
  }

  /// A `.swift` preview is a screen beside `.view` screens (run by `layoutc-swift`, which the
  /// `layoutc` binary hands the command line to), its golden named after file and preview.
  @Test func swiftPreviewsAreScreens() throws {
    let root = try screens()
    defer { try? FileManager.default.removeItem(at: root) }
    try """
    import SwiftUI

    struct Badge: View {
      var body: some View {
        Text("New")
          .padding(8)
      }
    }

    #Preview("Small badge") {
      Badge()
    }

    """.write(
      to: root.appendingPathComponent("Screens/Badge.swift"), atomically: true, encoding: .utf8)
    let record = try layoutc(["record", "Screens/A.view", "Screens/Badge.swift"], directory: root)
    #expect(record.status == 0)
    #expect(
      record.standardOutput == """
        unchanged  Screens/A.view · default canvas
        recorded   Screens/Badge.swift · Small badge · default canvas → Screens/__Layouts__/Badge.Small-badge.json
        1 unchanged, 1 recorded

        """)
    let check = try layoutc(["check", "Screens/A.view", "Screens/Badge.swift"], directory: root)
    #expect(check.status == 0)
    #expect(check.standardOutput.hasSuffix("\n2 unchanged\n"))
  }

  @Test func helpOfTheSubcommands() throws {
    for name in ["check", "record", "diff"] {
      let help = try layoutc([name, "--help"])
      #expect(help.status == 0)
      #expect(help.standardOutput.contains("USAGE: layoutc \(name)"))
    }
    let main = try layoutc(["--help"])
    #expect(main.standardOutput.contains("layoutc check Screens/"))
  }
}

#if canImport(FoundationXML)
  /// Counts the elements of an XML document and keeps the first failure's message.
  final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var firstFailure = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      counts[name, default: 0] += 1
      if name == "failure", firstFailure.isEmpty { firstFailure = attributes["message"] ?? "" }
    }
  }
#endif
