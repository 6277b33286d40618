/// `HStack(alignment:spacing:)` and `VStack(alignment:spacing:)`.
/// Child sizing: along the axis, shares of what is left, offered to the least flexible
/// children first within each priority group; across it, the stack's proposal.
/// Own size: the children's lengths plus the gaps, by the extent of the aligned children
/// across (LayoutRules.md §6.1).
///
/// `LazyHStack`, `LazyVStack` (`isLazy`): every child is proposed nil along the axis (its
/// ideal length, no flexibility order) and the stack's proposal across; the stack is the
/// children's lengths plus the gaps along, and fills its proposal across (LayoutRules.md §6.3).
public struct StackLayout: Sendable {
  /// The axis the children follow: horizontal for an HStack.
  public var axis: Axis
  /// The guide children are aligned by, on the other axis.
  public var alignment: AlignmentKey
  /// nil: adaptive spacing between each pair of neighbours (LayoutRules.md §3).
  public var spacing: Double?
  /// A lazy stack: ideal lengths along the axis, the whole proposal across.
  public var isLazy: Bool

  public init(axis: Axis, alignment: AlignmentKey, spacing: Double?, isLazy: Bool = false) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.isLazy = isLazy
  }

  /// The result of distributing a proposal among the children.
  struct Arrangement {
    var size: Size
    var placements: [ChildPlacement]
  }

  /// Sizes and positions the children for a proposal; `gaps[i]` precedes child `i`.
  func arrange(
    _ children: LayoutChildren, gaps: UnsafeBufferPointer<Double>, proposal p: ProposedSize,
    shares: StackShares.Slot? = nil, defaultGuides: Bool = false
  ) -> Arrangement {
    var size = Size.zero
    let placements = [ChildPlacement](unsafeUninitializedCapacity: children.count) {
      buffer, count in
      size = arrange(
        children, gaps: gaps, proposal: p, into: buffer, shares: shares,
        defaultGuides: defaultGuides)
      count = children.count
    }
    return Arrangement(size: size, placements: placements)
  }

  /// The stack's size for a proposal; when `placements` is given (as many as the children,
  /// uninitialised), also where each child goes. Each child's proposal and size are worked
  /// out in its placement: in `placements` when given (the placement pass passes a temporary
  /// allocation: an array per placed stack was its only allocation), else in one temporary
  /// allocation (on the stack for ordinary child counts). Separate lists of proposals and
  /// sizes were two allocations on every arrangement, and their set-up and the spills around
  /// them cost more than the arithmetic (BENCHMARKS.md, *Speed work, tenth round: the engine*).
  /// With `shares` (`StackShares`), the arrangement along the axis (shares and the children's
  /// answers) is read from it when it is known, and written to it otherwise. With
  /// `defaultGuides` (`LayoutComputer.childrenTakeDefault`), every child is aligned by the
  /// guide's default without asking it for an explicit value.
  func arrange(
    _ children: LayoutChildren, gaps: UnsafeBufferPointer<Double>, proposal p: ProposedSize,
    into placements: UnsafeMutableBufferPointer<ChildPlacement>?,
    shares: StackShares.Slot? = nil, defaultGuides: Bool = false
  ) -> Size {
    let n = children.count
    guard n > 0 else { return .zero }
    if let placements {
      return arrange(
        children, gaps: gaps, proposal: p, slots: placements, placing: true, shares: shares,
        defaultGuides: defaultGuides)
    }
    return withUnsafeTemporaryAllocation(of: ChildPlacement.self, capacity: n) { slots in
      arrange(
        children, gaps: gaps, proposal: p, slots: slots, placing: false, shares: shares,
        defaultGuides: defaultGuides)
    }
  }

  /// `slots`: one per child, uninitialised; on return each holds the child's proposal and
  /// size, and when `placing` its origin.
  private func arrange(
    _ children: LayoutChildren, gaps: UnsafeBufferPointer<Double>, proposal p: ProposedSize,
    slots: UnsafeMutableBufferPointer<ChildPlacement>, placing: Bool, shares: StackShares.Slot?,
    defaultGuides: Bool
  ) -> Size {
    let n = children.count
    let major = axis
    let minor = axis.other
    slots.initialize(repeating: ChildPlacement(proposal: p, origin: .zero, size: .zero))

    let distributes = p.isSpecified(major) && !isLazy
    if let shares, shares.known {
      // The same arrangement as last time (`StackShares`): each child offered its share, or
      // its ideal length, and its answer then.
      for i in 0..<n {
        slots[i].proposal[major] = distributes ? shares.shares[i] : nil
        slots[i].size = shares.sizes[i]
      }
    } else if distributes {
      distribute(children, gaps: gaps, length: p[major]!, proposal: p, slots)
      if let shares {
        for i in 0..<n {
          shares.shares[i] = slots[i].proposal[major] ?? 0
          shares.sizes[i] = slots[i].size
        }
      }
    } else {
      // Unspecified along the axis: every child at its ideal length, no sorting.
      for i in 0..<n {
        slots[i].proposal[major] = nil
        slots[i].size = children[i].size(slots[i].proposal)
      }
      if let shares {
        for i in 0..<n { shares.sizes[i] = slots[i].size }
      }
    }

    // Across: each child's guide at 0; the stack spans the union of the aligned children,
    // starting from [0, 0] (LayoutRules.md §6.1, open question Q4). The offsets are kept in the
    // placements' origins until the guide line is known.
    var lower = 0.0
    var upper = 0.0
    for i in 0..<n {
      let size = slots[i].size
      let offset =
        defaultGuides
        ? -children[i].defaultGuide(alignment, size)
        : -children[i].guide(alignment, size, slots[i].proposal)
      lower = Swift.min(lower, offset)
      upper = Swift.max(upper, offset + size[minor])
      if placing { slots[i].origin[minor] = offset }
    }

    // A lazy stack fills its proposal across and aligns the children in it as a frame
    // would: the guide line at the guide's value for the stack's length.
    var across = upper - lower
    var line = -lower
    if isLazy, let length = p[minor] {
      across = length
      var probe = Size.zero
      probe[minor] = length
      line = children.computer.defaultAlignment(alignment, size: probe)
    }

    var position = 0.0
    for i in 0..<n {
      position += gaps[i]
      if placing {
        slots[i].origin[major] = position
        slots[i].origin[minor] += line
      }
      position += slots[i].size[major]
    }
    var size = Size.zero
    size[major] = position
    size[minor] = across
    return size
  }

  /// Steps 1–4 of LayoutRules.md §6.1 for a concrete length along the axis. The scratch
  /// lists (minima, flexibility, priorities, order) live in one temporary allocation, on the
  /// stack for ordinary child counts: this runs for every stack on every proposal.
  private func distribute(
    _ children: LayoutChildren, gaps: UnsafeBufferPointer<Double>, length: Double,
    proposal p: ProposedSize, _ slots: UnsafeMutableBufferPointer<ChildPlacement>
  ) {
    let n = children.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * n) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
        let minima = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
        let flexibility = UnsafeMutableBufferPointer(rebasing: scratch[n..<(2 * n)])
        let priorities = UnsafeMutableBufferPointer(rebasing: scratch[(2 * n)..<(3 * n)])
        distribute(
          children, gaps: gaps, length: length, proposal: p, slots, minima: minima,
          flexibility: flexibility, priorities: priorities, order: order)
      }
    }
  }

  private func distribute(
    _ children: LayoutChildren, gaps: UnsafeBufferPointer<Double>, length: Double,
    proposal p: ProposedSize, _ slots: UnsafeMutableBufferPointer<ChildPlacement>,
    minima: UnsafeMutableBufferPointer<Double>, flexibility: UnsafeMutableBufferPointer<Double>,
    priorities: UnsafeMutableBufferPointer<Double>, order: UnsafeMutableBufferPointer<Int>
  ) {
    let n = children.count
    let major = axis
    var probe = p
    // 1. Flexibility: the length at 0 and at ∞ (same proposal across). A child that ignores
    // the proposed length along the axis would answer both alike: one probe, or none for a
    // frame fixing it.
    for i in 0..<n {
      priorities.initializeElement(at: i, to: children[i].priority)
      order.initializeElement(at: i, to: i)
      if children[i].ignoresProposal(along: major) {
        probe[major] = 0
        let length = children[i].fixedLength(major) ?? children[i].size(probe)[major]
        minima.initializeElement(at: i, to: length)
        let flex = length - length  // as the two probes' difference: NaN for ∞ or NaN
        flexibility.initializeElement(at: i, to: flex.isNaN ? .infinity : flex)
        continue
      }
      probe[major] = 0
      minima.initializeElement(at: i, to: children[i].size(probe)[major])
      probe[major] = .infinity
      let maximum = children[i].size(probe)[major]
      let flex = maximum - minima[i]
      flexibility.initializeElement(at: i, to: flex.isNaN ? .infinity : flex)
    }
    // Higher priority first; then less flexible first; equally infinite: larger minimum
    // first; otherwise declaration order (a total order, so any sort gives this result).
    func precedes(_ a: Int, _ b: Int) -> Bool {
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
      if flexibility[a] == .infinity && minima[a] != minima[b] { return minima[a] > minima[b] }
      return a < b
    }
    if n <= 8 {
      // Insertion sort: most stacks have a few children, and the library's sort costs more
      // to set up than these take to sort.
      for i in 1..<Swift.max(n, 1) {
        let x = order[i]
        var j = i
        while j > 0 && precedes(x, order[j - 1]) {
          order[j] = order[j - 1]
          j -= 1
        }
        order[j] = x
      }
    } else {
      var sorted = order  // the same memory: sorting through a copy of the pointer
      sorted.sort(by: precedes)
    }
    // 2.–3. What is left after the gaps and the minima of every lower-priority child.
    let top = priorities[order[0]]
    var available = length - gaps.reduce(0, +)
    for i in 0..<n where priorities[i] != top { available -= minima[i] }
    // 4. Each group in turn gives its own minima back and shares what is left.
    var start = 0
    while start < n {
      let priority = priorities[order[start]]
      var end = start
      while end < n && priorities[order[end]] == priority { end += 1 }
      if start > 0 {
        for k in start..<end { available += minima[order[k]] }
      }
      var remaining = Double(end - start)
      for k in start..<end {
        let i = order[k]
        slots[i].proposal[major] = Swift.max(available / remaining, 0)
        slots[i].size = children[i].size(slots[i].proposal)
        let taken = slots[i].size[major]
        if !taken.isNaN { available -= taken }
        remaining -= 1
      }
      start = end
    }
  }

  /// The proposal children are placed with: a nil length across the stack becomes the
  /// stack's own, so that `.frame(maxWidth: .infinity)` rows in a `fixedSize` VStack all
  /// take the widest row's width (LayoutRules.md §6.1, §9.4).
  func placementProposal(_ p: ProposedSize, size: Size) -> ProposedSize {
    var q = p
    let minor = axis.other
    if q[minor] == nil { q[minor] = size[minor] }
    return q
  }

  /// The stack's own spacing: every child's edges across the axis, the first child's
  /// leading edge and the last child's trailing edge (LayoutRules.md §3.3).
  func spacing(_ children: LayoutChildren) -> Spacing {
    guard let first = children.first, let last = children.last else { return .zero }
    let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    let leading: Edge.Set = axis == .horizontal ? .leading : .top
    let trailing: Edge.Set = axis == .horizontal ? .trailing : .bottom
    var result = first.spacing.only(leading).union(last.spacing.only(trailing))
    for child in children { result = result.union(child.spacing.only(across)) }
    return result
  }
}
