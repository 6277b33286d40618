/// `Divider()`: no child.
/// Own size: one pixel thick across its stack (a vertical line in an HStack, a horizontal one
/// in a VStack or outside any stack), the proposal (10 if unspecified) along it (§5.6).
public struct DividerLayout: Sendable {
  /// The enclosing stack's axis; nil outside a stack.
  public var stackAxis: Axis?

  public init(stackAxis: Axis?) {
    self.stackAxis = stackAxis
  }

  func sizeThatFits(_ p: ProposedSize, thickness: Double) -> Size {
    if stackAxis == .horizontal {
      return Size(width: thickness, height: p.height ?? 10)
    }
    return Size(width: p.width ?? 10, height: thickness)
  }
}
