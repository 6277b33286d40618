import LayoutEngine
import Testing

/// The engine as a library user sees it, without `@testable`: the example of
/// Documentation/Library.md, line for line. It stops compiling if the public API loses what
/// the page shows.
@Suite struct LibraryTests {
  @Test func theDocumentedExampleLaysOut() {
    // HStack(spacing: 8) { Text("Hello"); Color.frame(width: 50, height: 50) }.padding(16)
    var builder = LayoutTreeBuilder()
    let text = builder.addNode(.text(TextLayout(string: "Hello")))
    let color = builder.addNode(.shape)
    let frame = builder.addNode(
      .frame(FrameLayout(width: 50, height: 50)), children: [color])
    let stack = builder.addNode(
      .stack(StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 8)),
      children: [text, frame])
    let padding = builder.addNode(
      .padding(PaddingLayout(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))),
      children: [stack])
    let tree = builder.finish(root: padding)

    let result = Layout.run(tree, on: Canvas(size: Size(width: 390, height: 844), scale: 0))

    // Without a text measurer, every character is 0.5 em of 17 points and a line 1.2 em:
    // "Hello" is 5 × 8.5 = 42.5 × 20.4 whatever width it is offered, so neither child of the
    // stack is flexible and they are served in order. The padding offers the stack
    // 390 − 32 = 358: the text takes 42.5, the frame 50; the stack is 42.5 + 8 + 50 = 100.5 ×
    // 50, the padding 132.5 × 82, centred at ((390 − 132.5) / 2, (844 − 82) / 2) =
    // (128.75, 381). The text is centred in the stack's height: y = 397 + (50 − 20.4) / 2.
    #expect(result.frames[Int(padding)] == Rect(x: 128.75, y: 381, width: 132.5, height: 82))
    #expect(result.frames[Int(stack)] == Rect(x: 144.75, y: 397, width: 100.5, height: 50))
    #expect(result.frames[Int(text)] == Rect(x: 144.75, y: 411.8, width: 42.5, height: 20.4))
    #expect(result.frames[Int(frame)] == Rect(x: 195.25, y: 397, width: 50, height: 50))
    #expect(result.frames[Int(color)] == result.frames[Int(frame)])
    // On a 3x screen the frames are rounded to the pixel grid, as the command line prints
    // them: 411.8 × 3 = 1235.4 rounds to 1235 pixels, 411.667 points.
    let screen = Layout.run(tree, on: Canvas(size: Size(width: 390, height: 844), scale: 3))
    #expect(abs(screen.displayFrame(text).origin.y - 1235.0 / 3) < 1e-9)
  }
}
