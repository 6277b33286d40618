import Foundation
import Testing

/// The app's bundle resources in a real run: `layoutc` finds `Bundle.main`'s files in the
/// folders it is given, as Xcode copies them into the app's bundle.
@Suite struct BundleResourceRunTests {
  static let source = """
    import SwiftUI
    struct Row: Decodable { let name: String }
    #Preview("Rows") {
      let url = Bundle.main.url(forResource: "rows", withExtension: "json")!
      let rows = try! JSONDecoder().decode([Row].self, from: Data(contentsOf: url))
      VStack(spacing: 0) {
        ForEach(rows, id: \\.name) { row in
          Text(row.name)
        }
      }
    }
    """

  func folder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-\(name)-\(UUID().uuidString)")
  }

  func write(_ text: String, _ path: URL) throws {
    try FileManager.default.createDirectory(
      at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: path, atomically: true, encoding: .utf8)
  }

  /// `Resources/rows.json` beside the source (in a nested folder, as projects keep them) gives
  /// three rows; the same file copied into a second folder is still one resource.
  @Test func aResourceInANestedFolder() throws {
    let app = folder("resources")
    defer { try? FileManager.default.removeItem(at: app) }
    try write(Self.source, app.appendingPathComponent("App/Rows.swift"))
    let json = #"[{"name": "A"}, {"name": "B"}, {"name": "C"}]"#
    try write(json, app.appendingPathComponent("App/Resources/rows.json"))
    try write(json, app.appendingPathComponent("Preview Content/rows.json"))
    let run = try layoutc([app.path, "--preview", "Rows", "--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(try views(run).compactMap { $0["text"] as? String } == ["A", "B", "C"])
  }

  /// Two different files of that name: which one the bundle holds depends on the target, so
  /// the run stops naming both; none at all names the folders searched.
  @Test func anAmbiguousOrMissingResourceIsAnError() throws {
    let app = folder("ambiguous")
    defer { try? FileManager.default.removeItem(at: app) }
    try write(Self.source, app.appendingPathComponent("App/Rows.swift"))
    let missing = try layoutc([app.path, "--preview", "Rows"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("'rows.json' is in none of the folders given"))
    try write(#"[{"name": "A"}]"#, app.appendingPathComponent("App/rows.json"))
    try write(#"[{"name": "B"}]"#, app.appendingPathComponent("Tests/rows.json"))
    let ambiguous = try layoutc([app.path, "--preview", "Rows"])
    #expect(ambiguous.status == 2)
    #expect(ambiguous.standardError.contains("several different files are named 'rows.json'"))
  }
}
