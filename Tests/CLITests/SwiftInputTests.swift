import Foundation
import Testing

/// `.swift` input through the real binary: `layoutc` hands it to `layoutc-swift`.
@Suite struct SwiftInputTests {
  @Test func listPreviewsOfAnAppFolder() throws {
    let run = try layoutc(["Examples/Apps/Standup", "--list-previews"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput == """
        CardView.swift:1\tExamples/Apps/Standup/CardView.swift:24
        Header\tExamples/Apps/Standup/MeetingHeaderView.swift:37

        """)
  }

  /// A view struct's name means its file's unnamed preview: the card 400 × 60 with its
  /// padding, the title from the sample data.
  @Test func previewByViewName() throws {
    let run = try layoutc(["Examples/Apps/Standup", "--preview", "CardView", "--format", "json"])
    #expect(run.status == 0)
    let all = views(run)
    #expect(all.first?["type"] as? String == "VStack")
    #expect(all.contains { $0["text"] as? String == "Design" })
  }

  /// Without `--preview`, every preview is laid out: one JSON line each, in the order listed,
  /// each naming its file and preview.
  @Test func everyPreviewWithoutAChoice() throws {
    let run = try layoutc(["Examples/Apps/Standup", "--format", "json"])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[0].contains(
        #""file": "Examples/Apps/Standup/CardView.swift","preview": "CardView.swift:1""#))
    #expect(lines[1].contains(#""preview": "Header""#))
  }

  /// A Dynamic Type matrix of one preview; `Header` fits its content
  /// (`traits: .sizeThatFitsLayout`), so its canvas is the header's own height and grows with
  /// the text: 66.667 at `large` (the padded header's height on the 3x grid), more at
  /// `accessibility1`.
  @Test func dynamicTypeMatrixOfAPreview() throws {
    let run = try layoutc([
      "Examples/Apps/Standup", "--preview", "Header", "--dynamic-type", "large,accessibility1",
      "--format", "json",
    ])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains(#""dynamicType": "large""#))
    #expect(lines[0].contains(#""width": 390,"height": 66.667"#))
    #expect(lines[1].contains(#""dynamicType": "accessibility1""#))
  }

  @Test func filesWithoutPreviewsNeedAViewName() throws {
    let run = try layoutc(["Examples/Apps/Standup/Models.swift"])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "error: the files have no #Preview or PreviewProvider; name a view to lay out with --preview NAME\n"
    )
  }

  /// In a program of several files, each view names its file: the JSON's `file`, the table's
  /// `FILE:LINE:COL`; a layout warning points into the file the view is written in.
  @Test func viewsNameTheirFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-files-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    struct Bar: View {
      var body: some View {
        Color.red
      }
    }
    """.write(to: folder.appendingPathComponent("Tile.swift"), atomically: true, encoding: .utf8)
    try """
    #Preview {
      HStack { Bar() }.fixedSize()
    }
    """.write(
      to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
    let json = try layoutc([folder.path, "--format", "json"])
    let all = views(json)
    #expect(
      all.map { ($0["file"] as? String).map { String($0.split(separator: "/").last!) } } == [
        "Screen.swift", "Tile.swift",
      ])
    let table = try layoutc([folder.path])
    #expect(table.standardOutput.contains("FILE:LINE:COL"))
    #expect(table.standardOutput.contains("Tile.swift:3:5"))
    // The colour under `fixedSize` takes SwiftUI's undetermined 10 points: warned at its line
    // in Tile.swift.
    #expect(table.standardError.contains("Tile.swift:3:5: warning"))
  }

  /// Every example app's previews, laid out on an iPhone 16 Pro, match the golden recorded
  /// with `make golden` (checked by hand in each app's README).
  @Test(arguments: ["Standup", "Orders", "Settings"])
  func exampleAppGoldens(app: String) throws {
    let folder = "Examples/Apps/" + app
    let listing = try layoutc([folder, "--list-previews"])
    #expect(listing.status == 0)
    #expect(!listing.standardOutput.isEmpty)
    let run = try layoutc([
      folder, "--device", "iPhone 16 Pro", "--format", "json", "--check",
      folder + "/previews.jsonl",
    ])
    #expect(run.status == 0, "\(run.standardError)")
  }

  /// `--data NAME=FILE.json` through the binary: the `@Query` rows come from the file (two
  /// squares, 20 and 30 wide); a file that is not JSON is an input error naming its line and
  /// column; a bad binding and `--data` with a `.view` file are usage errors.
  @Test func dataFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-data-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    struct Tile { var side: Double }
    struct Tiles: View {
      @Query var tiles: [Tile]
      var body: some View {
        HStack(spacing: 0) {
          ForEach(tiles, id: \\.side) { Color.red.frame(width: $0.side, height: $0.side) }
        }
      }
    }
    #Preview { Tiles() }
    """.write(to: folder.appendingPathComponent("Tiles.swift"), atomically: true, encoding: .utf8)
    let data = folder.appendingPathComponent("tiles.json").path
    try #"[{"side": 20}, {"side": 30.0}]"#.write(toFile: data, atomically: true, encoding: .utf8)
    let run = try layoutc([folder.path, "--data", "tiles=" + data, "--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(views(run).compactMap { $0["width"] as? Double } == [50, 20, 30])

    let missing = try layoutc([folder.path])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("give them with '--data tiles=FILE.json'"))

    try "[{\"side\": 20},\n oops]".write(toFile: data, atomically: true, encoding: .utf8)
    let bad = try layoutc([folder.path, "--data", "tiles=" + data])
    #expect(bad.status == 2)
    #expect(
      bad.standardError
        == "error: '\(data)' is not JSON: a value was expected at line 2, column 2\n")

    let binding = try layoutc([folder.path, "--data", "tiles"])
    #expect(binding.status == 64)
    let view = try layoutc(["Examples/Card.view", "--data", "x=" + data])
    #expect(view.status == 64)
    #expect(view.standardError.hasPrefix("error: --data binds names of .swift input"))
  }

  /// Several previews are a matrix: one whose view cannot be read (an operator layoutc does
  /// not support) is reported once and left out, the other (the file's second preview) is
  /// still printed as its JSON line, and the exit status is 2, as for any matrix with a
  /// failing combination.
  @Test func aFailingPreviewAmongSeveral() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-previews-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Two.swift")
    try """
    struct A: View {
      var body: some View { Text("a").frame(width: 1 &+ 2) }
    }
    #Preview { A() }
    struct B: View {
      var body: some View { Text("b") }
    }
    #Preview { B() }
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try layoutc([file.path, "--format", "json"])
    #expect(run.status == 2)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("{\"schemaVersion\"") == true)
    #expect(lines.first?.contains("\"preview\": \"Two.swift:2\"") == true)  // the second
    #expect(run.standardError.contains("error: the operator '&+' is not supported yet"))
  }
}
