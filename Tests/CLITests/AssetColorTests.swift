import Foundation
import Testing

/// Xcode's generated symbols for an asset catalogue's colour sets (`Color.brandBlue`) are
/// colours in Swift input; a name no colour set gives is still an error.
@Suite struct AssetColorTests {
  /// `gray3Custom.colorset` in a group and `Brand Blue.colorset` make `Color.gray3Custom` and
  /// `.brandBlue`: the 100 × 40 frame and the 50-point square lay out (the run succeeds);
  /// `.brandGreen`, which no set gives, is an error naming the member.
  @Test func colourSetsAreColours() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-colors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("App/Assets.xcassets")
    for set in ["Colors/gray3Custom", "Brand Blue"] {
      let path = catalog.appendingPathComponent(set + ".colorset")
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
      try #"{"colors": [{"idiom": "universal"}]}"#.write(
        to: path.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }
    try """
    import SwiftUI
    #Preview("Known") {
      VStack(spacing: 0) {
        Color.gray3Custom.frame(width: 100, height: 40)
        Rectangle().foregroundColor(.brandBlue).frame(width: 50, height: 50)
      }
    }
    #Preview("Unknown") { Rectangle().foregroundColor(.brandGreen) }
    """.write(
      to: folder.appendingPathComponent("App/Screen.swift"), atomically: true, encoding: .utf8)
    let known = try layoutc([folder.path, "--preview", "Known", "--format", "json"])
    #expect(known.status == 0, "\(known.standardError)")
    #expect(try views(known).count == 3)
    let unknown = try layoutc([folder.path, "--preview", "Unknown"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("brandGreen"))
  }
}
