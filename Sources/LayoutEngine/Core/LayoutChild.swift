/// What a layout may ask of one of its children: its size for a proposal, its dimensions,
/// its spacing and its priority.
struct LayoutChild {
  let computer: LayoutComputer
  let node: NodeID

  @inline(__always)
  func size(_ proposal: ProposedSize) -> Size {
    computer.size(node, proposal)
  }

  func dimensions(_ proposal: ProposedSize) -> ViewDimensions {
    ViewDimensions(computer: computer, node: node, size: size(proposal), proposal: proposal)
  }

  func dimensions(_ size: Size, _ proposal: ProposedSize) -> ViewDimensions {
    ViewDimensions(computer: computer, node: node, size: size, proposal: proposal)
  }

  var spacing: Spacing { computer.spacing(node) }
  var priority: Double { computer.layoutPriority(node) }

  func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
    computer.explicitAlignment(node, key, size: size, proposal: proposal)
  }
}

/// A node's children as `LayoutChild`ren, in order, without building an array: a window onto
/// the tree's child list (stacks ask for their children on every proposal).
struct LayoutChildren: RandomAccessCollection {
  let computer: LayoutComputer
  let nodes: ArraySlice<NodeID>

  var startIndex: Int { 0 }
  var endIndex: Int { nodes.count }

  @inline(__always)
  subscript(i: Int) -> LayoutChild {
    LayoutChild(computer: computer, node: nodes[nodes.startIndex + i])
  }
}

/// Where a unary layout puts its child: the proposal at placement and the child's origin in
/// the layout's own coordinates (left-to-right terms).
struct ChildPlacement {
  var proposal: ProposedSize
  var origin: Point
  var size: Size
}

/// A layout with exactly one child: every modifier that takes part in layout.
protocol UnaryLayout {
  /// The layout's size for a proposal.
  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size
  /// The child's proposal and origin when the layout has `size` after being offered `proposal`.
  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement
  /// The layout's explicit value for a guide; by default the child's, shifted by its origin.
  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double?
  /// Spacing preferences; by default the child's.
  func spacing(child: LayoutChild) -> Spacing
  /// Layout priority; most modifiers report 0 whatever their child says (LayoutRules.md §4).
  func layoutPriority(child: LayoutChild) -> Double
}

extension UnaryLayout {
  /// Unary modifiers forward the child's explicit guides shifted by where they put it
  /// (LayoutRules.md §2.2).
  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? {
    let p = placement(of: child, in: size, proposal: proposal)
    guard let value = child.explicitAlignment(key, size: p.size, proposal: p.proposal)
    else { return nil }
    return p.origin[key.axis] + value
  }

  func spacing(child: LayoutChild) -> Spacing { child.spacing }

  func layoutPriority(child: LayoutChild) -> Double { 0 }

  /// The child centred in `size`, proposed `proposal` (what transparent modifiers do).
  func centred(_ child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let s = child.size(proposal)
    return ChildPlacement(
      proposal: proposal,
      origin: Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), size: s)
  }
}
