/// `.frame(width:height:alignment:)`.
/// Child sizing: proposed the fixed lengths, and the frame's own proposal on the other axis.
/// Own size: the fixed lengths; the child's length on an axis without one (LayoutRules.md §7.2).
public struct FrameLayout: Sendable, UnaryLayout {
  public var width: Double?
  public var height: Double?
  public var alignment: Alignment

  /// Negative or non-finite lengths are ignored, as SwiftUI does (with a runtime warning).
  public init(width: Double?, height: Double?, alignment: Alignment = .center) {
    self.width = width.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    self.height = height.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    self.alignment = alignment
  }

  /// The fixed lengths written over the proposal's: the same proposal as
  /// `ProposedSize(width: width ?? p.width, …)`, without unwrapping the lengths kept (every
  /// frame is asked on every query; that form was a call of 70 instructions).
  @inline(__always)
  private func childProposal(_ p: ProposedSize) -> ProposedSize {
    var q = p
    if let width { q.width = width }
    if let height { q.height = height }
    return q
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let c = child.size(childProposal(p))
    return Size(width: width ?? c.width, height: height ?? c.height)
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let cp = childProposal(proposal)
    let s = child.size(cp)
    let origin = alignedOrigin(of: child, s, cp, in: size, alignment: alignment)
    return ChildPlacement(proposal: cp, origin: origin, size: s)
  }

  /// A fixed axis resets the spacing of its two edges (§3.3).
  func spacing(child: LayoutChild) -> Spacing {
    var edges: Edge.Set = []
    if width != nil { edges.formUnion(.horizontal) }
    if height != nil { edges.formUnion(.vertical) }
    return child.spacing.reset(edges)
  }
}
