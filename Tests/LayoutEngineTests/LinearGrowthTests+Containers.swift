import Foundation
import Testing

@testable import LayoutEngine

/// A custom layout that asks each subview its size at 0, ∞, nil and the proposal before
/// answering, as a careless `Layout` may: the size cache must absorb the repeats.
struct ProbingLayout: ContainerLayout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    var size = Size.zero
    for s in subviews {
      for w in [0, Double.infinity] { _ = s.sizeThatFits(ProposedSize(width: w, height: w)) }
      _ = s.sizeThatFits(.unspecified)
      let answer = s.sizeThatFits(proposal)
      size = Size(
        width: Swift.max(size.width, answer.width), height: Swift.max(size.height, answer.height))
    }
    return size
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
  }
}

/// Every container nested 1,000 deep (the language allows 4,000 levels of views; a container
/// here is one to three of them): the size queries (cache misses) stay within a line
/// `perLevel × depth + 50`, checked at 4, 10 and 20 levels first, so an exponential fails fast
/// instead of hanging. A node is computed once per distinct proposal (`SizeCache`), so the
/// bound is the distinct proposals each level receives.
extension LinearGrowthTests {
  typealias Wrap = (inout TreeBuilder, NodeID) -> NodeID

  /// A phone canvas with a safe area, so that safe-area modifiers have something to do.
  static let phone = Canvas(
    size: Size(width: 390, height: 844),
    safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

  /// `wrap` applied `depth` times around `leaf`, sized and placed as `Layout.run` does (root
  /// safe area and container included); the size queries computed.
  func queries(_ depth: Int, leaf: (inout TreeBuilder) -> NodeID, _ wrap: Wrap) -> Int {
    var t = TreeBuilder()
    var node = leaf(&t)
    for _ in 0..<depth { node = wrap(&t, node) }
    let tree = t.finish(root: node)
    return onLargeStack {
      let c = LayoutComputer(tree: tree)
      let safe = Self.phone.safeRect
      c.safeArea = SafeAreaRegion.root(Self.phone)
      c.rootContainerSize = safe.size
      let p = ProposedSize(safe.size)
      let size = c.size(tree.root, p)
      c.place(
        tree.root, frame: Rect(origin: safe.origin, size: size), proposal: p,
        direction: .leftToRight)
      return c.sizeComputations
    }
  }

  /// Fails at the first depth whose queries leave the line, deeper ones are not tried; the
  /// queries 1,000 deep, nil on a failure.
  @discardableResult
  func expectLinear(
    _ name: String, perLevel: Int, leaf: (inout TreeBuilder) -> NodeID = { $0.shape() },
    _ wrap: Wrap
  ) -> Int? {
    var q = 0
    for depth in [4, 10, 20, 1_000] {
      q = queries(depth, leaf: leaf, wrap)
      guard q <= perLevel * depth + 50 else {
        Issue.record("\(name): \(q) size queries \(depth) deep, over \(perLevel) a level")
        return nil
      }
    }
    return q
  }

  static func gridRow(_ t: inout TreeBuilder, _ cells: [NodeID]) -> NodeID {
    t.builder.addNode(.gridRow(GridRowLayout()), children: cells)
  }

  /// The shape that was exponential (×1.35 a level): `Grid › GridRow › …` around a colour.
  /// Each level is asked 13 distinct proposals (3 width shares × the row shares, and
  /// placement): 12,977 queries 1,000 deep (the colour's 13 are answered without the cache),
  /// where a six-answer cache did not finish 100 deep.
  @Test(.timeLimit(.minutes(2))) func nestedGridsAreLinear() {
    let deep = expectLinear("Grid › GridRow", perLevel: 13) { t, c in
      t.builder.addNode(.grid(GridLayout()), children: [Self.gridRow(&t, [c])])
    }
    #expect(deep == 12_977)
    expectLinear("Grid", perLevel: 13) { t, c in
      t.builder.addNode(.grid(GridLayout()), children: [c])
    }
  }

  /// A grid of two columns or two rows shares lengths: each level halves what it is offered,
  /// so a node receives a chain of halved lengths for every length above it, about log₂ of the
  /// lengths in play — n log n, not n (15 n log₂ n + 500 holds with room; 1,000 deep: 127,465
  /// queries). An exponential (uncached NaN proposals grew ×3.7 a level) fails by 8 levels.
  @Test(.timeLimit(.minutes(2))) func nestedGridsWithSharesAreNLogN() {
    let shapes: [(String, Wrap)] = [
      (
        "two columns and a spanning row",
        { t, c in
          let row = Self.gridRow(&t, [c, t.shape()])
          return t.builder.addNode(.grid(GridLayout()), children: [row, t.shape()])
        }
      ),
      (
        "two rows",
        { t, c in
          let rows = [Self.gridRow(&t, [c]), Self.gridRow(&t, [t.shape()])]
          return t.builder.addNode(.grid(GridLayout()), children: rows)
        }
      ),
    ]
    for (name, wrap) in shapes {
      for depth in [4, 8, 16, 64, 1_000] {
        let q = queries(depth, leaf: { $0.shape() }, wrap)
        let bound = 15 * Double(depth) * log2(Double(depth)) + 500
        guard Double(q) <= bound else {
          Issue.record("\(name): \(q) size queries \(depth) deep, over \(Int(bound))")
          break
        }
      }
    }
  }

  @Test func nestedLazyGridsAreLinear() {
    expectLinear("LazyVGrid", perLevel: 4) { t, c in
      let layout = LazyGridLayout(axis: .vertical, items: [GridItem(), GridItem()])
      return t.builder.addNode(.container(layout), children: [c, t.shape()])
    }
    expectLinear("LazyHGrid", perLevel: 4) { t, c in
      let item = GridItem(.adaptive(minimum: 20, maximum: 100))
      let layout = LazyGridLayout(axis: .horizontal, items: [item])
      return t.builder.addNode(.container(layout), children: [c, t.shape()])
    }
  }

  /// `FlowLayout` and a custom layout probing every subview four times; `AnyLayout` lowers to
  /// the layout it chooses (a stack, a grid or a flow), each covered here.
  @Test func nestedCustomLayoutsAreLinear() {
    expectLinear("FlowLayout", perLevel: 5) { t, c in
      t.builder.addNode(.container(FlowLayout()), children: [c, t.box(30, 20)])
    }
    expectLinear("ProbingLayout", perLevel: 4) { t, c in
      t.builder.addNode(.container(ProbingLayout()), children: [c])
    }
    expectLinear("ZStack", perLevel: 2) { t, c in t.zstack([c, t.shape()]) }
    expectLinear("HStack with a spacer", perLevel: 8) { t, c in
      t.hstack([c, t.spacer(nil), t.shape()])
    }
  }

  /// `ViewThatFits` asks each child but the last its ideal size: one proposal more per child,
  /// whether the nested child fits (it is then proposed the whole proposal too) or not.
  @Test func nestedViewThatFitsIsLinear() {
    expectLinear("ViewThatFits, fitting", perLevel: 2) { t, c in
      let layout = ViewThatFitsLayout(axes: .horizontal)
      return t.builder.addNode(.viewThatFits(layout), children: [c, t.shape()])
    }
    let wide: (inout TreeBuilder) -> NodeID = { $0.box(1_000, 10) }
    expectLinear("ViewThatFits, too wide", perLevel: 1, leaf: wide) { t, c in
      t.builder.addNode(.viewThatFits(ViewThatFitsLayout()), children: [c, t.shape()])
    }
  }

  @Test func nestedScrollViewsAndReadersAreLinear() {
    expectLinear("ScrollView", perLevel: 1) { t, c in t.wrap(c, .scrollView(ScrollViewLayout())) }
    expectLinear("horizontal ScrollView in an HStack", perLevel: 3) { t, c in
      t.hstack([t.wrap(c, .scrollView(ScrollViewLayout(axes: .horizontal))), t.shape()])
    }
    expectLinear("GeometryReader", perLevel: 1) { t, c in
      t.builder.addNode(.geometryReader, children: [c])
    }
    // A proxy frame at the bottom: every reader records its size and is placed once.
    let half = GeometryFrameLayout.Length(
      DimensionExpression(program: [.width, .constant(0.5), .multiply]))
    let proxyFrame: (inout TreeBuilder) -> NodeID = { t in
      t.wrap(t.shape(), .geometryFrame(GeometryFrameLayout(width: half, height: nil)))
    }
    expectLinear("GeometryReader in an HStack", perLevel: 6, leaf: proxyFrame) { t, c in
      t.hstack([t.builder.addNode(.geometryReader, children: [c]), t.shape()])
    }
  }

  /// A colour as wide as its container.
  static func relativeFrame(_ t: inout TreeBuilder) -> NodeID {
    t.wrap(t.shape(), .containerRelativeFrame(ContainerRelativeFrameLayout(axes: .horizontal)))
  }

  /// A `containerRelativeFrame` under nested vertical scroll views, each in an `HStack` that
  /// asks it several widths: a scroll view's container follows its proposal, so it changed
  /// with every width, and forgetting every size below each change doubled the work a level
  /// (350 queries 4 deep, 7,159 at 8, 123,214 at 12). Sizes that read a container are now
  /// keyed by its size too (`ContainerSizeCache`): a node is computed once per distinct
  /// (proposal, container), about 22 a level.
  @Test(.timeLimit(.minutes(1))) func nestedScrollViewsWithARelativeFrameAreLinear() {
    let leaf: (inout TreeBuilder) -> NodeID = { Self.relativeFrame(&$0) }
    let inHStack: Wrap = { t, c in
      t.hstack([t.wrap(c, .scrollView(ScrollViewLayout())), t.shape()])
    }
    let besideABox: Wrap = { t, c in
      t.hstack([t.wrap(c, .scrollView(ScrollViewLayout())), t.shape(), t.box(20, 20)])
    }
    expectLinear("vertical ScrollView in an HStack", perLevel: 24, leaf: leaf, inHStack)
    expectLinear("the same beside a fixed box", perLevel: 40, leaf: leaf, besideABox)
  }

  /// Scroll views along the axis the frame reads are proposed nil there, so their container
  /// falls back to the enclosing one, and placing each level sets a new container (its frame)
  /// that every level below reads: level k is computed again once per level above it. That is
  /// quadratic, and inherent in the rule (d² + 6d + 4 queries in an HStack: 1,844 at 40 deep,
  /// 91,804 at 300; the old cache, which forgot sizes below every change, took about 2d²).
  @Test(.timeLimit(.minutes(1))) func nestedScrollViewsAlongTheFramesAxisAreQuadratic() {
    let shapes: [(String, Wrap)] = [
      (
        "horizontal ScrollView in an HStack",
        { t, c in
          t.hstack([t.wrap(c, .scrollView(ScrollViewLayout(axes: .horizontal))), t.shape()])
        }
      ),
      (
        "vertical ScrollView in a VStack",
        { t, c in t.vstack([t.wrap(c, .scrollView(ScrollViewLayout())), t.shape()]) }
      ),
    ]
    for (name, wrap) in shapes {
      for depth in [4, 10, 20, 40, 300] {
        let q = queries(depth, leaf: { Self.relativeFrame(&$0) }, wrap)
        guard q <= depth * depth + 8 * depth + 50 else {
          Issue.record("\(name): \(q) size queries \(depth) deep, over d² + 8d + 50")
          break
        }
      }
    }
  }

  @Test func nestedSafeAreaModifiersAreLinear() {
    expectLinear("safeAreaInset", perLevel: 5) { t, c in
      t.builder.addNode(
        .safeAreaInset(SafeAreaInsetLayout(edge: .bottom)), children: [c, t.box(10, 10)])
    }
    expectLinear("safeAreaPadding", perLevel: 1) { t, c in
      t.wrap(c, .safeAreaPadding(SafeAreaPaddingLayout(insets: EdgeInsets(.all, 1))))
    }
    expectLinear("ignoresSafeArea in a VStack", perLevel: 7) { t, c in
      t.vstack([t.wrap(c, .ignoresSafeArea(IgnoresSafeAreaLayout())), t.shape()])
    }
  }
}
