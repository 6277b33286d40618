/// `.gridCellColumns`, `.gridColumnAlignment`, `.gridCellAnchor`, `.gridCellUnsizedAxes`.
/// Child sizing: the proposal. Own size: the child's.
/// Transparent: the traits are read by the enclosing `Grid` (the outermost setting wins).
public struct GridCellLayout: Sendable, UnaryLayout {
  public var columns: Int?
  public var columnAlignment: HorizontalAlignment?
  public var anchor: UnitPoint?
  /// Axes on which the cell does not size its column or row.
  public var unsizedHorizontally: Bool
  public var unsizedVertically: Bool

  public init(
    columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, anchor: UnitPoint? = nil,
    unsizedHorizontally: Bool = false, unsizedVertically: Bool = false
  ) {
    self.columns = columns
    self.columnAlignment = columnAlignment
    self.anchor = anchor
    self.unsizedHorizontally = unsizedHorizontally
    self.unsizedVertically = unsizedVertically
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size { child.size(p) }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero, size: child.size(proposal))
  }

  func layoutPriority(child: LayoutChild) -> Double { child.priority }
}
