import SwiftFrontEnd
import Testing
import ViewDSL

/// Brackets nested deeper than swift-syntax reads in time: an error at the first `[` past the
/// limit, the file read as empty, in a moment; 12 deep still reads.
@Suite struct BracketDepthTests {
  /// 30 `[` after `let x = ` (column 9 onwards): the 13th, at column 21, is past the limit.
  /// Unlimited, swift-syntax's lookahead doubled its time at each level (minutes at 30).
  @Test func deepBracketsAreAnErrorNotAHang() {
    let source = "let x = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
    let clock = ContinuousClock()
    var read: ProgramRead?
    let elapsed = clock.measure {
      read = SwiftProgramReader.read([SourceFile(name: "F.swift", text: source)])
    }
    #expect(elapsed < .seconds(10))
    #expect(
      read?.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "1:21 '[' nested more than 12 deep; layoutc reads Swift whose brackets nest at most 12 deep"
      ])
    #expect(read?.program.globals.isEmpty == true)
  }

  /// A 12-deep array type reads, and the preview lays out.
  @Test func twelveDeepReads() {
    let type = String(repeating: "[", count: 12) + "Int" + String(repeating: "]", count: 12)
    let out = layOutSwift([
      "let grid: \(type) = []\n#Preview { Color.red.frame(width: 10, height: 10) }"
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[190, 417, 10, 10]])
  }
}
