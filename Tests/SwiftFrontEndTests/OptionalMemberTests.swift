import Testing

/// Stored properties a type's initializer need not be given: optionals start as `nil`.
@Suite struct OptionalMemberTests {
  /// `var keyword: Int!` (implicitly unwrapped) starts as `nil`, as `Int?` does: the class's
  /// `KeywordListener()` needs no argument for it. The square is 10 × 10, centred at
  /// ((390 − 10) / 2, (844 − 10) / 2) = (190, 417).
  @Test func anImplicitlyUnwrappedVarStartsAsNil() {
    let out = layOutSwift([
      """
      class PageListener { var page = 1 }
      final class KeywordListener: PageListener { var keyword: Int! }
      struct Keywords: View {
        @State var listener = KeywordListener()
        var body: some View {
          if listener.keyword == nil { Color.red.frame(width: 10, height: 10) }
        }
      }
      #Preview { Keywords() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[190, 417, 10, 10]])
  }
}
