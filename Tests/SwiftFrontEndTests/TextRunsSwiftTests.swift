import Testing
import ViewDSL

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

  /// The same `.init(…)` where another view takes its title (`SecureField(.init(placeholder),
  /// text:)`, a design system's field; `Button(.init(title)) {}`) is a key too: the button is
  /// its title "Go", 2 × 8.5 = 17 wide in the tests' text estimate (it was "expected a string
  /// for 'title', found '.init(…)'").
  @Test func keysMadeFromStringsForOtherTitles() {
    let out = layOutSwift([
      """
      struct V: View {
        let placeholder = "Password"
        let title = "Go"
        var body: some View {
          VStack {
            SecureField(.init(placeholder), text: .constant(""))
            Button(.init(title)) {}
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages.isEmpty)
    #expect(out.types == ["VStack", "SecureField", "Button"])
    #expect(out.frames.last?[2] == 17)
  }
}

/// Xcode 26's String Catalog symbols (`CompileOptions.stringSymbols`, read from the folders'
/// `Localizable.xcstrings`): the symbol stands for the development language's text.
@Suite struct StringCatalogSymbolTests {
  /// `Text(.photoTypeFront)`, `String(localized:)` of one, a `LocalizedStringResource`
  /// property returning one and `.navigationTitle(.settingsTitle)` show the catalogue's
  /// English text, and a button takes one as its title (no error); `.leading` keeps meaning
  /// the alignment even beside a symbol of that name.
  /// Before, "expected a string for 'content', found '.photoTypeFront'" (the workout app).
  @Test func symbolsAreTheirText() {
    var options = CompileOptions()
    options.stringSymbols = [
      "photoTypeFront": "Front photo", "settingsTitle": "Settings", "save": "Save",
      "leading": "not an alignment",
    ]
    let (texts, messages) = swiftTexts(
      [
        """
        enum PhotoType {
          case front
          var title: LocalizedStringResource { .photoTypeFront }
          var name: String { String(localized: .photoTypeFront) }
        }
        struct V: View {
          var body: some View {
            NavigationStack {
              VStack(alignment: .leading) {
                Text(.photoTypeFront)
                Text(PhotoType.front.title)
                Text(PhotoType.front.name + "!")
                Button(.save) {}
              }
              .navigationTitle(.settingsTitle)
            }
          }
        }
        #Preview { V() }
        """
      ], options: options)
    #expect(messages.isEmpty, "\(messages)")
    #expect(texts.contains("Settings"))
    #expect(
      texts.filter { $0 != "Settings" } == ["Front photo", "Front photo", "Front photo!"])
  }
}
