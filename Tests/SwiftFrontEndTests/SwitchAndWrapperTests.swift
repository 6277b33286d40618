import Testing

/// Swift forms public apps write around their views: `fallthrough`, `Optional.map`, their own
/// property wrappers, a wrapper's storage set in an initializer, a `Text` given where SwiftUI
/// also takes a string, module-qualified types, methods as `ForEach` content.
@Suite struct SwitchAndWrapperTests {
  /// A case ending in `fallthrough` runs the next case's body too: `.automatic` falls into
  /// `default` ("auto"); `.lift` runs its own and the next ("lift high"); `.low` falls twice
  /// ("low high auto"). Before, "'fallthrough' statements are not supported yet" (the
  /// Animal Crossing browser's `safeHoverEffect`).
  @Test func fallthroughRunsTheNextCase() {
    let out = swiftTexts([
      """
      enum Effect { case lift, low, high, automatic }
      func name(_ e: Effect) -> String {
        var s = ""
        switch e {
        case .lift:
          s += "lift "
          fallthrough
        case .high:
          s += "high"
        case .low:
          s += "low "
          fallthrough
        case .automatic:
          fallthrough
        default:
          s += "auto"
        }
        return s
      }
      struct V: View {
        var body: some View {
          VStack {
            Text(name(.automatic))
            Text(name(.lift))
            Text(name(.low))
            Text(name(.high))
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["auto", "lift high", "low auto", "high"])
  }

  /// `optional.map { … }`: nil stays nil (no view: the row has the title only), a value is
  /// given to the closure (an enum case, a number). Before, "nil cannot be called" and "an
  /// enum case has no member 'map'".
  @Test func optionalMapOfNilAndOfAValue() {
    let out = swiftTexts([
      """
      enum Fruit: String { case apple, pear }
      struct Row: View {
        let special: Fruit?
        let count: Int?
        var body: some View {
          VStack {
            Text("Title")
            special.map { Text($0.rawValue) }
            count.map { Text("\\($0 + 1) left") }
          }
        }
      }
      #Preview {
        VStack {
          Row(special: nil, count: nil)
          Row(special: .pear, count: 2)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["Title", "Title", "pear", "3 left"])
  }

  /// The app's own `@propertyWrapper`: the property's value is the wrapper's `wrappedValue`,
  /// made from the attribute's arguments (a preview's `UserDefaults` are empty, so the
  /// default, "north"), and with `wrappedValue:` the initial value (15 clamped to 10). The
  /// class needs no argument for either. Before, "missing argument 'hemisphere:' in call to
  /// 'Settings'".
  @Test func theAppsOwnPropertyWrapper() {
    let out = swiftTexts([
      """
      enum Hemisphere: String { case north, south }
      @propertyWrapper
      struct UserDefaultEnum<T: RawRepresentable> where T.RawValue == String {
        let key: String
        let defaultValue: T
        init(_ key: String, defaultValue: T) {
          self.key = key
          self.defaultValue = defaultValue
        }
        var wrappedValue: T {
          get {
            if let s = UserDefaults.standard.string(forKey: key) {
              return T(rawValue: s) ?? defaultValue
            }
            return defaultValue
          }
          set { UserDefaults.standard.set(newValue.rawValue, forKey: key) }
        }
      }
      @propertyWrapper
      struct Clamped {
        var value: Int
        init(wrappedValue: Int, to upper: Int) { self.value = min(wrappedValue, upper) }
        var wrappedValue: Int { value }
      }
      class Settings: ObservableObject {
        static let shared = Settings()
        @UserDefaultEnum("hemisphere", defaultValue: Hemisphere.north)
        var hemisphere: Hemisphere
        @Clamped(to: 10) var level = 15
      }
      struct V: View {
        let settings = Settings.shared
        var body: some View {
          Text("\\(settings.hemisphere.rawValue) \\(settings.level)")
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["north 10"])
  }

  /// `.navigationBarTitle(Text("About"), displayMode: .inline)` is the string overload's
  /// title: the bar's title is "About", as `.navigationBarTitle("About", …)` makes it. Before,
  /// "expected a string for 'title', found 'Text(…)'".
  @Test func aTextWhereSwiftUITakesAString() {
    func source(_ title: String) -> [String] {
      [
        """
        struct V: View {
          var body: some View {
            NavigationView { Text("Body").navigationBarTitle(\(title), displayMode: .inline) }
          }
        }
        #Preview { V() }
        """
      ]
    }
    let withText = swiftTexts(source(#"Text("About")"#))
    #expect(withText.messages == [])
    #expect(withText.texts == ["Body", "About"])
    #expect(
      layOutSwift(source(#"Text("About")"#)).frames == layOutSwift(source(#""About""#)).frames)
  }

  /// An integer range is kept as its elements: `(0...10).upperBound` is 10 and `(0..<10)`'s
  /// 10; a range held in a name no longer says which it was, so its upper bound is an error
  /// at the read. Before, every upper bound was the last element + 1: 11 for `0...10`,
  /// silently.
  @Test func aRangesUpperBound() {
    func run(_ text: String) -> (texts: [String], messages: [String]) {
      swiftTexts([
        """
        struct V: View {
          let r = 0...10
          var body: some View { Text("\(text)") }
        }
        #Preview { V() }
        """
      ])
    }
    let written = run(#"\((0...10).upperBound) \((0..<10).upperBound) \(r.lowerBound)"#)
    #expect(written.messages == [] && written.texts == ["10 10 0"])
    #expect(
      run(#"\(r.upperBound)"#).messages == [
        "3:33 the upper bound of a range held in a name is not supported yet; write the bound itself"
      ])
  }

  /// A type qualified by an imported package's module (`Backend.Category`, the package's
  /// sources given with the app's) is the type the files declare: `.housewares` given for a
  /// `Backend.Category` is `Category.housewares`, whose method names its icon. Before,
  /// "expected a string for 'name', found '.housewares.iconName(…)'".
  @Test func aTypeQualifiedByItsModule() {
    let out = swiftTexts([
      """
      public enum Category: String { case housewares, fossils }
      """,
      """
      import SwiftUI
      import Backend
      extension Backend.Category {
        func iconName() -> String { "icon-" + rawValue }
      }
      struct Header: View {
        let category: Backend.Category
        var body: some View { Text(category.iconName() + " " + Backend.Category.fossils.rawValue) }
      }
      #Preview { Header(category: .housewares) }
      """,
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["icon-housewares fossils"])
  }

  /// `allCases` read as a value in an enumeration that also declares a static function
  /// `allCases(for:)` is the synthesized list; called, it is the function. Before, "a function
  /// has no member 'filter'".
  @Test func allCasesBesideAFunctionOfTheSameName() {
    let out = swiftTexts([
      """
      enum Sort: String, CaseIterable {
        case name, buy, sell
        static func allCases(for limit: Int) -> [Sort] {
          allCases.filter { $0.rawValue.count <= limit }
        }
      }
      struct V: View {
        var body: some View {
          Text(Sort.allCases(for: 3).map(\\.rawValue).joined(separator: " "))
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["buy"])
  }

  /// An initializer setting a wrapper's storage, `_tab = State(initialValue: tab)` and
  /// `_model = StateObject(wrappedValue: Model(name: name))`: the property is the value given
  /// (an enumeration case, the app's instance). Before, "'Kind.bugs' is not supported yet" and
  /// "a value of type 'Model' is not supported yet".
  @Test func anInitializerSettingAWrappersStorage() {
    let out = swiftTexts([
      """
      class Model: ObservableObject {
        enum Kind: String { case fish = "Fishes", bugs = "Bugs" }
        let name: String
        init(name: String) { self.name = name }
      }
      struct Like: View {
        @StateObject private var model: Model
        @State private var tab: Model.Kind
        init(name: String, tab: Model.Kind) {
          _model = StateObject(wrappedValue: Model(name: name))
          _tab = State(initialValue: tab)
        }
        var body: some View { Text(model.name + " " + tab.rawValue) }
      }
      #Preview { Like(name: "A", tab: .bugs) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["A Bugs"])
  }

  /// `ForEach(items, content: row)`: a method of the view given as the content is called
  /// with each item ("A", "B"; a tuple's "x1"); `keys.first(where:)` calls the method (not
  /// the first key, called); `localizedCapitalized` is `capitalized` in `en_US`. Before,
  /// "'ForEach' needs its data and a content closure", "a string cannot be called" and "a
  /// string has no member 'localizedCapitalized'".
  @Test func methodsAsContentAndCalledFirst() {
    let out = swiftTexts([
      """
      struct V: View {
        let items = ["a", "b"]
        let pairs = [("x", 1)]
        let names = ["name-USen": "bob smith"]
        func row(_ s: String) -> some View { Text(s.uppercased()) }
        func pair(_ p: (String, Int)) -> some View { Text("\\(p.0)\\(p.1)") }
        var body: some View {
          VStack {
            ForEach(items, id: \\.self, content: row)
            ForEach(pairs, id: \\.0, content: pair)
            Text(names[names.keys.first(where: { $0.suffix(2) == "en" }) ?? "-"]!.localizedCapitalized)
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["A", "B", "x1", "Bob Smith"])
  }

  /// The older `NavigationLink(destination:isActive:)` and `(destination:tag:selection:)` at
  /// rest (`isActive` false, no selection) are their labels, as without the bindings; an
  /// active one would show its destination, which is not laid out: an error. Before, "'NavigationLink'
  /// has no parameter labelled 'isActive'" for both.
  @Test func navigationLinksWithActivationBindings() {
    func run(_ link: String) -> (texts: [String], messages: [String]) {
      swiftTexts([
        """
        struct V: View {
          @State var showing = false
          @State var selection: Int? = nil
          var body: some View { NavigationStack { List { \(link) } } }
        }
        #Preview { V() }
        """
      ])
    }
    let atRest = run(
      #"NavigationLink(destination: Text("D"), isActive: $showing) { Text("A") }; "#
        + #"NavigationLink(destination: Text("D"), tag: 1, selection: $selection) { Text("B") }"#)
    #expect(atRest.messages == [] && atRest.texts == ["A", "B"])
    #expect(
      run(#"NavigationLink("C", destination: Text("D"), isActive: .constant(true))"#).messages
        .count == 1)
  }

  /// `Swift.max(0, x)` in a function whose parameter is named `max` is the standard library's
  /// `max` (the parameter would be a number called): the bar is max(0, 30 − 40) = 0 + 10 wide.
  /// Before, "a number cannot be called" (the Animal Crossing browser's turnip chart).
  @Test func theStandardLibrarysFunctionPastALocal() {
    let out = swiftTexts([
      """
      func width(min: Int, max: Int) -> Int { Swift.max(0, min - max) + Swift.min(10, max) }
      struct V: View {
        var body: some View { Text("\\(width(min: 30, max: 40))") }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["10"])
  }

  /// `for … in` a string goes over its characters and over a dictionary's pairs; a `where`
  /// clause skips what it rejects ("ac": the "b" skipped; it ran for every element,
  /// silently, before); `category(for:)` called inside `var category` is the method, not the
  /// property again. Before, "expected an array or a range, found a string" and "views and
  /// calls nest more than 150 deep" (the Animal Crossing browser's design rows).
  @Test func loopsOverStringsWithWhereAndAMethodBesideItsProperty() {
    let out = swiftTexts([
      """
      struct Row {
        let code: String
        var category: String { category(for: code) }
        func category(for code: String) -> String {
          var kept = ""
          for character in code where character != "b" { kept += String(character) }
          var total = 0
          for (_, value) in ["x": 2, "y": 3] { total += value }
          return kept + "\\(total)"
        }
      }
      struct V: View {
        var body: some View { Text(Row(code: "abc").category) }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["ac5"])
  }
}
