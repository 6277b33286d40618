/// Rounding to the device pixel grid as SwiftUI's text does (Text.md §3).
struct PixelRounding: Sendable, Hashable {
  var scale: Double

  /// Rounded up to the next pixel; the tolerance keeps values already on the grid there
  /// despite floating-point noise.
  func up(_ x: Double) -> Double { (x * scale - 1e-9).rounded(.up) / scale }

  /// Rounded to the nearest pixel.
  func nearest(_ x: Double) -> Double { (x * scale).rounded() / scale }
}
