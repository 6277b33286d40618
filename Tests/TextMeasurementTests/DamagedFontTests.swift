import Foundation
import LayoutEngine
import Testing
import TextMeasurement

/// A bundled face damaged after installation must not stop a run: it measures with the
/// regular face, which the measurer opened at start-up. A damaged regular face is an error at
/// start-up instead.
@Suite struct DamagedFontTests {
  func copyOfFonts(damaging name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-fonts-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: fontDirectory, toPath: dir)
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
    return dir
  }

  @Test func damagedBoldFallsBackToRegular() throws {
    let dir = try copyOfFonts(damaging: "Inter-Bold.otf")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let damaged = try TextMeasurer(displayScale: 3, dynamicTypeSize: .large, fontDirectory: dir)
    let intact = try makeMeasurer()
    let bold = style(FontSpec(weight: 700))
    let regular = style(.body)
    let r = damaged.measure("Hello, World!", style: bold, proposal: .unspecified)
    #expect(r.size == intact.measure("Hello, World!", style: regular, proposal: .unspecified).size)
    #expect(r.size != intact.measure("Hello, World!", style: bold, proposal: .unspecified).size)
  }

  @Test func damagedRegularIsAStartUpError() throws {
    let dir = try copyOfFonts(damaging: "Inter-Regular.otf")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: (any Error).self) {
      try TextMeasurer(displayScale: 3, dynamicTypeSize: .large, fontDirectory: dir)
    }
  }
}
