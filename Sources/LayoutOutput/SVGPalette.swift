import LayoutEngine

/// The fixed colours of `--format svg` (README, "Pictures"): one per kind of view, so a
/// picture reads like a legend. Views are outlined in their colour; shapes, images, spacers
/// and controls are also filled with it, lightly; modifiers are dashed outlines in the colour
/// of their view, and padding fills its band amber.
public enum SVGPalette {
  public enum Category: String, Sendable, CaseIterable {
    case text, stack, shape, image, spacer, control, other
  }

  /// The outline (and fill) colour of a category.
  public static func color(_ category: Category) -> String {
    switch category {
    case .text: "#007aff"  // blue
    case .stack: "#af52de"  // purple
    case .shape: "#ff9500"  // orange
    case .image: "#34c759"  // green
    case .spacer: "#30b0c7"  // teal
    case .control: "#ff2d55"  // pink
    case .other: "#8e8e93"  // grey
    }
  }

  /// How strongly a category's views are filled (0: outline only). Text shows its glyphs
  /// instead; containers stay outlines so that their children show through.
  public static func fillOpacity(_ category: Category) -> Double {
    switch category {
    case .shape, .spacer: 0.35
    case .image: 0.25
    case .control: 0.15
    case .text, .stack, .other: 0
    }
  }

  /// Padding modifiers fill their box with this, under the view, so the band shows.
  public static let padding = "#e6b422"
  public static let paddingOpacity = 0.25
  /// The safe-area insets are shaded with this.
  public static let safeArea = "#8e8e93"
  public static let safeAreaOpacity = 0.2
  /// The text's glyphs.
  public static let ink = "#1c1c1e"
  public static let background = "#ffffff"
  /// Views other than the highlighted one are drawn at this opacity with `--highlight`.
  public static let fadedOpacity = 0.2

  /// The category of a view by its role in the catalogue.
  public static func category(of role: ViewRole) -> Category {
    switch role {
    case .text: .text
    case .shape, .circle, .ellipse, .capsule: .shape
    case .image: .image
    case .spacer: .spacer
    case .control: .control
    case .container: .stack
    case .other: .other
    }
  }
}
