import Testing

@testable import LayoutEngine
@testable import ViewDSL

/// A style written as its type's instance, as code from before the static members does
/// (`.buttonStyle(BorderlessButtonStyle())`, `.listStyle(PlainListStyle())`), is the same as
/// the member (`.borderless`, `.plain`): the same frames and the same diagnostics, for every
/// member of every style family the catalogue takes. `Default…Style()` is `.automatic`.
@Suite struct StyleInstanceTests {
  /// The modifier, a view it styles, and its family's type-name suffix and members.
  static let families: [(modifier: String, view: String, suffix: String, members: [String])] = [
    ("buttonStyle", #"Button("Save") { }"#, "ButtonStyle", members(ControlViews.buttonStyles)),
    (
      "toggleStyle", #"Toggle("Wi-Fi", isOn: .constant(true))"#, "ToggleStyle",
      members(ControlViews.toggleStyles)
    ),
    (
      "labelStyle", #"Label("Mail", systemImage: "envelope")"#, "LabelStyle",
      members(ControlViews.labelStyles)
    ),
    (
      "progressViewStyle", "ProgressView()", "ProgressViewStyle",
      members(ControlViews.progressStyles)
    ),
    (
      "listStyle", "List {\n  Text(\"a\")\n}\n", "ListStyle",
      ["automatic", "insetGrouped", "grouped", "plain", "inset", "sidebar"]
    ),
    ("formStyle", "Form {\n  Text(\"a\")\n}\n", "FormStyle", ["automatic", "grouped", "columns"]),
    (
      "pickerStyle", "Picker(\"P\", selection: .constant(1)) {\n  Text(\"a\").tag(1)\n}\n",
      "PickerStyle", ["automatic", "menu", "navigationLink", "inline", "segmented", "wheel"]
    ),
    (
      "tabViewStyle", "TabView {\n  Text(\"a\")\n}\n", "TabViewStyle",
      ["automatic", "page", "tabBarOnly", "sidebarAdaptable"]
    ),
  ]

  static func members(_ type: ValueType) -> [String] {
    if case .enumeration(_, let members) = type { return members }
    return []
  }

  /// Frames and diagnostics of a screen, unrounded on a 390 × 844 canvas.
  func outcome(_ text: String) -> (frames: [[Double]], messages: [String]) {
    let result = compile(SourceFile(name: "Test.view", text: text))
    let messages = result.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.message)"
    }
    guard let tree = result.tree else { return ([], messages) }
    let frames = Layout.run(tree, on: Canvas(scale: 0)).frames
    return (tree.views.map { [frames[Int($0.node)].minX, frames[Int($0.node)].width] }, messages)
  }

  @Test func instancesAreTheirMembers() {
    for family in Self.families {
      for member in family.members {
        let typeName =
          member == "automatic"
          ? "Default" : member.prefix(1).uppercased() + member.dropFirst()
        let written = "\(family.view)\n.\(family.modifier)(\(typeName)\(family.suffix)())"
        let expected = outcome("\(family.view)\n.\(family.modifier)(.\(member))")
        let got = outcome(written)
        #expect(got.frames == expected.frames, "\(written)")
        #expect(got.messages == expected.messages, "\(written)")
        #expect(!got.frames.isEmpty || !got.messages.isEmpty, "\(written)")
      }
    }
  }

  /// `.bordered` pads the title by 12 a side (ControlTests' ideal sizes): the instance pads it
  /// the same, so the button is wider than its 34-point title. The engine's fixed-advance
  /// measurer makes "Save" 4 × 8.5 = 34 wide.
  @Test func aBorderedButtonStyleInstancePadsTheLabel() throws {
    let tree = try compileClean(#"Button("Save") { }.buttonStyle(BorderedButtonStyle())"#)
    let size = LayoutComputer(tree: tree).size(tree.views[0].outermostNode, .unspecified)
    #expect(size.width == 34 + 24)
  }
}
