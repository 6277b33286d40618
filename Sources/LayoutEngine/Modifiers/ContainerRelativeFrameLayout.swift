/// `.containerRelativeFrame(_:alignment:)`, `(_:count:span:spacing:alignment:)` and
/// `(_:alignment:_:)`.
/// Child sizing: as `.frame(width:height:alignment:)` with the lengths computed from the
/// nearest container (the canvas or a ScrollView, minus its safe area and content margins) on
/// the listed axes, the proposal on the others. Own size: those lengths; the child's on the
/// other axes (LayoutRules.md §7.13, Q10).
///
/// It is also `.frame(width: proxy.size.width * 0.3)` inside a `GeometryReader`: a fixed
/// frame whose lengths are computed from the enclosing reader's size as placed (`source`).
public struct ContainerRelativeFrameLayout: Sendable {
  /// Whose size the lengths are computed from.
  public enum Source: Sendable, Hashable {
    /// The nearest container: the canvas or a ScrollView.
    case container
    /// An enclosing `GeometryReader`: 0 the innermost, 1 the one around it…
    case geometryReader(depth: Int)
  }

  public enum Length: Sendable, Hashable {
    /// The container's length.
    case full
    /// `((L − spacing·(count − 1)) / count) · span + spacing·(span − 1)`.
    case grid(count: Int, span: Int, spacing: Double)
    /// `{ length, axis in … }`.
    case closure(DimensionExpression)
    /// Each axis's expression over the reader's `width` and `height` (`proxy.size.width`).
    case proxy(width: DimensionExpression?, height: DimensionExpression?)
  }

  public var axes: Axis.Set
  public var length: Length
  public var alignment: Alignment
  public var source: Source = .container

  public init(axes: Axis.Set, length: Length = .full, alignment: Alignment = .center) {
    self.axes = axes
    self.length = length
    self.alignment = alignment
  }

  /// `.frame(width:height:alignment:)` with lengths read from a `GeometryReader`'s proxy.
  public static func proxyFrame(
    depth: Int, width: DimensionExpression?, height: DimensionExpression?,
    alignment: Alignment = .center
  ) -> ContainerRelativeFrameLayout {
    var axes: Axis.Set = []
    if width != nil { axes.insert(.horizontal) }
    if height != nil { axes.insert(.vertical) }
    var layout = ContainerRelativeFrameLayout(
      axes: axes, length: .proxy(width: width, height: height), alignment: alignment)
    layout.source = .geometryReader(depth: depth)
    return layout
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
    case .proxy: return container  // read per axis in `frame(container:)`
    }
  }

  /// The equivalent fixed frame for a container size (nil: the reader is not placed yet, as
  /// when `--behaviors` probes the view alone; the frame then fixes nothing). A negative or
  /// non-finite result fixes nothing either, as SwiftUI ignores an invalid frame dimension.
  func frame(container: Size?) -> FrameLayout {
    guard let container else { return FrameLayout(width: nil, height: nil, alignment: alignment) }
    if case .proxy(let width, let height) = length {
      func value(_ e: DimensionExpression?) -> Double? {
        e?.evaluate(width: container.width, height: container.height) { _, _ in nil }
      }
      return FrameLayout(width: value(width), height: value(height), alignment: alignment)
    }
    return FrameLayout(
      width: axes.contains(.horizontal) ? length(container.width) : nil,
      height: axes.contains(.vertical) ? length(container.height) : nil,
      alignment: alignment)
  }
}
