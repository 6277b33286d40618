import Testing
import ViewDSL

/// `UIFontMetrics`' scaled values: the value itself at the default Dynamic Type size, unknown
/// (an error that says why) at any other.
@Suite struct FontMetricsTests {
  static let source = """
    enum Metrics { static var side: CGFloat { UIFontMetrics.default.scaledValue(for: 20 * 2) } }
    #Preview {
      Color.red.frame(
        width: Metrics.side, height: UIFontMetrics(forTextStyle: .body).scaledValue(for: 10))
    }
    """

  /// At `.large` the scale is 1: the square is 40 × 10 at ((390 − 40) / 2, (844 − 10) / 2) =
  /// (175, 417).
  @Test func theValueItselfAtTheDefaultSize() {
    let out = layOutSwift([Self.source])
    #expect(out.messages == [])
    #expect(out.frames == [[175, 417, 40, 10]])
  }

  /// At `.xxLarge` no published scale says what the values become: an error at each call
  /// (1:43 and 4:34), nothing laid out.
  @Test func unknownAtOtherSizes() {
    let options = CompileOptions(environment: CompileEnvironment(dynamicTypeSize: .xxLarge))
    let out = layOutSwift([Self.source], options: options)
    let text =
      "Apple publishes no scale for 'UIFontMetrics.scaledValue(for:)' at Dynamic Type size 'xxLarge', so layoutc does not know this value; at '--dynamic-type large' it is the value itself"
    #expect(out.frames == [])
    #expect(out.messages == ["1:43 " + text, "4:34 " + text])
  }
}
