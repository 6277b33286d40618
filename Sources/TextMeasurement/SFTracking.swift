/// SF Pro's built-in tracking per point size on iOS, in points: Apple HIG, Typography,
/// "Tracking values" table for SF Pro (developer.apple.com/design/human-interface-guidelines/typography),
/// e.g. 17 pt → -0.43 pt (-26/1000 em), 12 pt → 0. Applied to the Inter text cut only
/// (Text.md §2.1: Inter's text cut plus this table reproduces iOS SF widths below 20 pt).
enum SFTracking {
  /// Index 0 is 6 pt, the last 27 pt; sizes outside are clamped to the ends (the text cut
  /// is never used at 26 pt and above, see `InterCut`).
  static let points: [Double] = [
    0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0.0, -0.08, -0.15, -0.23, -0.31,  // 6…16
    -0.43, -0.44, -0.45, -0.45, -0.36, -0.26, -0.10, 0.07, 0.15, 0.22, 0.29,  // 17…27
  ]

  /// Tracking in points at `size`, linearly interpolated between whole sizes (scaled fonts
  /// land on quarter points).
  static func tracking(atSize size: Double) -> Double {
    let position = min(max(size, 6), 27) - 6
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, points.count - 1)
    let fraction = position - Double(lower)
    return points[lower] + (points[upper] - points[lower]) * fraction
  }
}
