import Testing

/// Swift input reads a `GeometryReader`'s proxy in `.frame(width:height:)` as `.view` input
/// does: the lengths are computed from the reader's size as placed.
@Suite struct GeometryProxySwiftTests {
  /// The reader fills 390 × 844; a custom view's property scales the proxy's width:
  /// 390 × 0.25 = 97.5 wide, 844 / 2 = 422 tall, at the reader's top-leading corner (0, 0),
  /// where a GeometryReader puts its child.
  @Test func aFrameFromTheProxyInACustomView() {
    let out = layOutSwift([
      """
      struct Split: View {
        var fraction = 0.25
        var body: some View {
          GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width * fraction, height: proxy.size.height / 2)
          }
        }
      }
      #Preview { Split() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["GeometryReader", "Color"])
    #expect(out.frames == [[0, 0, 390, 844], [0, 0, 97.5, 422]])
  }

  /// A condition on the proxy chooses views during layout, which layoutc cannot do: an error
  /// at the comparison, not a silent branch.
  @Test func aConditionOnTheProxyIsAnError() {
    let out = layOutSwift([
      """
      struct Wide: View {
        var body: some View {
          GeometryReader { proxy in
            if proxy.size.width > 500 { Color.red } else { Color.blue }
          }
        }
      }
      #Preview { Wide() }
      """
    ])
    #expect(out.messages.count == 1)
    #expect(out.messages.first?.contains("known only during layout") == true)
  }
}
