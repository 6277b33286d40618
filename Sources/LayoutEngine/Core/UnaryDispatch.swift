/// One question a pass puts to a unary modifier — a layout with one child (`UnaryLayout`): its
/// size, its child's placement, its spacing, its priority, an explicit guide.
///
/// `answer` is generic over the layout, and `LayoutComputer.unary` hands it the concrete
/// layout type from one switch, so every call is specialised: no existential box and no
/// witness-table call per size query (what a `[any UnaryLayout]` would cost on the hot path).
protocol UnaryQuery {
  associatedtype Answer
  func answer<L: UnaryLayout>(_ layout: L, node: NodeID, child: LayoutChild) -> Answer
}

extension LayoutComputer {
  /// Hands the node's layout to `query` when the node is a unary modifier; nil for leaves and
  /// containers. This is the one list of the unary modifiers: a new one is its layout file,
  /// one line here, its catalogue entry in the language, and its tests. The passes reach
  /// every unary modifier through here and name none of them: what a modifier does beyond
  /// its layout (a scroll view records its container size, `ignoresSafeArea` grows its
  /// child's proposal, …) is its own `UnaryLayout` pass method.
  @inline(__always)
  func unary<Q: UnaryQuery>(_ node: NodeID, _ query: Q) -> Q.Answer? {
    switch tree.stored[Int(node)].kind {
    case .frame(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .flexFrame(let i):
      return query.answer(tree.flexFrames[Int(i)], node: node, child: onlyChild(node))
    case .padding(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .fixedSize(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .layoutPriority(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .offset(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .position(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .alignmentGuide(let i):
      return query.answer(tree.alignmentGuides[Int(i)], node: node, child: onlyChild(node))
    case .aspectRatio(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .gridCell(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .layoutDirection(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .scrollView(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .ignoresSafeArea(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .safeAreaPadding(let l): return query.answer(l, node: node, child: onlyChild(node))
    case .containerRelativeFrame(let i):
      // A fixed frame of the lengths its container gives it (LayoutRules.md §7.13).
      let frame = tree.relativeFrames[Int(i)].frame(container: containerSize(enclosing: node))
      return query.answer(frame, node: node, child: onlyChild(node))
    case .geometryFrame(let i):
      // A fixed frame of the lengths its reader's size gives it (LayoutRules.md §5.7).
      let frame = geometryFrame(node, tree.geometryFrames[Int(i)])
      return query.answer(frame, node: node, child: onlyChild(node))
    case .shape, .circle, .spacer, .divider, .image, .empty, .text, .stack, .zstack,
      .geometryReader, .secondaryLayer, .container, .grid, .gridRow, .viewThatFits,
      .safeAreaInset:
      return nil
    }
  }
}

/// The modifier's size for a proposal.
struct UnarySize: UnaryQuery {
  let proposal: ProposedSize
  @inline(__always)
  func answer<L: UnaryLayout>(_ layout: L, node: NodeID, child: LayoutChild) -> Size {
    layout.size(of: node, proposal, child: child)
  }
}

/// Places the modifier's child when the modifier has `frame`, proposed `proposal`.
struct UnaryPlacement: UnaryQuery {
  let frame: Rect
  let proposal: ProposedSize
  let direction: LayoutDirection
  @inline(__always)
  func answer<L: UnaryLayout>(_ layout: L, node: NodeID, child: LayoutChild) {
    layout.placeChild(child, of: node, frame: frame, proposal: proposal, direction: direction)
  }
}

/// The modifier's spacing preferences.
struct UnarySpacing: UnaryQuery {
  @inline(__always)
  func answer<L: UnaryLayout>(_ layout: L, node: NodeID, child: LayoutChild) -> Spacing {
    layout.spacing(child: child)
  }
}

/// The priority a container reads from the modifier.
struct UnaryPriority: UnaryQuery {
  @inline(__always)
  func answer<L: UnaryLayout>(_ layout: L, node: NodeID, child: LayoutChild) -> Double {
    layout.layoutPriority(child: child)
  }
}

/// The modifier's explicit value for a guide (nil: the guide's default applies).
struct UnaryAlignment: UnaryQuery {
  let key: AlignmentKey
  let size: Size
  let proposal: ProposedSize
  @inline(__always)
  func answer<L: UnaryLayout>(_ layout: L, node: NodeID, child: LayoutChild) -> Double? {
    layout.explicitValue(of: node, key, size: size, proposal: proposal, child: child)
  }
}
