/// Where a frame-like layout puts its child: the frame's default value of each alignment guide
/// minus the child's (explicit or default) value of it (LayoutRules.md §7.2).
/// The child has `childSize` after being proposed `proposal`.
///
/// Inlined for the usual case, built-in guides and a child whose subtree answers none
/// explicitly (`TreeSummary`): each coordinate is then the two default values' difference. The
/// general path, out of line, set up a large frame for every placed frame: 118 instructions a
/// frame on the wide shape (BENCHMARKS.md, *Speed work, ninth round: the engine*).
@inline(__always)
func alignedOrigin(
  of child: LayoutChild, _ childSize: Size, _ proposal: ProposedSize, in size: Size,
  alignment: Alignment
) -> Point {
  let hk = alignment.horizontal.key
  let vk = alignment.vertical.key
  return child.withComputer { computer in
    guard !hk.isCustom, !vk.isCustom, !computer.mayAnswerAnyGuide(child.node) else {
      return explicitlyAlignedOrigin(of: child, childSize, proposal, in: size, hk, vk)
    }
    return Point(
      x: computer.defaultAlignment(hk, size: size) - computer.defaultAlignment(hk, size: childSize),
      y: computer.defaultAlignment(vk, size: size) - computer.defaultAlignment(vk, size: childSize))
  }
}

@inline(never)
private func explicitlyAlignedOrigin(
  of child: LayoutChild, _ childSize: Size, _ proposal: ProposedSize, in size: Size,
  _ hk: AlignmentKey, _ vk: AlignmentKey
) -> Point {
  child.withComputer { computer in
    Point(
      x: computer.defaultAlignment(hk, size: size) - child.guide(hk, childSize, proposal),
      y: computer.defaultAlignment(vk, size: size) - child.guide(vk, childSize, proposal))
  }
}
