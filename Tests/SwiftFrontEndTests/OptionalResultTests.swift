import Testing

/// A framework method's result may be `nil` (`store.object(forKey:)` of the iCloud key-value
/// store, which another device may have filled; a fresh `NSCache` is empty instead, as
/// `CacheTests` shows): a condition on whether
/// it is, an `if let` or a `??` on it cannot be decided, so it is an error, never a branch
/// taken silently. An initializer's or static member's value (`URL(string:)`, `Color.red`)
/// is a value.
@Suite struct OptionalResultTests {
  private static let loader = """
    let store = NSUbiquitousKeyValueStore.default
    final class Loader: ObservableObject {
      @Published var image: UIImage?
      init(path: String) { image = store.object(forKey: path) as? UIImage }
    }
    """

  /// Before, `image != nil` held and the 10-point red square was laid out.
  @Test func aComparisonWithNilIsNotKnown() {
    let out = layOutSwift([
      Self.loader + """

        struct V: View {
          @ObservedObject var loader: Loader
          var body: some View {
            if loader.image != nil {
              Color.red.frame(width: 10, height: 10)
            } else {
              Color.blue.frame(width: 20, height: 20)
            }
          }
        }
        #Preview { V(loader: Loader(path: "a")) }
        """
    ])
    #expect(out.frames == [])
    #expect(
      out.messages.first
        == "9:8 a preview cannot know 'object(forKey:)'; write a literal in the preview, or bind a name with '--data NAME=file.json'"
    )
  }

  /// `if let` and `??` on it are errors too; `URL(string:)` binds as before.
  @Test func optionalBindingAndCoalescing() {
    let binding = layOutSwift([
      Self.loader + """

        struct V: View {
          let loader = Loader(path: "a")
          var body: some View {
            if let image = loader.image { Image(uiImage: image) } else { Color.blue }
          }
        }
        #Preview { V() }
        """
    ])
    #expect(
      binding.messages.first?.hasPrefix("9:8 a preview cannot know 'object(forKey:)'") == true)
    let coalesced = layOutSwift([
      """
      let titles = NSUbiquitousKeyValueStore.default
      struct V: View {
        var body: some View { Text(titles.string(forKey: "a") ?? "Untitled") }
      }
      #Preview { V() }
      """
    ])
    #expect(coalesced.frames == [])
    let url = layOutSwift([
      """
      struct V: View {
        var body: some View {
          if let url = URL(string: "https://example.com") {
            Link("Site", destination: url).frame(width: 100, height: 20)
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(url.messages == [])
    #expect(url.frames.count == 1)
  }
}
