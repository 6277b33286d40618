import Testing

/// Members a type adopts without declaring them: a protocol extension's defaults and a
/// superclass's members, as Swift finds them.
@Suite struct InheritedMemberTests {
  /// `side` (40) and `doubled(_:)` come from `extension Sized`, `title` from `Base`: a 40 × 80
  /// colour beside "Base"; `Box` declares its own `inset` (2), which wins over the
  /// extension's (10), so the stack's spacing is 2.
  @Test func protocolExtensionsAndSuperclasses() {
    let out = layOutSwift([
      """
      protocol Sized {}
      extension Sized {
        var side: Double { 40 }
        var inset: Double { 10 }
        func doubled(_ x: Double) -> Double { x * 2 }
      }
      class Base { var title: String { "Base" } }
      class Model: Base {}
      struct Box: View, Sized {
        let model = Model()
        var inset: Double { 2 }
        var body: some View {
          VStack(spacing: inset) {
            Color.red.frame(width: side, height: doubled(side))
            Color.blue.frame(width: model.title == "Base" ? 10 : 20, height: 10)
          }
        }
      }
      #Preview { Box() }
      """
    ])
    #expect(out.messages == [])
    // 80 + 2 + 10 = 92 tall, centred: y = (844 − 92) / 2 = 376; the 40-wide colour at
    // x = (390 − 40) / 2 = 175, the 10-wide one at x = 190.
    #expect(out.frames[1] == [175, 376, 40, 80])
    #expect(out.frames.last == [190, 458, 10, 10])
  }

  /// A subclass has its superclass's stored properties and, declaring no initializer, runs the
  /// superclass's: `Wrapper()` has `side` 30 (the default) made 50 by `Search`'s `init()`, and
  /// `query` "" from the default, so the 50-point square shows, not the 20-point one.
  @Test func subclassesHaveTheirSuperclassesStoredProperties() {
    let out = layOutSwift([
      """
      class Search: ObservableObject {
        @Published var query = ""
        var side = 30.0
        init() { side = 50 }
      }
      final class Wrapper: Search {}
      struct Box: View {
        @StateObject var search = Wrapper()
        var body: some View {
          if search.query.isEmpty {
            Color.red.frame(width: search.side, height: search.side)
          } else {
            Color.blue.frame(width: 20, height: 20)
          }
        }
      }
      #Preview { Box() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[170, 397, 50, 50]])
  }

  /// `Self` in a protocol extension's method is the conforming type: `Self.prefix` is
  /// `Glaze.prefix` ("glaze"), so the text is "glaze/pink" (before, "cannot put
  /// 'Self.prefix' in a string").
  @Test func selfIsTheConformingType() {
    let out = swiftTexts([
      """
      protocol Ingredient { var name: String { get }; static var prefix: String { get } }
      extension Ingredient { var id: String { "\\(Self.prefix)/\\(name)" } }
      struct Glaze: Ingredient { var name: String; static let prefix = "glaze" }
      #Preview { Text(Glaze(name: "pink").id) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["glaze/pink"])
  }

  /// The app's extension of `Text` and of `Image` (the Animal Crossing browser's
  /// `.style(appStyle:)`, one method name on each type): a text styled through it has the frame
  /// of the same text with `.font(.title).bold()` written out, and the image the extension's
  /// 20 × 20 frame, centred in the 390-wide canvas at x 185. Before, both were "unknown
  /// modifier 'style'" warnings and the text kept the body font.
  @Test func extensionsOfTextAndImage() {
    let out = layOutSwift([
      """
      enum AppTextStyle { case title, body }
      extension Text {
        func style(appStyle: AppTextStyle) -> Text {
          switch appStyle {
          case .title: return self.font(.title).bold()
          case .body: return self.font(.body)
          }
        }
      }
      extension Image {
        func style(appStyle: Int) -> some View {
          self.resizable().frame(width: 20, height: 20)
        }
      }
      #Preview {
        VStack(spacing: 0) {
          Text("Hello").style(appStyle: .title)
          Text("Hello").font(.title).bold()
          Image(systemName: "star").style(appStyle: 1)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Text", "Text", "Image"])
    #expect(out.frames[1][2...] == out.frames[2][2...])
    #expect(out.frames[3][0] == 185 && out.frames[3][2...] == [20, 20])
  }

  /// A static cache filled on first use (`guard let islands = Self.islands else { …;
  /// Self.islands = loaded; return loaded }`), read twice: the second read sees the stored
  /// value, so `loads` counts one load ("1"). Inside `extension Text`, a bare `rowTitle()` is
  /// `self.rowTitle()`, the extension's other method: the styled text has the frame of the
  /// text with `.font(.title)` written out. Before, "only assignments to local names and to
  /// 'self.name' are evaluated" and "cannot find 'rowTitle'".
  @Test func staticCachesAndAnExtensionsOwnMethods() {
    let source = """
      struct Island {
        let name: String
        private static var islands: [Island]?
        static var loads = 0
        static func load() -> [Island] {
          guard let islands = Self.islands else {
            let loaded = [Island(name: "Reef")]
            Self.islands = loaded
            Island.loads += 1
            return loaded
          }
          return islands
        }
      }
      extension Text {
        func row() -> Text { rowTitle() }
        private func rowTitle() -> Text { self.font(.title) }
      }
      #Preview {
        VStack(spacing: 0) {
          Text(Island.load()[0].name).row()
          Text(Island.load()[0].name).font(.title)
          Text("\\(Island.loads)")
        }
      }
      """
    let out = layOutSwift([source])
    #expect(out.messages == [])
    #expect(out.frames[1][2...] == out.frames[2][2...])
    #expect(swiftTexts([source]).texts == ["Reef", "Reef", "1"])
  }

  /// An extension method that shares its name with SwiftUI's modifier is called only where its
  /// labels are written (the Spawn app's `RoundedRectangle.stroke(_:lineWidth:dashLengthValue:
  /// dashSpacingValue:)`): `.stroke(.gray, lineWidth: 1)` is SwiftUI's (before, "missing
  /// argument 'dashLengthValue:'"), the dashed call the app's, whose frame 30 × 10 it sets. An
  /// `extension Circle` method runs on `Circle()` (it was an unknown modifier), and a colour
  /// made by `UIColor { traits in … }` is a colour (it was "declared in none of the files").
  @Test func extensionMethodsBesideSwiftUIsAndDynamicColors() {
    let out = layOutSwift([
      """
      extension RoundedRectangle {
        func stroke(_ content: Color, lineWidth: CGFloat, dashLengthValue: CGFloat, dashSpacingValue: CGFloat) -> some View {
          self.stroke(content, lineWidth: lineWidth).frame(width: 30, height: 10)
        }
      }
      extension Circle {
        func badge(size: CGFloat) -> some View { self.frame(width: size, height: size) }
      }
      var background: Color {
        Color(UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white })
      }
      #Preview {
        VStack(spacing: 0) {
          RoundedRectangle(cornerRadius: 4).stroke(.gray, lineWidth: 1).frame(width: 50, height: 20)
          RoundedRectangle(cornerRadius: 4).stroke(.gray, lineWidth: 1, dashLengthValue: 5, dashSpacingValue: 5)
          Circle().badge(size: 12).background(background)
        }
      }
      """
    ])
    #expect(out.messages == [])
    // The frame 50 × 20, the app's 30 × 10, the badge 12 × 12 and its background colour.
    #expect(out.types == ["VStack", "RoundedRectangle", "RoundedRectangle", "Circle", "Color"])
    #expect(out.frames[2][2...] == [30, 10])
    #expect(out.frames[3][2...] == [12, 12])
  }

  /// An app's `cornerRadius(_:corners:)` in `extension View` (a common snippet) beside
  /// SwiftUI's `cornerRadius(_:)`: `.cornerRadius(8)` is SwiftUI's, which changes no frame, and
  /// so is the bare `cornerRadius(12)` in the app's `card()`; `.cornerRadius(4, corners:)` is the
  /// app's, whose body here pads by the radius. Before, every call went to the app's method:
  /// "missing argument 'corners:'". The stack: 18 wide (10 + 2 × 4), 10 + 18 + 6 = 34 high.
  @Test func anAppMethodNamedAsSwiftUIsModifierTakesItsOwnCalls() {
    let out = layOutSwift([
      """
      extension View {
        func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View { padding(radius) }
        func card() -> some View { cornerRadius(12) }
      }
      #Preview {
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: 10).cornerRadius(8)
          Color.blue.frame(width: 10, height: 10).cornerRadius(4, corners: [.topLeft])
          Color.green.frame(width: 6, height: 6).card()
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[18, 34], [10, 10], [10, 10], [6, 6]])
  }

  /// The snippet's own body, `clipShape(RoundedCorner(radius:corners:))` with the app's
  /// `Shape`: a clip changes no frame, so the 10 × 10 colour stays 10 × 10 (it was "missing
  /// argument for parameter 'shape' in 'clipShape'": the app's shape was read as a view given
  /// as content).
  @Test func anAppShapeGivenToAClip() {
    let out = layOutSwift([
      """
      struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners
        func path(in rect: CGRect) -> Path { Path(rect) }
      }
      extension View {
        func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
          clipShape(RoundedCorner(radius: radius, corners: corners))
        }
      }
      #Preview { Color.red.frame(width: 10, height: 10).cornerRadius(4, corners: [.topLeft]) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[10, 10]])
  }
}
