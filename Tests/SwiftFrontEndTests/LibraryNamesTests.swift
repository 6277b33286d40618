import Testing

/// Names that come from a library the files given do not hold (`import SwiftUIFlux`): a view
/// whose `body` the library's protocol extension provides, an object of the library's type.
/// layoutc cannot know them, and says so where they are made, naming the file's imports.
@Suite struct LibraryNamesTests {
  static let connectedView = """
    import SwiftUI
    import SwiftUIFlux
    import Foundation

    struct Home: ConnectedView, Equatable {
      struct Props { let titles: [String] }
      func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        Props(titles: state.titles)
      }
      func body(props: Props) -> some View {
        List { ForEach(props.titles, id: \\.self) { Text($0) } }
      }
    }
    """

  /// A view with no `body` of its own, made in a preview: the error is at the view's
  /// initializer, and names the protocol (not `Equatable`, the standard library's) and the
  /// module that may declare it (not `SwiftUI` or `Foundation`, Apple's).
  @Test func aViewWhoseBodyALibraryGivesIsAnErrorAtIt() {
    let out = layOutSwift([
      Self.connectedView,
      """
      #Preview {
        VStack {
          Home()
        }
      }
      """,
    ])
    #expect(
      out.messages == [
        "3:5 'Home' has no 'body' in the files given: it conforms to 'ConnectedView', which none of them declares (it may come from a module its file imports: 'SwiftUIFlux'), so layoutc cannot know what it shows; add the files that declare it, or preview the views its body would make"
      ])
  }

  /// A modifier on it (`.environmentObject(store)`, `.navigationBarTitle`) says the same,
  /// not that the value has no member of that name.
  @Test func aModifierOnItSaysTheSame() {
    let out = layOutSwift([
      Self.connectedView,
      """
      #Preview {
        Home().navigationBarTitle("Home")
      }
      """,
    ])
    #expect(out.messages.count == 1)
    #expect(out.messages.first?.hasPrefix("2:3 'Home' has no 'body' in the files given") == true)
  }

  /// A type that conforms only to Apple's protocols keeps the plain error, and a view's own
  /// `body` is evaluated whatever else it conforms to.
  @Test func appleConformancesAreNotCalledLibraries() {
    let plain = layOutSwift([
      """
      struct Row: Identifiable, Hashable { let id: Int }
      #Preview { Row(id: 1) }
      """
    ])
    #expect(plain.messages == ["2:12 expected a view, found a value of type 'Row'"])
    let own = layOutSwift([
      """
      import SwiftUIFlux
      struct Card: ConnectedView, View {
        var body: some View { Color.red.frame(width: 10, height: 10) }
      }
      #Preview { Card() }
      """
    ])
    #expect(own.messages == [])
    #expect(own.frames == [[190, 417, 10, 10]])
  }

  /// An environment object of a type no file declares: the preview's
  /// `.environmentObject(sampleStore)` gives a value a preview cannot know, reported at the
  /// initializer call that made it (line 3 of the second file) where a view reads it.
  @Test func anObjectOfALibraryTypeIsAnErrorWhereItIsMade() {
    let out = layOutSwift([
      """
      import SwiftUI
      import SwiftUIFlux
      struct Badge: View {
        @EnvironmentObject var store: Store<AppState>
        var body: some View {
          if store.state.isOn { Color.red.frame(width: 10, height: 10) }
        }
      }
      """,
      """
      import SwiftUIFlux

      let sampleStore = Store<AppState>(reducer: appReducer, state: AppState())
      #Preview { Badge().environmentObject(sampleStore) }
      """,
    ])
    #expect(
      out.messages.first
        == "3:19 'Store' is declared in none of the files given (it may come from a module this file imports: 'SwiftUIFlux'), so a preview cannot know its value; add the file that declares it, or give the preview the values the view reads"
    )
  }

  /// Without one in the preview, the property says the type is not declared, rather than
  /// asking for an object the preview could not make.
  @Test func aMissingObjectOfALibraryTypeSaysSo() {
    let out = layOutSwift([
      """
      import SwiftUI
      import SwiftUIFlux
      import Backend
      struct Badge: View {
        @EnvironmentObject private var store: Store<AppState>
        var body: some View {
          if store.state.isOn { Color.red.frame(width: 10, height: 10) }
        }
      }
      #Preview { Badge() }
      """
    ])
    #expect(
      out.messages.first
        == "5:34 'Store' is declared in none of the files given (it may come from a module this file imports: 'SwiftUIFlux', 'Backend'), so a preview cannot know its value; add the file that declares it, or give the preview the values the view reads"
    )
  }

  /// A type the files declare keeps asking for the object.
  @Test func aMissingObjectOfTheAppsTypeAsksForIt() {
    let out = layOutSwift([
      """
      final class Store: ObservableObject { @Published var isOn = true }
      struct Badge: View {
        @EnvironmentObject var store: Store
        var body: some View {
          if store.isOn { Color.red.frame(width: 10, height: 10) }
        }
      }
      #Preview { Badge() }
      """
    ])
    #expect(
      out.messages.first
        == "3:26 no 'Store' in the environment; add '.environmentObject(Store(…))' or '.environment(Store(…))' to the preview"
    )
  }

  /// A protocol or a type alias the files declare is not a library's, though layoutc reads
  /// neither's members: the plain errors stay.
  @Test func protocolsAndAliasesOfTheFilesAreDeclared() {
    let out = layOutSwift([
      """
      protocol Themed {}
      struct Row: Themed {}
      #Preview { Row() }
      """
    ])
    #expect(out.messages == ["3:12 expected a view, found a value of type 'Row'"])
    let alias = layOutSwift([
      """
      import SwiftUIFlux
      typealias AppStore = Store<AppState>
      struct Badge: View {
        @EnvironmentObject var store: AppStore
        var body: some View { if store.isOn { Color.red } }
      }
      #Preview { Badge() }
      """
    ])
    #expect(alias.messages.first?.hasPrefix("4:26 no 'AppStore' in the environment") == true)
  }

  /// A package's view written in a body (Enchanted's `ActivityIndicatorView`, from the
  /// package of that name), modifiers and all, is named as such, at the view's name. Before,
  /// "expected a view, found a call".
  @Test func aPackagesViewIsAnErrorThatNamesIt() {
    let out = layOutSwift([
      """
      import ActivityIndicatorView
      struct Waiting: View {
        var body: some View {
          VStack {
            ActivityIndicatorView(isVisible: .constant(true), type: .growingCircle)
              .frame(width: 21, height: 21)
          }
        }
      }
      #Preview { Waiting() }
      """
    ])
    #expect(
      out.messages
        == [
          "5:7 'ActivityIndicatorView' is declared in none of the files given (it may come from a module this file imports: 'ActivityIndicatorView'), so layoutc cannot know what it shows; add the files that declare it, or replace it with a frame of its size in the preview"
        ])
  }
}
