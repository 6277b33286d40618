/// Point sizes of the iOS text styles at each Dynamic Type size: Apple HIG, Typography,
/// "iOS, iPadOS Dynamic Type sizes" tables (developer.apple.com/design/human-interface-guidelines/typography),
/// the same numbers `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns.
public enum TextStyleTable {
  /// Sizes in DynamicTypeSize order (xSmall … accessibility5).
  public static func sizes(_ style: FontSpec.TextStyleName) -> [Double] {
    switch style {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  public static func size(_ style: FontSpec.TextStyleName, at dynamicType: DynamicTypeSize)
    -> Double
  {
    sizes(style)[DynamicTypeSize.allCases.firstIndex(of: dynamicType)!]
  }

  /// The style's weight on the CSS scale: headline is semibold, every other style regular.
  public static func weight(_ style: FontSpec.TextStyleName) -> Int {
    style == .headline ? 600 : 400
  }
}

extension FontSpec {
  /// The point size SwiftUI gives this font in a run at `runSize`: text styles from Apple's
  /// tables (at the font's own Dynamic Type size, if a modifier set or clamped one),
  /// `.system(size:)` fixed, custom fonts fixed or scaled like their style (by the ratio of
  /// the style's size to its size at `.large`, as `UIFontMetrics` scales).
  public func pointSize(in runSize: DynamicTypeSize) -> Double {
    let dynamicTypeSize = resolvedDynamicTypeSize(in: runSize)
    switch base {
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
}
