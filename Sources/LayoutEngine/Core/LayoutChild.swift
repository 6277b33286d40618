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
  /// The computer's copy of the child list (`LayoutComputer.childNodes`): a slice of the
  /// tree's array retained its buffer per stack per query.
  let nodes: UnsafeBufferPointer<NodeID>

  var startIndex: Int { 0 }
  var endIndex: Int { nodes.count }

  @inline(__always)
  subscript(i: Int) -> LayoutChild {
    LayoutChild(computer: computer, node: nodes[i])
  }
}

/// Where a unary layout puts its child: the proposal at placement and the child's origin in
/// the layout's own coordinates (left-to-right terms).
struct ChildPlacement {
  var proposal: ProposedSize
  var origin: Point
  var size: Size
}
