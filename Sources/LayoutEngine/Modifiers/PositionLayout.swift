/// `.position(x:y:)` and `.position(_:)`.
/// Child sizing: proposed the position view's final size; centred on (x, y).
/// Own size: the whole proposal; an unspecified length is the child's (LayoutRules.md §7.11).
public struct PositionLayout: Sendable, UnaryLayout {
  public var x: Double
  public var y: Double

  public init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }

  func sizeThatFits(_ p: ProposedSize, child: LayoutChild) -> Size {
    if let w = p.width, let h = p.height { return Size(width: w, height: h) }
    let c = child.size(p)
    return Size(width: p.width ?? c.width, height: p.height ?? c.height)
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let cp = ProposedSize(size)
    let s = child.size(cp)
    return ChildPlacement(
      proposal: cp, origin: Point(x: x - s.width / 2, y: y - s.height / 2), size: s)
  }

  func spacing(child: LayoutChild) -> Spacing { .default }
}
