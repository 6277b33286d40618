import Foundation
import Testing

/// Asset catalogue sets that are not images: Xcode's generated symbols for colour sets
/// (`Color.brandBlue`) are colours in Swift input, a name no colour set gives still an error;
/// a symbol set is an image sized as a system symbol is.
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

  /// `Image("sweet")` for `Flavors/sweet.symbolset` lays out as `Image(systemName:)` does at
  /// the same font, estimated as every symbol is; before it was "image 'sweet' not found".
  @Test func symbolSetsAreSymbols() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-symbols-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Kit/Assets.xcassets/Flavors/sweet.symbolset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try #"{"symbols": [{"filename": "sweet.svg", "idiom": "universal"}]}"#.write(
      to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    try """
    import SwiftUI
    #Preview {
      HStack {
        Image("sweet").font(.title)
        Image(systemName: "star").font(.title)
      }
    }
    """.write(
      to: folder.appendingPathComponent("Kit/Flavor.swift"), atomically: true, encoding: .utf8)
    let run = try layoutc([folder.path, "--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    let images = try views(run).filter { $0["type"] as? String == "Image" }
    #expect(images.count == 2)
    let sizes = images.map { [$0["width"], $0["height"]].map { ($0 as? NSNumber)?.doubleValue } }
    #expect(sizes.count == 2 && sizes[0] == sizes[1])
    #expect(images.allSatisfy { $0["estimated"] as? Bool == true })
  }
}
