import Testing

/// `Form`, `List` and `Section` from Swift input: `Section(header:footer:)` with views as
/// arguments, `Section { } header: { }`, and rows from a model's `ForEach`.
@Suite struct ListSwiftTests {
  /// The test canvas has no safe area and no font (fixed-advance text): what is checked is the
  /// structure and the chrome's numbers. Section 1: its header's text 10 from the top, the
  /// card 10 below it, one Toggle row (its content padded 15 above and below, at least 52
  /// tall); a footer 8 below the card. Section 2: its header, two rows from the ForEach, 52
  /// apart.
  @Test func sectionForms() {
    let out = layOutSwift([
      """
      struct Settings: View {
        @State private var wifi = true
        let names = ["Alpha", "Beta"]
        var body: some View {
          Form {
            Section(header: Text("Network"), footer: Text("Footer")) {
              Toggle("Wi-Fi", isOn: $wifi)
            }
            Section {
              ForEach(names, id: \\.self) { n in Text(n) }
            } header: {
              Text("Names")
            }
          }
        }
      }
      #Preview { Settings() }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.types == ["Form", "Section", "Text", "Toggle", "Text", "Section", "Text", "Text", "Text"])
    // Sections and rows start 16 and 32 from the left; rows are 52 apart.
    #expect(out.frames[1][0] == 16)
    #expect(out.frames[2][1] == 10)
    #expect(out.frames[3][0] == 32)
    #expect(out.frames[7][1] + 52 == out.frames[8][1])
    // The footer is 8 below the toggle's row, the toggle centred in it.
    let toggle = out.frames[3][3]
    let row = max(52, toggle + 30)
    let rowBottom = out.frames[3][1] + toggle + (row - toggle) / 2
    #expect(abs(out.frames[4][1] - (rowBottom + 8)) < 0.001)
  }

  /// `Section(content:header:)` (the initializer Apple documents) and
  /// `Section(header:content:)` with `content:` labelled are the trailing-closure form: the
  /// same views in the same frames as `Section(header: Text("H")) { Text("r") }`.
  @Test func sectionContentLabel() {
    func laidOut(_ section: String) -> (frames: [[Double]], types: [String], messages: [String]) {
      layOutSwift(["#Preview {\n  List {\n    \(section)\n  }\n}"])
    }
    let reference = laidOut(#"Section(header: Text("H")) { Text("r") }"#)
    #expect(reference.messages == [])
    #expect(reference.types == ["List", "Section", "Text", "Text"])
    for form in [
      #"Section(header: Text("H"), content: { Text("r") })"#,
      #"Section(content: { Text("r") }, header: { Text("H") })"#,
    ] {
      let out = laidOut(form)
      #expect(out.messages == [], "\(form)")
      #expect(out.types == reference.types, "\(form)")
      #expect(out.frames == reference.frames, "\(form)")
    }
  }

  /// `.listStyle(.plain)` on a `List` of a model's rows (iOS 26, measured): no card, so rows
  /// span the list with their content 16 in (x 16), the first row at the list's top and rows
  /// 52 apart; the fixed-advance text is centred in each.
  @Test func plainList() {
    let out = layOutSwift([
      """
      struct Releases: View {
        let names = ["3.2.0", "3.1.4"]
        var body: some View {
          List {
            ForEach(names, id: \\.self) { n in Text(n) }
          }
          .listStyle(.plain)
        }
      }
      #Preview { Releases() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["List", "Text", "Text"])
    #expect(out.frames[1][0] == 16 && out.frames[2][0] == 16)
    #expect(abs(out.frames[1][1] - (52 - out.frames[1][3]) / 2) < 0.34)
    #expect(out.frames[1][1] + 52 == out.frames[2][1])
  }
}

/// `.toolbar` from Swift input: its closure is evaluated as views and its items are views of
/// the navigation bar — here in a component whose `NavigationStack` is the preview's.
@Suite struct ToolbarSwiftTests {
  /// The test canvas is 390 wide with no safe area: the symbol item's slot is 44 × 44 at the
  /// bar's top, its trailing edge 16 from the right: x 390 − 16 − 44 = 330; `Button(_:
  /// systemImage:)` shows its symbol only; `ToolbarSpacer` adds nothing; a view of the app in a
  /// `ToolbarItemGroup` is a title item at the leading end (x 16).
  @Test func itemsFromAComponent() {
    let out = layOutSwift([
      """
      struct Inbox: View {
        @State private var composing = false
        var body: some View {
          List { Text("A") }
            .navigationTitle("Inbox")
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                Button("Compose", systemImage: "square.and.pencil") { composing = true }
              }
              ToolbarSpacer()
              ToolbarItemGroup(placement: .topBarLeading) { EditLink() }
            }
        }
      }
      struct EditLink: View {
        var body: some View { Button("Edit") { } }
      }
      #Preview { NavigationStack { Inbox() } }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.types == [
        "NavigationStack", "List", "Text", "NavigationBar", "Text", "ToolbarItem", "Button",
        "ToolbarItemGroup", "Button",
      ])
    #expect(out.frames[5] == [330, 0, 44, 44])
    #expect(out.frames[7][0] == 16)
  }
}

/// Constructs real apps use around their lists and navigation stacks.
@Suite struct ContainerIdiomTests {
  /// `@ViewBuilder var label: Label` stores what the initializer's closure builds (Apple's Food
  /// Truck `CardNavigationHeader`), and a provider's nested `Preview` type is found from inside
  /// a container's closure (`NavigationStack { Preview() }`) even when another provider has a
  /// `Preview` of its own. The HStack holds the label and the title; both texts are there.
  @Test func viewBuilderPropertyAndNestedPreview() {
    let out = layOutSwift([
      """
      struct Card<Label: View>: View {
        var title: String
        @ViewBuilder var label: Label
        var body: some View {
          HStack { label; Text(title) }
        }
      }
      struct Card_Previews: PreviewProvider {
        struct Preview: View {
          var body: some View { Card(title: "T") { Text("L") } }
        }
        static var previews: some View {
          NavigationStack { Preview() }
        }
      }
      struct Other_Previews: PreviewProvider {
        struct Preview: View {
          var body: some View { Text("Other") }
        }
        static var previews: some View { Preview() }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["NavigationStack", "HStack", "Text", "Text", "NavigationBar"])
  }

  /// `List(users) { user in … }` is a list of a `ForEach` (one row per element), and a method
  /// given as an action (`Button("Try again", action: retry)`) is an action never run.
  @Test func listOfDataAndMethodActions() {
    let out = layOutSwift([
      """
      struct User: Identifiable { let id = UUID(); var name: String }
      struct Users: View {
        let users = [User(name: "Ann"), User(name: "Bo")]
        func retry() { }
        var body: some View {
          VStack {
            List(users) { user in Text(user.name) }
            Button("Try again", action: retry)
          }
        }
      }
      #Preview { Users() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "List", "Text", "Text", "Button"])
    // Rows 52 apart (the minimum row), the content 16 inside a card 16 from the side.
    #expect(out.frames[2][0] == 32)
    #expect(out.frames[3][1] - out.frames[2][1] == 52)
  }

  /// A dictionary's `map`, `sorted` and `reduce` see its `(key:, value:)` pairs (Apple's Food
  /// Truck: `sales.map(\.value).reduce(0, +)`): 3 + 4 = 7; sorted by key, "Glazed" comes first.
  @Test func dictionarySequenceMethods() {
    let out = swiftTexts([
      """
      struct Sales: View {
        let sales: [String: Int] = ["Sprinkles": 4, "Glazed": 3]
        var total: Int { sales.map(\\.value).reduce(0, +) }
        var body: some View {
          VStack {
            Text("\\(total) donuts")
            ForEach(sales.sorted { $0.key < $1.key }, id: \\.key) { name, count in
              Text("\\(name): \\(count)")
            }
          }
        }
      }
      #Preview { Sales() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["7 donuts", "Glazed: 3", "Sprinkles: 4"])
  }

  /// `@FocusState` without a value starts unfocused (`false`, or `nil` when optional), so
  /// `.focused($field)` and conditions on it work; `$flag.animation()` is the same binding
  /// (Hacking with Swift's Cupcake Corner: `Toggle(isOn: $order.special.animation())`).
  @Test func focusStateAndAnimatedBindings() {
    let out = swiftTexts([
      """
      struct Order { var special = true }
      struct Form1: View {
        @FocusState private var focused: Bool
        @FocusState private var field: Int?
        @State private var order = Order()
        var body: some View {
          VStack {
            Toggle("Special", isOn: $order.special.animation())
            TextField("Name", text: .constant("")).focused($focused)
            Text(focused ? "focused" : "idle")
            Text(field == nil ? "none" : "some")
          }
        }
      }
      #Preview { Form1() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["idle", "none"])
  }

  /// The app's extensions of standard types: a method and a computed property on `String`, a
  /// computed property on `Int` (Hacking with Swift's Bookworm: `title.isReallyEmpty()`).
  @Test func extensionsOfStandardTypes() {
    let out = swiftTexts([
      """
      extension String {
        func isReallyEmpty() -> Bool { trimmingCharacters(in: .whitespaces).isEmpty }
        var shouted: String { uppercased() + "!" }
      }
      extension Int {
        var doubled: Int { self * 2 }
      }
      struct Add: View {
        let title = "  "
        var body: some View {
          VStack {
            Text(title.isReallyEmpty() ? "empty" : "full")
            Text("hi".shouted)
            Text("\\(21.doubled)")
          }
        }
      }
      #Preview { Add() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["empty", "HI!", "42"])
  }

  /// The numeric types' constants print as Swift prints them: `Int.max`, `Int.min`,
  /// `Double.pi` and `CGFloat.pi * 2`. Before, "cannot put 'Int.max' in a string".
  @Test func numericConstants() {
    let out = swiftTexts([
      """
      struct Constants: View {
        var body: some View {
          VStack {
            Text("\\(Int.max) \\(Int.min)")
            Text("\\(Double.pi) \\(CGFloat.pi * 2)")
          }
        }
      }
      #Preview { Constants() }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.texts == [
        "9223372036854775807 -9223372036854775808", "3.141592653589793 6.283185307179586",
      ])
  }

  /// A method named like a stored property is called as a method (Apple's Food Truck:
  /// `model.donuts(sortedBy: sort)` beside `model.donuts`); a `ToolbarTitleMenu` in a toolbar
  /// adds nothing to the bar.
  @Test func methodNamedLikeAProperty() {
    let out = swiftTexts([
      """
      struct Model {
        var donuts = ["b", "a"]
        func donuts(sortedBy ascending: Bool) -> [String] { ascending ? donuts.sorted() : donuts }
      }
      struct Gallery: View {
        let model = Model()
        var body: some View {
          NavigationStack {
            VStack {
              ForEach(model.donuts(sortedBy: true), id: \\.self) { Text($0) }
            }
            .toolbar {
              ToolbarTitleMenu {
                Button("Rename") { }
              }
            }
          }
        }
      }
      #Preview { Gallery() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["a", "b"])
  }

  /// `let (a, b) = pair` in a view builder (Apple's Food Truck: `let (topFlavor, topFlavorValue)
  /// = donut.flavors.mostPotent`), `_` skipping an element.
  @Test func tupleDestructuring() {
    let out = swiftTexts([
      """
      struct Top: View {
        var best: (name: String, score: Int) { ("Glazed", 9) }
        var body: some View {
          VStack {
            let (name, score) = best
            let (_, again) = best
            Text("\\(name) \\(score) \\(again)")
          }
        }
      }
      #Preview { Top() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["Glazed 9 9"])
  }

  /// `_searchText = searchText` in an initializer sets the property even though the parameter
  /// has its name, and `$searchText.wrappedValue` reads it (Apple's Backyard Birds
  /// `PlantsSearchResults`).
  @Test func wrapperStorageInAnInitializer() {
    let out = swiftTexts([
      """
      struct Results: View {
        @Binding var searchText: String
        init(searchText: Binding<String>) {
          _searchText = searchText
        }
        var body: some View {
          if $searchText.wrappedValue.isEmpty { Text("empty") } else { Text(searchText) }
        }
      }
      struct Stack: View {
        @State private var searchText = "owl"
        var body: some View { VStack { Results(searchText: $searchText) } }
      }
      #Preview { Stack() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["owl"])
  }

  /// `Locale.current` is `en_US` in a preview (Hacking with Swift's iExpanse:
  /// `.currency(code: Locale.current.currency?.identifier ?? "BRL")`), and a
  /// `TextField(_:value:format:)` is a text field (one line, as wide as offered).
  @Test func currentLocaleAndValueTextField() {
    let out = layOutSwift([
      """
      struct Add: View {
        @State private var amount = 0.0
        var body: some View {
          VStack {
            Text(Locale.current.currency?.identifier ?? "BRL")
            TextField("Amount", value: $amount, format: .currency(code: Locale.current.currencyCode ?? "BRL"))
          }
        }
      }
      #Preview { Add() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Text", "TextField"])
    let texts = swiftTexts([
      "#Preview { Text(Locale.current.identifier + \" \" + (Locale.current.currency?.identifier ?? \"\")) }"
    ])
    #expect(texts.texts == ["en_US USD"])
  }

  /// The app's own `subscript` (Apple's Food Truck: `donut.flavors[flavor]`), with a getter
  /// block or a bare body, and an argument label only where the subscript writes one.
  @Test func appSubscripts() {
    let out = swiftTexts([
      """
      enum Flavor { case salty, sweet }
      struct Profile {
        var salty = 1
        var sweet = 4
        subscript(flavor: Flavor) -> Int {
          get { flavor == .salty ? salty : sweet }
          set { }
        }
        subscript(times n: Int) -> Int { sweet * n }
      }
      struct Card: View {
        let profile = Profile()
        var body: some View {
          VStack {
            Text("\\(profile[.salty]) \\(profile[.sweet]) \\(profile[times: 3])")
          }
        }
      }
      #Preview { Card() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["1 4 12"])
  }

  /// `trimmingCharacters(in:)` with `CharacterSet`'s whitespace members (forms' "is the name
  /// empty" checks): "  Bob\n" trimmed of spaces keeps its newline, of both loses it.
  @Test func trimmingCharacters() {
    let out = swiftTexts([
      """
      struct Add: View {
        let name = "  Bob\\n"
        var body: some View {
          VStack {
            Text(name.trimmingCharacters(in: .whitespaces) == "Bob\\n" ? "kept" : "lost")
            Text(name.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines))
          }
          .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
        }
      }
      #Preview { Add() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["kept", "Bob"])
  }

  /// `localizedCaseInsensitiveContains` (search filters) folds case: "Glazed" contains "glaz".
  @Test func caseInsensitiveSearch() {
    let out = layOutSwift([
      """
      struct Search: View {
        let names = ["Glazed", "Sprinkles"]
        var body: some View {
          VStack {
            ForEach(names.filter { $0.localizedCaseInsensitiveContains("GLAZ") }, id: \\.self) { n in
              Text(n)
            }
          }
        }
      }
      #Preview { Search() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Text"])
  }
}
