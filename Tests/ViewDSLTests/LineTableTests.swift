import Testing

@testable import ViewDSL

/// Lines and columns back to byte offsets, without a scan from the file's start per location.
@Suite struct LineTableTests {
  // "ab\n" is bytes 0–2, "é x\n" 3–7 (é is two bytes), "z" 8: nine bytes, no final newline.
  let bytes = Array("ab\né x\nz".utf8)

  @Test func linesStartAfterEachNewline() {
    let table = LineTable(bytes)
    #expect(table.location(line: 1, column: 1, in: bytes).offset == 0)
    #expect(table.location(line: 2, column: 1, in: bytes).offset == 3)
    #expect(table.location(line: 3, column: 1, in: bytes).offset == 8)
  }

  /// Columns count scalars: column 2 of line 2 is after the two bytes of "é", offset 5; column
  /// 3 is "x" at 6; column 9 is past the line's end, so its newline at 7.
  @Test func columnsCountScalarsAndStopAtTheLineEnd() {
    let table = LineTable(bytes)
    #expect(table.location(line: 2, column: 2, in: bytes).offset == 5)
    #expect(table.location(line: 2, column: 3, in: bytes).offset == 6)
    #expect(table.location(line: 2, column: 9, in: bytes).offset == 7)
  }

  /// A line past the file's end is the end of the file (9 bytes); line 0 is its start.
  @Test func pastTheEndIsTheEnd() {
    let table = LineTable(bytes)
    #expect(table.location(line: 4, column: 1, in: bytes).offset == 9)
    #expect(table.location(line: 7, column: 3, in: bytes).offset == 9)
    #expect(table.location(line: 0, column: 1, in: bytes).offset == 0)
  }

  /// A newline at the very end opens an empty last line, which starts at the end.
  @Test func aFinalNewlineOpensAnEmptyLine() {
    let text = Array("a\n".utf8)
    #expect(LineTable(text).location(line: 2, column: 1, in: text).offset == 2)
  }
}
