/// Display rounding: SwiftUI lays out in fractional points and rounds each frame's edges in
/// canvas coordinates to the device's pixel grid, "nearest or up" (ties go up), so that
/// neighbours share an edge and leave no gap (LayoutRules.md §1.5).
///
/// At scale 3, an edge at 20.4 points is pixel 61.2 → 61 → 20.333; an edge at 16.5 points is
/// pixel 49.5 → 50 (tie, up) → 16.667. Scale 0 turns rounding off.
enum PixelGrid {
  /// A millionth of a pixel: arithmetic noise in layout (803/3 − 0.5 is not exactly a half
  /// pixel in binary) must not turn a tie into a round-down. Text.md §3 gives text's
  /// ceilings the same tolerance.
  static let tolerance = 1e-6

  /// Rounds a coordinate to the nearest pixel, ties up.
  static func round(_ value: Double, scale: Double) -> Double {
    guard scale > 0, value.isFinite else { return value }
    return (value * scale + 0.5 + tolerance).rounded(.down) / scale
  }

  /// Rounds both edges of a rectangle; the size is the distance between the rounded edges.
  static func round(_ rect: Rect, scale: Double) -> Rect {
    guard scale > 0 else { return rect }
    let minX = round(rect.minX, scale: scale)
    let minY = round(rect.minY, scale: scale)
    let maxX = round(rect.maxX, scale: scale)
    let maxY = round(rect.maxY, scale: scale)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
