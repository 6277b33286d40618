import Testing

@testable import ViewDSL

@Suite struct MarkedSourceTests {
  @Test func removesMarkersAndRecordsLocations() {
    let marked = MarkedSource("VStack\n  1️⃣Text(\"é2️⃣\")3️⃣")
    #expect(marked.text == "VStack\n  Text(\"é\")")
    #expect(marked.location("1️⃣") == ViewDSL.SourceLocation(line: 2, column: 3, offset: 9))
    // 'é' is one scalar but two UTF-8 bytes.
    #expect(marked.location("2️⃣") == ViewDSL.SourceLocation(line: 2, column: 10, offset: 17))
    #expect(marked.location("3️⃣") == ViewDSL.SourceLocation(line: 2, column: 12, offset: 19))
  }

  @Test func digitsThatAreNotMarkersStay() {
    let marked = MarkedSource("Text(\"121️⃣\")🔟")
    #expect(marked.text == "Text(\"12\")")
    #expect(marked.location("1️⃣").column == 9)
    #expect(marked.location("🔟").column == 11)
  }
}
