import Testing

/// Texts of pieces as apps write them in Swift: `+` between texts built from data, functions
/// that return a `Text`, and texts or symbols interpolated into a literal.
@Suite struct TextRunsSwiftTests {
  @Test func concatenationsFromData() {
    let source = """
      import SwiftUI
      struct Price: View {
        let amount = 12
        var label: Text { Text("Total: ").foregroundColor(.secondary) }
        func unit() -> Text { Text(" USD").font(.caption) }
        var body: some View {
          VStack {
            label + Text("$\\(amount)").bold() + unit()
            Text("\\(Image(systemName: "star.fill")) \\(4.5, specifier: "%.1f") \\(Text("stars").italic())")
            (Text("a") + Text("b")).font(.title)
          }
        }
      }
      #Preview { Price() }
      """
    let (texts, messages) = swiftTexts([source])
    #expect(messages.isEmpty)
    #expect(texts == ["Total: $12 USD", "\u{FFFC} 4.5 stars", "ab"])
  }

  @Test func aViewModifierOnAPieceIsAnError() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View { Text("a") + Text("b").padding() }
      }
      #Preview { V() }
      """
    let (_, messages) = swiftTexts([source])
    #expect(messages.contains { $0.contains("'.padding' makes a view, not a 'Text'") })
  }

  /// `Text(.init(message))` (the workout app's error view) and `Text(LocalizedStringKey(message))`
  /// make a key from the string, so its Markdown is read ("Bold text", its markers not shown);
  /// `Text(message)` shows the string verbatim. Before, `.init(…)` was "expected a string for
  /// 'content'" and `LocalizedStringKey(message)` was shown verbatim.
  @Test func keysMadeFromStringsReadMarkdown() {
    let (texts, messages) = swiftTexts([
      """
      struct V: View {
        let message = "**Bold** text"
        var body: some View {
          VStack {
            Text(.init(message))
            Text(LocalizedStringKey(message))
            Text(message)
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(messages.isEmpty)
    #expect(texts == ["Bold text", "Bold text", "**Bold** text"])
  }
}
