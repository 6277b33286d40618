/// The view taxonomy's sizing behaviour on one axis (the article "Understanding SwiftUI Layout Behaviors"): an expanding view takes the
/// length it is offered, a hugging view keeps to its own, a neutral view follows its content.
public enum SizingBehavior: String, Sendable, Hashable {
  case expanding, hugging, neutral
}

/// A view's behaviour per axis: intrinsic (probed with an expanding and a hugging stand-in
/// for its child views, as the taxonomy article probes composed views) and effective (probed
/// with the child views it has).
public struct ViewBehavior: Sendable, Hashable {
  public var intrinsic: (horizontal: SizingBehavior, vertical: SizingBehavior)
  public var effective: (horizontal: SizingBehavior, vertical: SizingBehavior)

  public static func == (a: ViewBehavior, b: ViewBehavior) -> Bool {
    a.intrinsic == b.intrinsic && a.effective == b.effective
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(intrinsic.horizontal)
    hasher.combine(intrinsic.vertical)
    hasher.combine(effective.horizontal)
    hasher.combine(effective.vertical)
  }
}

/// What a probe puts in place of a child view: `Color` (takes the proposal, 10 when nil) or a
/// 10 × 10 box (keeps its size), the taxonomy's `Color` and `Text` stand-ins.
enum ForcedSize: Sendable {
  case expanding, hugging

  func size(_ p: ProposedSize) -> Size {
    switch self {
    case .expanding: Size(width: p.width ?? 10, height: p.height ?? 10)
    case .hugging: Size(width: 10, height: 10)
    }
  }
}

extension LayoutComputer {
  /// The probe's canvas, "sufficiently large" (the article uses 1000 × 1000; larger, so that
  /// long texts still read as hugging).
  static let probeLength = 10_000.0

  /// Every view's behaviour, by view index. A view's own nodes (its modifiers and the nodes
  /// it lowers to, down to its child views) are re-sized for each probe; the child views are
  /// stand-ins, so each probe costs the view's own nodes only.
  func behaviors() -> [ViewBehavior] {
    // The probes replace and forget answers: a stack's kept distribution may no longer hold.
    keepsShares = false
    let probe = ProposedSize(width: Self.probeLength, height: Self.probeLength)
    var childViews = [[NodeID]](repeating: [], count: tree.views.count)
    for view in tree.views {
      if let parent = view.parent { childViews[parent].append(view.outermostNode) }
    }
    return tree.views.indices.map { v in
      let root = tree.views[v].outermostNode
      let effective = classify(size(root, probe))
      guard !childViews[v].isEmpty else {
        return ViewBehavior(intrinsic: effective, effective: effective)
      }
      let own = ownNodes(from: root, stoppingAt: Set(childViews[v]))
      let withExpanding = probeSize(root, probe, own: own, children: childViews[v], as: .expanding)
      let withHugging = probeSize(root, probe, own: own, children: childViews[v], as: .hugging)
      let a = classify(withExpanding)
      let b = classify(withHugging)
      return ViewBehavior(
        intrinsic: (
          a.horizontal == b.horizontal ? a.horizontal : .neutral,
          a.vertical == b.vertical ? a.vertical : .neutral
        ),
        effective: effective)
    }
  }

  /// Expanding when the length is the probe's (within a thousandth of a point: shares of a
  /// stack's length do not always add up exactly).
  private func classify(_ size: Size) -> (horizontal: SizingBehavior, vertical: SizingBehavior) {
    func axis(_ length: Double) -> SizingBehavior {
      abs(length - Self.probeLength) < 0.001 ? .expanding : .hugging
    }
    return (axis(size.width), axis(size.height))
  }

  /// The root's size with the child views replaced by stand-ins; the caches of the nodes in
  /// between and of the child views are cleared before and after, so no other answer sees
  /// the stand-ins.
  private func probeSize(
    _ root: NodeID, _ p: ProposedSize, own: [NodeID], children: [NodeID], as stand: ForcedSize
  ) -> Size {
    // The stand-ins' own cache entries go too: they would answer before the stand-in.
    for node in own + children { if let row = shortcuts.row(node) { cache.clear(row) } }
    for child in children { forcedSizes[child] = stand }
    let result = size(root, p)
    forcedSizes.removeAll(keepingCapacity: true)
    for node in own + children { if let row = shortcuts.row(node) { cache.clear(row) } }
    return result
  }

  /// The nodes from `root` down to (not into) the given child views' nodes.
  private func ownNodes(from root: NodeID, stoppingAt stops: Set<NodeID>) -> [NodeID] {
    var result: [NodeID] = []
    var pending = [root]
    while let node = pending.popLast() {
      guard !stops.contains(node) else { continue }
      result.append(node)
      pending.append(contentsOf: tree.children(of: node))
    }
    return result
  }
}
