import Testing

/// Values changed in place, as Swift changes them: what an `if` body assigns to `self`'s
/// properties, an array's `append` in a function, `self.init(…)` delegation.
@Suite struct MutationTests {
  /// `Box(wide: true)` assigns `side = 60` inside the `if`: the square is 60, not the 20 it
  /// starts as (before, the assignment was lost when the `if` body ended). `sizes()` appends
  /// 10 and 30 to an empty array: the two bars are 10 and 30 wide (before, the appends were
  /// dropped and the `ForEach` made none). `Box()` delegates to `init(wide: false)`.
  @Test func assignmentsAndAppendsStay() {
    let out = layOutSwift([
      """
      struct Box: View {
        var side = 20.0
        init() { self.init(wide: false) }
        init(wide: Bool) {
          if wide { side = 60 }
        }
        func sizes() -> [Double] {
          var result: [Double] = []
          for i in 0..<2 { result.append(Double(i) * 20 + 10) }
          return result
        }
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: side, height: side)
            ForEach(sizes(), id: \\.self) { w in Color.blue.frame(width: w, height: 5) }
          }
        }
      }
      #Preview { VStack(spacing: 0) { Box(wide: true); Box() } }
      """
    ])
    #expect(out.messages == [])
    // Widths in output order: the outer stack and the first box's stack 60 (its square), the
    // square, its bars 10 and 30; the second box's stack 30 (its widest bar), its square 20,
    // its bars 10 and 30.
    #expect(out.frames.map { $0[2] } == [60, 60, 60, 10, 30, 30, 20, 10, 30])
  }

  /// A mutating method called on a local keeps what it made of the value (`p.bump()` twice:
  /// sweet 2; before, each call's change was lost); `self = …` replaces the whole value;
  /// `reduce(into:)` carries what its closure made of its first parameter (10 + 20 = 30 sweet,
  /// 2 + 3 = 5 salty; 1 + 2 + 3 = 6), where before the closure's result (nothing) became the
  /// next accumulator, silently.
  @Test func mutatingMethodsAndReduceInto() {
    let out = layOutSwift([
      """
      struct Profile {
        var sweet = 0
        var salty = 0
        mutating func add(_ other: Profile) {
          self = Profile(sweet: sweet + other.sweet, salty: salty + other.salty)
        }
        mutating func bump() { sweet += 1 }
      }
      struct Screen: View {
        var body: some View {
          let total = [Profile(sweet: 10, salty: 2), Profile(sweet: 20, salty: 3)]
            .reduce(into: Profile()) { partial, next in partial.add(next) }
          var p = Profile()
          p.bump()
          p.bump()
          let sum = [1, 2, 3].reduce(into: 0) { $0 += $1 }
          return VStack(spacing: 0) {
            Color.red.frame(width: Double(total.sweet), height: Double(total.salty))
            Color.blue.frame(width: Double(p.sweet), height: Double(sum))
          }
        }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[30, 11], [30, 5], [2, 6]])
  }

  /// A property of a system value set in an initializer (`synthesizer.delegate = self`) makes
  /// the value unknown, which matters only where a layout reads it: the view that never reads
  /// it lays out, one whose frame reads it is an error at the assignment.
  @Test func frameworkPropertiesMakeTheirValueUnknown() {
    let source = """
      final class Speaker {
        let synthesizer = AVSpeechSynthesizer()
        init() { synthesizer.delegate = nil }
      }
      struct Quiet: View {
        let speaker = Speaker()
        var body: some View { Color.red.frame(width: 10, height: 10) }
      }
      struct Loud: View {
        let speaker = Speaker()
        var body: some View { Color.red.frame(width: speaker.synthesizer.rate, height: 10) }
      }
      """
    let quiet = layOutSwift([source + "\n#Preview { Quiet() }"])
    #expect(quiet.messages == [])
    let loud = layOutSwift([source + "\n#Preview { Loud() }"])
    #expect(loud.messages.first?.hasPrefix("3:12 'synthesizer.delegate' is set here") == true)
  }

  /// The app's own subscript with a `set`: `result[flavor] += other[flavor]` runs the getter,
  /// then the setter, on the copy kept in `result` (sweet 3 + 4 = 7, salty 1 + 0 = 1).
  @Test func subscriptSetters() {
    let out = layOutSwift([
      """
      enum Flavor: CaseIterable { case sweet, salty }
      struct Profile {
        var sweet = 0
        var salty = 0
        subscript(flavor: Flavor) -> Int {
          get {
            switch flavor {
            case .sweet: return sweet
            case .salty: return salty
            }
          }
          set(value) {
            switch flavor {
            case .sweet: sweet = value
            case .salty: salty = value
            }
          }
        }
        func union(with other: Profile) -> Profile {
          var result = self
          for flavor in Flavor.allCases { result[flavor] += other[flavor] }
          return result
        }
      }
      #Preview {
        let p = Profile(sweet: 3, salty: 1).union(with: Profile(sweet: 4))
        Color.red.frame(width: Double(p.sweet), height: Double(p[.salty]))
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[7, 1]])
  }

  /// `cache[key] = value` adds an entry (and `= nil` removes one); a property of a system object
  /// no name keeps (`UNUserNotificationCenter.current().delegate = self`) is nothing a layout
  /// reads. Before, both stopped the preview ("only assignments to local names…"). The cache
  /// holds "a" → 30 after "b" is removed: one bar, 30 wide.
  @Test func dictionaryEntriesAndSystemObjects() {
    let out = layOutSwift([
      """
      final class Store {
        var cache: [String: Double] = [:]
        init() {
          UNUserNotificationCenter.current().delegate = nil
          cache["a"] = 10
          cache["b"] = 20
          cache["a"] = 30
          cache["b"] = nil
        }
      }
      struct Screen: View {
        let store = Store()
        var body: some View {
          VStack {
            ForEach(Array(store.cache.values), id: \\.self) { w in Color.red.frame(width: w, height: 5) }
          }
        }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2] } == [30, 30])
  }

  /// A function's result is read as its declared type: `static func make(side:) -> Box`
  /// returning `.init(side: side)` runs `Box`'s initializer (side 30), and `Box.tiny` returning
  /// `.small` is `Box.small` (side 5). A value made from one a preview cannot know is unknown
  /// where it is used, not where it is made: `stamp` is never read by the layout.
  @Test func resultsAreReadAsTheirDeclaredType() {
    let out = layOutSwift([
      """
      struct Box {
        var side: Double
        var stamp: String = ""
        static let small = Box(side: 5)
        static func make(side: Double) -> Box { .init(side: side, stamp: UUID().uuidString) }
        static func tiny() -> Box {
          return .small
        }
      }
      #Preview {
        VStack {
          Color.red.frame(width: Box.make(side: 30).side, height: 10)
          Color.blue.frame(width: Box.tiny().side, height: 10)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [30, 5])
  }

  /// A property set on a type's shared value (`UserDefaults.standard.flag = true`) is set on
  /// nothing the preview keeps: the next line still reads a fresh `UserDefaults` (false, so
  /// 30 wide). Taken for a property of `self`, it made `UserDefaults` unknown there.
  @Test func typeNamesKeepNothing() {
    let out = layOutSwift([
      """
      final class Settings {
        var side = 10.0
        init() {
          UserDefaults.standard.someFlag = true
          side = UserDefaults.standard.bool(forKey: "x") ? 20 : 30
        }
      }
      struct Screen: View {
        let settings = Settings()
        var body: some View { Color.red.frame(width: settings.side, height: 10) }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2] } == [30])
  }

  /// `do { … } catch { … }` runs its body, as a preview's calls succeed: `load()` sets three
  /// names, so three 10-point rows, 30 tall (Enchanted's SwiftData service; before, "'do'
  /// statements are not supported yet"). The `catch`, which would set one name, does not run.
  @Test func doStatementsRunTheirBody() {
    let out = layOutSwift([
      """
      struct Loader {
        var names: [String] = []
        mutating func load() {
          do {
            let decoded = try decode()
            names = decoded
          } catch {
            names = ["failed"]
          }
        }
        func decode() throws -> [String] { ["a", "b", "c"] }
      }
      struct Names: View {
        var loader: Loader = { var l = Loader(); l.load(); return l }()
        var body: some View {
          VStack(spacing: 0) {
            ForEach(loader.names, id: \\.self) { _ in Color.red.frame(width: 10, height: 10) }
          }
        }
      }
      #Preview { Names() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first?[3] == 30)
    #expect(out.frames.count == 4)
  }

  /// `defer { … }` runs as its block is left, after the `return`'s value, the last written
  /// first: `next()` returns 1, then doubles `count` (2) and adds 10 (12); the second call
  /// returns 12 and leaves 34. The lock's `unlock()` in a defer does nothing a layout reads.
  /// Before, "'defer' statements are not supported yet". The red bar 1 × 12 over the blue
  /// 34 × 1: a stack 34 wide, 13 high.
  @Test func deferredBodiesRunAsTheBlockIsLeft() {
    let out = layOutSwift([
      """
      struct Counter {
        var count = 1
        let lock = NSLock()
        mutating func next() -> Double {
          lock.lock()
          defer { lock.unlock() }
          defer { count += 10 }
          defer { count *= 2 }
          return Double(count)
        }
      }
      #Preview {
        var c = Counter()
        let first = c.next()
        let second = c.next()
        VStack(spacing: 0) {
          Color.red.frame(width: first, height: second)
          Color.blue.frame(width: Double(c.count), height: 1)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { [$0[2], $0[3]] } == [[34, 13], [1, 12], [34, 1]])
  }

  /// `(w, h) = (30, 2)`: each name its element, as in the common `Color(hex:)` that sets
  /// `(a, r, g, b)` in a `switch` (it was "only assignments to local names… are evaluated"):
  /// areas 30 × 2 = 60 and 10 × 4 = 40.
  @Test func tupleAssignments() {
    let out = layOutSwift([
      """
      func area(_ wide: Bool) -> Double {
        let w, h: Double
        switch wide {
        case true: (w, h) = (30, 2)
        case false: (w, h) = (10, 4)
        }
        return w * h
      }
      #Preview {
        VStack(spacing: 0) {
          Color.red.frame(width: area(true), height: 1)
          Color.red.frame(width: area(false), height: 1)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [60, 40])
  }

  /// A method calling another on the implicit `self` (`bump()` inside `bumpTwice()`, as
  /// view models call their own methods) keeps what that one changes, as `self.bump()` did:
  /// the count is 2, not 0.
  @Test func aMethodCalledOnTheImplicitSelf() {
    let out = layOutSwift([
      """
      final class Model {
        var count = 0
        func bump() { count += 1 }
        func bumpTwice() {
          bump()
          bump()
        }
      }
      #Preview {
        let model = Model()
        model.bumpTwice()
        return Color.red.frame(width: Double(model.count), height: 1)
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first.map { $0[2] } == 2)
  }

  /// A computed property's `set` runs when it is assigned, on a value kept in a name
  /// (`t.fahrenheit = 212`) and on `self` in a method (`fahrenheit = 50`): celsius
  /// (212 − 32) × 5 / 9 = 100 and (50 − 32) × 5 / 9 = 10 (it was "only assignments to local
  /// names and to 'self.name' are evaluated").
  @Test func computedPropertySetters() {
    let out = layOutSwift([
      """
      struct Temperature {
        var celsius = 0.0
        var fahrenheit: Double {
          get { celsius * 9 / 5 + 32 }
          set { celsius = (newValue - 32) * 5 / 9 }
        }
        mutating func mild() { fahrenheit = 50 }
      }
      #Preview {
        var boiling = Temperature()
        boiling.fahrenheit = 212
        var mild = Temperature()
        mild.mild()
        return VStack(spacing: 0) {
          Color.red.frame(width: boiling.celsius, height: 1)
          Color.red.frame(width: mild.celsius, height: 1)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [100, 10])
  }

  /// A property assigned an implicit member (`state = .loading` in a method the initializer
  /// calls) holds the enumeration's case, as its initial value does: the switch picks the
  /// 30-wide bar (it matched no case: `.loading` was kept as written).
  @Test func anAssignedImplicitMemberIsTheDeclaredTypesCase() {
    let out = layOutSwift([
      """
      enum Phase { case idle, loading }
      final class Model {
        var state: Phase = .idle
        init() { load() }
        private func load() { state = .loading }
      }
      struct A: View {
        let model = Model()
        var body: some View {
          switch model.state {
          case .idle: Color.red.frame(width: 10, height: 10)
          case .loading: Color.red.frame(width: 30, height: 10)
          }
        }
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2] } == [30])
  }
}
