import Foundation
import Testing

/// A `GeometryReader` whose content chooses views by its size, through the real binary: the
/// command lays the tree out to learn the reader's size and compiles the content again.
@Suite struct ReaderSizeRunTests {
  /// Framed 200 wide and centred on the 390-point canvas, the reader is at x 95 and not wider
  /// than 300: the blue 50 × 100 at its corner; the red one is not in the output.
  @Test func theReadersSizeChoosesItsContent() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-reader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try """
    import SwiftUI
    struct Adaptive: View {
      var body: some View {
        GeometryReader { proxy in
          if proxy.size.width > 300 {
            Color.red.frame(width: 100, height: 50)
          } else {
            Color.blue.frame(width: 50, height: 100)
          }
        }
      }
    }
    #Preview { Adaptive().frame(width: 200) }
    """.write(
      to: folder.appendingPathComponent("Adaptive.swift"), atomically: true, encoding: .utf8)
    let run = try layoutc([folder.path, "--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    let all = views(run)
    #expect(all.map { $0["type"] as? String } == ["GeometryReader", "Color"])
    #expect(all.last?["x"] as? Double == 95)
    #expect(all.last?["width"] as? Double == 50)
    #expect(all.last?["height"] as? Double == 100)
  }
}
