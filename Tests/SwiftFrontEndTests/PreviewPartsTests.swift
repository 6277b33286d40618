import Testing
import ViewDSL

/// A preview's body may show several views, each on its own canvas, configured by the
/// preview modifiers, which never reach the layout.
@Suite struct PreviewPartsTests {
  /// A provider's `Group` of two views is two canvases, named by `.previewDisplayName`; the
  /// group's `.previewLayout` applies to both; the second view alone is laid out for part 1:
  /// 30 × 30 centred at ((390 − 30) / 2, (844 − 30) / 2) = (180, 407).
  @Test func aGroupOfViewsIsOneCanvasEach() {
    let source = """
      struct Swatch: View {
        var side: Double
        var body: some View { Color.red.frame(width: side, height: side) }
      }
      struct Swatch_Previews: PreviewProvider {
        static var previews: some View {
          Group {
            Swatch(side: 10).previewDisplayName("Small")
            Swatch(side: 30)
              .previewDisplayName("Large")
              .previewDevice(PreviewDevice(rawValue: "iPhone 16 Pro"))
          }
          .previewLayout(.fixed(width: 300, height: 200))
        }
      }
      """
    let parts = swiftPreviewParts([source])
    #expect(parts.map(\.displayName) == ["Small", "Large"])
    #expect(
      parts.map(\.layout) == [.fixed(width: 300, height: 200), .fixed(width: 300, height: 200)])
    #expect(parts.map(\.device) == [nil, "iPhone 16 Pro"])
    let second = layOutSwift([source], part: 1)
    #expect(second.messages == [])
    #expect(second.types == ["Color"])
    #expect(second.frames == [[180, 407, 30, 30]])
  }

  /// `#Preview(traits:)` gives every view of the preview its layout and orientation.
  @Test func previewTraits() {
    let parts = swiftPreviewParts([
      """
      #Preview("Row", traits: .sizeThatFitsLayout, .landscapeLeft) { Text("Hi") }
      #Preview(traits: .fixedLayout(width: 320, height: 80)) { Text("Hi") }
      """
    ])
    #expect(
      parts
        == [PreviewPart()].map { p in
          var p = p
          p.layout = .sizeThatFits
          p.landscape = true
          return p
        })
    let fixed = swiftPreviewParts(
      ["#Preview(traits: .fixedLayout(width: 320, height: 80)) { Text(\"Hi\") }"])
    #expect(fixed.map(\.layout) == [.fixed(width: 320, height: 80)])
  }

  /// A `#Preview` body of two views is two canvases too (numbered when unnamed).
  @Test func twoViewsInAPreviewBody() {
    let parts = swiftPreviewParts(["#Preview { Text(\"A\"); Text(\"B\") }"])
    #expect(parts.count == 2)
    #expect(parts.allSatisfy { $0.displayName == nil })
  }
}
