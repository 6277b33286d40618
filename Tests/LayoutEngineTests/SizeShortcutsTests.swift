import Testing

@testable import LayoutEngine

/// `SizeShortcuts`: the answers are the layout's own, only found with less work.
@Suite struct SizeShortcutsTests {
  /// Asks `node` `width` wide at each of `heights` on a plain and a traced computer (a trace
  /// takes no shortcut), expecting `answer` from both every time; returns the two computers.
  static func askedAtEveryHeight(
    _ tree: LayoutTree, _ node: NodeID, width: Double, _ heights: [Double?], answer: Size
  ) -> (LayoutComputer, LayoutComputer) {
    let c = LayoutComputer(tree: tree)
    let traced = LayoutComputer(tree: tree, trace: true)
    for h in heights {
      let p = ProposedSize(width: width, height: h)
      #expect(c.size(node, p) == answer)
      #expect(traced.size(node, p) == answer)
    }
    return (c, traced)
  }

  /// A `.frame(height: 16)` over a colour asked 100 wide with heights 0, ∞, none and 18: its
  /// child is proposed (100, 16) every time, so it answers (100, 16) every time and is
  /// computed once. A traced computer takes no shortcut and gives the same answers: the
  /// frame computed for each of the 4 proposals, the colour once (always (100, 16)): 5. A
  /// new width (50) is a new answer.
  @Test func aFrameWithOneFixedLengthIsCachedByTheOther() {
    var t = TreeBuilder()
    let f = t.frame(t.shape(), height: 16)
    let tree = t.finish(root: f)
    let (c, traced) = Self.askedAtEveryHeight(
      tree, f, width: 100, [0, .infinity, nil, 18], answer: Size(width: 100, height: 16))
    #expect(c.sizeComputations == 1)
    #expect(traced.sizeComputations == 5)
    #expect(c.size(f, ProposedSize(width: 50, height: 3)) == Size(width: 50, height: 16))
    #expect(c.sizeComputations == 2)
  }

  /// The same for a fixed width: `.frame(width: 30)` over a circle, asked 200 tall at widths
  /// 0, ∞ and 7: the circle is proposed (30, 200) and is 30 × 30 each time; one computation.
  @Test func aFrameWithAFixedWidthIsCachedByTheHeight() {
    var t = TreeBuilder()
    let f = t.frame(t.circle(), width: 30)
    let tree = t.finish(root: f)
    let c = LayoutComputer(tree: tree)
    for w in [0, .infinity, 7] as [Double?] {
      #expect(c.size(f, ProposedSize(width: w, height: 200)) == Size(width: 30, height: 30))
    }
    #expect(c.sizeComputations == 1)
  }

  /// Shapes, circles and frames with both lengths are answered without the cache (nothing is
  /// counted), as the layout answers them: a colour takes the proposal, 10 where none (30 ×
  /// 10); a circle the largest square, min(30, 10) = 10 and min(30, 50) = 30; a 40 × 20 frame
  /// 40 × 20 whatever it is offered.
  @Test func shapesCirclesAndFixedFramesAreComputed() {
    var t = TreeBuilder()
    let colour = t.shape()
    let circle = t.circle()
    let box = t.box(40, 20)
    let root = t.zstack([colour, circle, box])
    let c = LayoutComputer(tree: t.finish(root: root))
    #expect(c.size(colour, ProposedSize(width: 30, height: nil)) == Size(width: 30, height: 10))
    #expect(c.size(circle, ProposedSize(width: 30, height: nil)) == Size(width: 10, height: 10))
    #expect(c.size(circle, ProposedSize(width: 30, height: 50)) == Size(width: 30, height: 30))
    for p in [ProposedSize(width: 0, height: 0), ProposedSize(width: nil, height: .infinity)] {
      #expect(c.size(box, p) == Size(width: 40, height: 20))
    }
    #expect(c.sizeComputations == 0)
  }

  /// A stack does not probe a child whose length along its axis is fixed: a VStack proposed
  /// (100, 50) of a `.frame(height: 16)` over a colour, a colour, and a 30 × 10 frame over a
  /// circle. The fixed children take 16 and 10 and the colour the rest, 50 − 26 = 24: frames
  /// at y 0, 16 and 40. A traced computer probes every child and places them the same.
  @Test func fixedLengthsAlongTheStackAreNotProbed() {
    var t = TreeBuilder()
    let line = t.frame(t.shape(), height: 16)
    let fill = t.shape()
    let icon = t.frame(t.circle(), width: 30, height: 10)
    let stack = t.vstack([line, fill, icon], spacing: 0)
    let tree = t.finish(root: stack)
    func frames(trace: Bool) -> [Rect] {
      let c = LayoutComputer(tree: tree, trace: trace)
      let p = ProposedSize(width: 100, height: 50)
      c.place(
        stack, frame: Rect(origin: .zero, size: c.size(stack, p)), proposal: p,
        direction: .leftToRight)
      return c.frames
    }
    let plain = frames(trace: false)
    #expect(plain[Int(line)] == Rect(x: 0, y: 0, width: 100, height: 16))
    #expect(plain[Int(fill)] == Rect(x: 0, y: 16, width: 100, height: 24))
    #expect(plain[Int(icon)] == Rect(x: 35, y: 40, width: 30, height: 10))
    #expect(plain == frames(trace: true))
  }

  /// A stack whose children all ignore the proposed height ignores it too: a VStack (spacing
  /// 4) of `.frame(height: 16)` and `.frame(height: 12)` over colours, asked 100 wide with
  /// heights 0, ∞, none and 50, is 100 × 32 each time (16 + 4 + 12) and is computed once
  /// (each frame once too: 3 in all). A padding of 8 around it: 116 × 48, once more. Traced
  /// (no shortcut), the same answers.
  @Test func stacksAndPaddingsOfFramesIgnoreTheirHeight() {
    var t = TreeBuilder()
    let lines = t.vstack(
      [t.frame(t.shape(), height: 16), t.frame(t.shape(), height: 12)], spacing: 4)
    let padded = t.padding(lines, EdgeInsets(.all, 8))
    let tree = t.finish(root: padded)
    let (c, _) = Self.askedAtEveryHeight(
      tree, lines, width: 100, [0, .infinity, nil, 50], answer: Size(width: 100, height: 32))
    #expect(c.sizeComputations == 3)
    #expect(c.size(padded, ProposedSize(width: 116, height: 1)) == Size(width: 116, height: 48))
    #expect(c.sizeComputations == 4)
  }
}
