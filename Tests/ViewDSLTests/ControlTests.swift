import Testing

@testable import LayoutEngine
@testable import ViewDSL

/// Controls (`ControlViews`): their sizing behaviour per axis, probed as the view taxonomy
/// (the article "Understanding SwiftUI Layout Behaviors") does — propose a small and a huge size and see whether the control follows the
/// proposal (expanding) or keeps its own length (hugging); a composed control is neutral when
/// it follows an expanding label (`Color.red`) and hugs a hugging one (`Text`). Text uses the
/// engine's fixed-advance measurer: 8.5 points a character and 20.4-point lines at 17 pt.
@Suite struct ControlTests {
  enum Behaviour: String { case exp, hug, other }

  /// The root control's behaviour on each axis: expanding when it takes 500 and 1000 as
  /// proposed, hugging when it keeps one length below both.
  func behaviour(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws -> [Behaviour]
  {
    let tree = try compileClean(source, sourceLocation: sourceLocation)
    let computer = LayoutComputer(tree: tree)
    let node = tree.views[0].outermostNode
    let mid = computer.size(node, ProposedSize(width: 500, height: 500))
    let big = computer.size(node, ProposedSize(width: 1000, height: 1000))
    func classify(_ a: Double, _ b: Double) -> Behaviour {
      if a == 500 && b == 1000 { return .exp }
      if a == b && a < 500 { return .hug }
      return .other
    }
    return [classify(mid.width, big.width), classify(mid.height, big.height)]
  }

  // MARK: - Behaviour per axis (taxonomy tables)

  /// Button (default, plain): Composed, neu | neu. Bordered styles: the label plus insets,
  /// still neutral.
  @Test func buttonIsNeutral() throws {
    #expect(try behaviour(#"Button("Title") { }"#) == [.hug, .hug])
    #expect(try behaviour("Button(action: {}) { Text(\"x\") }") == [.hug, .hug])
    #expect(try behaviour("Button(action: {}) { Color.red }") == [.exp, .exp])
    #expect(
      try behaviour("Button(action: {})\n  Color.red\n  .buttonStyle(.plain)") == [.exp, .exp])
    #expect(try behaviour(#"Button("Title", action: {}).buttonStyle(.bordered)"#) == [.hug, .hug])
    #expect(
      try behaviour("Button(action: {}) { Color.red }.buttonStyle(.borderedProminent)") == [
        .exp, .exp,
      ])
  }

  /// Link: Simple, hug | hug; Link with `Label: View`: Composed, neu | neu.
  @Test func link() throws {
    #expect(
      try behaviour(#"Link("Apple", destination: URL(string: "https://apple.com"))"#) == [
        .hug, .hug,
      ])
    #expect(try behaviour("Link(destination: URL(string: \"a\")) { Color.red }") == [.exp, .exp])
    #expect(try behaviour("Link(destination: URL(string: \"a\")) { Text(\"a\") }") == [.hug, .hug])
  }

  /// Label: Simple, hug | hug; with title and icon views: Composed, neu | neu.
  @Test func label() throws {
    #expect(try behaviour(#"Label("Title", systemImage: "star")"#) == [.hug, .hug])
    #expect(try behaviour("Label { Color.red }") == [.exp, .exp])
    #expect(try behaviour("Label { Text(\"a\"); Image(systemName: \"star\") }") == [.hug, .hug])
  }

  /// Toggle: Simple, exp | hug; Toggle with `Label: View`: Composed, exp | neu.
  @Test func toggle() throws {
    #expect(try behaviour(#"Toggle("Wi-Fi", isOn: .constant(true))"#) == [.exp, .hug])
    #expect(try behaviour("Toggle(isOn: $isOn) { Text(\"Wi-Fi\") }") == [.exp, .hug])
    #expect(try behaviour("Toggle(isOn: $isOn) { Color.red }") == [.exp, .exp])
  }

  /// Stepper: Simple, exp | hug; Stepper with `Label: View`: Composed, exp | neu.
  @Test func stepper() throws {
    #expect(try behaviour(#"Stepper("Count", value: $count, in: 0...10)"#) == [.exp, .hug])
    #expect(try behaviour(#"Stepper("Count", onIncrement: {}, onDecrement: {})"#) == [.exp, .hug])
    #expect(try behaviour("Stepper(value: .constant(1)) { Text(\"n\") }") == [.exp, .hug])
    #expect(try behaviour("Stepper(value: .constant(1)) { Color.red }") == [.exp, .exp])
  }

  /// Slider: Simple, exp | hug; with `Label: View`: exp | hug (the label takes no part).
  @Test func slider() throws {
    #expect(try behaviour("Slider(value: .constant(0.5))") == [.exp, .hug])
    #expect(try behaviour("Slider(value: $v, in: 0...1) { Color.red }") == [.exp, .hug])
  }

  /// ProgressView linear: exp | hug with or without a label; circular: hug | hug, and with a
  /// label view (displayed underneath) neu | neu.
  @Test func progressView() throws {
    #expect(try behaviour("ProgressView(value: 0.5)") == [.exp, .hug])
    #expect(try behaviour(#"ProgressView("Loading", value: 0.5)"#) == [.exp, .hug])
    #expect(try behaviour("ProgressView(value: 0.5) { Color.red }") == [.exp, .hug])
    #expect(try behaviour("ProgressView()") == [.hug, .hug])
    #expect(try behaviour(#"ProgressView("Loading")"#) == [.hug, .hug])
    #expect(try behaviour("ProgressView { Color.red }") == [.exp, .exp])
    #expect(try behaviour("ProgressView { Text(\"a\") }") == [.hug, .hug])
    #expect(try behaviour("ProgressView(value: 0.5).progressViewStyle(.circular)") == [.hug, .hug])
    #expect(try behaviour("ProgressView().progressViewStyle(.linear)") == [.exp, .hug])
  }

  /// TextField, SecureField: Simple, exp | hug. TextEditor: Simple, exp | exp.
  @Test func textInput() throws {
    #expect(try behaviour(#"TextField("Name", text: .constant(""))"#) == [.exp, .hug])
    #expect(
      try behaviour(#"TextField("Name", text: $name, prompt: Text("Required"))"#) == [.exp, .hug])
    #expect(try behaviour(#"SecureField("Password", text: $password)"#) == [.exp, .hug])
    #expect(try behaviour("TextEditor(text: $notes)") == [.exp, .exp])
  }

  // MARK: - Sizes

  /// Ideal sizes (nil proposal): the switch is iOS 26's 63 × 28 after the title and the
  /// spacer's 8;
  /// a bordered button pads its title by 12 and 7 (14 and 20 at `.large`); a TextField is
  /// its placeholder's width and one line tall.
  @Test func idealSizes() throws {
    func ideal(_ source: String) throws -> Size {
      let tree = try compileClean(source)
      return LayoutComputer(tree: tree).size(tree.views[0].outermostNode, .unspecified)
    }
    // "Wi-Fi": 5 × 8.5 = 42.5; + 8 (Spacer's minimum) + 63.
    #expect(try ideal(#"Toggle("Wi-Fi", isOn: .constant(true))"#) == Size(width: 113.5, height: 28))
    #expect(try ideal(#"Stepper("n", value: $n)"#) == Size(width: 8.5 + 8 + 94, height: 32))
    #expect(try ideal(#"Button("Save") { }.buttonStyle(.bordered)"#).width == 34 + 24)
    let large = try ideal(#"Button("Save") { }.buttonStyle(.bordered).controlSize(.large)"#)
    #expect(large.width == 34 + 40 && abs(large.height - 48.4) < 1e-9)
    #expect(try ideal(#"Button("Save") { }"#) == ideal(#"Text("Save")"#))
    #expect(try ideal("ProgressView()") == Size(width: 20, height: 20))
    #expect(try ideal(#"TextField("Name", text: $name)"#) == ideal(#"Text("Name")"#))
    // The older initialiser's actions change nothing.
    #expect(
      try ideal(#"TextField("Name", text: $name, onEditingChanged: { _ in }, onCommit: {})"#)
        == ideal(#"Text("Name")"#))
    #expect(
      try ideal(#"SecureField("Name", text: $name, onCommit: {})"#) == ideal(#"Text("Name")"#))
  }

  /// `.textFieldStyle(.plain)` and `.automatic` (and the types `PlainTextFieldStyle()`,
  /// `DefaultTextFieldStyle()`) are the field iPhone draws by default: its placeholder's width,
  /// one line tall, as without the modifier.
  @Test func textFieldStyles() throws {
    for style in [".plain", ".automatic", "PlainTextFieldStyle()", "DefaultTextFieldStyle()"] {
      #expect(
        try ideal("TextField(\"Name\", text: $name).textFieldStyle(\(style))")
          == ideal(#"Text("Name")"#))
    }
  }

  /// `.textFieldStyle(.roundedBorder)` (measured on iOS 18.5, Chrome.md, *Text fields*): the
  /// line inset 7 at each side in a box 1.4 s + 10.13 tall for an s-point font, at least 34.
  /// Medium body (16 pt): 32.53 → 34; accessibility1 (28): 49.33; accessibility5 (53): 84.33;
  /// xLarge (19): 36.73, between measured sizes, an estimate; every size on iOS 26 is one.
  /// Before, "'.textFieldStyle(.roundedBorder)' is not supported yet".
  @Test func roundedBorderFields() throws {
    func field(_ size: DynamicTypeSize, os: PlatformVersion = .iOS18) throws -> (Double, Bool) {
      let result = compile(
        SourceFile(
          name: "t", text: #"TextField("Name", text: $name).textFieldStyle(.roundedBorder)"#),
        options: CompileOptions(environment: CompileEnvironment(dynamicTypeSize: size, os: os)))
      let tree = try #require(result.tree)
      #expect(result.diagnostics.isEmpty)
      guard case .frame(let box) = tree.kind(tree.child(of: tree.views[0].node)) else {
        Issue.record("expected the bordered box's frame")
        return (-1, false)
      }
      return (try #require(box.height), tree.views[0].estimate != nil)
    }
    #expect(try field(.medium) == (34, false))
    #expect(try field(.large) == (34, false))
    let ax1 = try field(.accessibility1)
    #expect(abs(ax1.0 - 49.33) < 1e-9 && !ax1.1)
    let ax5 = try field(.accessibility5)
    #expect(abs(ax5.0 - 84.33) < 1e-9 && !ax5.1)
    let xLarge = try field(.xLarge)
    #expect(abs(xLarge.0 - 36.73) < 1e-9 && xLarge.1)
    #expect(try field(.medium, os: .iOS26) == (34, true))
    // The style's type is the same style; the box's height (34 at Large), the placeholder's
    // width and 7 at each side are its ideal size.
    let name = try ideal(#"Text("Name")"#)
    #expect(
      try ideal(#"TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())"#)
        == Size(width: name.width + 14, height: 34))
  }

  /// The text field style is an environment value: on a stack it reaches the fields inside,
  /// `SecureField`s too.
  @Test func textFieldStyleReachesFieldsInside() throws {
    let tree = try compileClean(
      """
      VStack
        .textFieldStyle(.roundedBorder)
        TextField("A", text: $a).id("a")
        SecureField("B", text: $b).id("b")
      """)
    for id in ["a", "b"] {
      let field = try tree.view(id).node
      guard case .frame(let box) = tree.kind(tree.child(of: field)) else {
        Issue.record("expected \(id)'s bordered box")
        continue
      }
      #expect(box.height == 34)
    }
  }

  /// The ideal size of a one-view file.
  private func ideal(_ source: String) throws -> Size {
    let tree = try compileClean(source)
    return LayoutComputer(tree: tree).size(tree.views[0].outermostNode, .unspecified)
  }

  /// `.buttonStyle` is an environment value: on a stack it reaches the buttons inside.
  @Test func buttonStyleReachesButtonsInside() throws {
    let tree = try compileClean(
      """
      VStack
        .buttonStyle(.bordered)
        Button("A") { }.id("a")
      """)
    guard case .padding(let p) = tree.kind(try tree.view("a").node) else {
      Issue.record("expected the bordered button's padding")
      return
    }
    #expect(p.insets == EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }

  // MARK: - Frames end to end

  /// A Toggle and a bordered Button in a VStack on the 390 × 844 canvas. The toggle takes the
  /// full width and the switch's 28 (taller than "Wi-Fi"'s 20.4); the button is "Save" (34)
  /// plus 12 + 12, and 20.4 + 7 + 7 = 34.4 tall. The stack is 390 × 62.4, centred:
  /// y = (844 − 62.4) / 2 = 390.8. The button is centred: x = (390 − 58) / 2 = 166. Its label
  /// `Text` (a child view) sits inside the insets at (178, 418.8 + 7 = 425.8).
  @Test func toggleAndBorderedButtonFrames() throws {
    let tree = try compileClean(
      """
      VStack(spacing: 0)
        Toggle("Wi-Fi", isOn: .constant(true)).id("toggle")
        Button(action: {})
          Text("Save").id("title")
          .buttonStyle(.bordered)
          .id("button")
      """)
    let r = Layout.run(tree, on: Canvas(scale: 0))
    #expect(tree.views.map(\.type) == ["VStack", "Toggle", "Button", "Text"])
    expectFrame(r, try tree.view("toggle").node, [0, 390.8, 390, 28])
    expectFrame(r, try tree.view("button").node, [166, 418.8, 58, 34.4])
    expectFrame(r, try tree.view("title").node, [178, 425.8, 34, 20.4])
  }

  /// A TextField beside a Text in an HStack(spacing: 10) takes what the Text leaves:
  /// 390 − 34 − 10 = 346, at x = 44; one 20.4 line, centred: y = (844 − 20.4) / 2 = 411.8.
  /// A Slider below in a VStack(spacing: 0) is the full 390 and 34 tall: the stack is 54.4
  /// tall at y = (844 − 54.4) / 2 = 394.8.
  @Test func textFieldAndSliderFrames() throws {
    let tree = try compileClean(
      """
      VStack(spacing: 0)
        HStack(spacing: 10)
          Text("Name").id("name")
          TextField("Your name", text: $name).id("field")
        Slider(value: .constant(0.5)).id("slider")
      """)
    let r = Layout.run(tree, on: Canvas(scale: 0))
    expectFrame(r, try tree.view("name").node, [0, 394.8, 34, 20.4])
    expectFrame(r, try tree.view("field").node, [44, 394.8, 346, 20.4])
    expectFrame(r, try tree.view("slider").node, [0, 415.2, 390, 34])
  }

  /// A Slider's label takes no part in layout: it is listed with a zero-size frame at the
  /// slider's top-leading corner.
  @Test func sliderLabelIsNotLaidOut() throws {
    let tree = try compileClean("Slider(value: $v)\n  Text(\"Volume\").id(\"label\")\n")
    let r = Layout.run(tree, on: Canvas(scale: 0))
    expectFrame(r, tree.views[0].node, [0, 405, 390, 34])
    let label = r.frames[Int(try tree.view("label").node)]
    #expect(label.minX == 0 && label.minY == 405)
  }

  // MARK: - LabeledContent and ScrollViewReader

  /// LabeledContent: the title leading, the value trailing, a flexible gap between —
  /// expanding horizontally, hugging vertically with text, neutral with content views.
  @Test func labeledContent() throws {
    #expect(try behaviour("LabeledContent(\"Name\", value: \"Ada\")") == [.exp, .hug])
    #expect(try behaviour("LabeledContent(\"Fill\") { Color.red }") == [.exp, .exp])
    let tree = try compileClean("LabeledContent(\"Age\", value: 36)")
    let r = Layout.run(tree, on: Canvas(scale: 0))
    // "Age" (25.5) at the leading edge; the value "36" (17) at the trailing edge of 390.
    #expect(r.frames[Int(tree.views[0].node)].width == 390)
    #expect(tree.views.count == 1)
  }

  /// ScrollViewReader only hands its content a proxy: the content is laid out as in a Group.
  @Test func scrollViewReaderIsTransparent() throws {
    let tree = try compileClean(
      "VStack\n  ScrollViewReader { proxy in\n    Text(\"a\")\n    Text(\"b\")\n  }")
    #expect(tree.views.map(\.type) == ["VStack", "Text", "Text"])
    #expect(tree.views.dropFirst().allSatisfy { $0.parent == 0 })
  }

  // MARK: - Label styles and hidden labels

  /// `.labelsHidden()`: a Toggle is its 51 × 31 switch alone, hugging on both axes; a
  /// Stepper's label view is placed at the stepper's corner in a zero-size frame (as a
  /// Slider's label), taking no part in layout.
  @Test func labelsHidden() throws {
    #expect(
      try behaviour("Toggle(\"Wi-Fi\", isOn: .constant(true)).labelsHidden()") == [.hug, .hug])
    let tree = try compileClean(
      "Stepper(value: .constant(1))\n  Text(\"Count\").id(\"label\")\n  .labelsHidden()")
    let r = Layout.run(tree, on: Canvas(scale: 0))
    expectFrame(r, tree.views[0].node, [148, 406, 94, 32])
    let label = r.frames[Int(try tree.view("label").node)]
    #expect(label.minX == 148 && label.minY == 406)
  }

  /// `.toggleStyle(.button)`: the title padded as a bordered button, 12 + 12 and 7 + 7
  /// ("Bold" is 4 × 8.5 = 34 wide, 20.4 tall with the fixed-advance measurer): 58 × 34.4,
  /// hugging; `.switch` is the default look.
  @Test func toggleStyles() throws {
    let tree = try compileClean("Toggle(\"Bold\", isOn: .constant(true)).toggleStyle(.button)")
    #expect(
      LayoutComputer(tree: tree).size(tree.views[0].node, .unspecified)
        == Size(width: 58, height: 34.4))
    #expect(
      try behaviour("Toggle(\"Bold\", isOn: .constant(true)).toggleStyle(.button)") == [.hug, .hug])
    #expect(
      try behaviour("Toggle(\"Wi-Fi\", isOn: .constant(true)).toggleStyle(.switch)") == [
        .exp, .hug,
      ])
  }

  /// `.labelStyle(.iconOnly)`: the 17 × 17 symbol alone; `.titleOnly`: the title alone
  /// ("Star", 4 × 8.5 = 34 wide with the fixed-advance measurer); on a container it reaches
  /// every Label inside.
  @Test func labelStyles() throws {
    let tree = try compileClean(
      "VStack\n  Label(\"Star\", systemImage: \"star\").labelStyle(.iconOnly).id(\"icon\")\n  Label(\"Star\", systemImage: \"star\").labelStyle(.titleOnly).id(\"title\")"
    )
    let c = LayoutComputer(tree: tree)
    #expect(c.size(try tree.view("icon").node, .unspecified) == Size(width: 17, height: 17))
    #expect(c.size(try tree.view("title").node, .unspecified).width == 34)
  }

  // MARK: - Arguments

  /// Bindings are written `.constant(x)` or `$name`; a missing binding is an error at the
  /// closing parenthesis, as for any required argument.
  @Test func bindingsAndErrors() throws {
    _ = try compileClean(#"Toggle("a", isOn: $isOn)"#)
    _ = try compileClean(#"Toggle("a", isOn: .constant(false))"#)
    // `Toggle("a")`: the missing `isOn:` is reported at the closing parenthesis, column 11.
    let missing = compile(SourceFile(name: "Test.view", text: #"Toggle("a")"#))
    #expect(missing.diagnostics.map(\.id) == ["missingArgument"])
    #expect(missing.diagnostics.map { [$0.location.line, $0.location.column] } == [[1, 11]])
    // An unknown button style is an error at its member, `.fancy` at column 29.
    let style = compile(
      SourceFile(name: "Test.view", text: "Button(\"a\") { }.buttonStyle(.fancy)"))
    #expect(style.diagnostics.map(\.id) == ["unknownMember"])
    #expect(style.diagnostics.map { [$0.location.line, $0.location.column] } == [[1, 29]])
  }

  func expectFrame(
    _ r: LayoutResult, _ node: NodeID, _ expected: [Double],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let f = r.frames[Int(node)]
    let actual = [f.minX, f.minY, f.width, f.height]
    #expect(
      zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(actual) ≠ \(expected)",
      sourceLocation: sourceLocation)
  }
}
