/// A layout with exactly one child: every modifier that takes part in layout (the shape of
/// OpenSwiftUI's `UnaryLayout`, Sources/OpenSwiftUICore/Layout/UnaryLayout.swift).
///
/// A modifier writes its size and its child's placement; the rest has defaults that forward
/// to the child. The passes reach every conforming type through `LayoutComputer.unary`
/// (`UnaryDispatch.swift`), generically, so each call is specialised to the concrete type.
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

  // What the passes do with the modifier `node`. The defaults use the layout alone; the few
  // modifiers that also read or set the computer's state (a scroll view's container size,
  // the safe area, the layout direction, remembered guide values) replace them.

  /// The size pass's answer; by default `sizeThatFits`.
  func size(of node: NodeID, _ proposal: ProposedSize, child: LayoutChild) -> Size
  /// The placement pass: places the child of `node`, whose frame (canvas coordinates) is
  /// `frame`; by default where `placement` says, in `direction`.
  func placeChild(
    _ child: LayoutChild, of node: NodeID, frame: Rect, proposal: ProposedSize,
    direction: LayoutDirection)
  /// The alignment pass's answer; by default `explicitAlignment`.
  func explicitValue(
    of node: NodeID, _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double?
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

  /// Out of line on purpose: with every modifier's sizing inlined into `LayoutComputer.unary`,
  /// the compiler stopped inlining `unary` into `computeSize`, and a layout ran 1.5 % more
  /// instructions (callgrind, BENCHMARKS.md's feed shape).
  @inline(never)
  func size(of node: NodeID, _ proposal: ProposedSize, child: LayoutChild) -> Size {
    sizeThatFits(proposal, child: child)
  }

  func placeChild(
    _ child: LayoutChild, of node: NodeID, frame: Rect, proposal: ProposedSize,
    direction: LayoutDirection
  ) {
    child.place(
      placement(of: child, in: frame.size, proposal: proposal), in: frame, direction: direction)
  }

  @inline(__always)
  func explicitValue(
    of node: NodeID, _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? {
    explicitAlignment(key, size: size, proposal: proposal, child: child)
  }

  /// The child centred in `size`, proposed `proposal` (what transparent modifiers do).
  func centred(_ child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let s = child.size(proposal)
    return ChildPlacement(
      proposal: proposal,
      origin: Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), size: s)
  }
}
