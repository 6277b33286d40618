/// The engine's equivalent of SwiftUI's `Layout` protocol (LayoutRules.md §6.8): a container
/// that sizes itself from its subviews and places them, written as one small value type.
///
/// A conforming type is stored in the tree as `.container(…)`; the engine supplies what
/// SwiftUI's default implementations do: spacing = the union of the subviews' spacing on
/// every edge, explicit guides = the subviews' combined (§2.3) at their placement, priority 0
/// (−∞ with no subviews), and a subview that is never placed sits centred in the bounds,
/// proposed the layout's own proposal.
public protocol ContainerLayout: Sendable {
  /// The container's size for a proposal; may be asked any proposal and must be pure.
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size
  /// Places every subview with `subview.place(at:anchor:proposal:)`. `bounds` has the size
  /// the parent gave the container (left-to-right terms; the engine mirrors for RTL);
  /// `proposal` is the proposal the container was placed with.
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews)
  /// The container's spacing preferences.
  func spacing(subviews: LayoutSubviews) -> Spacing
  /// The container's explicit value for a guide, or nil.
  func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
  ) -> Double?
}

extension ContainerLayout {
  /// The union of every subview's spacing on every edge (`.zero` with no subviews).
  public func spacing(subviews: LayoutSubviews) -> Spacing {
    guard let first = subviews.first else { return .zero }
    return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
  }

  /// Frame guides are never explicit; text baselines and custom guides combine the
  /// subviews' explicit values where `placeSubviews` puts them (LayoutRules.md §2.3).
  public func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
  ) -> Double? {
    guard !key.isFrameAlignment, let first = subviews.first else { return nil }
    let placements = first.computer.placeContainer(
      self, subviews.map(\.node), in: bounds.size, proposal: proposal)
    return first.computer.combine(key, subviews.map(\.child), placements)
  }
}

/// The subviews of a container, in declaration order (SwiftUI's `LayoutSubviews`).
public typealias LayoutSubviews = [LayoutSubview]

/// What a container may ask of one subview and how it places it (SwiftUI's
/// `LayoutSubview`).
public struct LayoutSubview {
  let computer: LayoutComputer
  let node: NodeID
  let index: Int
  /// Where `place` writes during the placement pass; nil while sizing (placing is then a
  /// no-op).
  let recorder: PlacementRecorder?

  var child: LayoutChild { LayoutChild(computer: computer, node: node) }

  /// The subview's size for a proposal.
  public func sizeThatFits(_ proposal: ProposedSize) -> Size { computer.size(node, proposal) }

  /// The subview's size and guides for a proposal.
  public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
    child.dimensions(proposal)
  }

  /// The subview's layout priority (LayoutRules.md §4).
  public var priority: Double { computer.layoutPriority(node) }

  /// The subview's spacing preferences (`spacing.distance(to:along:)` gives §3.2).
  public var spacing: Spacing { computer.spacing(node) }

  /// Sizes the subview for `proposal` and puts its `anchor` at `point` (bounds coordinates,
  /// left-to-right terms).
  public func place(
    at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize
  ) {
    guard let recorder else { return }
    let size = computer.size(node, proposal)
    let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    recorder.placements[index] = ChildPlacement(proposal: proposal, origin: origin, size: size)
  }
}

/// Collects the placements of one `placeSubviews` call.
final class PlacementRecorder {
  var placements: [ChildPlacement?]

  init(count: Int) {
    placements = Array(repeating: nil, count: count)
  }
}

/// A point in a view's own unit square: (0, 0) its top-leading corner, (1, 1) its
/// bottom-trailing corner (SwiftUI's `UnitPoint`).
public struct UnitPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension LayoutComputer {
  func subviews(_ nodes: ArraySlice<NodeID>, recorder: PlacementRecorder? = nil) -> LayoutSubviews {
    nodes.enumerated().map { i, node in
      LayoutSubview(computer: self, node: node, index: i, recorder: recorder)
    }
  }

  func containerSize(_ layout: any ContainerLayout, _ node: NodeID, _ p: ProposedSize) -> Size {
    layout.sizeThatFits(proposal: p, subviews: subviews(tree.children(of: node)))
  }

  func containerSpacing(_ layout: any ContainerLayout, _ node: NodeID) -> Spacing {
    layout.spacing(subviews: subviews(tree.children(of: node)))
  }

  func containerAlignment(
    _ layout: any ContainerLayout, _ node: NodeID, _ key: AlignmentKey, size: Size,
    proposal: ProposedSize
  ) -> Double? {
    layout.explicitAlignment(
      of: key, in: Rect(origin: .zero, size: size), proposal: proposal,
      subviews: subviews(tree.children(of: node)))
  }

  /// Runs `placeSubviews` in bounds of `size` at the origin; a subview left unplaced sits
  /// centred, proposed the container's proposal (LayoutRules.md §6.8).
  func placeContainer<L: ContainerLayout>(
    _ layout: L, _ nodes: [NodeID], in size: Size, proposal: ProposedSize
  ) -> [ChildPlacement] {
    let recorder = PlacementRecorder(count: nodes.count)
    layout.placeSubviews(
      in: Rect(origin: .zero, size: size), proposal: proposal,
      subviews: subviews(nodes[...], recorder: recorder))
    return recorder.placements.enumerated().map { i, placed in
      if let placed { return placed }
      let s = self.size(nodes[i], proposal)
      return ChildPlacement(
        proposal: proposal,
        origin: Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), size: s)
    }
  }
}
