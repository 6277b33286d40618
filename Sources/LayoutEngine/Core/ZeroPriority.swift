/// Which nodes report a layout priority of 0 whatever is asked (LayoutRules.md §4): the
/// leaves other than `Spacer`, containers with children, the modifiers that report 0, and
/// those that forward such a child's. It is the answer of `LayoutComputer.computePriority`
/// for these kinds, known from the tree's summary as a bit of the node's route
/// (`SizeShortcuts.Route`).
///
/// A stack reads every child's priority before it distributes. With the bit, almost every
/// node answers without the priority memo, whose table (8 bytes a node, filled for every node
/// at the start of every layout) is made only when some other node is asked: a
/// `.layoutPriority`, a `Spacer`, an empty container.
extension SizeShortcuts {
  /// The route bit that says the node's priority is 0.
  static let zeroPriority: UInt32 = 8

  /// Whether `stored`, over `children` whose routes are in `routes`, reports priority 0.
  static func hasZeroPriority(_ stored: StoredNode, children: [NodeID], routes: [UInt32])
    -> Bool
  {
    /// The first child's priority is 0 (modifiers and layers forward it).
    func childIsZero() -> Bool {
      children.first.map { routes[Int($0)] & zeroPriority != 0 } ?? false
    }
    switch stored.kind {
    case .shape, .circle, .divider, .image, .empty, .geometryReader, .text: return true
    case .spacer: return false
    case .stack, .zstack, .container, .viewThatFits, .grid, .gridRow: return !children.isEmpty
    case .secondaryLayer, .safeAreaInset: return childIsZero()
    // `UnaryLayout.layoutPriority`: these forward their child's, `.layoutPriority` has its own.
    case .alignmentGuide, .offset, .fixedSize, .layoutDirection, .gridCell: return childIsZero()
    case .layoutPriority: return false
    case .frame, .flexFrame, .padding, .position, .aspectRatio, .scrollView, .ignoresSafeArea,
      .safeAreaPadding, .containerRelativeFrame, .geometryFrame:
      return true
    }
  }
}
