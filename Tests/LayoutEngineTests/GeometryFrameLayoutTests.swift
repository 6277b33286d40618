import Testing

@testable import LayoutEngine

/// `.frame(width:height:)` whose lengths read a `GeometryReader`'s proxy (`GeometryFrameLayout`,
/// LayoutRules.md §5.7): the lengths are computed from the reader's size as placed. Canvas
/// 390×844, no safe area (`Canvas()`): a reader at the root fills it, at (0, 0).
@Suite struct GeometryFrameLayoutTests {
  /// `proxy.size.width * k` and the like: the reader's width, then `k`, then `*`; `depth`
  /// chooses the reader (0 the innermost).
  static func scaled(
    _ axis: DimensionExpression.Instruction, _ op: DimensionExpression.Instruction,
    _ k: Double, depth: Int = 0
  ) -> GeometryFrameLayout.Length {
    GeometryFrameLayout.Length(
      depth: depth, DimensionExpression(program: [axis, .constant(k), op]))
  }

  /// `Color.frame(width: proxy.size.width * 0.3)`: 390 × 0.3 = 117 wide; no height, so the
  /// colour is proposed the reader's 844 and takes it. A reader puts its child at its
  /// top-leading corner: (0, 0).
  @Test func aFrameReadsTheReadersWidth() {
    var t = TreeBuilder()
    let frame = t.wrap(
      t.shape(),
      .geometryFrame(GeometryFrameLayout(width: Self.scaled(.width, .multiply, 0.3), height: nil)))
    let reader = t.builder.addNode(.geometryReader, children: [frame])
    let r = Layout.run(t.finish(root: reader), on: Canvas())
    #expect(r.frames[Int(reader)].tuple == [0, 0, 390, 844])
    #expect(r.frames[Int(frame)].tuple == [0, 0, 117, 844])
  }

  /// In an HStack with spacing 0: 390 × 0.3 = 117 wide (height free), then 390 / 2 = 195 by
  /// 844 − 20 = 824. The stack is 117 + 195 = 312 wide and 844 tall (the first frame takes
  /// the 844 it is offered), at the reader's top-leading corner; the 824-tall frame is centred
  /// in it: y = (844 − 824) / 2 = 10, x = 117.
  @Test func framesInAStackReadTheReader() {
    var t = TreeBuilder()
    let a = t.wrap(
      t.shape(),
      .geometryFrame(GeometryFrameLayout(width: Self.scaled(.width, .multiply, 0.3), height: nil)))
    let b = t.wrap(
      t.shape(),
      .geometryFrame(
        GeometryFrameLayout(
          width: Self.scaled(.width, .divide, 2), height: Self.scaled(.height, .subtract, 20))))
    let stack = t.hstack([a, b], spacing: 0)
    let reader = t.builder.addNode(.geometryReader, children: [stack])
    let r = Layout.run(t.finish(root: reader), on: Canvas())
    #expect(r.frames[Int(stack)].tuple == [0, 0, 312, 844])
    #expect(r.frames[Int(a)].tuple == [0, 0, 117, 844])
    #expect(r.frames[Int(b)].tuple == [117, 10, 195, 824])
  }

  /// Nested readers: the outer fills 390 × 844; the inner one is framed to 200 × 100 at the
  /// outer's top-leading corner. Each length reads its own reader: the width the inner one's
  /// (depth 0), 200 / 2 = 100; the height the outer one's (depth 1), 844 / 4 = 211. Another
  /// frame reads the outer's width, 390 − 300 = 90, by 10. Both sit at the inner reader's
  /// corner, (0, 0).
  @Test func depthChoosesTheReader() {
    var t = TreeBuilder()
    let both = t.wrap(
      t.shape(),
      .geometryFrame(
        GeometryFrameLayout(
          width: Self.scaled(.width, .divide, 2, depth: 0),
          height: Self.scaled(.height, .divide, 4, depth: 1))))
    let outer = t.wrap(
      t.shape(),
      .geometryFrame(
        GeometryFrameLayout(
          width: Self.scaled(.width, .subtract, 300, depth: 1), height: .constant(10))))
    let innerReader = t.builder.addNode(.geometryReader, children: [both, outer])
    let framed = t.frame(innerReader, width: 200, height: 100)
    let outerReader = t.builder.addNode(.geometryReader, children: [framed])
    let r = Layout.run(t.finish(root: outerReader), on: Canvas())
    #expect(r.frames[Int(innerReader)].tuple == [0, 0, 200, 100])
    #expect(r.frames[Int(both)].tuple == [0, 0, 100, 211])
    #expect(r.frames[Int(outer)].tuple == [0, 0, 90, 10])
  }

  /// The proxy is the reader's final size, not a probe's: in an HStack with spacing 0 of a
  /// 90-wide colour, the reader and a Spacer, the stack probes the reader with 0 and ∞ before
  /// it gets its share. The Spacer has the lowest priority, so the reader is offered what is
  /// left after the colour and the Spacer's minimum of 8: 390 − 90 − 8 = 292, and takes it;
  /// its height is the stack's 844. The frame reads 292 / 2 = 146 by 844 / 4 = 211, at the
  /// reader's top-leading corner (90, 0).
  @Test func theReaderIsReadAsPlaced() {
    var t = TreeBuilder()
    let colour = t.frame(t.shape(), width: 90)
    let frame = t.wrap(
      t.shape(),
      .geometryFrame(
        GeometryFrameLayout(
          width: Self.scaled(.width, .divide, 2), height: Self.scaled(.height, .divide, 4))))
    let reader = t.builder.addNode(.geometryReader, children: [frame])
    let stack = t.hstack([colour, reader, t.spacer(.horizontal)], spacing: 0)
    let r = Layout.run(t.finish(root: stack), on: Canvas())
    #expect(r.frames[Int(reader)].tuple == [90, 0, 292, 844])
    #expect(r.frames[Int(frame)].tuple == [90, 0, 146, 211])
  }

  /// A reader framed to a height of 100 is offered 390 × 100 and takes it; the frame centres it
  /// on the canvas: y = (844 − 100) / 2 = 372. The proxy frame reads 390 × 0.5 = 195 by
  /// 100 × 0.5 = 50, at the reader's corner (0, 372).
  @Test func aFramedReader() {
    var t = TreeBuilder()
    let frame = t.wrap(
      t.shape(),
      .geometryFrame(
        GeometryFrameLayout(
          width: Self.scaled(.width, .multiply, 0.5),
          height: Self.scaled(.height, .multiply, 0.5))))
    let reader = t.builder.addNode(.geometryReader, children: [frame])
    let root = t.frame(reader, height: 100)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(reader)].tuple == [0, 372, 390, 100])
    #expect(r.frames[Int(frame)].tuple == [0, 372, 195, 50])
  }

  /// A negative length fixes nothing, as for any frame (SwiftUI ignores an invalid frame
  /// dimension, LayoutRules.md §7.2): `width: proxy.size.width − 1000` is −610, so the colour
  /// is proposed the reader's 390 and takes it; the height, 10, holds. The frame is noted for
  /// the advice, with only that length.
  @Test func aNegativeLengthFixesNothing() {
    var t = TreeBuilder()
    let colour = t.shape()
    let frame = t.wrap(
      colour,
      .geometryFrame(
        GeometryFrameLayout(width: Self.scaled(.width, .subtract, 1000), height: .constant(10))))
    let reader = t.builder.addNode(.geometryReader, children: [frame])
    let readerView = t.builder.beginView(
      ViewRecord(
        type: "GeometryReader", line: 1, column: 1,
        parent: nil))
    t.builder.completeView(readerView, node: reader, modifiers: [])
    let colourView = t.builder.beginView(
      ViewRecord(
        type: "Color", line: 2, column: 3,
        parent: readerView))
    t.builder.completeView(
      colourView, node: colour,
      modifiers: [ModifierRecord(name: "frame", node: frame, line: 2, column: 12)])
    let r = Layout.run(t.finish(root: reader), on: Canvas())
    #expect(r.frames[Int(frame)].tuple == [0, 0, 390, 10])
    let lengths = InvalidFrameLengths(width: -610, height: nil)
    #expect(r.advice == [LayoutAdvice(view: 1, modifier: 0, kind: .invalidFrameLength(lengths))])
  }

  /// Before its reader is placed (a probe of the view alone), a proxy frame fixes nothing:
  /// the colour answers the proposal, 50 × 60.
  @Test func withoutAPlacedReaderTheFrameFixesNothing() {
    var t = TreeBuilder()
    let frame = t.wrap(
      t.shape(),
      .geometryFrame(
        GeometryFrameLayout(
          width: Self.scaled(.width, .multiply, 0.5), height: Self.scaled(.height, .multiply, 0.5)
        )))
    let reader = t.builder.addNode(.geometryReader, children: [frame])
    let tree = t.finish(root: reader)
    #expect(sizeOf(tree, frame, 50, 60) == Size(width: 50, height: 60))
  }

  /// The size cache cannot answer with a length read from an older reader size: a reader
  /// placed at 390 × 844 and then again at 200 × 100 (a computer placing it twice) holds a
  /// 50 × 50 frame, which proposes its child 50 × 50 whatever the reader's size, around a
  /// proxy frame `width: proxy.size.width * 0.3`. The same proposal, but the length is
  /// 390 × 0.3 = 117, then 200 × 0.3 = 60: the reader forgets its subtree's cached sizes.
  @Test func aReaderPlacedAgainForgetsItsContentsSizes() {
    var t = TreeBuilder()
    let proxyFrame = t.wrap(
      t.shape(),
      .geometryFrame(GeometryFrameLayout(width: Self.scaled(.width, .multiply, 0.3), height: nil)))
    let fixed = t.frame(proxyFrame, width: 50, height: 50)
    let reader = t.builder.addNode(.geometryReader, children: [fixed])
    let c = LayoutComputer(tree: t.finish(root: reader))
    for (size, width) in [
      (Size(width: 390, height: 844), 117.0), (Size(width: 200, height: 100), 60),
    ] {
      c.place(
        reader, frame: Rect(origin: .zero, size: size), proposal: ProposedSize(size),
        direction: .leftToRight)
      #expect(c.frames[Int(proxyFrame)].width == width)
    }
  }

  /// A tree without a proxy frame records no reader sizes (nothing reads them).
  @Test func readersAreTrackedOnlyWithProxyFrames() {
    var t = TreeBuilder()
    let reader = t.builder.addNode(.geometryReader, children: [t.shape()])
    let c = LayoutComputer(tree: t.finish(root: reader))
    c.place(
      reader, frame: Rect(x: 0, y: 0, width: 390, height: 844),
      proposal: ProposedSize(width: 390, height: 844), direction: .leftToRight)
    #expect(!c.tracksReaders && c.readerSizes.isEmpty)
  }
}
