import Testing

@testable import LayoutEngine

@Suite struct TraceRecorderTests {
  /// `VStack { Text("Hello").padding(16) }` on the default canvas, with the fixed-advance
  /// measurer (17 pt, 0.5 em a character, 1.2 em lines): "Hello" is 5 × 8.5 = 42.5 × 20.4
  /// whatever its height proposal, the padding 74.5 × 52.4.
  static func paddedTextInVStack() -> (
    tree: LayoutTree, text: NodeID, padding: NodeID, stack: NodeID
  ) {
    var t = TreeBuilder()
    let text = t.builder.addNode(.text(TextLayout(string: "Hello")))
    let padding = t.padding(text, EdgeInsets(.all, 16))
    let stack = t.vstack([padding])
    return (t.finish(root: stack), text, padding, stack)
  }

  /// Every proposal, guide and placement, in order, nested by who asked:
  /// - The canvas proposes 390 × 844 to the VStack. The stack probes its child's flexibility
  ///   along its axis with 0 and ∞ (390 × 0, 390 × ∞), then offers it all 844 (one child, no
  ///   gaps). The padding passes each on minus 32 (358 × 0, 358 × ∞, 358 × 812; never below
  ///   0). Both probes answer 52.4, so the child is inflexible.
  /// - The stack aligns the child by its horizontal centre: the padding is asked the guide at
  ///   its size, asks its text again (cached) and the text's guide; neither has an explicit
  ///   value. The stack hugs: 74.5 × 52.4.
  /// - Placement: centred on the canvas at ((390 − 74.5) / 2, (844 − 52.4) / 2) =
  ///   (157.75, 395.8); the stack arranges again (all cached), places the padding at its own
  ///   origin with the same proposal, and the padding the text 16 points in, at
  ///   (173.75, 411.8), proposed 358 × 812.
  @Test func recordsTheNegotiationInOrder() {
    let (tree, text, padding, stack) = Self.paddedTextInVStack()
    let result = Layout.run(tree, on: Canvas(), trace: true)
    let events = result.trace ?? []
    let expected = [
      "0 size stack 390×844 → 74.5×52.4 in -",
      "1 size padding 390×0 → 74.5×52.4 in 0",
      "2 size text 358×0 → 42.5×20.4 in 1",
      "3 size padding 390×∞ → 74.5×52.4 in 0",
      "4 size text 358×∞ → 42.5×20.4 in 3",
      "5 size padding 390×844 → 74.5×52.4 in 0",
      "6 size text 358×812 → 42.5×20.4 in 5",
      "7 guide padding 390×844 → 74.5×52.4 in 0",
      "8 cached text 358×812 → 42.5×20.4 in 7",
      "9 guide text 358×812 → 42.5×20.4 in 7",
      "10 place stack 390×844 → 157.75,395.8 74.5×52.4 in -",
      "11 cached padding 390×0 → 74.5×52.4 in 10",
      "12 cached padding 390×∞ → 74.5×52.4 in 10",
      "13 cached padding 390×844 → 74.5×52.4 in 10",
      "14 guide padding 390×844 → 74.5×52.4 in 10",
      "15 cached text 358×812 → 42.5×20.4 in 14",
      "16 guide text 358×812 → 42.5×20.4 in 14",
      "17 place padding 390×844 → 157.75,395.8 74.5×52.4 in 10",
      "18 cached text 358×812 → 42.5×20.4 in 17",
      "19 place text 358×812 → 173.75,411.8 42.5×20.4 in 17",
    ]
    let names: [NodeID: String] = [text: "text", padding: "padding", stack: "stack"]
    let described = events.enumerated().map { describe($0.offset, $0.element, names) }
    #expect(described == expected)
    // The horizontal centre was asked; no view has an explicit value for it.
    #expect(
      events.filter { $0.kind == .guide }.allSatisfy {
        $0.guide == .horizontalCenter && $0.guideValue == nil
      })
  }

  /// Tracing changes no frame and, on a tree of text, padding and a stack, computes no more
  /// sizes: the recorder only watches. (A trace takes no `SizeShortcuts`, so on a tree with
  /// shapes or fixed frames it also computes theirs.)
  @Test func tracingChangesNothing() {
    let (tree, _, _, _) = Self.paddedTextInVStack()
    let plain = Layout.run(tree, on: Canvas())
    let traced = Layout.run(tree, on: Canvas(), trace: true)
    #expect(plain.trace == nil)
    #expect(plain.frames == traced.frames)

    let quiet = LayoutComputer(tree: tree)
    let watched = LayoutComputer(tree: tree, trace: true)
    let p = ProposedSize(width: 390, height: 844)
    #expect(quiet.size(tree.root, p) == watched.size(tree.root, p))
    #expect(quiet.sizeComputations == watched.sizeComputations)
  }

  /// The behaviour probes run after layout (`behaviors: true`) size every view again with
  /// 10,000 × 10,000; they are not part of the trace.
  @Test func behaviourProbesAreNotTraced() {
    var t = TreeBuilder()
    let view = t.builder.beginView(ViewRecord(type: "Color", line: 1, column: 1, parent: nil))
    let shape = t.shape()
    let padding = t.padding(shape, EdgeInsets(.all, 16))
    t.builder.completeView(
      view, node: shape,
      modifiers: [ModifierRecord(name: "padding", node: padding, line: 2, column: 3)])
    let tree = t.finish(root: padding)
    let traced = Layout.run(tree, on: Canvas(), trace: true)
    let both = Layout.run(tree, on: Canvas(), behaviors: true, trace: true)
    #expect(both.behaviors?.count == 1)
    #expect(both.trace == traced.trace)
    #expect(!(both.trace ?? []).contains { $0.proposal.width == 10_000 })
  }

  /// An explicit guide is recorded with its value: `.alignmentGuide(.leading) { _ in 8 }` on a
  /// 10 × 10 box in a leading VStack answers 8 when the stack asks.
  @Test func guidesCarryTheirExplicitValue() {
    var t = TreeBuilder()
    let box = t.box(10, 10)
    let guide = t.wrap(
      box, .alignmentGuide(AlignmentGuideLayout(key: .leading, value: .constant(8))))
    let tree = t.finish(root: t.vstack([guide], alignment: .leading))
    let events = Layout.run(tree, on: Canvas(), trace: true).trace ?? []
    let asked = events.first { $0.kind == .guide && $0.node == guide }
    #expect(asked?.guide == .leading)
    #expect(asked?.guideValue == 8)
  }

  private func describe(_ i: Int, _ e: TraceEvent, _ names: [NodeID: String]) -> String {
    let kind =
      e.kind == .place ? "place" : e.kind == .guide ? "guide" : e.cached ? "cached" : "size"
    let answer =
      e.kind == .place
      ? "\(n(e.frame.minX)),\(n(e.frame.minY)) \(n(e.frame.width))×\(n(e.frame.height))"
      : "\(n(e.frame.width))×\(n(e.frame.height))"
    let parent = e.parent.map(String.init) ?? "-"
    return
      "\(i) \(kind) \(names[e.node] ?? "?") \(n(e.proposal.width))×\(n(e.proposal.height)) → \(answer) in \(parent)"
  }

  /// Thousandths, without a trailing `.0`; nil and ∞ spelled out.
  private func n(_ value: Double?) -> String {
    guard let value else { return "nil" }
    if value.isInfinite { return "∞" }
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
