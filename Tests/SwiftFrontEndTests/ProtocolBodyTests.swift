import Testing

/// A view's `body` given by an extension of the app's own protocol, as Swift's default
/// implementation; a type's own `body` wins.
@Suite struct ProtocolBodyTests {
  /// `Promo` takes `Card`'s body (a 100 × `height` colour, 40 here); `Plain` has its own
  /// (a 30 × 30 one). Stacked with no spacing: 70 tall, y = (844 − 70) / 2 = 387.
  @Test func aProtocolExtensionGivesTheBody() {
    let out = layOutSwift([
      """
      protocol Card: View { var height: Double { get } }
      extension Card {
        var body: some View { Color.red.frame(width: 100, height: height) }
      }
      struct Promo: Card { let height: Double }
      struct Plain: Card {
        let height = 10.0
        var body: some View { Color.blue.frame(width: 30, height: 30) }
      }
      #Preview {
        VStack(spacing: 0) {
          Promo(height: 40)
          Plain()
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[145, 387, 100, 70], [145, 387, 100, 40], [180, 427, 30, 30]])
  }
}
