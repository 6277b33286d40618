import Testing

/// The app's styles on controls written without a content closure.
@Suite struct AppStyleTests {
  /// `Button("Go", action: go)` and `Label("Go", systemImage:)` stay SwiftUI expressions until
  /// used; the app's `.buttonStyle(Pill(inset: 10))` and `.labelStyle(TitleOnly())` still make
  /// them the styles' bodies (it was "expected '.automatic' or … found a value of type 'Pill'").
  /// "Go" is 2 × 8.5 = 17 × 20.4 (the tests' text estimate): the button is the title padded by
  /// 10, 37 × 40.4; the label is the title padded by 5 (the icon dropped), 27 × 30.4.
  @Test func stylesOnControlsWithoutContentClosures() {
    let out = layOutSwift([
      """
      struct Pill: ButtonStyle {
        let inset: Double
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.padding(inset)
        }
      }
      struct TitleOnly: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.title.padding(5)
        }
      }
      struct A: View {
        var body: some View {
          VStack(spacing: 0) {
            Button("Go", action: go).buttonStyle(Pill(inset: 10))
            Label("Go", systemImage: "star").labelStyle(TitleOnly())
          }
        }
        func go() {}
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Button", "Text", "Label", "Text"])
    #expect(out.frames[1].suffix(2) == [37, 40.4])
    #expect(out.frames[3].suffix(2) == [27, 30.4])
  }
}
