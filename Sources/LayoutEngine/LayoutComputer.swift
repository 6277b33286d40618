/// Runs SwiftUI's two passes over a `LayoutTree`: sizes for proposals (cached), then
/// placement from the root down, recording every node's frame in canvas coordinates.
public final class LayoutComputer {
  public let tree: LayoutTree
  public let textMeasurer: (any TextMeasuring)?
  private var cache: SizeCache
  /// Every node's frame in canvas coordinates, unrounded; set by `place`.
  public private(set) var frames: [Rect]
  /// How many sizes were computed (cache misses); tests pin it to keep layout linear.
  public private(set) var sizeComputations = 0

  public init(tree: LayoutTree, textMeasurer: (any TextMeasuring)? = nil) {
    self.tree = tree
    self.textMeasurer = textMeasurer
    self.cache = SizeCache(nodeCount: tree.nodes.count)
    self.frames = Array(repeating: .zero, count: tree.nodes.count)
  }

  // MARK: - Sizing

  /// The node's size for a proposal, computed once per distinct proposal.
  public func size(_ node: NodeID, _ proposal: ProposedSize) -> Size {
    if let size = cache.lookup(node, proposal) { return size }
    let size = computeSize(node, proposal)
    cache.store(node, proposal, size)
    return size
  }

  private func computeSize(_ node: NodeID, _ p: ProposedSize) -> Size {
    sizeComputations += 1
    switch tree.nodes[Int(node)].kind {
    case .shape: return ShapeLayout.sizeThatFits(p)
    case .circle: return CircleLayout.sizeThatFits(p)
    case .frame(let l): return l.sizeThatFits(p, child: onlyChild(node))
    case .flexFrame(let l): return l.sizeThatFits(p, child: onlyChild(node))
    case .padding(let l): return l.sizeThatFits(p, child: onlyChild(node))
    }
  }

  @inline(__always)
  func onlyChild(_ node: NodeID) -> LayoutChild {
    LayoutChild(computer: self, node: tree.child(of: node))
  }

  // MARK: - Alignment

  /// The node's explicit value for a guide when it has `size` after `proposal`, or nil.
  public func explicitAlignment(
    _ node: NodeID, _ key: AlignmentKey, size: Size, proposal: ProposedSize
  ) -> Double? {
    switch tree.nodes[Int(node)].kind {
    case .shape, .circle: return nil
    case .frame(let l): return forwardedAlignment(l, node, key, size, proposal)
    case .flexFrame(let l): return forwardedAlignment(l, node, key, size, proposal)
    case .padding(let l): return forwardedAlignment(l, node, key, size, proposal)
    }
  }

  /// A unary layout forwards its child's explicit guides, shifted by the child's origin
  /// (LAYOUT-RULES §2.2).
  private func forwardedAlignment<L: UnaryLayout>(
    _ layout: L, _ node: NodeID, _ key: AlignmentKey, _ size: Size, _ proposal: ProposedSize
  ) -> Double? {
    let child = onlyChild(node)
    let placement = layout.placement(of: child, in: size, proposal: proposal)
    guard
      let value = explicitAlignment(
        child.node, key, size: placement.size, proposal: placement.proposal)
    else { return nil }
    return placement.origin[key.axis] + value
  }

  /// The default value of a guide for a view of `size` (LAYOUT-RULES §2.1).
  public func defaultAlignment(_ key: AlignmentKey, size: Size) -> Double {
    if key.isCustom {
      let custom = tree.customAlignments[key.id - AlignmentKey.firstCustomID]
      return custom.defaultValue.evaluate(width: size.width, height: size.height) { k, explicitOnly in
        explicitOnly ? nil : (k == key ? nil : self.defaultAlignment(k, size: size))
      } ?? 0
    }
    let length = size[key.axis]
    switch key.id {
    case 0: return 0
    case 1: return length / 2
    default: return length  // trailing, bottom, and both text baselines
    }
  }

  // MARK: - Placement

  /// Places a node whose final frame (canvas coordinates) and proposal are known, then its
  /// descendants. Children are positioned in left-to-right terms and mirrored inside the
  /// node's frame when the direction is right-to-left (LAYOUT-RULES §1.6).
  public func place(
    _ node: NodeID, frame: Rect, proposal: ProposedSize, direction: LayoutDirection
  ) {
    frames[Int(node)] = frame
    switch tree.nodes[Int(node)].kind {
    case .shape, .circle: return
    case .frame(let l): placeUnary(l, node, frame, proposal, direction)
    case .flexFrame(let l): placeUnary(l, node, frame, proposal, direction)
    case .padding(let l): placeUnary(l, node, frame, proposal, direction)
    }
  }

  private func placeUnary<L: UnaryLayout>(
    _ layout: L, _ node: NodeID, _ frame: Rect, _ proposal: ProposedSize,
    _ direction: LayoutDirection
  ) {
    let child = onlyChild(node)
    let p = layout.placement(of: child, in: frame.size, proposal: proposal)
    place(
      child.node, frame: childFrame(p.origin, p.size, in: frame, direction),
      proposal: p.proposal, direction: direction)
  }

  /// A child's frame in canvas coordinates from its left-to-right origin inside `parent`.
  @inline(__always)
  func childFrame(_ origin: Point, _ size: Size, in parent: Rect, _ direction: LayoutDirection)
    -> Rect
  {
    let x =
      direction == .leftToRight
      ? parent.minX + origin.x
      : parent.maxX - origin.x - size.width
    return Rect(origin: Point(x: x, y: parent.minY + origin.y), size: size)
  }
}
