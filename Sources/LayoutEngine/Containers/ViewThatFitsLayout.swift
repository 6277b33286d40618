/// `ViewThatFits(in axes:)`.
/// Child sizing: each child in order is asked its ideal size on the constrained axes (nil
/// there, the proposal on the others); the first that fits — or the last — is proposed the
/// whole proposal. Own size: the chosen child's (LayoutRules.md §6.7, Q8).
public struct ViewThatFitsLayout: Sendable {
  /// The axes a child must fit on.
  public var axes: Axis.Set

  public init(axes: Axis.Set = .both) {
    self.axes = axes
  }

  /// The proposal a child's ideal size is measured with.
  func idealProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : p.width,
      height: axes.contains(.vertical) ? nil : p.height)
  }

  /// The index of the chosen child: the first whose ideal length is at most the proposal on
  /// every constrained axis (a nil proposal constrains nothing), else the last.
  func choice(_ children: LayoutChildren, _ p: ProposedSize) -> Int {
    let probe = idealProposal(p)
    for (i, child) in children.enumerated().dropLast() {
      let ideal = child.size(probe)
      let fits = Axis.allCases.allSatisfy { axis in
        guard axes.contains(axis), let limit = p[axis] else { return true }
        return ideal[axis] <= limit
      }
      if fits { return i }
    }
    return children.count - 1
  }

  func sizeThatFits(_ p: ProposedSize, children: LayoutChildren) -> Size {
    guard !children.isEmpty else { return .zero }
    return children[choice(children, p)].size(p)
  }
}
