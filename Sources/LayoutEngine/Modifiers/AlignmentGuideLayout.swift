/// `.alignmentGuide(_:computeValue:)`.
/// Child sizing: the proposal. Own size: the child's.
/// It sets the explicit value of one guide from a closure over the child's dimensions; every
/// other guide, spacing and priority pass through (LayoutRules.md §2.2).
public struct AlignmentGuideLayout: Sendable, UnaryLayout {
  public var key: AlignmentKey
  public var value: DimensionExpression

  public init(key: AlignmentKey, value: DimensionExpression) {
    self.key = key
    self.value = value
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size { child.size(p) }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero, size: child.size(proposal))
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? {
    guard key == self.key else {
      return child.explicitAlignment(key, size: size, proposal: proposal)
    }
    let d = child.dimensions(size, proposal)
    // A closure that reads a missing explicit guide yields nil; SwiftUI would force-unwrap
    // and trap, so the view falls back to the guide's default value instead.
    return value.evaluate(width: size.width, height: size.height) { k, explicitOnly in
      explicitOnly ? d[explicit: k] : d[k]
    }
  }

  func layoutPriority(child: LayoutChild) -> Double { child.priority }
}

extension AlignmentGuideLayout {
  /// The alignment pass: the closure's answer is remembered (a closure may read its child's
  /// guides more than once), and a query for the guide is noted for `LayoutAdvice`.
  func explicitValue(
    of node: NodeID, _ key: AlignmentKey, size: Size, proposal: ProposedSize, child: LayoutChild
  ) -> Double? {
    let computer = child.computer
    if key == self.key { computer.queriedGuides.insert(node) }
    return computer.memoisedAlignment(node, key, size, proposal) {
      explicitAlignment(key, size: size, proposal: proposal, child: child)
    }
  }
}
