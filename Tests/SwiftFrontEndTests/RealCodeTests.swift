import Testing

/// Shapes met in real apps' sources that once stopped a preview or laid out the wrong thing.
@Suite struct RealCodeTests {
  /// Two providers each nest a `struct Preview`: each provider's `previews` means its own.
  /// The second's is 80 × 40, centred at ((390 − 80) / 2, (844 − 40) / 2) = (155, 402).
  @Test func nestedTypesWithOneNameResolveInsideTheirProvider() {
    let files = [
      """
      struct A_Previews: PreviewProvider {
        struct Preview: View { var body: some View { Color.red.frame(width: 20, height: 20) } }
        static var previews: some View { Preview() }
      }
      """,
      """
      struct B_Previews: PreviewProvider {
        struct Preview: View { var body: some View { Color.red.frame(width: 80, height: 40) } }
        static var previews: some View { Preview() }
      }
      """,
    ]
    let first = layOutSwift(files, preview: 0)
    let second = layOutSwift(files, preview: 1)
    #expect(first.messages == [] && second.messages == [])
    #expect(first.frames.last == [185, 412, 20, 20])
    #expect(second.frames.last == [155, 402, 80, 40])
  }

  /// `Task { … }` in a model's initializer is work for later: never run, so the undeclared
  /// call inside it reports nothing. The text-free square is 50 × 50 at (170, 397).
  @Test func taskClosuresAreNotRun() {
    let out = layOutSwift([
      """
      @Observable final class Store {
        var items: [String] = []
        init() { Task { await self.load(); undefinedCall() } }
        func load() async {}
      }
      struct Screen: View {
        @State var store = Store()
        var body: some View { Color.blue.frame(width: 50 + Double(store.items.count), height: 50) }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.last == [170, 397, 50, 50])
  }

  /// A gesture's `.onChanged { … }` is an action although its callee is not a modifier of a
  /// view: it must not run (it would assign to a `@State`) nor be taken for content.
  @Test func gestureCallbacksAreNotRun() {
    let out = layOutSwift([
      """
      struct Drag: View {
        @State private var offset = CGSize.zero
        var body: some View {
          Color.green.frame(width: 60, height: 60)
            .gesture(DragGesture().onChanged { value in offset = value.translation; boom() })
        }
      }
      #Preview { Drag() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types.contains("Color"))
  }

  /// The app's environment values: an `EnvironmentKey`'s `defaultValue` (30) and an `@Entry`'s
  /// (5), then the values an enclosing `.environment(\.key, value)` sets (50 and 1). The rows
  /// are 30 + 5 + 10 = 45 and 50 + 1 + 10 = 61 wide; the stack 30 + 8 + 50 = 88 tall, at
  /// y = (844 − 88) / 2 = 378.
  @Test func appEnvironmentValues() {
    let out = layOutSwift([
      """
      private struct SideKey: EnvironmentKey { static let defaultValue: Double = 30 }
      extension EnvironmentValues {
        var side: Double {
          get { self[SideKey.self] }
          set { self[SideKey.self] = newValue }
        }
        @Entry var gap: Double = 5
      }
      struct Tile: View {
        @Environment(\\.side) private var side
        @Environment(\\.gap) var gap
        var body: some View {
          HStack(spacing: gap) {
            Color.red.frame(width: side, height: side)
            Color.blue.frame(width: 10, height: 10)
          }
        }
      }
      #Preview { VStack { Tile(); Tile().environment(\\.side, 50).environment(\\.gap, 1) } }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "HStack", "Color", "Color", "HStack", "Color", "Color"])
    #expect(out.frames[0] == [164.5, 378, 61, 88])
    #expect(out.frames[1][2] == 45)
    #expect(out.frames[4][2] == 61)
  }

  /// The app's `ButtonStyle` and `LabelStyle`: the first button is its label padded by the
  /// style's 10 points, 70 × 40; the second has a style of its own (`.bordered`: 7 and 12
  /// points around the 50 × 20 label, 74 × 34); the label is the style's HStack: the icon's
  /// 30-point frame, 20 points, then the title. Buttons keep their type and their frame is
  /// the style's body, as SwiftUI's are.
  @Test func appButtonAndLabelStyles() {
    let out = layOutSwift([
      """
      struct CardButtonStyle: ButtonStyle {
        var inset: Double = 10
        func makeBody(configuration: Configuration) -> some View {
          configuration.label
            .padding(inset)
            .opacity(configuration.isPressed ? 0.5 : 1)
        }
      }
      extension ButtonStyle where Self == CardButtonStyle {
        static var card: CardButtonStyle { CardButtonStyle() }
      }
      struct HeaderLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
          HStack(spacing: 20) {
            configuration.icon.frame(width: 30)
            configuration.title
          }
        }
      }
      #Preview {
        VStack {
          Button { } label: { Color.red.frame(width: 50, height: 20) }
          Button(action: {}) { Color.red.frame(width: 50, height: 20) }.buttonStyle(.bordered)
          Label { Color.red.frame(width: 40, height: 10) } icon: { Color.blue.frame(height: 10) }
        }
        .buttonStyle(.card)
        .labelStyle(HeaderLabelStyle())
      }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.types == [
        "VStack", "Button", "Color", "Button", "Color", "Label", "HStack", "Color", "Color",
      ])
    #expect(out.frames[1].suffix(2) == [70, 40])
    #expect(out.frames[3].suffix(2) == [74, 34])
    // The label: 30 + 20 + 40 = 90 wide, 10 tall.
    #expect(out.frames[5].suffix(2) == [90, 10])
  }

  /// `Color(.brand)` is Xcode's generated asset symbol, not the app's `Color.brand` (which
  /// would be defined in terms of itself), and `ShapeStyle.brand` where `Self == Color` reads
  /// `Color.brand`. Colours have no layout effect: the 10-point square at (190, 417).
  @Test func assetSymbolsAndShapeStyleExtensions() {
    let out = layOutSwift([
      """
      extension Color { static let brand = Color(.brand) }
      extension ShapeStyle where Self == Color { static var brand: Color { .brand } }
      #Preview { Color.brand.frame(width: 10, height: 10).background(.brand) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first == [190, 417, 10, 10])
  }

  /// A `PhaseAnimator` shows its content in the first phase: `.idle`, so the square is 20
  /// points, not the 60 of `.large`; `.phaseAnimator` on a view likewise (the 8-point padding
  /// of `false`): 20 + 2 × 8 = 36 wide.
  @Test func animatorsShowTheirFirstPhase() {
    let out = layOutSwift([
      """
      enum Phase: CaseIterable { case idle, large }
      #Preview {
        VStack(spacing: 0) {
          PhaseAnimator(Phase.allCases) { phase in
            Color.red.frame(width: phase == .large ? 60 : 20, height: 20)
          }
          Color.blue.frame(width: 20, height: 20)
            .phaseAnimator([false, true]) { content, on in content.padding(on ? 20 : 8) }
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Color", "Color"])
    #expect(out.frames[1].suffix(2) == [20, 20])
    #expect(out.frames[0].suffix(2) == [36, 56])
  }

  /// Localised strings show their development-language key; `format:` styles follow `en_US`:
  /// 1234.5 in dollars is "$1,234.50", 0.25 as a percentage "25%", 12345 grouped "12,345".
  @Test func localizationAndFormatStyles() {
    let out = swiftTexts([
      """
      struct Order { var id = String(localized: "Order#\\(1203)"); var total = 1234.5; var share = 0.25 }
      #Preview {
        let o = Order()
        VStack {
          Text("\\(o.id) completed!", comment: "A heading")
          Text(o.total, format: .currency(code: "USD"))
          Text(o.share, format: .percent)
          Text("\\(o.share.formatted(.percent)) / \\(12345.formatted(.number))")
          Text(NSLocalizedString("Done", comment: "button"))
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["Order#1203 completed!", "$1,234.50", "25%", "25% / 12,345", "Done"])
  }

  /// A date a preview cannot know is reported at the date, whatever `style:` shows it.
  @Test func textWithADateStyle() {
    let out = swiftTexts(["#Preview { Text(Date(), style: .date) }"])
    #expect(out.messages.first?.hasPrefix("1:17 a preview cannot know 'Date(…)'") == true)
    let now = swiftTexts(["#Preview { Text(Date.now.formatted()) }"])
    #expect(now.messages.first?.hasPrefix("1:17 a preview cannot know 'Date.now'") == true)
  }

  /// The app's own `Layout` used as a container lays out in both spellings (its
  /// `sizeThatFits` here gives zero: `AppLayoutTests` has the numbers); what layoutc cannot lay
  /// out is an error at its use that says what to do: a view wrapping a UIKit view.
  @Test func customLayoutsAndRepresentablesAreClearErrors() {
    let layout = """
      struct FlowLayout: Layout {
        var spacing = 8.0
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      """
    let direct = layOutSwift([layout, "#Preview { FlowLayout { Text(\"A\") } }"])
    #expect(direct.messages == [])
    #expect(direct.types == ["FlowLayout", "Text"])
    #expect(direct.frames.first == [195, 422, 0, 0])
    let called = layOutSwift([layout, "#Preview { (FlowLayout(spacing: 4)) { Text(\"A\") } }"])
    #expect(called.messages == [])
    #expect(called.types == ["FlowLayout", "Text"])
    let map = layOutSwift([
      """
      struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ view: MKMapView, context: Context) {}
      }
      #Preview { MapView() }
      """
    ])
    #expect(
      map.messages.first?.hasPrefix("5:12 'MapView' is a UIViewRepresentable, whose size") == true)
  }

  /// A condition on a `GeometryProxy`'s size is known only during layout: an error at the
  /// condition that says what to use instead.
  @Test func conditionsOnLayoutTimeValues() {
    let out = layOutSwift([
      "#Preview { GeometryReader { proxy in if proxy.size.width > 300 { Color.red } } }"
    ])
    #expect(
      out.messages.first?.hasPrefix(
        "1:41 'proxy.size.width' is known only during layout, so a condition on it cannot choose views yet"
      ) == true)
  }

  /// A view not laid out yet is reported as such, not for the labelled closures a signature it
  /// does not have would refuse.
  @Test func notYetViewsBeforeTheirClosures() {
    let out = layOutSwift([
      #"#Preview { DisclosureGroup { Text("A") } label: { Text("B") } }"#
    ])
    #expect(out.messages.count == 1)
    #expect(
      out.messages.first?.hasPrefix("1:12 'DisclosureGroup' is not supported yet") == true)
  }

  /// The app's own `Shape` lays out as every shape does (the whole proposal) and keeps its
  /// name; `[Item]()` is an empty array; `image?.resizable()` on a nil image is no view; a
  /// fresh `UserDefaults` gives nil; `Color(UIColor.x)` is a colour. The arrow is framed
  /// 100 × 50 at the top of the full-height stack; the second arrow takes the rest:
  /// 844 − 50 − 8 = 786.
  @Test func shapesEmptyCollectionsAndOptionalViews() {
    let out = layOutSwift([
      """
      struct Arrow: Shape {
        var bold = false
        func path(in rect: CGRect) -> Path { Path() }
      }
      struct Screen: View {
        @State private var names = [String]()
        @State private var image: Image?
        let saved = UserDefaults.standard.string(forKey: "name") ?? "none"
        var body: some View {
          VStack {
            Arrow().stroke(.red, lineWidth: 2).frame(width: 100, height: 50)
            image?.resizable()
            Arrow(bold: names.isEmpty && saved == "none").fill(.blue)
          }
          .background(Color(UIColor.systemBackground))
        }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    // The background's colour is listed first, as modifier content.
    #expect(out.types == ["VStack", "Color", "Arrow", "Arrow"])
    #expect(out.frames[2] == [145, 0, 100, 50])
    #expect(out.frames[3] == [0, 58, 390, 786])
  }

  /// A member a value lacks is named once, with the value described: no doubled quotes.
  @Test func missingMemberMessages() {
    let out = layOutSwift([
      """
      struct Item { var title = "A" }
      #Preview { Text(Item().subtitle) }
      """
    ])
    #expect(out.messages == ["2:17 a value of type 'Item' has no member 'subtitle'"])
  }

  /// A closure given for a `@ViewBuilder` parameter (or a property returning `Content`) builds
  /// all its views when the view calls it, not only the last: 10 + 0.333 (the divider, one
  /// pixel at 3x) + 10 = 20.333 for both sections.
  @Test func viewBuilderClosuresKeepEveryView() {
    let out = layOutSwift([
      """
      struct Section1<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { VStack(spacing: 0) { content } }
      }
      struct Section2<Content: View>: View {
        let content: () -> Content
        var body: some View { VStack(spacing: 0) { content() } }
      }
      #Preview {
        VStack(spacing: 0) {
          Section1 { Color.red.frame(height: 10); Divider(); Color.blue.frame(height: 10) }
          Section2 { Color.red.frame(height: 10); Divider(); Color.blue.frame(height: 10) }
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types.filter { $0 == "Divider" }.count == 2)
    let height: Double = 10 + 1.0 / 3 + 10
    #expect(out.frames[1][3] == height)
    #expect(out.frames[5][3] == height)
  }

  /// `layout { … }` with a local `AnyLayout` evaluates its content where it is written, so
  /// the view's own properties are found: two 30-point squares 4 points apart, 64 wide.
  @Test func anyLayoutContentSeesTheView() {
    let out = layOutSwift([
      """
      struct Pair: View {
        var side = 30.0
        var body: some View {
          let layout = AnyLayout(HStackLayout(spacing: 4))
          layout {
            Color.red.frame(width: side, height: side)
            Color.blue.frame(width: side, height: side)
          }
        }
      }
      #Preview { Pair() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first == [163, 407, 64, 30])
  }

  /// `.environment(\.key, value)` for a key a modifier sets is that modifier: the text under
  /// `\.font` lays out as under `.font(.largeTitle)`; the content's `@Environment` reads the
  /// new Dynamic Type size (an accessibility size: the 100-point square); keys with no layout
  /// effect (`\.colorScheme`) are accepted.
  @Test func environmentKeysAsModifiers() {
    let font = layOutSwift([#"#Preview { Text("Hi").environment(\.font, .largeTitle) }"#])
    let modifier = layOutSwift([#"#Preview { Text("Hi").font(.largeTitle) }"#])
    #expect(font.messages == [] && font.frames == modifier.frames)
    let out = layOutSwift([
      """
      struct Box: View {
        @Environment(\\.dynamicTypeSize) var size
        var body: some View {
          let side = size.isAccessibilitySize ? 100.0 : 50.0
          Color.red.frame(width: side, height: side)
        }
      }
      #Preview {
        Box()
          .environment(\\.sizeCategory, .accessibilityLarge)
          .environment(\\.colorScheme, .dark)
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first == [145, 372, 100, 100])
  }
}

/// Swift's standard library as view code calls it.
@Suite struct StandardLibraryTests {
  /// Operators and key paths as functions: `reduce(0, +)` of the key path's values is
  /// 3 + 4 = 7; `sorted(by: >)` is descending. The text is measured, so only its content is
  /// checked.
  @Test func operatorsAndKeyPathsAsFunctions() {
    let out = layOutSwift([
      """
      struct Sale { var count: Int }
      struct Total: View {
        var sales = [Sale(count: 3), Sale(count: 4)]
        var total: Int { sales.map(\\.count).reduce(0, +) }
        var body: some View { Text("\\(total) \\([3, 1, 2].sorted(by: >))") }
      }
      #Preview { Total() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["Text"])
  }

  /// `.init(…)` in an array of the app's type makes its values; `sorted()` uses the type's own
  /// `static func <`: ["A", "B"]; the counts sum to 8.
  @Test func implicitInitializersAndComparableTypes() {
    let out = swiftTexts([
      """
      struct Sale: Comparable {
        var name: String
        var count: Int
        static func < (lhs: Sale, rhs: Sale) -> Bool { lhs.count < rhs.count }
        static var previews: [Sale] = [.init(name: "B", count: 5), .init(name: "A", count: 3)]
      }
      #Preview {
        Text("\\(Sale.previews.sorted().map(\\.name)) \\(Sale.previews.map(\\.count).reduce(0, +))")
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == [#"["A", "B"] 8"#])
  }

  /// `item?.name` on a nil item is nil, so `??` gives the fallback: the 40-point square.
  @Test func optionalChainOnNil() {
    let out = layOutSwift([
      """
      struct Item { var side: Double }
      struct Tile: View {
        var item: Item? = nil
        var body: some View { Color.red.frame(width: item?.side ?? 40, height: 40) }
      }
      #Preview { Tile() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[175, 402, 40, 40]])
  }
}

/// `.background(Color(…), in: shape)` on the app's view: the colour fills the shape, a style;
/// before, it was taken as the background's content beside the style form, an error.
@Suite struct BackgroundStyleInShapeTests {
  @Test func aColourInAShapeIsAStyle() {
    let out = layOutSwift([
      """
      struct Inner: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
      #Preview {
        Inner()
          .padding(6)
          .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
      }
      """
    ])
    #expect(out.messages == [])
    // 10 + 2 × 6 = 22 square, centred: ((390 − 22) / 2, (844 − 22) / 2) = (184, 411).
    #expect(out.frames == [[190, 417, 10, 10]])
  }
}
