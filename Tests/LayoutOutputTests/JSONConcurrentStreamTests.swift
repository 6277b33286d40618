import LayoutEngine
import LayoutOutput
import Testing

/// `JSONRenderer.stream(…, concurrently:)`: the records' second half rendered apart and joined
/// gives the bytes `render` gives, whenever the other part runs.
@Suite struct JSONConcurrentStreamTests {
  /// A VStack of `JSONRenderer.concurrentViews` colours framed 10 × 10 (one view more than the
  /// threshold with the stack): 10,001 records, split after record 5,000.
  static let result: LayoutResult = {
    var builder = LayoutTreeBuilder()
    let count = JSONRenderer.concurrentViews
    let stack = builder.beginView(
      ViewRecord(type: "VStack", role: .container, line: 1, column: 1, parent: nil))
    var outer: [NodeID] = []
    for i in 0..<count {
      let view = builder.beginView(
        ViewRecord(type: "Color", role: .shape, line: i + 2, column: 3, parent: stack))
      let shape = builder.addNode(.shape)
      let frame = builder.addNode(.frame(FrameLayout(width: 10, height: 10)), children: [shape])
      builder.completeView(
        view, node: shape,
        modifiers: [ModifierRecord(name: "frame", node: frame, line: i + 2, column: 12)])
      outer.append(frame)
    }
    let root = builder.addNode(
      .stack(StackLayout(axis: .vertical, alignment: .horizontalCenter, spacing: 0)),
      children: outer)
    builder.completeView(stack, node: root, modifiers: [])
    return Layout.run(builder.finish(root: root), on: Canvas())
  }()

  static func streamed(_ start: JSONRenderer.Start) -> [UInt8] {
    final class Bytes: @unchecked Sendable { var all: [UInt8] = [] }
    let bytes = Bytes()
    JSONRenderer.stream(result, concurrently: start) { bytes.all.append(contentsOf: $0) }
    return bytes.all
  }

  /// The other part done before this one starts, and done only when waited for: the same
  /// document both ways, and `render`'s.
  @Test func thePartsJoinInOrder() {
    let whole = Array(JSONRenderer.render(Self.result).utf8)
    #expect(Self.result.tree.views.count == JSONRenderer.concurrentViews + 1)
    #expect(
      Self.streamed({ work in
        work()
        return {}
      }) == whole)
    #expect(Self.streamed({ work in work }) == whole)
  }

  /// A smaller document streams on one thread: `start` is never called.
  @Test func aSmallDocumentNeverStartsTheOtherPart() {
    var builder = LayoutTreeBuilder()
    let view = builder.beginView(
      ViewRecord(type: "Color", role: .shape, line: 1, column: 1, parent: nil))
    let shape = builder.addNode(.shape)
    builder.completeView(view, node: shape, modifiers: [])
    let result = Layout.run(builder.finish(root: shape), on: Canvas())
    final class Calls: @unchecked Sendable { var count = 0 }
    let calls = Calls()
    let counted: JSONRenderer.Start = { work in
      calls.count += 1
      return work
    }
    JSONRenderer.stream(result, concurrently: counted, to: { _ in })
    #expect(calls.count == 0)
  }
}
