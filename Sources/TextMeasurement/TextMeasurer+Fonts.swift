import LayoutEngine

extension TextMeasurer {
  /// The point size SwiftUI gives a font at this run's Dynamic Type size
  /// (`FontSpec.pointSize(in:)`).
  func pointSize(_ font: FontSpec) -> Double {
    font.pointSize(in: dynamicTypeSize)
  }

  /// The face and metrics for a font at a (possibly scaled-down) size. Designs other than
  /// `.default` (rounded, serif, monospaced) use Inter too: no freely licensed match is bundled.
  func resolve(_ font: FontSpec, size: Double) -> ResolvedFont {
    let weight: Int
    if let explicit = font.weight {
      weight = explicit
    } else if case .textStyle(let style) = font.base {
      weight = TextStyleTable.weight(style)
    } else {
      weight = 400
    }
    return source.resolve(size: size, weight: weight, italic: font.italic)
  }
}
