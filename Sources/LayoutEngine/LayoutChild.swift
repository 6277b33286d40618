/// What a layout may ask of one of its children: its size for a proposal and its dimensions.
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
}
