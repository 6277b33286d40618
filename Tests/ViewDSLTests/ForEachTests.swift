import LayoutEngine
import Testing

@testable import ViewDSL

/// `ForEach` over data written out in the file, and string interpolation (`\(…)`).
@Suite struct ForEachTests {
  @Test func interpolationParses() {
    #expect(parsedTree(#"Text("Row \(i + 1) of \("n")")"#) == #"Text("Row \((i + 1)) of \("n")")"#)
  }

  /// Interpolated numbers print as Swift prints them: whole numbers as `Int`, others as the
  /// shortest `Double`.
  @Test func interpolatedLiterals() throws {
    let tree = try compileClean(#"VStack { Text("a\(1 + 1)b"); Text("\(0.5)"); Text("\("x")") }"#)
    #expect(tree.views.compactMap(\.text) == ["a2b", "0.5", "x"])
  }

  /// A range of whole numbers: one copy per element, each a child of the VStack, the
  /// parameter substituted in strings, ids and lengths. With the fixed-advance measurer a
  /// frame of `CGFloat(i) * 10 + 10` is 10, 20, 30 wide.
  @Test func rangeElements() throws {
    let tree = try compileClean(
      """
      VStack
        ForEach(0..<3) { i in
          Text("Row \\(i)")
            .id("row-\\(i)")
            .frame(width: CGFloat(i) * 10 + 10)
        }
      """)
    #expect(tree.views.map(\.type) == ["VStack", "Text", "Text", "Text"])
    #expect(tree.views.compactMap(\.text) == ["Row 0", "Row 1", "Row 2"])
    #expect(tree.views.compactMap(\.id) == ["row-0", "row-1", "row-2"])
    #expect((1...3).map { tree.fixedFrame(view: $0)?.width } == [10, 20, 30])
    #expect(tree.views.dropFirst().allSatisfy { $0.parent == 0 })
  }

  /// Arrays of strings and of colours (implicit members take the first qualified type); a
  /// parameter used as a view; `$0` without a parameter; `1...2` closed.
  @Test func arraysAndShorthand() throws {
    let tree = try compileClean(
      """
      VStack
        ForEach(["One", "Two"], id: \\.self) { name in Text(name) }
        ForEach([Color.red, .blue], id: \\.self) { color in
          color.frame(width: 5, height: 5)
        }
        ForEach(1...2) { Text("n\\($0)") }
      """)
    #expect(tree.views.map(\.type) == ["VStack", "Text", "Text", "Color", "Color", "Text", "Text"])
    #expect(tree.views.compactMap(\.text) == ["One", "Two", "n1", "n2"])
  }

  /// Modifiers on a ForEach apply to every copy (as on a Group); nested ForEach bind their
  /// own parameters.
  @Test func modifiersAndNesting() throws {
    let tree = try compileClean(
      """
      VStack
        ForEach(0..<2) { row in
          HStack
            ForEach(0..<2) { column in Text("\\(row),\\(column)") }
        }
        .padding(4)
      """)
    #expect(tree.views.compactMap(\.text) == ["0,0", "0,1", "1,0", "1,1"])
    #expect(
      tree.views.filter { $0.type == "HStack" }.allSatisfy {
        $0.modifiers.map(\.name) == ["padding"]
      })
  }

  @Test func mistakes() {
    assertCompileDiagnostics(
      """
      VStack
        ForEach(1️⃣items) { i in Text("a") }
        ForEach(2️⃣3..<1) { i in Text("a") }
        ForEach(3️⃣0..<100000) { i in Text("a") }
        ForEach(0..<3) { i in 4️⃣Txt("a") }
        Text("\\(5️⃣count)")
      """,
      [
        .init("1️⃣", "forEachDataNotWrittenOut"),
        .init("2️⃣", "forEachRangeReversed"),
        .init("3️⃣", "forEachTooManyElements", message: "'ForEach' has more than 10000 elements"),
        // Reported once, not once per copy.
        .init("4️⃣", "unknownView"),
        .init("5️⃣", "interpolationNotAValue"),
      ])
  }

  /// Nested ForEach multiply: 1,000 × 1,000 copies pass the limit of 100,000 in all, reported
  /// once at the data that crossed it, and nothing is expanded past it.
  @Test func nestedCopiesAreBounded() {
    let result = compile(
      SourceFile(
        name: "t",
        text:
          "VStack\n  ForEach(0..<1000) { i in\n    ForEach(0..<1000) { j in Text(\"x\") }\n  }\n"))
    #expect(result.diagnostics.map(\.id) == ["forEachTooManyCopies"])
    #expect(result.tree == nil)
  }
}
