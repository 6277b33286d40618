/// What a layout may ask of one of its children: its size for a proposal, its dimensions,
/// its spacing and its priority.
struct LayoutChild {
  /// Unretained: a child is made by the computer for one of its passes and never outlives it,
  /// and the retain and release of a strong reference per child per query were a tenth of a
  /// layout's instructions. The hot calls borrow it without a retain.
  private let unmanaged: Unmanaged<LayoutComputer>
  let node: NodeID

  init(computer: LayoutComputer, node: NodeID) {
    self.init(Unmanaged.passUnretained(computer), node)
  }

  init(_ computer: Unmanaged<LayoutComputer>, _ node: NodeID) {
    unmanaged = computer
    self.node = node
  }

  var computer: LayoutComputer { unmanaged.takeUnretainedValue() }

  /// Runs `body` with the computer borrowed, without a retain.
  @inline(__always)
  func withComputer<R>(_ body: (LayoutComputer) -> R) -> R {
    unmanaged._withUnsafeGuaranteedRef(body)
  }

  /// Places the child where `p` says inside `parent` (canvas coordinates), in `direction`.
  func place(_ p: ChildPlacement, in parent: Rect, direction: LayoutDirection) {
    unmanaged._withUnsafeGuaranteedRef { c in
      c.place(
        node, frame: c.childFrame(p.origin, p.size, in: parent, direction), proposal: p.proposal,
        direction: direction)
    }
  }

  @inline(__always)
  func size(_ proposal: ProposedSize) -> Size {
    unmanaged._withUnsafeGuaranteedRef { $0.size(node, proposal) }
  }

  func dimensions(_ proposal: ProposedSize) -> ViewDimensions {
    ViewDimensions(computer: computer, node: node, size: size(proposal), proposal: proposal)
  }

  func dimensions(_ size: Size, _ proposal: ProposedSize) -> ViewDimensions {
    ViewDimensions(computer: computer, node: node, size: size, proposal: proposal)
  }

  /// `dimensions(size, proposal)[key]` without making the dimensions.
  @inline(__always)
  func guide(_ key: AlignmentKey, _ size: Size, _ proposal: ProposedSize) -> Double {
    unmanaged._withUnsafeGuaranteedRef {
      $0.explicitAlignment(node, key, size: size, proposal: proposal)
        ?? $0.defaultAlignment(key, size: size)
    }
  }

  /// `guide` for a child known to answer no explicit value
  /// (`LayoutComputer.childrenTakeDefault`): the guide's default for its size.
  @inline(__always)
  func defaultGuide(_ key: AlignmentKey, _ size: Size) -> Double {
    unmanaged._withUnsafeGuaranteedRef { $0.defaultAlignment(key, size: size) }
  }

  /// Its length along `axis` when a frame fixes it (`LayoutComputer.fixedLength`).
  @inline(__always)
  func fixedLength(_ axis: Axis) -> Double? {
    unmanaged._withUnsafeGuaranteedRef { $0.fixedLength(node, axis) }
  }

  /// Whether no proposed length along `axis` changes its answer
  /// (`LayoutComputer.ignoresProposal`).
  @inline(__always)
  func ignoresProposal(along axis: Axis) -> Bool {
    unmanaged._withUnsafeGuaranteedRef { $0.ignoresProposal(node, along: axis) }
  }

  var spacing: Spacing { unmanaged._withUnsafeGuaranteedRef { $0.spacing(node) } }
  var priority: Double { unmanaged._withUnsafeGuaranteedRef { $0.layoutPriority(node) } }

  func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
    unmanaged._withUnsafeGuaranteedRef {
      $0.explicitAlignment(node, key, size: size, proposal: proposal)
    }
  }
}

/// A node's children as `LayoutChild`ren, in order, without building an array: a window onto
/// the tree's child list (stacks ask for their children on every proposal).
struct LayoutChildren: RandomAccessCollection {
  /// Unretained, as `LayoutChild`'s.
  private let unmanaged: Unmanaged<LayoutComputer>
  /// The computer's copy of the child list (`LayoutComputer.childNodes`): a slice of the
  /// tree's array retained its buffer per stack per query.
  let nodes: UnsafeBufferPointer<NodeID>

  init(computer: LayoutComputer, nodes: UnsafeBufferPointer<NodeID>) {
    unmanaged = Unmanaged.passUnretained(computer)
    self.nodes = nodes
  }

  var computer: LayoutComputer { unmanaged.takeUnretainedValue() }

  var startIndex: Int { 0 }
  var endIndex: Int { nodes.count }

  @inline(__always)
  subscript(i: Int) -> LayoutChild {
    LayoutChild(unmanaged, nodes[i])
  }
}

/// Where a unary layout puts its child: the proposal at placement and the child's origin in
/// the layout's own coordinates (left-to-right terms).
struct ChildPlacement {
  var proposal: ProposedSize
  var origin: Point
  var size: Size
}
