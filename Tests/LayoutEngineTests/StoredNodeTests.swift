import Testing

@testable import LayoutEngine

/// The engine's node storage: cheap to copy, and the public view of it unchanged.
@Suite struct StoredNodeTests {
  /// A pass copies the stored kind on every switch: it must hold no reference (no retain,
  /// no outlined copy) and stay small. 44 bytes is `FrameLayout` (two optional lengths, 9
  /// bytes each at offsets 0 and 16, then an alignment of two 8-byte keys at 28), the largest
  /// payload kept inline; larger or referencing payloads are in side tables. With the case's
  /// byte, 45; the two child fields at 48 and 52 make a node 56 bytes (it was 80 with 16-byte
  /// alignment keys), which both passes read for every node.
  @Test func storedKindsAreSmallAndTriviallyCopyable() {
    #expect(_isPOD(StoredKind.self))
    #expect(MemoryLayout<AlignmentKey>.size == 8)
    #expect(MemoryLayout<FrameLayout>.size == 44)
    #expect(MemoryLayout<StoredKind>.size <= 45)
    #expect(MemoryLayout<StoredNode>.stride == 56)
    #expect(_isPOD(StoredNode.self))
  }

  /// `nodes` reads every kind back as it was added, side-table payloads included.
  @Test func nodesReadBackTheKindsAdded() {
    var b = LayoutTreeBuilder()
    let text = b.addNode(.text(TextLayout(string: "Hello")))
    let image = b.addNode(.image(ImageLayout(naturalSize: Size(width: 3, height: 4), baseline: 2)))
    let flex = b.addNode(
      .flexFrame(FlexFrameLayout(width: .init(min: 1, max: 9), height: .init())), children: [text])
    let guide = b.addNode(
      .alignmentGuide(AlignmentGuideLayout(key: .leading, value: .constant(5))),
      children: [image])
    let flow = b.addNode(.container(FlowLayout(spacing: 3)), children: [flex, guide])
    let stack = b.addNode(
      .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 2)), children: [flow])
    let tree = b.finish(root: stack)

    #expect(tree.nodes.count == 6)
    guard case .text(let t) = tree.nodes[Int(text)].kind else {
      Issue.record("text")
      return
    }
    #expect(t.string == "Hello")
    guard case .image(let i) = tree.nodes[Int(image)].kind else {
      Issue.record("image")
      return
    }
    #expect(i.baseline == 2)
    guard case .flexFrame(let f) = tree.nodes[Int(flex)].kind else {
      Issue.record("flex")
      return
    }
    #expect(f.width.max == 9)
    guard case .alignmentGuide(let g) = tree.nodes[Int(guide)].kind else {
      Issue.record("guide")
      return
    }
    #expect(g.key == .leading)
    guard case .container(let c) = tree.nodes[Int(flow)].kind else {
      Issue.record("flow")
      return
    }
    #expect(c is FlowLayout)
    guard case .stack(let s) = tree.nodes[Int(stack)].kind else {
      Issue.record("stack")
      return
    }
    #expect(s.spacing == 2)
    #expect(tree.nodes[Int(stack)].childCount == 1)
    #expect(Array(tree.children(of: flow)) == [flex, guide])
    #expect(tree.containsText)
    #expect(tree.textLayout(of: text)?.string == "Hello")
    #expect(tree.textLayout(of: image) == nil)
  }

  /// A tree with no `Text` says so without a walk (the command loads no fonts for it).
  @Test func containsTextOnlyWithAText() {
    var b = LayoutTreeBuilder()
    let shape = b.addNode(.shape)
    let frame = b.addNode(.frame(FrameLayout(width: 10, height: 10)), children: [shape])
    #expect(!b.finish(root: frame).containsText)
  }

  /// `reserve` makes room in the node, child and view tables before the first node is added
  /// (the lowering passes the parser's counts), and adding within it keeps that room.
  @Test func theBuilderReservesItsTables() {
    var b = LayoutTreeBuilder()
    b.reserve(views: 1_000, nodes: 3_000)
    #expect(b.tree.views.capacity >= 1_000)
    #expect(b.tree.stored.capacity >= 3_000)
    #expect(b.tree.childList.capacity >= 3_000)
    let reserved = b.tree.stored.capacity
    for _ in 0..<3_000 { b.addNode(.shape) }
    #expect(b.tree.stored.capacity == reserved)
  }
}
