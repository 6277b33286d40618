/// Where a frame-like layout puts its child: the frame's default value of each alignment guide
/// minus the child's (explicit or default) value of it (LayoutRules.md §7.2).
/// The child has `childSize` after being proposed `proposal`.
func alignedOrigin(
  of child: LayoutChild, _ childSize: Size, _ proposal: ProposedSize, in size: Size,
  alignment: Alignment
) -> Point {
  let hk = alignment.horizontal.key
  let vk = alignment.vertical.key
  return child.withComputer { computer in
    Point(
      x: computer.defaultAlignment(hk, size: size) - child.guide(hk, childSize, proposal),
      y: computer.defaultAlignment(vk, size: size) - child.guide(vk, childSize, proposal))
  }
}
