import Testing

@testable import LayoutEngine

/// `StackShares` and the priority bit (`ZeroPriority.swift`): the layout's own answers, found
/// with less work.
@Suite struct StackSharesTests {
  /// An HStack (spacing 0) proposed 300 wide, nil tall, of a 40 × 40 box, a colour under
  /// `.frame(height: 40)` and a 20 × 20 box: every child fixes its height, so the stack
  /// ignores the proposed height. Flexibility: the boxes 0, the colour ∞, so the order is
  /// box, box, colour; the first box is offered 300 / 3 = 100 and takes 40, the second
  /// 260 / 2 = 130 and takes 20, the colour 240. Placed at (300, 40), the stack finds those
  /// shares (the same length along, a height its children ignore), with the answers 40 × 40,
  /// 240 × 40 and 20 × 20; at 250 wide it does not.
  @Test func aPlacedStackFindsItsShares() {
    var t = TreeBuilder()
    let first = t.box(40, 40)
    let grow = t.frame(t.shape(), height: 40)
    let last = t.box(20, 20)
    let row = t.hstack([first, grow, last], spacing: 0)
    let tree = t.finish(root: row)
    guard case .stack(let layout) = tree.stored[Int(row)].kind else {
      Issue.record("the row is not a stack")
      return
    }
    let c = LayoutComputer(tree: tree)
    #expect(c.size(row, ProposedSize(width: 300, height: nil)) == Size(width: 300, height: 40))
    let slot = c.sharesSlot(row, layout, ProposedSize(width: 300, height: 40), c.children(row))
    #expect(slot?.known == true)
    #expect(slot.map { Array($0.shares) } == [100, 240, 130])
    #expect(
      slot.map { Array($0.sizes) } == [
        Size(width: 40, height: 40), Size(width: 240, height: 40), Size(width: 20, height: 20),
      ])
    let other = c.sharesSlot(row, layout, ProposedSize(width: 250, height: 40), c.children(row))
    #expect(other?.known == false)
  }

  /// The same row placed from the root on a 300 × 100 canvas, and a row whose grower is
  /// `.layoutPriority(1)` (it is offered 300 − 60 = 240 first): the frames with the shares
  /// kept are those of a traced layout, which keeps none. Row: 40 tall, centred (y 30); the
  /// boxes at x 0 and 280, the colour 40…280; the 20-tall box at y 40.
  @Test func placementsWithKeptSharesAreTheTracedOnes() {
    for priority in [nil, 1] as [Double?] {
      var t = TreeBuilder()
      var grow = t.frame(t.shape(), height: 40)
      if let priority {
        grow = t.wrap(grow, .layoutPriority(LayoutPriorityLayout(priority: priority)))
      }
      let last = t.box(20, 20)
      let row = t.hstack([t.box(40, 40), grow, last], spacing: 0)
      let tree = t.finish(root: row)
      let canvas = Canvas(size: Size(width: 300, height: 100), scale: 0)
      let plain = Layout.run(tree, on: canvas).frames
      #expect(plain == Layout.run(tree, on: canvas, trace: true).frames)
      #expect(plain[Int(grow)] == Rect(x: 40, y: 30, width: 240, height: 40))
      #expect(plain[Int(last)] == Rect(x: 280, y: 40, width: 20, height: 20))
    }
  }

  /// A VStack (spacing 4) sized 100 wide with no height and placed at (100, 40), as the feed's
  /// lines are: with two colours under `.frame(height: 16)` and `.frame(height: 12)`, every
  /// child ignores the height, so the placement offers each its ideal height instead of a
  /// share: lines at y 0 and 20, 100 wide. With a plain colour second, which reads the height,
  /// it distributes: the line is offered (40 − 4) / 2 = 18 and takes 16, the colour the 20
  /// left, at y 20. Both as a traced computer places them (no shortcuts: it always distributes).
  /// Sized with no height, the stack keeps its children's ideal answers, 100 × 16 and
  /// 100 × 12 (the colour's ideal height is 10), which its placement at no height reads.
  @Test func aStackWhoseChildrenIgnoreItsAxisIsPlacedWithoutDistributing() {
    for fixed in [true, false] {
      var t = TreeBuilder()
      let line = t.frame(t.shape(), height: 16)
      let second = fixed ? t.frame(t.shape(), height: 12) : t.shape()
      let stack = t.vstack([line, second], spacing: 4)
      let tree = t.finish(root: stack)
      if case .stack(let layout) = tree.stored[Int(stack)].kind {
        let c = LayoutComputer(tree: tree)
        let ideal = ProposedSize(width: 100, height: nil)
        _ = c.size(stack, ideal)
        let slot = c.sharesSlot(stack, layout, ideal, c.children(stack), placing: true)
        #expect(
          slot.map { Array($0.sizes) } == [
            Size(width: 100, height: 16), Size(width: 100, height: fixed ? 12 : 10),
          ])
      } else {
        Issue.record("the lines are not a stack")
      }
      func frames(trace: Bool) -> [Rect] {
        let c = LayoutComputer(tree: tree, trace: trace)
        let size = c.size(stack, ProposedSize(width: 100, height: nil))
        c.place(
          stack, frame: Rect(origin: .zero, size: size),
          proposal: ProposedSize(width: 100, height: 40), direction: .leftToRight)
        return c.frames
      }
      let plain = frames(trace: false)
      #expect(plain == frames(trace: true))
      #expect(plain[Int(line)] == Rect(x: 0, y: 0, width: 100, height: 16))
      #expect(plain[Int(second)] == Rect(x: 0, y: 20, width: 100, height: fixed ? 12 : 20))
    }
  }

  /// The bit answers what the memo would: every node of a tree with each kind of answer (a
  /// spacer −∞, `.layoutPriority(2)`, an offset forwarding it, an overlay forwarding its
  /// primary's 0, an empty stack −∞, frames and shapes 0) has the same priority on a plain
  /// computer and on a traced one (no route bits, every priority from the memo).
  @Test func zeroPriorityBitsAgreeWithTheMemo() {
    var t = TreeBuilder()
    let spacer = t.spacer(.horizontal)
    let raised = t.wrap(t.box(10, 10), .layoutPriority(LayoutPriorityLayout(priority: 2)))
    let moved = t.wrap(raised, .offset(OffsetLayout(x: 1, y: 2)))
    let layered = t.builder.addNode(
      .secondaryLayer(SecondaryLayerLayout(isBackground: false)),
      children: [t.frame(t.shape(), width: 5), t.circle()])
    let empty = t.hstack([])
    let root = t.vstack([spacer, moved, layered, empty, t.padding(t.shape(), EdgeInsets(.all, 1))])
    let tree = t.finish(root: root)
    let plain = LayoutComputer(tree: tree)
    let traced = LayoutComputer(tree: tree, trace: true)
    let priorities = (0..<tree.stored.count).map { plain.layoutPriority(NodeID($0)) }
    #expect(priorities == (0..<tree.stored.count).map { traced.layoutPriority(NodeID($0)) })
    #expect(priorities[Int(spacer)] == -.infinity)
    #expect(priorities[Int(moved)] == 2)
    #expect(priorities[Int(layered)] == 0)
    #expect(priorities[Int(empty)] == -.infinity)
    // Only the spacer, `.layoutPriority`, the offset and the empty stack lack the bit.
    let unknown = (0..<tree.stored.count).filter {
      !plain.shortcuts[NodeID($0)].hasZeroPriority
    }
    #expect(unknown.map { NodeID($0) } == [spacer, raised, moved, empty])
  }
}
