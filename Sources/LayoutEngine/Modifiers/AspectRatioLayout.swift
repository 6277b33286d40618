/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`.
/// Child sizing: the largest (fit) or smallest (fill) rectangle of the ratio for the proposal.
/// Own size: the child's answer to that proposal, which the child centres in (§7.8).
public struct AspectRatioLayout: Sendable, UnaryLayout {
  public enum ContentMode: Sendable { case fit, fill }

  /// Width over height; nil uses the child's ideal size.
  public var ratio: Double?
  public var contentMode: ContentMode

  public init(ratio: Double?, contentMode: ContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }

  private func childProposal(_ p: ProposedSize, child: LayoutChild) -> ProposedSize {
    if p.width == nil && p.height == nil { return .unspecified }
    var r = ratio.map { Size(width: $0, height: 1) } ?? child.size(.unspecified)
    if r.width == r.height { r = Size(width: 1, height: 1) }
    func scale(_ proposed: Double?, _ length: Double) -> Double {
      guard let proposed else { return .infinity }
      if proposed == 0 && length == 0 { return .infinity }
      return proposed / length
    }
    let sx = scale(p.width, r.width)
    let sy = scale(p.height, r.height)
    let s = contentMode == .fit ? Swift.min(sx, sy) : Swift.max(sx, sy)
    // 0 × ∞ would be NaN: a zero-length side stays zero.
    return ProposedSize(
      width: r.width == 0 ? 0 : r.width * s, height: r.height == 0 ? 0 : r.height * s)
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    child.size(childProposal(p, child: child))
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    centred(child, in: size, proposal: childProposal(proposal, child: child))
  }
}
