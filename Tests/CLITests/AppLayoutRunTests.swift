import Foundation
import Testing

/// The app's own `Layout` through the real binary: its methods run during layout, and what
/// they cannot evaluate stops the run with an error and no output.
@Suite struct AppLayoutRunTests {
  @Test func layoutErrorsStopTheRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-layout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try """
    import SwiftUI
    struct Column: Layout {
      var gap: Double
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: Double(subviews.count) * 20 + gap)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, subview) in subviews.enumerated() {
          subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + Double(i) * (20 + gap)), proposal: ProposedViewSize(width: 100, height: 20))
        }
      }
    }
    #Preview("Known") { Column(gap: 4) { Color.red; Color.blue } }
    struct Dated: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: Date().timeIntervalSince1970, height: 10)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    #Preview("Unknown") { Dated { Color.red } }
    """.write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
    // 2 × 20 + 4 = 44 tall, 100 wide, centred in 390 × 844: (145, 400); the second colour
    // 24 lower.
    let known = try layoutc([folder.path, "--preview", "Known", "--format", "json"])
    #expect(known.status == 0, "\(known.standardError)")
    let all = views(known)
    #expect(all.first?["type"] as? String == "Column")
    #expect(all.first?["y"] as? Double == 400)
    #expect(all.last?["y"] as? Double == 424)
    #expect(all.last?["height"] as? Double == 20)
    let unknown = try layoutc([folder.path, "--preview", "Unknown"])
    #expect(unknown.status == 2)
    #expect(unknown.standardOutput.isEmpty)
    // Reported where the method reads the date, after layout.
    #expect(unknown.standardError.contains("Screen.swift:16:"))
    #expect(unknown.standardError.contains("Date"))
  }
}
