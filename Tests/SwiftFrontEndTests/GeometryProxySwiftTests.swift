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

  /// Arithmetic on the proxy stays an expression through a local constant and a component's
  /// property: `third` = 390 / 3 = 130, and the bar is `proxy.size.width - third` = 260 wide.
  /// The VStack (leading, no spacing) is 260 × (10 + 20) at the reader's corner; the red
  /// colour at (0, 0), the bar's colour below it at (0, 10).
  @Test func arithmeticThroughALocalAndAComponent() {
    let out = layOutSwift([
      """
      struct Bar: View {
        let width: CGFloat
        var body: some View { Color.blue.frame(width: width, height: 20) }
      }
      struct Split: View {
        var body: some View {
          GeometryReader { proxy in
            let third = proxy.size.width / 3
            VStack(alignment: .leading, spacing: 0) {
              Color.red.frame(width: third, height: 10)
              Bar(width: proxy.size.width - third)
            }
          }
        }
      }
      #Preview { Split() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["GeometryReader", "VStack", "Color", "Color"])
    #expect(
      out.frames == [[0, 0, 390, 844], [0, 0, 260, 30], [0, 0, 130, 10], [0, 10, 260, 20]])
  }

  /// A component with its own `GeometryReader { proxy in` given a length from an outer
  /// reader's `proxy`: the two proxies share a name, but the width is still the outer
  /// reader's, 390 × 0.5 = 195, and the height the inner one's (framed 100 × 100), 50. The
  /// colour sits at the inner reader's corner, (0, 0).
  @Test func aComponentsReaderDoesNotCaptureTheOuterProxy() {
    let out = layOutSwift([
      """
      struct Card: View {
        var width: CGFloat
        var body: some View {
          GeometryReader { proxy in
            Color.red.frame(width: width, height: proxy.size.height / 2)
          }
          .frame(width: 100, height: 100)
        }
      }
      struct Page: View {
        var body: some View {
          GeometryReader { proxy in
            Card(width: proxy.size.width * 0.5)
          }
        }
      }
      #Preview { Page() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["GeometryReader", "GeometryReader", "Color"])
    #expect(out.frames == [[0, 0, 390, 844], [0, 0, 100, 100], [0, 0, 195, 50]])
  }

  /// `GeometryReader { Color.red.frame(width: $0.size.width / 3) }`: 390 / 3 = 130 wide, the
  /// reader's 844 tall.
  @Test func theProxyAsDollarZero() {
    let out = layOutSwift([
      """
      struct Thirds: View {
        var body: some View {
          GeometryReader { Color.red.frame(width: $0.size.width / 3) }
        }
      }
      #Preview { Thirds() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[0, 0, 390, 844], [0, 0, 130, 844]])
  }

  /// A proxy value in another modifier is an error at the expression, line 4 column 25, not
  /// at the reader; `.preference(key:value:)` and an action (no layout effect) may read it.
  @Test func aProxyInPaddingIsAnErrorAtTheExpression() {
    let out = layOutSwift([
      """
      struct Inset: View {
        var body: some View {
          GeometryReader { geo in
            Color.red.padding(geo.size.width / 10)
              .preference(key: SizeKey.self, value: geo.size)
              .onAppear { print(geo.size) }
          }
        }
      }
      struct SizeKey: PreferenceKey {
        static var defaultValue: CGSize = .zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
      }
      #Preview { Inset() }
      """
    ])
    #expect(out.messages.count == 1)
    #expect(
      out.messages.first?.hasPrefix(
        "4:25 a GeometryReader's proxy is read only in '.frame(width:height:)' so far") == true)
  }
}
