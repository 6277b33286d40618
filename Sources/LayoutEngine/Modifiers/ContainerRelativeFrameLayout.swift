/// `.containerRelativeFrame(_:alignment:)`, `(_:count:span:spacing:alignment:)` and
/// `(_:alignment:_:)`.
/// Child sizing: as `.frame(width:height:alignment:)` with the lengths computed from the
/// nearest container (the canvas or a ScrollView, minus its safe area and content margins) on
/// the listed axes, the proposal on the others. Own size: those lengths; the child's on the
/// other axes (LayoutRules.md §7.13, Q10).
public struct ContainerRelativeFrameLayout: Sendable {
  public enum Length: Sendable, Hashable {
    /// The container's length.
    case full
    /// `((L − spacing·(count − 1)) / count) · span + spacing·(span − 1)`.
    case grid(count: Int, span: Int, spacing: Double)
    /// `{ length, axis in … }`.
    case closure(DimensionExpression)
  }

  public var axes: Axis.Set
  public var length: Length
  public var alignment: Alignment

  public init(axes: Axis.Set, length: Length = .full, alignment: Alignment = .center) {
    self.axes = axes
    self.length = length
    self.alignment = alignment
  }

  /// The length on one axis for a container length.
  func length(_ container: Double) -> Double {
    switch length {
    case .full: return container
    case .grid(let count, let span, let spacing):
      let n = Double(Swift.max(1, count))
      let k = Double(Swift.max(1, span))
      return (container - spacing * (n - 1)) / n * k + spacing * (k - 1)
    case .closure(let e):
      return e.evaluate(width: 0, height: 0, length: container) { _, _ in nil } ?? container
    }
  }

  /// The equivalent fixed frame for a container size.
  func frame(container: Size) -> FrameLayout {
    FrameLayout(
      width: axes.contains(.horizontal) ? length(container.width) : nil,
      height: axes.contains(.vertical) ? length(container.height) : nil,
      alignment: alignment)
  }
}
