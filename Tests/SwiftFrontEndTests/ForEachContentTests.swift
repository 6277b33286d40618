import Testing

/// `ForEach(items, content: content)`: a generic container's stored view builder given as the
/// content, as Apple's samples write search results.
@Suite struct ForEachContentTests {
  /// Two items, each a 40-point square from the stored builder, spaced 8 in the VStack: 88
  /// tall, y = (844 − 88) / 2 = 378; the squares at x = 175.
  @Test func aStoredBuilderIsTheContent() {
    let out = layOutSwift([
      """
      struct Results<Content: View>: View {
        let items: [Int]
        let content: (Int) -> Content
        init(items: [Int], @ViewBuilder content: @escaping (Int) -> Content) {
          self.items = items
          self.content = content
        }
        var body: some View {
          VStack(spacing: 8) { ForEach(items, id: \\.self, content: content) }
        }
      }
      #Preview {
        Results(items: [1, 2]) { n in Color.red.frame(width: 40, height: 40) }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[175, 378, 40, 88], [175, 378, 40, 40], [175, 426, 40, 40]])
  }

  /// `List(items, id: \.self, rowContent: row)` is `List(items, id: \.self) { w in row(w) }`
  /// (it was "'List' has no parameter labelled 'rowContent'"): the same list, the rows 10 and
  /// 20 wide.
  @Test func aListsRowContentArgument() {
    func laidOut(_ list: String) -> (frames: [[Double]], types: [String], messages: [String]) {
      layOutSwift([
        """
        struct Rows: View {
          let items = [10.0, 20.0]
          var body: some View { \(list) }
          func row(_ w: Double) -> some View { Color.red.frame(width: w, height: 2) }
        }
        #Preview { Rows() }
        """
      ])
    }
    let labelled = laidOut(#"List(items, id: \.self, rowContent: row)"#)
    let trailing = laidOut(#"List(items, id: \.self) { w in row(w) }"#)
    #expect(labelled.messages == [])
    #expect(labelled.types == ["List", "Color", "Color"])
    #expect(labelled.frames.dropFirst().map { $0[2] } == [10, 20])
    #expect(labelled.frames == trailing.frames)
  }
}
