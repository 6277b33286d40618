import Testing

@testable import LayoutEngine
@testable import ViewDSL

/// Multiple trailing closures (SE-0279): `Button { } label: { … }` and
/// `Label { … } icon: { … }`, written on one line, in braces across lines, or pasted from
/// Xcode; and the errors for a closure a view does not take.
@Suite struct LabelledClosureTests {
  /// The closures written as arguments, as older code and Apple's samples do, lay out exactly
  /// as the trailing forms: `Button(action:label:)` is its label ("Go", 2 × 8.5 = 17 wide with
  /// the fixed-advance measurer), `Label(title:icon:)` the icon then the title, and
  /// `Toggle(isOn:label:)` / `Stepper(value:in:label:)` their label beside the control (before,
  /// "'Toggle' has no parameter labelled 'label'", in Enchanted's settings).
  @Test(arguments: [
    (#"Button(action: {}, label: { Text("Go") })"#, #"Button { } label: { Text("Go") }"#),
    (#"Toggle(isOn: $on, label: { Text("Go") })"#, #"Toggle(isOn: $on) { Text("Go") }"#),
    (
      #"Stepper(value: $n, in: 0...9, label: { Text("Go") })"#,
      #"Stepper(value: $n, in: 0...9) { Text("Go") }"#
    ),
    (
      #"Label(title: { Text("A") }, icon: { Image(systemName: "star") })"#,
      #"Label { Text("A") } icon: { Image(systemName: "star") }"#
    ),
    // `Picker(selection:content:label:)` (Grocy's filters; it was "'Picker' has no parameter
    // labelled 'content'"): in a list, a menu row whose label is laid out.
    (
      #"List { Picker(selection: $n, content: { Text("A").tag(0) }, label: { Text("Go") }) }"#,
      #"List { Picker(selection: $n) { Text("A").tag(0) } label: { Text("Go") } }"#
    ),
  ])
  func closureArgumentsAreTheTrailingForms(_ arguments: String, _ trailing: String) throws {
    let a = try compileClean(arguments)
    let b = try compileClean(trailing)
    #expect(a.views.map(\.type) == b.views.map(\.type))
    let fa = Layout.run(a, on: Canvas()).frames
    let fb = Layout.run(b, on: Canvas()).frames
    #expect(a.views.map { fa[Int($0.node)] } == b.views.map { fb[Int($0.node)] })
  }

  /// `Text(_:tableName:bundle:comment:)`: the translation's location changes no layout.
  @Test func textTakesItsLocalisationArguments() throws {
    let plain = try compileClean(#"Text("Hello")"#)
    let commented = try compileClean(#"Text("Hello", tableName: "Main", comment: "greeting")"#)
    #expect(
      Layout.run(plain, on: Canvas()).frames == Layout.run(commented, on: Canvas()).frames)
  }

  @Test func parsesOnOneLineAndAcrossLines() {
    let oneLine = #"Button { } label: { Text("Go") }.padding()"#
    #expect(parsedTree(oneLine) == "Button { }\n  .padding()\n  label:\n    Text(\"Go\")")
    let braces = """
      Button {
      } label: {
          Text("Go")
          Text("Now")
      }
      .padding()
      """
    #expect(
      parsedTree(braces) == "Button\n  .padding()\n  label:\n    Text(\"Go\")\n    Text(\"Now\")")
    let label = """
      Label {
        Text("Title")
      } icon: {
        Image(systemName: "star")
      }
      """
    #expect(
      parsedTree(label)
        == "Label\n  Text(\"Title\")\n  icon:\n    Image(systemName: \"star\")")
  }

  @Test func nestedInsideAStack() {
    let text = """
      VStack {
          Button { } label: {
              Text("A")
          }
          Text("B")
      }
      """
    #expect(
      parsedTree(text) == "VStack\n  Button { }\n    label:\n      Text(\"A\")\n  Text(\"B\")")
  }

  /// The label closure is the label: the same frames as `Button(action: {}) { Text("Go") }`.
  /// With the fixed-advance measurer "Go" is 2 × 8.5 = 17 wide and 20.4 tall; bordered adds
  /// 12 + 12 and 7 + 7: 41 × 34.4.
  @Test func buttonLabelIsTheLabel() throws {
    let labelled = try compileClean("Button { } label: { Text(\"Go\") }.buttonStyle(.bordered)")
    let classic = try compileClean("Button(action: {}) { Text(\"Go\") }.buttonStyle(.bordered)")
    let a = LayoutComputer(tree: labelled).size(labelled.views[0].outermostNode, .unspecified)
    let b = LayoutComputer(tree: classic).size(classic.views[0].outermostNode, .unspecified)
    #expect(a == Size(width: 41, height: 34.4))
    #expect(a == b)
    #expect(labelled.views.map(\.type) == ["Button", "Text"])
  }

  /// `Label { title } icon: { icon }`: the icon first, then the title, as SwiftUI draws them.
  @Test func labelDrawsTheIconFirst() throws {
    let tree = try compileClean(
      "Label { Text(\"T\") } icon: { Color.red.frame(width: 5, height: 5) }")
    let stack = tree.views[0].node
    let first = try #require(tree.children(of: stack).first)
    guard case .frame = tree.kind(first) else {
      Issue.record("the icon's frame is not first: \(tree.kind(first))")
      return
    }
  }

  @Test func closuresAViewDoesNotTakeAreErrors() {
    assertCompileDiagnostics(
      """
      VStack
        Toggle(isOn: .constant(true)) { } 1️⃣label: { Text("x") }
        Button { 2️⃣Text("x") } label: { Text("y") }
        Button { } label: 3️⃣3
      """,
      [
        ExpectedDiagnostic(
          "1️⃣", "unexpectedLabelledClosure",
          message:
            "'Toggle' has no trailing closure 'label:'; it takes no labelled trailing closure"),
        ExpectedDiagnostic("2️⃣", "viewsInActionClosure"),
        ExpectedDiagnostic(
          "3️⃣", "expectedLabelledClosure", message: "expected '{' after 'label:', found a number"),
      ])
  }

  /// `LabeledContent { content } label: { views }` (the grocery app's fields; it was "missing
  /// argument for parameter 'title'") lays out as `LabeledContent("Answer") { content }`: the
  /// label at the leading edge, the content at the trailing edge of the 390-wide canvas
  /// ("42" is 2 × 8.5 = 17 wide with the fixed-advance measurer: x 373), both centred on the
  /// taller; two label views stand in a leading-aligned VStack.
  @Test func labeledContentTakesALabelClosure() throws {
    let closure = try compileClean(
      #"LabeledContent { Text("42").id("v") } label: { Text("Answer").id("t") }"#)
    let titled = try compileClean(#"LabeledContent("Answer") { Text("42").id("v") }"#)
    let a = Layout.run(closure, on: Canvas()).frames
    let b = Layout.run(titled, on: Canvas()).frames
    let (v, t, tv) = try (closure.view("v"), closure.view("t"), titled.view("v"))
    #expect(a[Int(closure.views[0].node)] == b[Int(titled.views[0].node)])
    #expect(a[Int(v.node)] == b[Int(tv.node)])
    #expect(a[Int(v.node)].minX == 373)
    #expect(a[Int(t.node)].minX == 0)
    #expect(closure.views.map(\.type) == ["LabeledContent", "Text", "Text"])
    let two = try compileClean(
      #"LabeledContent { Text("42") } label: { Text("Answer").id("t"); Text("sub").id("s") }"#)
    let c = Layout.run(two, on: Canvas()).frames
    let (t2, s2) = try (two.view("t"), two.view("s"))
    #expect(c[Int(t2.node)].minX == 0 && c[Int(s2.node)].minX == 0)
    #expect(c[Int(s2.node)].minY > c[Int(t2.node)].minY)
    // A LabeledContent in another's content keeps the outer label: "Outer" (5 × 8.5 = 42.5
    // wide) at x 0, the inner label "In" leading its own HStack after it.
    let nested = try compileClean(
      #"LabeledContent { LabeledContent { Text("42") } label: { Text("In").id("i") } } label: { Text("Outer").id("o") }"#
    )
    let n = Layout.run(nested, on: Canvas()).frames
    let (o, i) = try (nested.view("o"), nested.view("i"))
    #expect(
      nested.views.map(\.type) == ["LabeledContent", "Text", "LabeledContent", "Text", "Text"])
    #expect(n[Int(o.node)].minX == 0 && n[Int(o.node)].width == 42.5)
    #expect(n[Int(i.node)].minX > 42.5)
  }
}
