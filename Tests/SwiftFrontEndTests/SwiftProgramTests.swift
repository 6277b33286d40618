import Testing

@Suite struct SwiftProgramTests {
  /// A custom view with a memberwise argument, its body a stack of two rectangles whose
  /// heights come from model data: 20 + 8 (spacing) + 30 = 58 tall, centred: y = (844 − 58) / 2
  /// = 393; the rectangles take the canvas's width.
  @Test func customViewWithModelData() {
    let out = layOutSwift([
      """
      struct Item { var title: String; var heights: [Double] }
      struct Bars: View {
        let item: Item
        var body: some View {
          VStack(spacing: 8) {
            ForEach(item.heights, id: \\.self) { h in
              Rectangle().frame(height: h)
            }
          }
        }
      }
      #Preview { Bars(item: Item(title: "x", heights: [20, 30])) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Rectangle", "Rectangle"])
    #expect(out.frames == [[0, 393, 390, 58], [0, 393, 390, 20], [0, 421, 390, 30]])
  }

  /// `if` picks its branch from a property: `compact` is true, so the 100-point square shows
  /// and the 200-point one does not; centred at ((390 − 100) / 2, (844 − 100) / 2).
  @Test func ifInAViewBuilder() {
    let out = layOutSwift([
      """
      struct Badge: View {
        var compact = true
        var body: some View {
          if compact {
            Color.red.frame(width: 100, height: 100)
          } else {
            Color.blue.frame(width: 200, height: 200)
          }
        }
      }
      #Preview { Badge() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[145, 372, 100, 100]])
  }

  /// `switch` over an enum case with a payload binds it: `.large(3)` makes 3 × 10 = 30.
  @Test func switchWithPayload() {
    let out = layOutSwift([
      """
      enum Size { case small; case large(Int) }
      struct Box: View {
        let size: Size
        var body: some View {
          switch size {
          case .small: Color.red.frame(width: 10, height: 10)
          case .large(let n): Color.red.frame(width: Double(n) * 10, height: 10)
          }
        }
      }
      #Preview { Box(size: .large(3)) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[180, 417, 30, 10]])
  }

  /// Operators: `??` takes the default (nil title), the ternary picks 44, `!` negates.
  @Test func operators() {
    let out = layOutSwift([
      """
      struct Row: View {
        var subtitle: String? = nil
        var isLarge = true
        var body: some View {
          Color.red.frame(width: (subtitle ?? "abcd").count > 3 ? 44 : 10, height: !isLarge ? 1 : 2)
        }
      }
      #Preview { Row() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[173, 421, 44, 2]])
  }

  /// Several files: the sample data in one file, the view and the preview in another; an
  /// extension's static color and a `ViewModifier` applied with `.modifier`. The modifier
  /// pads by 10: 50 + 20 = 70 tall, y = (844 − 70) / 2 = 387.
  @Test func severalFilesAndAppExtensions() {
    let out = layOutSwift([
      """
      extension Color { static let brand = Color.red }
      struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding(10) }
      }
      extension View { func card() -> some View { modifier(Card()) } }
      """,
      """
      struct Tile: View {
        var body: some View { Color.brand.frame(width: 50, height: 50).card() }
      }
      #Preview { Tile() }
      """,
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[170, 397, 50, 50]])
  }

  /// `#if os(iOS)` keeps the iOS branch only: one frame of 60, not both.
  @Test func conditionalCompilationKeepsTheIOSBranch() {
    let out = layOutSwift([
      """
      #Preview {
        Color.red
          #if os(iOS)
          .frame(width: 60, height: 60)
          #else
          .frame(width: 300, height: 300)
          #endif
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[165, 392, 60, 60]])
  }

  /// A value a preview cannot know is an error where it is written, not a placeholder.
  @Test func unknowableValueIsAnErrorAtItsExpression() {
    let out = layOutSwift([
      """
      struct Clock: View {
        let start = Date()
        var body: some View { Text(start.description) }
      }
      #Preview { Clock() }
      """
    ])
    #expect(out.frames == [])
    #expect(out.messages.first?.hasPrefix("2:15 a preview cannot know 'Date(…)'") == true)
  }

  /// A name no file declares is reported at its use, with what to do.
  @Test func unknownNameIsReportedAtItsUse() {
    let out = layOutSwift(["#Preview { Text(store.title) }"])
    #expect(out.messages.first?.hasPrefix("1:17 cannot find 'store' in the files given") == true)
  }

  /// Actions are never run: an assignment in a Button action changes nothing and reports
  /// nothing.
  @Test func actionsAreNotRun() {
    let out = layOutSwift([
      """
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          Button("Add") { count += 1; undefinedCall() }
            .frame(width: 100, height: 40)
        }
      }
      #Preview { Counter() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types.first == "Button")
  }

  /// `.alignmentGuide(.leading) { d in d.width / 2 }` on a colour that a modifier already
  /// wrapped (a SwiftUI value, not yet a view) keeps its closure: in a
  /// `VStack(alignment: .leading)` the 10-wide red colour's leading guide is 5, so it sits 5
  /// left of the blue one. The stack is 15 wide (−5 to 10), centred: blue at x = 187.5 + 5.
  @Test func alignmentGuideClosureOnAModifiedValue() {
    let out = layOutSwift([
      """
      struct Guided: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
            Color.blue.frame(width: 10, height: 10)
          }
        }
      }
      #Preview { Guided() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.count == 3)
    #expect(out.frames.dropFirst().map { $0[0] } == [187.5, 192.5])
  }

  /// A local function in a computed property is a helper the property calls, and
  /// `Array(repeating:count:)` makes its rows: three rows of `width(2)` = 2 × 20 + 10 = 50 by
  /// 10, stacked 30 tall at ((390 − 50) / 2, (844 − 30) / 2) = (170, 407).
  @Test func localFunctionsAndRepeatedArrays() {
    let out = layOutSwift([
      """
      struct Rows: View {
        let rows = Array(repeating: 2.0, count: 3)
        var rowWidth: Double {
          func width(_ units: Double) -> Double { units * 20 + 10 }
          return width(rows[0])
        }
        var body: some View {
          VStack(spacing: 0) {
            ForEach(rows.indices, id: \\.self) { _ in Color.red.frame(width: rowWidth, height: 10) }
          }
        }
      }
      #Preview { Rows() }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.frames == [
        [170, 407, 50, 30], [170, 407, 50, 10], [170, 417, 50, 10], [170, 427, 50, 10],
      ])
  }

  /// `redactionReasons` is empty unless `.redacted(reason:)` encloses the view, and VoiceOver
  /// is off in a preview. The stack is 100 × 20 at ((390 − 100) / 2, (844 − 20) / 2) =
  /// (145, 412); the redacted row is 50 wide, centred at 145 + 25 = 170.
  @Test func redactionReasonsAndAccessibilityValues() {
    let out = layOutSwift([
      """
      struct Row: View {
        @Environment(\\.redactionReasons) private var reasons
        @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOver
        var body: some View {
          Color.red.frame(
            width: reasons.contains(.placeholder) ? 50 : 100, height: voiceOver ? 40 : 10)
        }
      }
      #Preview {
        VStack(spacing: 0) {
          Row()
          Row().redacted(reason: .placeholder)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[145, 412, 100, 20], [145, 412, 100, 10], [170, 422, 50, 10]])
  }

  /// `reasons == .placeholder` compares the option set with the set of that one option (Ice's
  /// avatar): the plain avatar is the blue 40 × 40, the redacted one the grey 20 × 20. The row
  /// is 60 × 40 at ((390 − 60) / 2, (844 − 40) / 2) = (165, 402); the grey square at x 205,
  /// centred 10 lower. Before, "cannot compare an array with '.placeholder'".
  @Test func redactionReasonsEqualToOneReason() {
    let out = layOutSwift([
      """
      struct Avatar: View {
        @Environment(\\.redactionReasons) private var reasons
        var body: some View {
          if reasons == .placeholder {
            Color.gray.frame(width: 20, height: 20)
          } else {
            Color.blue.frame(width: 40, height: 40)
          }
        }
      }
      #Preview { HStack(spacing: 0) { Avatar(); Avatar().redacted(reason: .placeholder) } }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[165, 402, 60, 40], [165, 402, 40, 40], [205, 412, 20, 20]])
  }

  /// `AnyView(…)` in Swift input is the view it erases: a router's `-> AnyView` function
  /// lays out its 30 × 10 bar, centred at ((390 − 30) / 2, (844 − 10) / 2) = (180, 417).
  @Test func anyViewIsTheViewItErases() {
    let out = layOutSwift([
      """
      struct Router: View {
        func destination() -> AnyView { AnyView(Color.red.frame(width: 30, height: 10)) }
        var body: some View { destination() }
      }
      #Preview { Router() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[180, 417, 30, 10]])
  }

  /// `_image = .init(initialValue: image)` stores the argument, and `.loaded(30)` given for a
  /// `Loadable<Double>` is the app's generic enumeration's case. The red square (10 × 10) and
  /// the blue bar (30 × 20) stack 10 + 8 + 20 = 38 tall and 30 wide at ((390 − 30) / 2,
  /// (844 − 38) / 2) = (180, 403); the square centred at 180 + 10 = 190, the bar at y 421.
  @Test func genericEnumerationsThroughAWrappersInitializer() {
    let out = layOutSwift([
      """
      enum Loadable<T> {
        case notRequested
        case loaded(T)
      }
      struct Loader: View {
        @State private var image: Loadable<Double>
        init(image: Loadable<Double> = .notRequested) {
          self._image = .init(initialValue: image)
        }
        var body: some View {
          switch image {
          case .notRequested: Color.red.frame(width: 10, height: 10)
          case let .loaded(width): Color.blue.frame(width: width, height: 20)
          }
        }
      }
      #Preview {
        VStack {
          Loader()
          Loader(image: .loaded(30))
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[180, 403, 30, 38], [190, 403, 10, 10], [180, 421, 30, 20]])
  }

  /// A switch none of whose cases match a value layoutc did not understand is an error at the
  /// switch, not an empty layout: Swift's switches are exhaustive.
  @Test func aSwitchMatchingNoCaseIsAnError() {
    let out = layOutSwift([
      """
      enum Mode { case a, b }
      struct Screen: View {
        let mode: Mode = .a
        var body: some View {
          switch mode.next {
          case .a: Color.red
          case .b: Color.blue
          }
        }
      }
      extension Mode { var next: Mode { .c } }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages.contains { $0.hasPrefix("5:5 no case of this switch matches") })
  }

  /// `@Binding var isOn: Bool` read as `isOn.wrappedValue` is the value: true, so the square is
  /// 40 wide, centred at ((390 − 40) / 2, (844 − 10) / 2) = (175, 417).
  @Test func bindingsWrappedValue() {
    let out = layOutSwift([
      """
      struct Square: View {
        @Binding var isOn: Bool
        var body: some View { Color.red.frame(width: isOn.wrappedValue ? 40 : 20, height: 10) }
      }
      #Preview { Square(isOn: .constant(true)) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[175, 417, 40, 10]])
  }
}
