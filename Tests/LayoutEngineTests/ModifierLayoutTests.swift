import Testing

@testable import LayoutEngine

@Suite struct ModifierLayoutTests {
  /// aspectRatio (objc.io, "Aspect Ratios in SwiftUI"): proposed 100×100, `(16/9, .fit)` proposes 100×56.25;
  /// `.fill` proposes 177.78×100. A colour child takes the proposal exactly.
  @Test(arguments: [
    (AspectRatioLayout.ContentMode.fit, 100.0, 56.25), (.fill, 1600.0 / 9, 100),
  ])
  func aspectRatioProposesTheRatioRectangle(
    mode: AspectRatioLayout.ContentMode, w: Double, h: Double
  ) {
    var t = TreeBuilder()
    let a = t.wrap(t.shape(), .aspectRatio(AspectRatioLayout(ratio: 16.0 / 9, contentMode: mode)))
    let tree = t.finish(root: a)
    let s = sizeOf(tree, a, 100, 100)
    #expect(abs(s.width - w) < 1e-9 && abs(s.height - h) < 1e-9)
  }

  /// Without a ratio the child's ideal size gives it (objc.io, "Aspect Ratios in SwiftUI"): an image of 100×50 proposed
  /// 320×480 → 320×160 (fit) or 960×480 (fill).
  @Test(arguments: [(AspectRatioLayout.ContentMode.fit, 320.0, 160.0), (.fill, 960, 480)])
  func aspectRatioFromTheIdealSize(mode: AspectRatioLayout.ContentMode, w: Double, h: Double) {
    var t = TreeBuilder()
    let image = t.builder.addNode(
      .image(ImageLayout(naturalSize: Size(width: 100, height: 50), capInsets: .zero)))
    let a = t.wrap(image, .aspectRatio(AspectRatioLayout(ratio: nil, contentMode: mode)))
    let tree = t.finish(root: a)
    #expect(sizeOf(tree, a, 320, 480) == Size(width: w, height: h))
  }

  /// fixedSize on an expanding view gives its ideal size: a colour becomes 10×10 (the article "Understanding SwiftUI Layout Behaviors"'s
  /// "magic 10"); one axis only: 10×844.
  @Test func fixedSizeAsksForTheIdeal() {
    var t = TreeBuilder()
    let both = t.wrap(t.shape(), .fixedSize(FixedSizeLayout()))
    let tree = t.finish(root: both)
    #expect(sizeOf(tree, both, 390, 844) == Size(width: 10, height: 10))
    var u = TreeBuilder()
    let one = u.wrap(u.shape(), .fixedSize(FixedSizeLayout(horizontal: true, vertical: false)))
    let tree2 = u.finish(root: one)
    #expect(sizeOf(tree2, one, 390, 844) == Size(width: 10, height: 844))
  }

  /// offset moves the view and everything inside it, not the modifier's own frame: a 40×40
  /// box offset by (20, −10) keeps its slot at (175, 402) while the box is drawn at (195, 392).
  @Test func offsetMovesTheContentOnly() {
    var t = TreeBuilder()
    let box = t.box(40, 40)
    let off = t.wrap(box, .offset(OffsetLayout(x: 20, y: -10)))
    let r = Layout.run(t.finish(root: off), on: Canvas())
    #expect(r.frames[Int(off)].tuple == [175, 402, 40, 40])
    #expect(r.frames[Int(box)].tuple == [195, 392, 40, 40])
  }

  /// position takes the whole proposal and centres the child on the point: a 40×40 box at
  /// (50, 60) in a 390×844 root → the box at (30, 40).
  @Test func positionCentresTheChildOnThePoint() {
    var t = TreeBuilder()
    let box = t.box(40, 40)
    let pos = t.wrap(box, .position(PositionLayout(x: 50, y: 60)))
    let r = Layout.run(t.finish(root: pos), on: Canvas())
    #expect(r.frames[Int(pos)].tuple == [0, 0, 390, 844])
    #expect(r.frames[Int(box)].tuple == [30, 40, 40, 40])
  }

  /// ZStack priority (LayoutRules.md §9.3, OpenSwiftUI snapshot): `ZStack(alignment: .leading)
  /// { blue 100×100 .layoutPriority(-0.1); red 60×60; green 40×40 .layoutPriority(1) }` is
  /// 40×40 (only green counts). Centres align on green's 20: blue y −30, red −10, green 0.
  @Test func zstackSizesByTheHighestPriority() {
    var t = TreeBuilder()
    let blue = t.wrap(t.box(100, 100), .layoutPriority(LayoutPriorityLayout(priority: -0.1)))
    let red = t.box(60, 60)
    let green = t.wrap(t.box(40, 40), .layoutPriority(LayoutPriorityLayout(priority: 1)))
    let z = t.zstack([blue, red, green], alignment: .leading)
    let r = Layout.run(t.finish(root: z), on: Canvas())
    let f = r.frames[Int(z)]
    #expect(f.size == Size(width: 40, height: 40))
    #expect(r.frames[Int(blue)].minY - f.minY == -30)
    #expect(r.frames[Int(red)].minY - f.minY == -10)
    #expect(r.frames[Int(green)].minY - f.minY == 0)
    #expect(r.frames[Int(blue)].minX == f.minX)
  }

  /// An overlay is proposed the primary's size and aligned to it: a 20×20 box in the
  /// top-trailing corner of a 100×60 box sits at (80, 0) inside it; a greedy overlay takes
  /// exactly 100×60. The result's size is the primary's.
  @Test func overlayIsProposedThePrimarysSize() {
    var t = TreeBuilder()
    let primary = t.box(100, 60)
    let badge = t.box(20, 20)
    let o = t.builder.addNode(
      .secondaryLayer(SecondaryLayerLayout(alignment: .topTrailing, isBackground: false)),
      children: [primary, badge])
    let fill = t.shape()
    let bg = t.builder.addNode(
      .secondaryLayer(SecondaryLayerLayout(isBackground: true)), children: [o, fill])
    let r = Layout.run(t.finish(root: bg), on: Canvas())
    let p = r.frames[Int(primary)]
    #expect(r.frames[Int(bg)] == p)
    #expect(r.frames[Int(badge)].tuple == [p.minX + 80, p.minY, 20, 20])
    #expect(r.frames[Int(fill)] == p)
  }

  /// An explicit guide moves the view in its container: in `VStack(alignment: .leading)` a box
  /// with `.alignmentGuide(.leading) { d in d.width / 2 }` (40 wide → 20) sits 20 to the left
  /// of a plain box. Stack width: from −20 to 40 = 60.
  @Test func alignmentGuideShiftsTheView() {
    var t = TreeBuilder()
    let plain = t.box(40, 10)
    let guided = t.wrap(
      t.box(40, 10),
      .alignmentGuide(
        AlignmentGuideLayout(
          key: .leading, value: DimensionExpression(program: [.width, .constant(2), .divide]))))
    let stack = t.vstack([plain, guided], alignment: .leading)
    let r = Layout.run(t.finish(root: stack), on: Canvas())
    #expect(r.frames[Int(stack)].width == 60)
    #expect(r.frames[Int(plain)].minX - r.frames[Int(guided)].minX == 20)
  }

  /// Explicit guides are forwarded through padding, shifted by it: a guide of 10 under
  /// `.padding(16)` reports 26 (LayoutRules.md §2.2).
  @Test func explicitGuidesAreShiftedByPadding() {
    var t = TreeBuilder()
    let guided = t.wrap(
      t.box(40, 10),
      .alignmentGuide(
        AlignmentGuideLayout(
          key: .leading, value: .constant(10))))
    let padded = t.padding(guided, EdgeInsets(.all, 16))
    let tree = t.finish(root: padded)
    let c = LayoutComputer(tree: tree)
    let s = c.size(padded, .unspecified)
    #expect(c.explicitAlignment(padded, .leading, size: s, proposal: .unspecified) == 26)
  }

  /// A custom guide's default comes from its declaration: `firstThird = d.height / 3`; in an
  /// HStack aligned by it, a 30 tall and a 90 tall box align their thirds (10 and 30), so the
  /// short one sits 20 lower.
  @Test func customGuideDefault() {
    var t = TreeBuilder()
    let key = t.builder.addCustomAlignment(
      CustomAlignment(
        name: "firstThird", axis: .vertical,
        defaultValue: DimensionExpression(program: [.height, .constant(3), .divide])))
    let short = t.box(10, 30)
    let tall = t.box(10, 90)
    let stack = t.builder.addNode(
      .stack(StackLayout(axis: .horizontal, alignment: key, spacing: nil)),
      children: [short, tall])
    let r = Layout.run(t.finish(root: stack), on: Canvas())
    #expect(r.frames[Int(short)].minY - r.frames[Int(tall)].minY == 20)
  }

  /// Divider: one pixel thick across its stack: at 3x, 1/3 point tall in a VStack, 1/3 wide in
  /// an HStack; outside any stack horizontal.
  @Test func dividerIsOnePixelThick() {
    var t = TreeBuilder()
    let h = t.builder.addNode(.divider(DividerLayout(stackAxis: .vertical)))
    let v = t.builder.addNode(.divider(DividerLayout(stackAxis: .horizontal)))
    let root = t.zstack([h, v])
    let tree = t.finish(root: root)
    #expect(sizeOf(tree, h, 200, 100) == Size(width: 200, height: 1.0 / 3))
    #expect(sizeOf(tree, v, 200, 100) == Size(width: 1.0 / 3, height: 100))
  }

  /// Spacer: at least minLength along its axis, 0 across; outside a stack both axes.
  @Test func spacerSizes() {
    let s = SpacerLayout(minLength: nil, axis: .horizontal)
    #expect(s.sizeThatFits(.unspecified) == Size(width: 8, height: 0))
    #expect(s.sizeThatFits(ProposedSize(width: 3, height: 50)) == Size(width: 8, height: 0))
    #expect(s.sizeThatFits(ProposedSize(width: 100, height: 50)) == Size(width: 100, height: 0))
    let free = SpacerLayout(minLength: 20, axis: nil)
    #expect(free.sizeThatFits(ProposedSize(width: 5, height: nil)) == Size(width: 20, height: 20))
  }

  /// GeometryReader is greedy and puts its children at its top-leading corner, proposed its
  /// size.
  @Test func geometryReaderPlacesAtTopLeading() {
    var t = TreeBuilder()
    let child = t.box(20, 20)
    let g = t.builder.addNode(.geometryReader, children: [child])
    let root = t.frame(g, width: 100, height: 100)
    let r = Layout.run(t.finish(root: root), on: Canvas())
    #expect(r.frames[Int(child)].origin == r.frames[Int(g)].origin)
  }

  /// A layout-direction environment flips its subtree: inside a 100-wide frame made
  /// right-to-left, a top-leading 20-wide box sits at the right edge (x + 80).
  @Test func layoutDirectionEnvironmentFlipsTheSubtree() {
    var t = TreeBuilder()
    let box = t.box(20, 20)
    let frame = t.frame(box, width: 100, height: 100, alignment: .topLeading)
    let env = t.wrap(frame, .layoutDirection(LayoutDirectionLayout(direction: .rightToLeft)))
    let r = Layout.run(t.finish(root: env), on: Canvas())
    #expect(r.frames[Int(box)].minX - r.frames[Int(frame)].minX == 80)
  }
}

@Suite struct TextLayoutTests {
  /// With the fixed-advance measurer (0.5 em per character, 1.2 em lines, 17 pt):
  /// "Hello" is 5 × 8.5 = 42.5 wide and 20.4 tall; its first baseline 0.8 × 20.4 = 16.32.
  @Test func textReportsItsMeasurementAndBaselines() {
    var t = TreeBuilder()
    let text = t.builder.addNode(.text(TextLayout(string: "Hello")))
    let tree = t.finish(root: text)
    let c = LayoutComputer(tree: tree)
    let s = c.size(text, .unspecified)
    #expect(s == Size(width: 42.5, height: 20.4))
    #expect(c.explicitAlignment(text, .firstTextBaseline, size: s, proposal: .unspecified) == 16.32)
    #expect(c.explicitAlignment(text, .leading, size: s, proposal: .unspecified) == nil)
  }

  /// An ordinary view above a text is `dls − ascender` away: line height 20.4, dts =
  /// 2.04 rounded up to 1/3 → 2.333…, dls = 22.733…, ascender 16.32 → 6.413…; a text above
  /// an ordinary view: max(dls − capHeight 11.424, dts + descent 4.08) = 11.309….
  @Test func textSpacingFollowsTheFontMetrics() {
    var t = TreeBuilder()
    let box = t.box(10, 10)
    let text = t.builder.addNode(.text(TextLayout(string: "Hi")))
    let box2 = t.box(10, 10)
    let tree = t.finish(root: t.vstack([box, text, box2]))
    let c = LayoutComputer(tree: tree)
    let dls = 20.4 + 7.0 / 3
    let above = c.spacing(box).distance(to: c.spacing(text), along: .vertical)
    let below = c.spacing(text).distance(to: c.spacing(box2), along: .vertical)
    #expect(abs(above - (dls - 16.32)) < 1e-9)
    #expect(abs(below - (dls - 11.424)) < 1e-9)
    // Horizontally a text is 8 from an ordinary view.
    #expect(c.spacing(box).distance(to: c.spacing(text), along: .horizontal) == 8)
  }

  /// Baselines line up across an HStack: a 17 pt and a 34 pt text with
  /// `alignment: .firstTextBaseline` share a baseline: baselines 16.32 and 32.64, so the
  /// small one sits 16.32 lower.
  @Test func firstTextBaselineAlignment() {
    var t = TreeBuilder()
    let small = t.builder.addNode(.text(TextLayout(string: "a")))
    let big = t.builder.addNode(
      .text(
        TextLayout(
          string: "A", style: TextStyle(font: FontSpec(base: .system(size: 34))))))
    let stack = t.hstack([small, big], alignment: .firstTextBaseline)
    let r = Layout.run(t.finish(root: stack), on: Canvas(scale: 0))
    #expect(abs(r.frames[Int(small)].minY - r.frames[Int(big)].minY - 16.32) < 1e-9)
  }

  /// A view without text aligns by its bottom on a text baseline: a 10 tall box next to a
  /// text (baseline 16.32) ends at the baseline.
  @Test func baselineFallsBackToTheBottom() {
    var t = TreeBuilder()
    let box = t.box(10, 10)
    let text = t.builder.addNode(.text(TextLayout(string: "a")))
    let stack = t.hstack([box, text], alignment: .firstTextBaseline)
    let r = Layout.run(t.finish(root: stack), on: Canvas(scale: 0))
    #expect(abs(r.frames[Int(box)].maxY - (r.frames[Int(text)].minY + 16.32)) < 1e-9)
  }
}

@Suite struct DividerAccessibilityTests {
  /// At accessibility text sizes a Divider is 1 point thick instead of one pixel (§5.6).
  @Test func dividerIsOnePointAtAccessibilitySizes() {
    var t = TreeBuilder()
    let d = t.builder.addNode(.divider(DividerLayout(stackAxis: .vertical)))
    let tree = t.finish(root: d)
    let large = Layout.run(tree, on: Canvas())
    let accessible = Layout.run(tree, on: Canvas(), dynamicTypeSize: .accessibility1)
    #expect(large.frames[Int(d)].height == 1.0 / 3)
    #expect(accessible.frames[Int(d)].height == 1)
  }
}

@Suite struct UndeterminedLengthTests {
  /// `Color.fixedSize()` is placed with (nil, nil): both lengths took the default 10.
  @Test func fixedSizeColorIsRecorded() {
    var t = TreeBuilder()
    let color = t.shape()
    let fixed = t.wrap(color, .fixedSize(FixedSizeLayout()))
    let r = Layout.run(t.finish(root: fixed), on: Canvas())
    #expect(r.undeterminedLengths[color] == [.horizontal, .vertical])
  }

  /// A stack probes its children with many proposals, but only the final placement counts:
  /// colours sharing an HStack's width are placed with concrete proposals — nothing recorded.
  /// A fixed-width frame leaves the height proposed too.
  @Test func probesDoNotCount() {
    var t = TreeBuilder()
    let a = t.shape()
    let b = t.frame(t.shape(), width: 30)
    let r = Layout.run(t.finish(root: t.hstack([a, b])), on: Canvas())
    #expect(r.undeterminedLengths.isEmpty)
  }

  /// A Divider in a horizontally fixed VStack has no proposed width: only its length counts.
  @Test func dividerLengthOnly() {
    var t = TreeBuilder()
    let d = t.builder.addNode(.divider(DividerLayout(stackAxis: .vertical)))
    let stack = t.vstack([d])
    let fixed = t.wrap(stack, .fixedSize(FixedSizeLayout(horizontal: true, vertical: false)))
    let r = Layout.run(t.finish(root: fixed), on: Canvas())
    // The VStack's placement re-proposes its own width (10) to the divider, so nothing is
    // recorded here; without the stack the divider itself gets nil.
    #expect(r.undeterminedLengths.isEmpty)
    var u = TreeBuilder()
    let lone = u.builder.addNode(.divider(DividerLayout(stackAxis: nil)))
    let f = u.wrap(lone, .fixedSize(FixedSizeLayout(horizontal: true, vertical: false)))
    #expect(Layout.run(u.finish(root: f), on: Canvas()).undeterminedLengths[lone] == [.horizontal])
  }
}
