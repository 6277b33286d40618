import Testing

/// Idioms of apps' model code: `inout` arguments, Foundation's `Scanner` over a hex colour,
/// and initializers the app adds to SwiftUI's types (`extension Color { init(hex:) }`).
@Suite struct FoundationIdiomTests {
  /// `&name`: the app's `inout` parameter gives its final value back (`grow(&width, by: 5)`:
  /// 10 + 5 = 15); a system call may change what it is given, so `.store(in: &cancellables)`
  /// leaves `cancellables` unknown, harmless where no frame reads it, also when it is handed on
  /// to a second `store` (before, both were "this expression is not supported yet"), and
  /// `&generator` given to `shuffled(using:)` makes a
  /// width read from the generator the error, at the name given.
  @Test func inOutArguments() {
    let source = """
      func grow(_ x: inout Double, by step: Double) { x += step }
      final class Model {
        var cancellables = Set<AnyCancellable>()
        var width = 10.0
        var generator = SystemRandomNumberGenerator()
        init() {
          NotificationCenter.default.publisher(for: .init("x")).sink { _ in }.store(in: &cancellables)
          grow(&width, by: 5)
          _ = [1, 2].shuffled(using: &generator)
          NotificationCenter.default.publisher(for: .init("y")).sink { _ in }.store(in: &cancellables)
        }
      }
      struct Wide: View {
        let model = Model()
        var body: some View { Color.red.frame(width: model.width, height: 10) }
      }
      struct Random: View {
        let model = Model()
        var body: some View { Color.red.frame(width: model.generator.next(), height: 10) }
      }
      """
    let wide = layOutSwift([source + "\n#Preview { Wide() }"])
    #expect(wide.messages == [])
    #expect(wide.frames.map { [$0[2], $0[3]] } == [[15, 10]])
    let random = layOutSwift([source + "\n#Preview { Random() }"])
    #expect(random.messages.first?.hasPrefix("9:33 'generator' is passed to a system call") == true)
  }

  /// The common `Color(hex:)` reads its number with a `Scanner`: `scanString("#")` passes the
  /// `#`, `scanHexInt64(&value)` reads `1F` (31); without a `#` (`"2C"`) `scanString` is nil
  /// (so the last bar is 5 wide, not 50; it was "a value of type 'Scanner' has no member
  /// 'scanString'") and the number is read from the start (44); the other common form trims what is not a
  /// letter or digit first (`CharacterSet.alphanumerics.inverted`) and reads `0x2a` (42). A
  /// scan that finds no digit returns false and leaves the number as it was (7).
  @Test func scannersReadHexadecimalNumbers() {
    let out = layOutSwift([
      """
      func hexWidth(_ hex: String) -> Double {
        let scanner = Scanner(string: hex)
        _ = scanner.scanString("#")
        var value: UInt64 = 0
        scanner.scanHexInt64(&value)
        return Double(value)
      }
      func hashWidth(_ hex: String) -> Double {
        Scanner(string: hex).scanString("#") == nil ? 5 : 50
      }
      func trimmedWidth(_ hex: String) -> Double {
        var int: UInt64 = 7
        Scanner(string: hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)).scanHexInt64(&int)
        return Double(int)
      }
      #Preview {
        VStack(spacing: 0) {
          Color.red.frame(width: hexWidth("#1F"), height: 1)
          Color.red.frame(width: hexWidth("2C"), height: 1)
          Color.red.frame(width: trimmedWidth(" 0x2a; "), height: 1)
          Color.red.frame(width: trimmedWidth("##"), height: 1)
          Color.red.frame(width: hashWidth("2C"), height: 1)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [31, 44, 42, 7, 5])
  }

  /// `Color(hex: "#1B1B1B")` runs the app's `extension Color { init(hex:) }`, whose
  /// `self.init(red:green:blue:)` is SwiftUI's (before: "extraneous argument label 'hex:' in
  /// call to 'Color'"), and `RoundedRectangle(radius: 6)` the app's initializer delegating to
  /// `self.init(cornerRadius:)`: a 10 × 10 colour over an 8 × 4 shape, a stack 10 × 14.
  @Test func initializersTheAppAddsToSwiftUITypes() {
    let out = layOutSwift([
      """
      extension Color {
        init(hex: String) {
          let scanner = Scanner(string: hex)
          _ = scanner.scanString("#")
          var rgb: UInt64 = 0
          scanner.scanHexInt64(&rgb)
          self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255)
        }
      }
      extension RoundedRectangle {
        init(radius: CGFloat) { self.init(cornerRadius: radius) }
      }
      #Preview {
        VStack(spacing: 0) {
          Color(hex: "#1B1B1B").frame(width: 10, height: 10)
          RoundedRectangle(radius: 6).frame(width: 8, height: 4)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Color", "RoundedRectangle"])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[10, 14], [10, 10], [8, 4]])
  }

  /// `Game(rootWords:)`, a `convenience init` calling `self.init()`: the class declares no
  /// other initializer, so that is Swift's implicit `init()`, every property its initial
  /// value (it was "missing argument 'rootWords:'": the one initializer was taken for any
  /// call). Three words: three bars 10 high, a stack 30 high.
  @Test func aConvenienceInitializerCallsTheImplicitOne() {
    let out = layOutSwift([
      """
      final class Game: ObservableObject {
        @Published var words: [String] = []
        @Published var score = 0
      }
      extension Game {
        convenience init(rootWords: [String]) {
          self.init()
          self.words = rootWords
        }
      }
      #Preview {
        let game = Game(rootWords: ["a", "b", "c"])
        VStack(spacing: 0) {
          ForEach(game.words, id: \\.self) { _ in Color.red.frame(width: 10, height: 10) }
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first.map { [$0[2], $0[3]] } == [10, 30])
  }

  /// `.init(cornerRadius: 3)` returned as a `RoundedRectangle` the app extends: SwiftUI's
  /// initializer, since none of the app's takes `cornerRadius:` (it was "'RoundedRectangle'
  /// takes no argument 'cornerRadius:' here", as the extension was read as the app's type).
  @Test func anImplicitInitializerOfAnExtendedSwiftUIType() {
    let out = layOutSwift([
      """
      extension RoundedRectangle {
        init(radius: CGFloat) { self.init(cornerRadius: radius) }
      }
      struct Shapes {
        static var corner: RoundedRectangle { .init(cornerRadius: 3) }
      }
      #Preview { Shapes.corner.frame(width: 8, height: 4) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["RoundedRectangle"])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[8, 4]])
  }

  /// The app's `init(destination:isActive:)` in `extension NavigationLink` does not take
  /// `NavigationLink(destination: …) { label }`: its `isActive: Binding<Bool>` takes no
  /// trailing closure, so the call is SwiftUI's `init(destination:label:)`, the 10 × 10 label.
  @Test func aTrailingClosureGoesOnlyToAFunctionParameterOfAnExtension() {
    let out = layOutSwift([
      """
      extension NavigationLink where Label == EmptyView {
        init(destination: Destination, isActive: Binding<Bool>) {
          self.init(destination: destination, isActive: isActive, label: EmptyView.init)
        }
      }
      #Preview {
        VStack(spacing: 0) {
          NavigationLink(destination: Text("Detail")) { Color.red.frame(width: 10, height: 10) }
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "NavigationLink", "Color"])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[10, 10], [10, 10], [10, 10]])
  }

  /// The app's `extension Text { init(_ style: AppStyle) }` takes only calls whose argument is
  /// an `AppStyle`: `Text("Hello")` and `Text(name)` of a string are SwiftUI's, the others the
  /// app's (running the app's for a string made its `switch` match nothing).
  @Test func anExtensionInitializerTakesOnlyArgumentsOfItsTypes() {
    let out = swiftTexts([
      """
      enum AppStyle { case title, body }
      extension Text {
        init(_ style: AppStyle) {
          switch style {
          case .title: self.init(verbatim: "Title")
          case .body: self.init(verbatim: "Body")
          }
        }
      }
      struct Labels: View {
        let name = "Hello"
        let style = AppStyle.body
        var body: some View {
          VStack {
            Text("Hello")
            Text(name)
            Text(AppStyle.title)
            Text(.title)
            Text(style)
          }
        }
      }
      #Preview { Labels() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["Hello", "Hello", "Title", "Title", "Body"])
  }
}

/// `NSCache`, empty as a preview's process starts it.
@Suite struct CacheTests {
  /// The memoizing loader apps write: the first `loader(for: "a")` misses and stores, the
  /// second finds it, "c" misses: two loaders made, so the bar is 10 + 2 = 12 wide (it was "a
  /// preview cannot know 'object(forKey:)'"). Keys made with `NSString(string:)` compare as
  /// their strings.
  @Test func aMemoizingLoaderRunsAsOnAFreshLaunch() {
    let out = layOutSwift([
      """
      final class Loader {
        let path: String
        var width = 10.0
        init(path: String) { self.path = path }
      }
      final class LoaderCache {
        private var loaders: NSCache<NSString, Loader> = NSCache()
        var made = 0
        func loader(for path: String) -> Loader {
          let key = NSString(string: "\\(path)#1")
          if let loader = loaders.object(forKey: key) {
            return loader
          } else {
            let loader = Loader(path: path)
            loaders.setObject(loader, forKey: key)
            made += 1
            return loader
          }
        }
      }
      struct A: View {
        let cache = LoaderCache()
        var body: some View {
          let a = cache.loader(for: "a")
          let _ = cache.loader(for: "a")
          let _ = cache.loader(for: "c")
          Color.red.frame(width: a.width + Double(cache.made), height: 10)
        }
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first.map { $0[2] } == 12)
  }

  /// Past its `countLimit` a cache may have evicted entries: a third entry in a cache limited
  /// to two makes what it holds unknown, an error where a frame reads it (at the
  /// `setObject`, 6:3); removing an entry keeps the count within the limit, and a removed
  /// entry is gone (the bar is 20 wide, not 10).
  @Test func aCachePastItsCountLimitIsNotKnown() {
    let source = """
      func cache(_ n: Int) -> NSCache<NSString, NSNumber> {
        let c = NSCache<NSString, NSNumber>()
        c.countLimit = 2
        c.setObject(NSNumber(value: 10), forKey: "a")
        c.setObject(NSNumber(value: 20), forKey: "b")
        if n > 2 { c.setObject(NSNumber(value: 30), forKey: "c") } else { c.removeObject(forKey: "a") }
        return c
      }
      """
    let within = layOutSwift([
      source
        + """

        #Preview {
          let c = cache(2)
          Color.red.frame(width: (c.object(forKey: "a") as? Double) ?? 20, height: 10)
        }
        """
    ])
    #expect(within.messages == [])
    #expect(within.frames.first.map { $0[2] } == 20)
    let past = layOutSwift([
      source
        + """

        #Preview {
          let c = cache(3)
          Color.red.frame(width: (c.object(forKey: "b") as? Double) ?? 5, height: 10)
        }
        """
    ])
    #expect(past.messages.first?.hasPrefix("6:14 a preview cannot know 'what an NSCache") == true)
  }
}
