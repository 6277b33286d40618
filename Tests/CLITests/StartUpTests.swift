import Foundation
import Testing

/// Start-up (BENCHMARKS.md, cold start): the executable must not link Foundation. On Linux that
/// is swift-corelibs-foundation with FoundationInternationalization and ICU's data behind it,
/// loaded and relocated by every run before any work: a quarter of a screen's cold start. It
/// came in once through a SwiftPM resource bundle's generated accessor, never through code
/// that used it (swift-argument-parser needs FoundationEssentials only).
@Suite struct StartUpTests {
  @Test func executableLinksNoFoundation() throws {
    let binary = try #require(layoutcBinary, "layoutc was not found beside the test bundle")
    let bytes = try Data(contentsOf: binary)
    for library in [
      "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
    ] {
      #expect(bytes.range(of: Data((library + "\0").utf8)) == nil, "layoutc links \(library)")
    }
  }
}
