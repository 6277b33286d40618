import LayoutEngine

/// The size of `Image(systemName:)` without SF Symbols: an approximation from the font.
///
/// A symbol at the medium scale is drawn about as tall as the font's point size and, for most
/// symbols, about as wide (at `.body`, 17 pt, "star" measures about 17.7 × 16.7 pt on iOS;
/// wide symbols are wider, e.g. "chevron.compact.down" at 64 pt is 70.3 × 25.7). The box here
/// is a square with the point size as its side, times the image scale: small 0.78, large 1.29
/// (the ratios of SF Symbols' small and large scales to medium). See
/// Documentation/Views-and-Modifiers.md ("Image(systemName:)").
enum SymbolSize {
  enum Scale: String, Sendable {
    case small, medium, large

    var factor: Double {
      switch self {
      case .small: 0.78
      case .medium: 1
      case .large: 1.29
      }
    }
  }

  /// The symbol's baseline from its top: SF Symbols are drawn to sit on the text baseline
  /// with their middle at the middle of the capitals, so the box's centre lies half a cap
  /// height (SF Pro: 1443/2048 em) above the baseline. At `.body` (17 pt, side 17):
  /// 8.5 + 11.978 / 2 = 14.489.
  static func baseline(font: FontSpec, scale: Scale, in runSize: DynamicTypeSize = .large) -> Double
  {
    let capHeight = font.pointSize(in: runSize) * 1443 / 2048
    return size(font: font, scale: scale, in: runSize).height / 2 + capHeight / 2
  }

  /// The box at the font's point size in a run at `runSize`: a symbol in a text style grows
  /// with Dynamic Type as its text does (`.body` is 17 at large, 23 at xxxLarge).
  static func size(font: FontSpec, scale: Scale, in runSize: DynamicTypeSize = .large) -> Size {
    let side = font.pointSize(in: runSize) * scale.factor
    return Size(width: side, height: side)
  }
}
