/// A scroll view during both passes (LayoutRules.md §6.4): the safe area and content margins it
/// insets its content by, and the container size its content's `containerRelativeFrame`s read.
extension ScrollViewLayout {
  /// The size pass: the scroll view's size, after recording the container size its content
  /// sees. Out of line, as the default is (`UnaryLayout`).
  @inline(never)
  func size(of node: NodeID, _ p: ProposedSize, child: LayoutChild) -> Size {
    let computer = child.computer
    if computer.tracksContainers {
      let outer = computer.containerSize(enclosing: node)
      let s = Size(width: p.width ?? outer.width, height: p.height ?? outer.height)
      computer.setScrollContainer(node, containerSize(s))
    }
    return sizeThatFits(p, child: child)
  }

  /// The placement pass: a scroll view insets its content by the part of the safe area inside
  /// its frame (none unless it is made to ignore the safe area) and its content margins; the
  /// content sees no safe area of its own.
  func placeChild(
    _ child: LayoutChild, of node: NodeID, frame: Rect, proposal: ProposedSize,
    direction: LayoutDirection
  ) {
    let computer = child.computer
    let inside = computer.safeArea?.overlap(of: frame).physical(direction) ?? .zero
    if computer.tracksContainers {
      computer.setScrollContainer(node, containerSize(frame.size, safeArea: inside))
    }
    let p = placement(of: child, in: frame.size, proposal: proposal, safeArea: inside)
    let saved = computer.safeArea
    defer { computer.safeArea = saved }
    computer.safeArea = nil
    computer.place(
      child.node, frame: computer.childFrame(p.origin, p.size, in: frame, direction),
      proposal: p.proposal, direction: direction)
  }
}

extension LayoutComputer {
  /// Records a scroll view's container size. The sizes below that read it are keyed by it
  /// (`ContainerSizeCache`), so nothing is forgotten when it changes.
  fileprivate func setScrollContainer(_ node: NodeID, _ size: Size) {
    scrollContainers[node] = size
  }
}
