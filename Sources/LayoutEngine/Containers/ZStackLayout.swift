/// `ZStack(alignment:)`.
/// Child sizing: every child is proposed the stack's proposal, and its final size at placement.
/// Own size: the union of the aligned children of the highest priority (§6.2, verdict: union).
public struct ZStackLayout: Sendable {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// Children's origins when each child `i` is proposed `proposals(i)`.
  func arrange(
    _ children: LayoutChildren, proposal: ProposedSize
  ) -> (size: Size, placements: [ChildPlacement]) {
    guard !children.isEmpty else { return (.zero, []) }
    let priorities = children.map(\.priority)
    let top = priorities.max()!
    let hk = alignment.horizontal.key
    let vk = alignment.vertical.key
    let dims = children.map { $0.dimensions(proposal) }
    var ax = -Double.infinity
    var ay = -Double.infinity
    for (i, d) in dims.enumerated() where priorities[i] == top {
      ax = Swift.max(ax, d[hk])
      ay = Swift.max(ay, d[vk])
    }
    var size = Size.zero
    var placements: [ChildPlacement] = []
    placements.reserveCapacity(children.count)
    for (i, d) in dims.enumerated() {
      let origin = Point(x: ax - d[hk], y: ay - d[vk])
      placements.append(ChildPlacement(proposal: proposal, origin: origin, size: d.size))
      if priorities[i] == top {
        size.width = Swift.max(size.width, origin.x + d.width)
        size.height = Swift.max(size.height, origin.y + d.height)
      }
    }
    return (size, placements)
  }
}
