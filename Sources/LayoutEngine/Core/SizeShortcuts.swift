/// Per node, how its size depends on the proposal, where that lets a query skip work:
/// - a shape (the proposal, an unspecified length 10), a circle (the largest square in it) and
///   a frame with both lengths fixed (those lengths; its child is not asked) are pure functions
///   of the proposal, cheaper to compute than to look up: the size cache neither stores nor
///   searches them;
/// - a node that answers the same whatever is proposed along an axis is cached under the
///   proposal with that length left out (and computed with it left out, to the same answer):
///   a frame fixing that length; a frame fixing only the other one, a padding or a (non-lazy)
///   stack when all its children answer so. Each of these hands its children the length
///   (unchanged, inset or shared out) or a fixed one in its place, and is sized from their
///   answers and guides, which do not depend on it.
///
/// A stack probes every child at 0 and ∞ before offering its share, and does it again when it
/// is placed with its final proposal; a stack inside it multiplies the proposals its children
/// see. In rows of frames over colours most queries land on these nodes: each was a six-slot
/// search, a dispatch through the modifier switch and a store, and a `.frame(height:)` under
/// two stacks was asked twelve distinct proposals for three distinct answers, overflowing its
/// six slots (BENCHMARKS.md, *The protocol's probes answered directly*).
struct SizeShortcuts {
  enum Shortcut: UInt8 {
    /// Through the size cache, keyed by the whole proposal.
    case none = 0
    case shape
    case circle
    /// `.frame(width:height:)` with both lengths.
    case fixedFrame
    /// The same answer whatever width is proposed: cached with the proposed width left out.
    case ignoresWidth
    /// The same answer whatever height is proposed: cached with it left out.
    case ignoresHeight
    /// The same answer whatever is proposed: cached under (nil, nil).
    case ignoresBoth

    /// Answered without the cache.
    @inline(__always) var isComputed: Bool { rawValue &- 1 < 3 }

    /// The axes whose proposed length the answer ignores: bit 1 width, bit 2 height.
    var ignored: UInt8 {
      switch self {
      case .fixedFrame, .ignoresBoth: 3
      case .ignoresWidth: 1
      case .ignoresHeight: 2
      case .none, .shape, .circle: 0
      }
    }

    /// The shortcut of a node that is not a leaf, from the axes its answer ignores.
    static func ignoring(_ axes: UInt8) -> Shortcut {
      switch axes {
      case 3: .ignoresBoth
      case 1: .ignoresWidth
      case 2: .ignoresHeight
      default: .none
      }
    }
  }

  /// Per node: its shortcut in the low three bits, then `zeroPriority` (`ZeroPriority.swift`),
  /// and above them its row in the size cache.
  /// Only nodes answered through the cache have a row, so the cache is as long as they are
  /// few: two nodes in seven in a row of fixed frames over colours. The tree's summary's, read
  /// in place through a pointer, without checks (a copy for a computer made without them).
  private let routes: NodeTable<UInt32>
  /// How many nodes have a row.
  let rowCount: Int

  /// The tree's shortcuts; with `enabled: false` (a trace, which shows every query as asked)
  /// none, and every node a row of its own. `borrowing`: the summary's routes, read in place
  /// (`NodeTable(borrowing:)`); copied without.
  init(
    _ summary: TreeSummary, nodeCount: Int, enabled: Bool,
    borrowing: UnsafeBufferPointer<UInt32>? = nil
  ) {
    if enabled {
      routes = borrowing.map(NodeTable.init(borrowing:)) ?? NodeTable(copying: summary.routes)
      rowCount = summary.rowCount
    } else {
      routes = NodeTable(repeating: 0, count: nodeCount)
      for node in 0..<nodeCount { routes[node] = UInt32(node) << 4 }
      rowCount = nodeCount
    }
  }

  /// The shortcut of `stored` over `children`, whose routes are in `routes`.
  @inline(__always)
  static func shortcut(_ stored: StoredNode, children: [NodeID], routes: [UInt32]) -> Shortcut {
    /// The axes every child's answer ignores (both, for no child).
    func childrenIgnore() -> UInt8 {
      var axes: UInt8 = 3
      for child in children { axes &= Route(bits: routes[Int(child)]).shortcut.ignored }
      return axes
    }
    switch stored.kind {
    case .shape: return .shape
    case .circle: return .circle
    case .frame(let l):
      let fixed: UInt8 = (l.width == nil ? 0 : 1) | (l.height == nil ? 0 : 2)
      return fixed == 3 ? .fixedFrame : .ignoring(fixed | childrenIgnore())
    case .padding: return .ignoring(childrenIgnore())
    case .stack(let l) where !l.isLazy: return .ignoring(childrenIgnore())
    default: return .none
    }
  }

  /// A node's shortcut and row, as stored.
  struct Route {
    let bits: UInt32
    /// No shortcut: through the cache with the whole proposal (tested first: most nodes).
    @inline(__always) var isPlain: Bool { bits & 7 == 0 }
    /// The low bits are always a stored `Shortcut`'s raw value, which is its case's number.
    @inline(__always) var shortcut: Shortcut { unsafeBitCast(UInt8(bits & 7), to: Shortcut.self) }
    /// The node's row in the size cache (meaningless when the shortcut `isComputed`).
    @inline(__always) var row: Int32 { Int32(bitPattern: bits >> 4) }
    /// The node's priority is 0 (`ZeroPriority.swift`); never set with a trace.
    @inline(__always) var hasZeroPriority: Bool { bits & SizeShortcuts.zeroPriority != 0 }
  }

  @inline(__always)
  subscript(node: NodeID) -> Route { Route(bits: routes[Int(node)]) }

  /// The node's row in the size cache; nil for a node answered without it.
  func row(_ node: NodeID) -> Int32? {
    let route = self[node]
    return route.shortcut.isComputed ? nil : route.row
  }

  /// Called once, by the computer's `deinit`.
  func free() { routes.free() }
}

extension LayoutComputer {
  /// The size of a node whose shortcut `isComputed`: what `computeSize` answers.
  @inline(__always)
  func shortcutSize(_ node: NodeID, _ shortcut: SizeShortcuts.Shortcut, _ p: ProposedSize)
    -> Size
  {
    switch shortcut {
    case .shape: return ShapeLayout.sizeThatFits(p)
    case .circle: return CircleLayout.sizeThatFits(p)
    case .fixedFrame:
      guard case .frame(let l) = tree.stored[Int(node)].kind, let w = l.width, let h = l.height
      else { preconditionFailure("a fixed frame's node changed kind") }
      return Size(width: w, height: h)
    case .none, .ignoresWidth, .ignoresHeight, .ignoresBoth:
      preconditionFailure("not a computed shortcut")
    }
  }
}

extension LayoutComputer {
  /// Whether the node's answer is the same whatever length is proposed along `axis`; never
  /// with a trace or stand-ins (`SizingBehavior`), which must see every query. A stack
  /// probing such a child at 0 and ∞ would get the same length both times.
  @inline(__always)
  func ignoresProposal(_ node: NodeID, along axis: Axis) -> Bool {
    let bit: UInt8 = axis == .horizontal ? 1 : 2
    return shortcuts[node].shortcut.ignored & bit != 0 && forcedSizes.isEmpty
  }

  /// The node's length along `axis` when a frame fixes it, read without asking; nil
  /// otherwise (and where `ignoresProposal` is false).
  @inline(__always)
  func fixedLength(_ node: NodeID, _ axis: Axis) -> Double? {
    guard ignoresProposal(node, along: axis), case .frame(let l) = tree.stored[Int(node)].kind
    else { return nil }
    return axis == .horizontal ? l.width : l.height
  }
}

extension SizeShortcuts.Shortcut {
  /// The proposal the node's answer is cached under: the lengths it does not read left out.
  @inline(__always)
  func key(_ p: ProposedSize) -> ProposedSize {
    switch self {
    case .ignoresWidth: return ProposedSize(width: nil, height: p.height)
    case .ignoresHeight: return ProposedSize(width: p.width, height: nil)
    case .ignoresBoth: return .unspecified
    default: return p
    }
  }
}
