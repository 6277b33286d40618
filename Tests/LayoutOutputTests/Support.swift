import LayoutEngine

/// `Color.red.frame(width: 100, height: 50).padding(10)` written on line 1, `.id("swatch")`.
func paddedSwatch(canvas: Canvas = Canvas()) -> LayoutResult {
  var builder = LayoutTreeBuilder()
  let index = builder.beginView(
    ViewRecord(type: "Color", role: .shape, line: 1, column: 1, parent: nil))
  let color = builder.addNode(.shape)
  let frame = builder.addNode(.frame(FrameLayout(width: 100, height: 50)), children: [color])
  let padding = builder.addNode(
    .padding(PaddingLayout(insets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))),
    children: [frame])
  builder.completeView(
    index, node: color,
    modifiers: [
      ModifierRecord(name: "frame", node: frame, line: 1, column: 10),
      ModifierRecord(name: "padding", node: padding, line: 1, column: 42, addsBand: true),
    ])
  builder.setID(index, "swatch")
  return Layout.run(builder.finish(root: padding), on: canvas)
}

/// A padded parent with two leaf children, the second a Text with an awkward string — enough
/// tree to exercise nesting in the renderers (the engine's containers come later, so the
/// parent is a padding node over the first child only; frames of the others are its frame).
func nestedViews() -> LayoutResult {
  var builder = LayoutTreeBuilder()
  let parent = builder.beginView(
    ViewRecord(type: "ZStack", role: .container, line: 1, column: 1, parent: nil))
  let first = builder.beginView(
    ViewRecord(type: "Circle", role: .circle, line: 3, column: 3, parent: parent))
  let second = builder.beginView(
    ViewRecord(type: "Text", role: .text, text: "Say \"hi\"\n", line: 4, column: 3, parent: parent))
  let circle = builder.addNode(.circle)
  let frame = builder.addNode(.frame(FrameLayout(width: 40, height: 40)), children: [circle])
  let padding = builder.addNode(
    .padding(PaddingLayout(insets: EdgeInsets(.all, 16))), children: [frame])
  builder.completeView(
    first, node: circle,
    modifiers: [ModifierRecord(name: "frame", node: frame, line: 3, column: 11)])
  builder.completeView(second, node: circle, modifiers: [])
  builder.completeView(
    parent, node: padding,
    modifiers: [ModifierRecord(name: "padding", node: padding, line: 2, column: 3, addsBand: true)])
  builder.setID(second, "greeting")
  return Layout.run(builder.finish(root: padding), on: Canvas())
}
