import LayoutEngine
import LayoutOutput
import Testing

/// `VStack` on line 1, `Text("Hello")` on line 2 with `.padding(16)` on line 3 and
/// `.id("greeting")`, then `Color` on line 5 in `.frame(width: 20, height: 20)` on line 6, laid
/// out with the fixed-advance measurer: "Hello" is 42.5 × 20.4, its padding 74.5 × 52.4.
func tracedStack() -> LayoutResult {
  var builder = LayoutTreeBuilder()
  let stackView = builder.beginView(
    ViewRecord(type: "VStack", role: .container, line: 1, column: 1, parent: nil))
  let textView = builder.beginView(
    ViewRecord(type: "Text", role: .text, text: "Hello", line: 2, column: 3, parent: stackView))
  let text = builder.addNode(.text(TextLayout(string: "Hello")))
  let padding = builder.addNode(
    .padding(PaddingLayout(insets: EdgeInsets(.all, 16))), children: [text])
  builder.completeView(
    textView, node: text,
    modifiers: [ModifierRecord(name: "padding", node: padding, line: 3, column: 5, addsBand: true)])
  builder.setID(textView, "greeting")
  let colorView = builder.beginView(
    ViewRecord(type: "Color", role: .shape, line: 5, column: 3, parent: stackView))
  let color = builder.addNode(.shape)
  let frame = builder.addNode(.frame(FrameLayout(width: 20, height: 20)), children: [color])
  builder.completeView(
    colorView, node: color,
    modifiers: [ModifierRecord(name: "frame", node: frame, line: 6, column: 5)])
  let stack = builder.addNode(
    .stack(StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0)),
    children: [padding, frame])
  builder.completeView(stackView, node: stack, modifiers: [])
  return Layout.run(builder.finish(root: stack), on: Canvas(), trace: true)
}

@Suite struct TraceRendererTests {
  /// The two children are inflexible (52.4 and 20 at both probes, 0 and ∞), so they are
  /// offered equal shares in declaration order: the padding 844 / 2 = 422 (its text 358 × 390),
  /// taking 52.4, then the frame what is left, 844 − 52.4 = 791.6. The stack is 74.5 wide (the
  /// widest child) and 52.4 + 20 = 72.4 tall, centred at ((390 − 74.5) / 2, (844 − 72.4) / 2) =
  /// (157.75, 385.8); the text sits 16 in at (173.75, 401.8); the 20-point colour is centred
  /// under it at 157.75 + (74.5 − 20) / 2 = 185, y 385.8 + 52.4 = 438.2. The frame does not ask
  /// its colour while sizing (both lengths are fixed); it proposes 20 × 20 at placement.
  @Test func rendersOneRowPerEventNestedByWhoAsked() {
    let result = tracedStack()
    let all = TraceRenderer.render(TraceLog.entries(result), in: result)
    let lines = all.split(separator: "\n").map(String.init)
    #expect(lines.first == "EVENT   PROPOSED     SIZE         AT                    VIEW")
    #expect(lines[1] == "size    390 × 844    74.5 × 72.4                        VStack 1:1")
    #expect(
      lines[2]
        == "size    390 × 0      74.5 × 52.4                          Text \"Hello\" #greeting 2:3 .padding 3:5"
    )
    #expect(
      lines[3]
        == "size    358 × 0      42.5 × 20.4                            Text \"Hello\" #greeting 2:3"
    )
    #expect(
      lines[4]
        == "size    390 × ∞      74.5 × 52.4                          Text \"Hello\" #greeting 2:3 .padding 3:5"
    )
    #expect(
      lines[7] == "size    390 × ∞      20 × 20                              Color 5:3 .frame 6:5")
    #expect(
      lines[8]
        == "size    390 × 422    74.5 × 52.4                          Text \"Hello\" #greeting 2:3 .padding 3:5"
    )
    #expect(
      lines[9]
        == "size    358 × 390    42.5 × 20.4                            Text \"Hello\" #greeting 2:3"
    )
    #expect(
      lines[10] == "size    390 × 791.6  20 × 20                              Color 5:3 .frame 6:5")
    #expect(
      lines[11]
        == "guide   390 × 422    74.5 × 52.4  .center (h): default    Text \"Hello\" #greeting 2:3 .padding 3:5"
    )
    #expect(
      lines[12]
        == "cached  358 × 390    42.5 × 20.4                            Text \"Hello\" #greeting 2:3"
    )
    #expect(lines.contains("place   390 × 844    74.5 × 72.4  157.75, 385.8         VStack 1:1"))
    #expect(
      lines.contains(
        "place   358 × 390    42.5 × 20.4  173.75, 401.8             Text \"Hello\" #greeting 2:3"))
    #expect(
      lines.contains(
        "place   390 × 791.6  20 × 20      185, 438.2              Color 5:3 .frame 6:5"))
    #expect(lines.last == "place   20 × 20      20 × 20      185, 438.2                Color 5:3")
    #expect(lines.count == 1 + 41)
  }

  /// Unspecified lengths print as nil, infinite ones as ∞; in the JSON null and "infinity".
  @Test func unspecifiedAndInfiniteLengths() throws {
    let result = tracedStack()
    var entry = try #require(TraceLog.entries(result).first)
    entry.event.proposal = ProposedSize(width: nil, height: .infinity)
    #expect(TraceRenderer.render([entry], in: result).contains("nil × ∞"))
    let json = JSONRenderer.render(result, trace: [entry])
    #expect(
      json.contains(
        "\"proposal\": {\n        \"width\": null,\n        \"height\": \"infinity\"\n      }"))
  }

  /// The JSON entry of the padding's first probe, key by key, and a placement's.
  @Test func rendersTheTraceArray() {
    let result = tracedStack()
    let json = JSONRenderer.render(result, trace: TraceLog.entries(result))
    #expect(
      json.contains(
        """
            {
              "event": "size",
              "depth": 1,
              "view": 1,
              "modifier": {
                "index": 0,
                "name": "padding"
              },
              "proposal": {
                "width": 390,
                "height": 0
              },
              "width": 74.5,
              "height": 52.4,
              "cached": false
            },
        """))
    #expect(
      json.contains(
        """
            {
              "event": "place",
              "depth": 0,
              "view": 0,
              "modifier": null,
              "proposal": {
                "width": 390,
                "height": 844
              },
              "x": 157.75,
              "y": 385.8,
              "width": 74.5,
              "height": 72.4
            },
        """))
    #expect(
      json.contains(
        "\"guide\": \"center\",\n      \"axis\": \"horizontal\",\n      \"value\": null\n"))
    // Without a trace the key is absent (the goldens do not change).
    #expect(!JSONRenderer.render(result).contains("\"trace\""))
  }

  /// --trace-view: the view's own events and its modifiers', plus the event of the view that
  /// asked them (the VStack's), and nothing of its siblings.
  @Test func selectionKeepsTheViewAndWhoAskedIt() {
    let result = tracedStack()
    let views = TraceLog.views(matching: "greeting", in: result.tree)
    #expect(views == [1])
    let entries = TraceLog.entries(result, views: views)
    #expect(Set(entries.map(\.view)) == [0, 1])
    #expect(entries.filter { $0.view == 0 }.map(\.event.kind) == [.size, .place])
    #expect(entries.allSatisfy { $0.view == 1 || $0.depth == 0 })
    let text = TraceRenderer.render(entries, in: result)
    #expect(text.split(separator: "\n")[1].hasSuffix("  VStack 1:1"))
    #expect(
      text.split(separator: "\n")[2].hasSuffix("    Text \"Hello\" #greeting 2:3 .padding 3:5"))
  }

  /// Indentation stops growing after 64 levels; the level is written instead.
  @Test func deepNestingIsIndentedAtMost64Levels() throws {
    let result = tracedStack()
    let root = try #require(TraceLog.entries(result).first)
    var at64 = root
    at64.depth = 64
    var at70 = root
    at70.depth = 70
    let rows = TraceRenderer.render([root, at64, at70], in: result).split(separator: "\n")
    let margin = try #require(rows[1].range(of: "VStack")).lowerBound
    let column = rows[1].distance(from: rows[1].startIndex, to: margin)
    #expect(
      rows[2].dropFirst(column) == Substring(String(repeating: " ", count: 128) + "VStack 1:1"))
    #expect(
      rows[3].dropFirst(column) == Substring(String(repeating: " ", count: 128) + "⋯70 VStack 1:1"))
  }

  /// An id wins over a line; a line names the views written on it, or else the view whose
  /// layout modifier is on it; nothing matches an unknown name.
  @Test func viewsAreNamedByIDThenLine() {
    let tree = tracedStack().tree
    #expect(TraceLog.views(matching: "5", in: tree) == [2])
    #expect(TraceLog.views(matching: "6", in: tree) == [2])
    #expect(TraceLog.views(matching: "3", in: tree) == [1])
    #expect(TraceLog.views(matching: "4", in: tree) == [])
    #expect(TraceLog.views(matching: "nope", in: tree) == [])
    #expect(TraceLog.views(matching: "0", in: tree) == [])
  }
}
