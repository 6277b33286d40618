import LayoutEngine
import LayoutOutput
import Testing

/// The renderer writes its view records as fixed byte runs (`JSONViewRecords`); these tests
/// hold those runs to the document the general writer lays out with `openObject`, `key` and
/// `element` for the same members, so a run with a wrong comma or indentation fails here.
@Suite struct JSONViewRecordsTests {
  /// Every optional member at least once and once absent: an id with a quote, a text with a
  /// tab and a non-ASCII letter (measured, so `lines` and baselines), an estimated view, two
  /// files, a view with no modifiers, one with two, and `--behaviors`.
  @Test func recordsAreTheGeneralWritersLayout() {
    let result = everyMember(behaviors: true)
    #expect(result.behaviors?.count == 3)
    #expect(JSONRenderer.render(result) == generalDocument(result))
  }

  /// Without behaviors or files those members are absent, as the general writer leaves them.
  @Test func absentMembersAreLeftOut() {
    let result = everyMember(behaviors: false, files: [])
    let json = JSONRenderer.render(result)
    #expect(json == generalDocument(result))
    #expect(!json.contains("\"behavior\"") && !json.contains("\"file\""))
  }

  /// No views: `"views": []`, as an empty array always prints.
  @Test func noViewsIsAnEmptyArray() {
    var builder = LayoutTreeBuilder()
    let node = builder.addNode(.shape)
    let result = Layout.run(builder.finish(root: node), on: Canvas())
    #expect(result.tree.views.isEmpty)
    #expect(JSONRenderer.render(result).contains("\"views\": []\n}"))
    #expect(JSONRenderer.render(result) == generalDocument(result))
  }

  /// A ZStack (id `a"b`, in B.view) padded around a Circle framed 40 × 40 then offset, beside
  /// a Text `Héllo\tworld` with an estimated size and no modifiers.
  func everyMember(behaviors: Bool, files: [String] = ["A.view", "B.view"]) -> LayoutResult {
    var builder = LayoutTreeBuilder()
    let parent = builder.beginView(
      ViewRecord(type: "ZStack", role: .container, line: 1, column: 1, file: 1, parent: nil))
    let first = builder.beginView(
      ViewRecord(type: "Circle", role: .circle, line: 2, column: 3, parent: parent))
    let second = builder.beginView(
      ViewRecord(type: "Text", role: .text, line: 5, column: 3, parent: parent))
    let circle = builder.addNode(.circle)
    let frame = builder.addNode(.frame(FrameLayout(width: 40, height: 40)), children: [circle])
    let offset = builder.addNode(
      .padding(PaddingLayout(insets: EdgeInsets(.all, 4))), children: [frame])
    let text = builder.addNode(.text(TextLayout(string: "Héllo\tworld")))
    let stack = builder.addNode(.zstack(ZStackLayout()), children: [offset, text])
    let padding = builder.addNode(
      .padding(PaddingLayout(insets: EdgeInsets(.all, 16))), children: [stack])
    builder.completeView(
      first, node: circle,
      modifiers: [
        ModifierRecord(name: "frame", node: frame, line: 2, column: 11),
        ModifierRecord(name: "padding", node: offset, line: 3, column: 5, addsBand: true),
      ])
    builder.completeView(second, node: text, modifiers: [])
    builder.completeView(
      parent, node: stack,
      modifiers: [ModifierRecord(name: "padding", node: padding, line: 6, column: 3)])
    builder.setID(parent, "a\"b")
    builder.setText(second, "Héllo\tworld")
    builder.setEstimate(second, "test constant")
    var tree = builder.finish(root: padding)
    tree.files = files
    return Layout.run(tree, on: Canvas(), behaviors: behaviors)
  }

  /// The document built member by member with the writer's general layout, in
  /// Documentation/JSON.md's order.
  func generalDocument(_ result: LayoutResult) -> String {
    var w = JSONWriter()
    w.openObject()
    w.key("schemaVersion")
    w.integer(JSONRenderer.schemaVersion)
    w.key("canvas")
    w.openObject()
    for (key, value) in [
      ("width", result.canvas.size.width), ("height", result.canvas.size.height),
      ("scale", result.canvas.scale),
    ] {
      w.key(escaping: key)
      w.number(value)
    }
    w.key("layoutDirection")
    w.string(result.canvas.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")
    w.key("os")
    w.string(result.canvas.os.rawValue)
    w.key("safeArea")
    w.openObject()
    let insets = result.canvas.safeArea
    for (key, value) in [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
      ("trailing", insets.trailing),
    ] {
      w.key(escaping: key)
      w.number(value)
    }
    w.closeObject()
    w.closeObject()
    w.key("views")
    w.openArray()
    for (index, view) in result.tree.views.enumerated() {
      w.element()
      w.openObject()
      w.key("index")
      w.integer(index)
      w.key("parent")
      if let parent = view.parent { w.integer(parent) } else { w.null() }
      w.key("type")
      w.string(view.type)
      if let id = view.id {
        w.key("id")
        w.string(id)
      }
      if view.role == .text {
        w.key("text")
        w.string(view.text ?? "")
        if let measured = result.texts[view.node] {
          w.key("lines")
          w.integer(measured.lineCount)
          w.key("firstBaseline")
          w.number(measured.firstBaseline)
          w.key("lastBaseline")
          w.number(measured.lastBaseline)
        }
      }
      if view.estimate != nil {
        w.key("estimated")
        w.bool(true)
      }
      if !result.tree.files.isEmpty {
        w.key("file")
        w.string(result.tree.files[view.file])
      }
      w.key("line")
      w.integer(view.line)
      w.key("column")
      w.integer(view.column)
      frame(result.displayFrame(view.node), &w)
      w.key("modifiers")
      w.openArray()
      for modifier in view.modifiers {
        w.element()
        w.openObject()
        w.key("name")
        w.string(modifier.name)
        frame(result.displayFrame(modifier.node), &w)
        w.closeObject()
      }
      w.closeArray()
      if let behavior = result.behaviors?[index] {
        w.key("behavior")
        w.openObject()
        for (key, axes) in [("intrinsic", behavior.intrinsic), ("effective", behavior.effective)] {
          w.key(escaping: key)
          w.openObject()
          w.key("horizontal")
          w.string(axes.horizontal.rawValue)
          w.key("vertical")
          w.string(axes.vertical.rawValue)
          w.closeObject()
        }
        w.closeObject()
      }
      w.closeObject()
    }
    w.closeArray()
    w.closeObject()
    return w.finish()
  }

  func frame(_ rect: Rect, _ w: inout JSONWriter) {
    for (key, value) in [
      ("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height),
    ] {
      w.key(escaping: key)
      w.number(value)
    }
  }
}
