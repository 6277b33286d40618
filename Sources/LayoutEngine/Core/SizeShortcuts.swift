/// Per node, how its size depends on the proposal, where that lets a query skip work:
/// - a shape (the proposal, an unspecified length 10), a circle (the largest square in it) and
///   a frame with both lengths fixed (those lengths; its child is not asked) are pure functions
///   of the proposal, cheaper to compute than to look up: the size cache neither stores nor
///   searches them;
/// - a frame with one fixed length answers the same whatever is proposed along that axis, so
///   its answers are cached under the proposal with that length left out.
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
    /// A frame with a fixed width: cached with the proposed width left out.
    case fixedWidth
    /// A frame with a fixed height: cached with the proposed height left out.
    case fixedHeight

    /// Answered without the cache.
    @inline(__always) var isComputed: Bool { rawValue &- 1 < 3 }
  }

  /// Per node: its shortcut in the low three bits and, above them, its row in the size cache.
  /// Only nodes answered through the cache have a row, so the cache is as long as they are
  /// few: two nodes in seven in a row of fixed frames over colours.
  private let routes: NodeTable<UInt32>
  /// How many nodes have a row.
  let rowCount: Int

  /// `enabled: false` (a trace, which shows every query as asked): no shortcut, every node a
  /// row.
  init(_ tree: LayoutTree, enabled: Bool = true) {
    routes = NodeTable(repeating: 0, count: tree.stored.count)
    var rows = 0
    for node in tree.stored.indices {
      let shortcut = enabled ? SizeShortcuts.shortcut(tree.stored[node].kind) : .none
      if shortcut.isComputed {
        routes[node] = UInt32(shortcut.rawValue)
      } else {
        routes[node] = UInt32(rows) << 3 | UInt32(shortcut.rawValue)
        rows += 1
      }
    }
    rowCount = rows
  }

  private static func shortcut(_ kind: StoredKind) -> Shortcut {
    switch kind {
    case .shape: return .shape
    case .circle: return .circle
    case .frame(let l):
      switch (l.width, l.height) {
      case (.some, .some): return .fixedFrame
      case (.some, nil): return .fixedWidth
      case (nil, .some): return .fixedHeight
      case (nil, nil): return .none
      }
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
    @inline(__always) var row: Int32 { Int32(bitPattern: bits >> 3) }
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
    case .none, .fixedWidth, .fixedHeight: preconditionFailure("not a computed shortcut")
    }
  }
}

extension LayoutComputer {
  /// The node's length along `axis` when it is the same for every proposal (a frame fixed
  /// on that axis), known without asking; nil otherwise, and always with a trace or stand-ins
  /// (`SizingBehavior`), which must see every query. A stack probing such a child at 0 and ∞
  /// would get this length both times.
  @inline(__always)
  func fixedLength(_ node: NodeID, _ axis: Axis) -> Double? {
    let route = shortcuts[node]
    switch route.shortcut {
    case .fixedFrame, .fixedWidth, .fixedHeight:
      guard forcedSizes.isEmpty, case .frame(let l) = tree.stored[Int(node)].kind else {
        return nil
      }
      return axis == .horizontal ? l.width : l.height
    case .none, .shape, .circle: return nil
    }
  }
}

extension SizeShortcuts.Shortcut {
  /// The proposal the node's answer is cached under: the lengths it does not read left out.
  @inline(__always)
  func key(_ p: ProposedSize) -> ProposedSize {
    switch self {
    case .fixedWidth: return ProposedSize(width: nil, height: p.height)
    case .fixedHeight: return ProposedSize(width: p.width, height: nil)
    default: return p
    }
  }
}
