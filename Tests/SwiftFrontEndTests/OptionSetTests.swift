import Testing

/// The app's `OptionSet`s compute on their raw bits, and a look into elements that cannot be
/// known is unknown, never a guess.
@Suite struct OptionSetTests {
  /// `all` is `[a, b]`, bits 2 | 4 = 6: it contains `.a` (the red square shows) and not `.c`
  /// (bit 8: no blue square); `a.union(c)` is 10, which is not empty. Before, the literal
  /// stayed an array, `contains(.a)` compared an array's elements with `.a` by name and found
  /// nothing, and the `ZStack` was laid out empty, silently.
  @Test func containsUnionAndLiterals() {
    let out = layOutSwift([
      """
      struct Layers: OptionSet {
        var rawValue: Int
        static let a = Layers(rawValue: 1 << 1)
        static let b = Layers(rawValue: 1 << 2)
        static let c = Layers(rawValue: 0b1000 & 0xFF)
        static let all: Layers = [a, b]
      }
      struct Screen: View {
        var layers: Layers = .all
        var body: some View {
          ZStack {
            if layers.contains(.a) { Color.red.frame(width: 10, height: 10) }
            if layers.contains(.c) { Color.blue.frame(width: 20, height: 20) }
            if !Layers.a.union(.c).isEmpty { Color.green.frame(width: 5, height: 5) }
          }
        }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2] } == [10, 10, 5])
  }

  /// `contains` over an array holding a value a preview cannot know, and `filter` whose
  /// predicate reads one, are errors at the value: before, both counted it as not matching.
  @Test func unknownElementsAreNotGuessed() {
    let contains = layOutSwift([
      """
      #Preview {
        let ids = [1, UUID().hashValue]
        if ids.contains(2) { Color.red } else { Color.blue }
      }
      """
    ])
    #expect(contains.messages.first?.hasPrefix("2:17 a preview cannot know 'UUID(…)'") == true)
    let filter = layOutSwift([
      """
      #Preview {
        let cut = Date().timeIntervalSince1970
        let kept = [1.0, 2.0].filter { $0 > cut }
        ForEach(kept, id: \\.self) { _ in Color.red }
      }
      """
    ])
    #expect(filter.messages.first?.hasPrefix("2:13 a preview cannot know 'Date(…)'") == true)
  }
}
