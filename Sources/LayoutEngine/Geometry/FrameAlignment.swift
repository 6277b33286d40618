/// Where a frame-like layout puts its child: the frame's default value of each alignment guide
/// minus the child's (explicit or default) value of it (LayoutRules.md §7.2).
func alignedOrigin(
  of child: ViewDimensions, in size: Size, alignment: Alignment, computer: LayoutComputer
) -> Point {
  let hk = alignment.horizontal.key
  let vk = alignment.vertical.key
  return Point(
    x: computer.defaultAlignment(hk, size: size) - child[hk],
    y: computer.defaultAlignment(vk, size: size) - child[vk])
}
