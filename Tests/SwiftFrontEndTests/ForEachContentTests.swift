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
}
