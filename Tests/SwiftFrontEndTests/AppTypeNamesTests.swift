import Testing

/// An app's own names beside SwiftUI's: model types named like views, and type names used
/// inside the app's `extension View` methods.
@Suite struct AppTypeNamesTests {
  /// A Mastodon client's `List` model, a `Section` enumeration and a `Label` record do not
  /// hide SwiftUI's views: `List(id:title:)` makes the model (two of them, so two rows), and
  /// `Section { … }` is SwiftUI's, none of whose initializers the models take.
  /// The stack is 100 × 50 (two rows of 20 and the section's 10), centred at
  /// ((390 − 100) / 2, (844 − 50) / 2) = (145, 397); the blue square is centred in its width at
  /// 145 + (100 − 50) / 2 = 170.
  @Test func modelsNamedLikeViewsDoNotHideThem() {
    let out = layOutSwift([
      """
      struct List: Codable, Identifiable { let id: String; let title: String }
      enum Section: String { case first, second }
      struct Label { let text: String }
      struct Lists: View {
        let lists = [List(id: "a", title: "Friends"), List(id: "b", title: "Work")]
        let label = Label(text: "Lists")
        var body: some View {
          VStack(spacing: 0) {
            ForEach(lists) { list in Color.red.frame(width: 100, height: 20) }
            Section { Color.blue.frame(width: 50, height: 10) }
          }
        }
      }
      #Preview { Lists() }
      """
    ])
    #expect(out.messages == [])
    // Outside a list a section is its content, as a `Group`'s is: no view of its own.
    #expect(out.types == ["VStack", "Color", "Color", "Color"])
    #expect(
      out.frames.dropFirst() == [[145, 397, 100, 20], [145, 417, 100, 20], [170, 437, 50, 10]])
  }

  /// `List { … }` beside a `List` model is SwiftUI's list.
  @Test func aListCallWithContentIsSwiftUIs() {
    let out = layOutSwift([
      """
      public struct List: Codable, Identifiable, Hashable { public let id: String }
      #Preview {
        List {
          Text("Item 1")
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["List", "Text"])
  }

  /// In a method of `extension View`, `Metrics` is the app's type and `environment(Store())`
  /// is `self.environment(…)`, not a modifier named `Metrics` or SwiftUI's key-path form.
  /// The padded square is 120 × 50 at the top left of the 300 × 300 frame, which is centred
  /// at ((390 − 300) / 2, (844 − 300) / 2) = (45, 272): the square at (45 + 10, 272 + 10).
  @Test func typeNamesInViewExtensionsAreTypes() {
    let out = layOutSwift([
      """
      @Observable final class Store { var name = "x" }
      enum Metrics { static let gap: Double = 10 }
      extension View {
        func previewEnvironment() -> some View {
          environment(Store()).padding(Metrics.gap)
        }
      }
      #Preview {
        Color.red.frame(width: 100, height: 30).previewEnvironment()
          .frame(width: 300, height: 300, alignment: .topLeading)
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[55, 282, 100, 30]])
  }

  /// `private struct Header` in two files: each file's views use its own. The first file's
  /// red square is 10 × 10 at ((390 − 10) / 2, (844 − 10) / 2) = (190, 417); the second's blue
  /// bar 200 × 20 at (95, 412). A third file's `Header()` is the one file's that is not
  /// private (the green 300 × 30 at (45, 407)), whose extension there is its own too.
  @Test func privateTypesStayInTheirFiles() {
    let files = [
      """
      struct ScreenA: View {
        let headers: [Header] = [Header(size: 10)]
        var body: some View { headers[0] }
      }
      private struct Header: View {
        let size: Double
        var body: some View { Color.red.frame(width: size, height: size) }
      }
      #Preview("A") { ScreenA() }
      """,
      """
      struct ScreenB: View { var body: some View { Header() } }
      fileprivate struct Header: View {
        var body: some View { Color.blue.frame(width: 200, height: 20) }
      }
      #Preview("B") { ScreenB() }
      """,
      """
      struct Header: View { var body: some View { Color.green.frame(width: width, height: 30) } }
      extension Header { var width: Double { 300 } }
      """,
      """
      #Preview("C") { Header() }
      """,
    ]
    let a = layOutSwift(files, preview: 0)
    let b = layOutSwift(files, preview: 1)
    let c = layOutSwift(files, preview: 2)
    #expect(a.messages == [] && b.messages == [] && c.messages == [])
    #expect(a.frames == [[190, 417, 10, 10]])
    #expect(b.frames == [[95, 412, 200, 20]])
    #expect(c.frames == [[45, 407, 300, 30]])
  }

  /// Escaped names are the names: the app's `` func `if` `` is `.if(…)`, and
  /// `` case `default` `` is `.default`. The padded square is 120 × 40 at the top left of the
  /// 300 × 300 frame at (45, 272): the square at (55, 282), 100 wide for the default style.
  @Test func backtickedNamesAreTheirNames() {
    let out = layOutSwift([
      """
      enum Style { case `default`, compact }
      extension View {
        @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content)
          -> some View
        {
          if condition { transform(self) } else { self }
        }
      }
      struct Card: View {
        let style: Style = .default
        var body: some View {
          Color.red.frame(width: style == .default ? 100 : 50, height: 20)
            .if(true) { $0.padding(10) }
        }
      }
      #Preview { Card().frame(width: 300, height: 300, alignment: .topLeading) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[55, 282, 100, 20]])
  }

  /// `config == .badge` compares with the static `badge` of the config's type. The stack is
  /// 20 × 20 at ((390 − 20) / 2, (844 − 20) / 2) = (185, 412): the badge's 10-wide square
  /// centred in it at 190, the status's 20-wide one below at (185, 422).
  @Test func implicitMembersCompareWithTheOtherSidesStatics() {
    let out = layOutSwift([
      """
      struct FrameConfig: Equatable {
        let size: Double
        static let badge = FrameConfig(size: 30)
        static let status = FrameConfig(size: 40)
      }
      struct Avatar: View {
        let config: FrameConfig
        var body: some View { Color.red.frame(width: config == .badge ? 10 : 20, height: 10) }
      }
      #Preview {
        VStack(spacing: 0) {
          Avatar(config: .badge)
          Avatar(config: .status)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst() == [[190, 412, 10, 10], [185, 422, 20, 10]])
  }

  /// `ModifiedContent(content: self, modifier: M())` in an extension method is
  /// `self.modifier(M())`, and `@EnvironmentObject var store: Store<State>` reads the `Store`
  /// the preview gave. The square's width is the store's 40, padded by 10 on every side: 60 ×
  /// 50 at the top left of the 300 × 300 frame at (45, 272), the square at (55, 282).
  @Test func modifiedContentAndGenericEnvironmentObjects() {
    let out = layOutSwift([
      """
      struct AppState { var width = 40.0 }
      final class Store<State>: ObservableObject {
        let state: State
        init(state: State) { self.state = state }
      }
      struct Padded: ViewModifier {
        func body(content: Content) -> some View { content.padding(10) }
      }
      extension View {
        func padded() -> some View { ModifiedContent(content: self, modifier: Padded()) }
      }
      struct Square: View {
        @EnvironmentObject var store: Store<AppState>
        var body: some View { Color.red.frame(width: store.state.width, height: 30).padded() }
      }
      #Preview {
        Square().environmentObject(Store(state: AppState()))
          .frame(width: 300, height: 300, alignment: .topLeading)
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[55, 282, 40, 30]])
  }
}
