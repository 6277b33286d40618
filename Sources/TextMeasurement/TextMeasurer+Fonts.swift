import LayoutEngine

extension TextMeasurer {
  /// The point size SwiftUI gives a font at this run's Dynamic Type size: text styles from
  /// Apple's tables, `.system(size:)` fixed, custom fonts fixed or scaled like their style
  /// (by the ratio of the style's size to its size at `.large`, as `UIFontMetrics` scales).
  func pointSize(_ font: FontSpec) -> Double {
    let dynamicTypeSize = font.resolvedDynamicTypeSize(in: self.dynamicTypeSize)
    switch font.base {
    case .textStyle(let style):
      return TextStyleTable.size(style, at: dynamicTypeSize)
    case .system(let size):
      return size
    case .custom(_, let size, let relativeTo):
      guard let style = relativeTo else { return size }
      return size * TextStyleTable.size(style, at: dynamicTypeSize)
        / TextStyleTable.size(style, at: .large)
    }
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
