import Testing

@testable import LayoutEngine

/// View and modifier records keep their positions in 32 bits (`RecordPosition`): one record per
/// view stays in memory for the whole run, so their size is part of the peak.
@Suite struct ViewRecordTests {
  /// A view record: two strings (16 bytes each: type, text), the modifiers' array (8), the box
  /// of its rare fields (8: id and estimate, `RareRecordFields`), node, line, column, file and
  /// parent (5 × 4), the role (1): 69 bytes, a stride of 72 (96 with id and estimate inline,
  /// 128 with 64-bit positions too). A modifier record: its name (16), node, line, column and
  /// file (4 × 4), `addsBand` (1): 33, a stride of 40 (56 before).
  @Test func recordsAreSmall() {
    #expect(MemoryLayout<ViewRecord>.stride == 72)
    #expect(MemoryLayout<ModifierRecord>.stride == 40)
  }

  @Test func positionsAndParentReadBackAsGiven() {
    var view = ViewRecord(type: "Text", line: 70_000, column: 12, file: 3, parent: 499_999)
    #expect([view.line, view.column, view.file] == [70_000, 12, 3])
    #expect(view.parent == 499_999)
    view.parent = nil
    #expect(view.parent == nil)
    view.parent = 0
    #expect(view.parent == 0)
    #expect(ViewRecord(type: "VStack", line: 1, column: 1, parent: nil).parent == nil)
    // The rare fields read back as set, each without the other; a copy keeps its own.
    view.id = "title"
    view.estimate = "a symbol's size"
    let copy = view
    view.id = nil
    #expect(view.id == nil && view.estimate == "a symbol's size")
    #expect(copy.id == "title" && copy.estimate == "a symbol's size")
    view.estimate = nil
    #expect(view.rare == nil)
    var modifier = ModifierRecord(name: "frame", node: 7, line: 2, column: 40, file: 1)
    modifier.line += 1
    #expect([modifier.line, modifier.column, modifier.file] == [3, 40, 1])
  }
}
