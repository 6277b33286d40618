/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
/// Child sizing: proposed `clamp(P ?? ideal, min, max)` per axis (nil when both are nil).
/// Own size: per axis the proposal clamped to min…max, the ideal when unproposed, else the
/// child's length bounded by the limits (LayoutRules.md §7.3).
public struct FlexFrameLayout: Sendable, UnaryLayout {
  /// The limits on one axis, normalised as SwiftUI's initialiser does.
  public struct Limits: Sendable, Hashable {
    public var min: Double?
    public var ideal: Double?
    public var max: Double?

    /// Normalisation validated against real SwiftUI: `min' = max(min, 0)`,
    /// `ideal' = max(min' ?? 0, ideal)`, `max' = max(ideal' ?? 0, max)`; with min and max but
    /// no ideal, max is not raised to min.
    public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
      let lo = min.map { Swift.max($0, 0) }
      let id = ideal.map { Swift.max(lo ?? 0, $0) }
      self.min = lo
      self.ideal = id
      self.max = max.map { Swift.max(id ?? 0, $0) }
    }

    var isConstrained: Bool { min != nil || ideal != nil || max != nil }

    /// Both limits given and consistent.
    var hasRange: Bool {
      if let min, let max { return min <= max }
      return false
    }

    /// The child's proposal on this axis for the frame's proposal `p`.
    func childProposal(_ p: Double?) -> Double? {
      guard let v = p ?? ideal else { return nil }
      return Swift.min(Swift.max(v, min ?? -.infinity), max ?? .infinity)
    }

    /// The frame's length when the child's length is not needed, else nil.
    func lengthWithoutChild(_ p: Double?) -> Double? {
      if let p, hasRange, let min, let max { return Swift.min(Swift.max(p, min), max) }
      if p == nil, let ideal { return ideal }
      return nil
    }

    /// The frame's length from the child's length `c` and the child proposal `cp`.
    func length(child c: Double, childProposal cp: Double?) -> Double {
      switch (min, max) {
      case (let lo?, let hi?) where lo <= hi: return Swift.min(Swift.max(c, lo), hi)
      case (let lo?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), lo)
      case (nil, let hi?): return Swift.min(Swift.max(cp ?? -.infinity, c), hi)
      default: return c
      }
    }
  }

  public var width: Limits
  public var height: Limits
  public var alignment: Alignment

  public init(width: Limits, height: Limits, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  private func limits(_ axis: Axis) -> Limits { axis == .horizontal ? width : height }

  private func childProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    var result = Size.zero
    var childSize: Size?
    let cp = childProposal(p)
    for axis in Axis.allCases {
      let l = limits(axis)
      if let length = l.lengthWithoutChild(p[axis]) {
        result[axis] = length
      } else {
        let c = childSize ?? child.size(cp)
        childSize = c
        result[axis] = l.length(child: c[axis], childProposal: cp[axis])
      }
    }
    return result
  }

  /// At placement (iOS 17 semantics) an axis proposes nil when it has no ideal, the frame was
  /// proposed nil on it and its size lies strictly inside min…max; otherwise the frame's size.
  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    var cp = ProposedSize(size)
    for axis in Axis.allCases {
      let l = limits(axis)
      let s = size[axis]
      if l.ideal == nil, proposal[axis] == nil, (l.min ?? -.infinity) < s,
        s < (l.max ?? .infinity)
      {
        cp[axis] = nil
      }
    }
    let s = child.size(cp)
    let origin = alignedOrigin(of: child, s, cp, in: size, alignment: alignment)
    return ChildPlacement(proposal: cp, origin: origin, size: s)
  }

  /// An axis with any limit resets the spacing of its two edges (§3.3).
  func spacing(child: LayoutChild) -> Spacing {
    var edges: Edge.Set = []
    if width.isConstrained { edges.formUnion(.horizontal) }
    if height.isConstrained { edges.formUnion(.vertical) }
    return child.spacing.reset(edges)
  }
}
