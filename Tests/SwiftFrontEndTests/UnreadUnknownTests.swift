import Testing

/// A value a preview cannot know stops the run only where a layout reads it: a logger, a cache
/// or a transition that no frame depends on is not an error. And a call's trailing closures go
/// to the parameters Swift gives them.
@Suite struct UnreadUnknownTests {
  /// `Logger(subsystem: Bundle.main.bundleIdentifier ?? …)` in a stored property: the view's
  /// frame reads nothing of it, so it lays out (the text's padded box; before, the run stopped
  /// at `Bundle.main.bundleIdentifier`). An `EdgeInsets` made from `Date()` that a frame reads
  /// is still the error, at the `Date()` it came from.
  @Test func anUnreadSystemValueMadeFromAnUnknownOne() {
    let source = """
      struct Row: View {
        private let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "Row", category: "View")
        var body: some View { Color.red.frame(width: 10, height: 10) }
      }
      struct Padded: View {
        let insets = EdgeInsets(top: Date().timeIntervalSince1970, leading: 0, bottom: 0, trailing: 0)
        var body: some View { Color.red.frame(width: 10, height: 10).padding(insets) }
      }
      """
    let row = layOutSwift([source + "\n#Preview { Row() }"])
    #expect(row.messages == [])
    #expect(row.frames.map { [$0[2], $0[3]] } == [[10, 10]])
    let padded = layOutSwift([source + "\n#Preview { Padded() }"])
    #expect(padded.messages.first?.hasPrefix("6:32 a preview cannot know 'Date(…)'") == true)
  }

  /// A service's `Logger(subsystem: Bundle.main.bundleIdentifier!, category: String(describing:
  /// Service.self))` in a file that imports a library beside `OSLog`, in an app that extends
  /// `Logger`: the type is still Apple's (declared by none of the files, imported by name), so
  /// the unread logger stops nothing; `String(describing: Service.self)` is "Service" and
  /// `"\(Service.Inner.self)"` "Inner". The text "ServiceInner" is 12 × 8.5 = 102 wide (it was
  /// "cannot put the type 'Service' in a string", and before that the unknown identifier).
  @Test func aLoggerUnderOSLogBesideALibrary() {
    let out = layOutSwift([
      """
      import SwiftUI
      import OSLog
      import NetworkKit

      final class Service {
        private let logger = Logger(
          subsystem: Bundle.main.bundleIdentifier!, category: String(describing: Service.self))
        struct Inner {}
        var name: String { String(describing: Service.self) + "\\(Service.Inner.self)" }
      }
      struct A: View {
        let service = Service()
        var body: some View { Text(service.name) }
      }
      #Preview { A() }
      """,
      """
      import OSLog
      private extension Logger {
        func note(_ s: String) { info("\\(s)") }
      }
      """,
    ])
    #expect(out.messages == [])
    #expect(out.frames.first.map { $0[2] } == 102)
  }

  /// A type of a library the file imports, which Apple's modules also name, is still the
  /// library's where the file does not import Apple's module: `Logger(…)` under `import
  /// Willow` alone is reported where it is made.
  @Test func aLoggerOfALibraryIsReported() {
    let out = layOutSwift([
      """
      import SwiftUI
      import Willow

      final class Service {
        private let logger = Logger(subsystem: Bundle.main.bundleIdentifier!, category: "S")
      }
      struct A: View {
        let service = Service()
        var body: some View { Text("A") }
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages.first?.hasPrefix("5:42 a preview cannot know") == true)
  }

  /// Combine's `Deferred { … }` and `Future { promise in … }` hold work for later, not views
  /// (it was "'Just' is declared in none of the files given" and "expected a view, found
  /// 'promise(…)'"): the model's pipeline delivers on the main run loop after the first frame,
  /// so the bar is the published count's first value, 3 wide.
  @Test func combinesDeferredWorkIsNotContent() {
    let out = layOutSwift([
      """
      import SwiftUI
      import Combine
      final class ViewModel: ObservableObject {
        @Published var count = 3
        private var bag = Set<AnyCancellable>()
        init() {
          Deferred { Just(5) }
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.count = $0 }
            .store(in: &bag)
          Future<Int, Never> { promise in promise(.success(7)) }
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.count = $0 }
            .store(in: &bag)
        }
      }
      struct A: View {
        @StateObject var model = ViewModel()
        var body: some View { Color.red.frame(width: Double(model.count), height: 10) }
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first.map { $0[2] } == 3)
  }

  /// `let _ = Self._printChanges()`, the debugging line SwiftUI developers leave in bodies,
  /// evaluates its value and keeps it under no name: the square lays out (it was "'let (…) ='
  /// statements are not supported yet").
  @Test func aDiscardedValueInABody() {
    let out = layOutSwift([
      """
      struct A: View {
        var body: some View {
          let _ = Self._printChanges()
          let _ = print("body")
          Color.red.frame(width: 10, height: 10)
        }
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[10, 10]])
  }

  /// An `NSCache` set up in a closure (an entry, then `countLimit` and `totalCostLimit`): the
  /// entry makes it unknown (it was "this assignment is not supported"), the settings keep it
  /// so without a word (the second was reported at once); only a frame that reads the cache
  /// reports the first.
  @Test func settingsOfAnUnknownSystemValue() {
    let source = """
      final class Images {
        static let shared = Images()
        let cache: NSCache<NSString, NSNumber> = {
          let cache = NSCache<NSString, NSNumber>()
          cache["a"] = 3
          cache.countLimit = 100
          cache.totalCostLimit = 1024
          return cache
        }()
      }
      struct Quiet: View {
        let images = Images.shared
        var body: some View { Color.red.frame(width: 10, height: 10) }
      }
      struct Loud: View {
        let images = Images.shared
        var body: some View { Color.red.frame(width: images.cache.countLimit, height: 10) }
      }
      """
    let quiet = layOutSwift([source + "\n#Preview { Quiet() }"])
    #expect(quiet.messages == [])
    let loud = layOutSwift([source + "\n#Preview { Loud() }"])
    #expect(loud.messages.first?.hasPrefix("5:5 'cache[…]' is set here") == true)
  }

  /// `Cached(url: nil) { n in … } placeholder: { … }`: the unlabelled trailing closure goes to
  /// `content`, past the defaulted `transition`, and the labelled one to `placeholder`, as
  /// Swift's forward scan gives them (before: "missing argument 'transition:'", since the
  /// closure was sought for the last parameter). The placeholder 7 × 7 beside `content(3)`,
  /// 3 × 3, in a stack of no spacing: 10 × 7.
  @Test func aTrailingClosureBeforeLabelledOnes() {
    let out = layOutSwift([
      """
      struct Cached<Content: View, Placeholder: View>: View {
        let transition: Double
        let content: (Double) -> Content
        let placeholder: Placeholder
        init(
          url: URL?, transition: Double = 3, @ViewBuilder content: @escaping (Double) -> Content,
          @ViewBuilder placeholder: () -> Placeholder = { Color.gray }
        ) {
          self.transition = transition
          self.content = content
          self.placeholder = placeholder()
        }
        var body: some View { HStack(spacing: 0) { placeholder; content(transition) } }
      }
      #Preview {
        Cached(url: nil) { n in Color.red.frame(width: n, height: n) } placeholder: {
          Color.blue.frame(width: 7, height: 7)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[10, 7], [7, 7], [3, 3]])
  }

  /// The memberwise initializer alike (it was "missing argument 'content:'"): `Card { … }
  /// footer: { … }` past the defaulted `spacing` (4): the red 10 × 10 over the blue 20 × 6, a
  /// stack 20 wide and 10 + 4 + 6 = 20 high.
  @Test func memberwiseTrailingClosures() {
    let out = layOutSwift([
      """
      struct Card<Content: View, Footer: View>: View {
        var spacing: Double = 4
        @ViewBuilder var content: () -> Content
        @ViewBuilder var footer: () -> Footer
        var body: some View { VStack(spacing: spacing) { content(); footer() } }
      }
      #Preview {
        Card { Color.red.frame(width: 10, height: 10) } footer: {
          Color.blue.frame(width: 20, height: 6)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[20, 20], [10, 10], [20, 6]])
  }
}
