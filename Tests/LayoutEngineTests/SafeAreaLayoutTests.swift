import Testing

@testable import LayoutEngine

/// Safe areas (LayoutRules.md §7.12) and `containerRelativeFrame` (§7.13). Most tests run on
/// the iPhone 16 Pro canvas: 402 × 874, safe area top 62, bottom 34 — the root is proposed
/// 402 × 778 and a greedy root sits at y 62…840.
@Suite struct SafeAreaLayoutTests {
  let phone = Canvas(size: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34))

  /// A greedy root ignoring the safe area: sized 402 × 778 at (0, 62), it touches both bands
  /// (top 62 − 0 = 62, bottom 874 − 840 = 34), so its child is proposed 402 × 874 at (0, 0).
  /// The modifier's own frame (what its parent sees) is unchanged.
  @Test func greedyRootGrowsIntoTheSafeArea() {
    var t = TreeBuilder()
    let shape = t.shape()
    let ignore = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout()))
    let r = Layout.run(t.finish(root: ignore), on: phone)
    #expect(r.frames[Int(ignore)].tuple == [0, 62, 402, 778])
    #expect(r.frames[Int(shape)].tuple == [0, 0, 402, 874])
  }

  /// `edges: .top` grows by 62 at the top only: (0, 0, 402, 840).
  @Test func onlyTheGivenEdges() {
    var t = TreeBuilder()
    let shape = t.shape()
    let ignore = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout(edges: .top)))
    let r = Layout.run(t.finish(root: ignore), on: phone)
    #expect(r.frames[Int(shape)].tuple == [0, 0, 402, 840])
  }

  /// `.keyboard` alone: layoutc has no keyboard, nothing grows.
  @Test func keyboardRegionIgnoresNothing() {
    var t = TreeBuilder()
    let shape = t.shape()
    let ignore = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout(ignoresContainer: false)))
    let r = Layout.run(t.finish(root: ignore), on: phone)
    #expect(r.frames[Int(shape)].tuple == [0, 62, 402, 778])
  }

  /// A view 10 points inside the safe rectangle (padding 10) does not touch a band (72 > 62 +
  /// ε): it stays at (10, 72, 382, 758).
  @Test func aViewThatDoesNotTouchDoesNotGrow() {
    var t = TreeBuilder()
    let shape = t.shape()
    let ignore = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout()))
    let root = t.padding(ignore, EdgeInsets(.all, 10))
    let r = Layout.run(t.finish(root: root), on: phone)
    #expect(r.frames[Int(shape)].tuple == [10, 72, 382, 758])
  }

  /// A 50-tall header at the top of a VStack (spacing 0, then a Spacer) touches the top band:
  /// proposed 402 × (50 + 62) its fixed frame stays 50 tall, placed 62 up: (0, 0, 402, 50).
  @Test func aFixedViewMovesUpIntoTheSafeArea() {
    var t = TreeBuilder()
    let header = t.box(402, 50)
    let ignore = t.wrap(header, .ignoresSafeArea(IgnoresSafeAreaLayout(edges: .top)))
    let root = t.vstack([ignore, t.spacer(.vertical)], spacing: 0)
    let r = Layout.run(t.finish(root: root), on: phone)
    #expect(r.frames[Int(ignore)].tuple == [0, 62, 402, 50])
    #expect(r.frames[Int(header)].tuple == [0, 0, 402, 50])
  }

  /// Ignored edges are consumed: an outer `.ignoresSafeArea(edges: .top)` grows the ZStack
  /// to (0, 0, 402, 840); inside it only the bottom band is left, which the inner ignoring
  /// view touches (840) → (0, 0, 402, 874).
  @Test func ignoredEdgesAreConsumedForDescendants() {
    var t = TreeBuilder()
    let shape = t.shape()
    let inner = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout()))
    let z = t.zstack([inner])
    let outer = t.wrap(z, .ignoresSafeArea(IgnoresSafeAreaLayout(edges: .top)))
    let r = Layout.run(t.finish(root: outer), on: phone)
    #expect(r.frames[Int(z)].tuple == [0, 0, 402, 840])
    #expect(r.frames[Int(shape)].tuple == [0, 0, 402, 874])
  }

  /// Right to left, a leading inset of 40 on 390 × 844 is on the right: the root is at x 0…350;
  /// ignoring `.leading` grows it 40 to the right: (0, 0, 390, 844).
  @Test func leadingIsOnTheRightInRightToLeft() {
    var t = TreeBuilder()
    let shape = t.shape()
    let ignore = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout(edges: .leading)))
    let canvas = Canvas(safeArea: EdgeInsets(leading: 40), layoutDirection: .rightToLeft)
    let r = Layout.run(t.finish(root: ignore), on: canvas)
    #expect(r.frames[Int(ignore)].tuple == [0, 0, 350, 844])
    #expect(r.frames[Int(shape)].tuple == [0, 0, 390, 844])
  }

  /// A bottom bar (a 50-tall frame) with spacing 0: the bar is proposed 778 − 0 − 0 (the
  /// primary's minimum height) and is 402 × 50; the primary gets 778 − 50 = 728. Primary
  /// (0, 62, 402, 728), bar (0, 790, 402, 50). The primary ignores the safe area: its bands are
  /// the top (62) and the bottom from 790 to the screen's edge 874 (the bar plus the device's
  /// 34), so it grows to (0, 0, 402, 874).
  @Test func bottomSafeAreaInset() {
    var t = TreeBuilder()
    let shape = t.shape()
    let primary = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout()))
    let bar = t.frame(t.shape(), height: 50)
    let inset = t.builder.addNode(
      .safeAreaInset(SafeAreaInsetLayout(edge: .bottom, spacing: 0)), children: [primary, bar])
    let r = Layout.run(t.finish(root: inset), on: phone)
    #expect(r.frames[Int(inset)].tuple == [0, 62, 402, 778])
    #expect(r.frames[Int(primary)].tuple == [0, 62, 402, 728])
    #expect(r.frames[Int(bar)].tuple == [0, 790, 402, 50])
    #expect(r.frames[Int(shape)].tuple == [0, 0, 402, 874])
  }

  /// Default spacing: two plain views are 8 apart (§3.2). Primary 778 − (50 + 8) = 720 tall at
  /// y 62; the bar at 62 + 720 + 8 = 790.
  @Test func defaultSpacingIsTheViewsDistance() {
    var t = TreeBuilder()
    let primary = t.shape()
    let bar = t.frame(t.shape(), height: 50)
    let inset = t.builder.addNode(
      .safeAreaInset(SafeAreaInsetLayout(edge: .bottom)), children: [primary, bar])
    let r = Layout.run(t.finish(root: inset), on: phone)
    #expect(r.frames[Int(primary)].tuple == [0, 62, 402, 720])
    #expect(r.frames[Int(bar)].tuple == [0, 790, 402, 50])
  }

  /// A leading inset, aligned `.top`, spacing 10, in a 300 × 100 frame centred on 390 × 844
  /// (at 45, 372): the 40 × 20 content at the frame's leading edge and top; the primary
  /// 300 − 50 = 250 wide at x 45 + 50 = 95.
  @Test func leadingSafeAreaInset() {
    var t = TreeBuilder()
    let primary = t.shape()
    let content = t.box(40, 20)
    let inset = t.builder.addNode(
      .safeAreaInset(SafeAreaInsetLayout(edge: .leading, alignment: .top, spacing: 10)),
      children: [primary, content])
    let root = t.frame(inset, width: 300, height: 100)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(primary)].tuple == [95, 372, 250, 100])
    #expect(r.frames[Int(content)].tuple == [45, 372, 40, 20])
  }

  /// `safeAreaPadding(.horizontal, 20)` lays out like padding (child at 20…370 of 390), and
  /// adds its insets to the safe area: a child ignoring the horizontal safe area grows back to
  /// (0, 0, 390, 844).
  @Test func safeAreaPaddingGrowsTheSafeArea() {
    var t = TreeBuilder()
    let shape = t.shape()
    let ignore = t.wrap(shape, .ignoresSafeArea(IgnoresSafeAreaLayout(edges: .horizontal)))
    let root = t.wrap(
      ignore, .safeAreaPadding(SafeAreaPaddingLayout(insets: EdgeInsets(.horizontal, 20))))
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(ignore)].tuple == [20, 0, 350, 844])
    #expect(r.frames[Int(shape)].tuple == [0, 0, 390, 844])
  }

  /// A vertical ScrollView made to ignore the safe area covers the screen (0, 0, 402, 874);
  /// the ignored edges are consumed, so its content starts at the very top (the common
  /// "header image under the status bar" pattern): the 100-tall content at y 0.
  @Test func scrollViewIgnoringTheSafeAreaStartsAtTheTop() {
    var t = TreeBuilder()
    let content = t.frame(t.shape(), height: 100)
    let scroll = t.wrap(content, .scrollView(ScrollViewLayout(axes: .vertical)))
    let root = t.wrap(scroll, .ignoresSafeArea(IgnoresSafeAreaLayout()))
    let r = Layout.run(t.finish(root: root), on: phone)
    #expect(r.frames[Int(scroll)].tuple == [0, 0, 402, 874])
    #expect(r.frames[Int(content)].tuple == [0, 0, 402, 100])
  }

  /// A scroll view whose frame reaches into a band it does not ignore (a 402 × 874 frame on
  /// the phone's root, centred on the safe rectangle: y = 62 + (778 − 874)/2 = 14) insets its
  /// content by the band inside it: 62 − 14 = 48 at the top.
  @Test func scrollViewInsetsItsContentByTheSafeAreaInsideIt() {
    var t = TreeBuilder()
    let content = t.frame(t.shape(), height: 100)
    let scroll = t.wrap(content, .scrollView(ScrollViewLayout(axes: .vertical)))
    let root = t.frame(scroll, width: 402, height: 874)
    let r = Layout.run(t.finish(root: root), on: phone)
    #expect(r.frames[Int(scroll)].tuple == [0, 14, 402, 874])
    #expect(r.frames[Int(content)].tuple == [0, 62, 402, 100])
  }

  /// `count: 3, span: 2, spacing: 10` against the root container (402 wide: the canvas less no
  /// horizontal insets): ((402 − 20) / 3) · 2 + 10 = 264.667, centred at x 68.667.
  @Test func containerRelativeFrameCountSpan() {
    var t = TreeBuilder()
    let crf = t.wrap(
      t.shape(),
      .containerRelativeFrame(
        ContainerRelativeFrameLayout(
          axes: .horizontal, length: .grid(count: 3, span: 2, spacing: 10))))
    let root = t.frame(crf, height: 50)
    let r = Layout.run(t.finish(root: root), on: phone)
    let width: Double = 382.0 / 3 * 2 + 10
    let x: Double = (402 - width) / 2
    let f = r.frames[Int(crf)]
    #expect(abs(f.width - width) < 1e-9)
    #expect(abs(f.minX - x) < 1e-9)
  }

  /// The closure form `{ length, _ in length * 2 / 3 }` on the vertical axis: the container is
  /// 778 tall (874 less 62 and 34) → 518.667.
  @Test func containerRelativeFrameClosureSubtractsTheSafeArea() {
    var t = TreeBuilder()
    let e = DimensionExpression(program: [.length, .constant(2), .multiply, .constant(3), .divide])
    let crf = t.wrap(
      t.shape(),
      .containerRelativeFrame(ContainerRelativeFrameLayout(axes: .vertical, length: .closure(e))))
    let root = t.frame(crf, width: 50)
    let r = Layout.run(t.finish(root: root), on: phone)
    let height: Double = 778.0 * 2 / 3
    #expect(abs(r.frames[Int(crf)].height - height) < 1e-9)
  }

  /// A carousel: a horizontal ScrollView with content margins 20 on both sides; each card is
  /// `containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)` of the container
  /// 402 − 40 = 362 → (362 − 20) / 3 = 114, 100 tall. HStack(spacing: 10) at x 20: cards at
  /// 20, 144, 268. The scroll view is 100 tall (its content), centred: y 62 + (778 − 100)/2 = 401.
  @Test func carouselInAScrollViewWithContentMargins() {
    var t = TreeBuilder()
    var cards: [NodeID] = []
    for _ in 0..<3 {
      let crf = t.wrap(
        t.shape(),
        .containerRelativeFrame(
          ContainerRelativeFrameLayout(
            axes: .horizontal, length: .grid(count: 3, span: 1, spacing: 10))))
      cards.append(t.frame(crf, height: 100))
    }
    let stack = t.hstack(cards, spacing: 10)
    let scroll = t.wrap(
      stack,
      .scrollView(ScrollViewLayout(axes: .horizontal, contentMargins: EdgeInsets(.horizontal, 20))))
    let r = Layout.run(t.finish(root: scroll), on: phone)
    #expect(r.frames[Int(scroll)].tuple == [0, 401, 402, 100])
    let expected: [[Double]] = [[20, 401, 114, 100], [144, 401, 114, 100], [268, 401, 114, 100]]
    let frames: [[Double]] = cards.map { r.frames[Int($0)].tuple }
    #expect(frames == expected)
  }

  /// Without a safe area nothing is tracked: the computer's region stays nil.
  @Test func noSafeAreaCostsNothing() {
    var t = TreeBuilder()
    let tree = t.finish(root: t.shape())
    #expect(SafeAreaRegion.root(Canvas()) == nil)
    let c = LayoutComputer(tree: tree)
    #expect(c.safeArea == nil && !c.tracksContainers)
  }
}
