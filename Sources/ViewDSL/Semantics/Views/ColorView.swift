import LayoutEngine

/// `Color` in all its SwiftUI forms. A colour takes the whole proposal like a shape; its
/// components change no layout and are only checked.
enum ColorView {
  /// `Color(…)`'s initialisers, shared with colour arguments (`.foregroundColor(Color(…))`).
  static let signatures: [Signature] = [
    Signature(
      "rgb",
      [
        colorSpace, .labelled("red", .number), .labelled("green", .number),
        .labelled("blue", .number), opacity,
      ]),
    Signature("white", [colorSpace, .labelled("white", .number), opacity]),
    Signature(
      "hsb",
      [
        .labelled("hue", .number), .labelled("saturation", .number),
        .labelled("brightness", .number), opacity,
      ]),
    Signature("asset", [.positional("name", .string), .labelled("bundle", .any, defaulted: true)]),
    Signature("uiColor", [.labelled("uiColor", .any)]),
    // `Color(UIColor.systemBackground)`: UIKit's colour, unlabelled (iOS 15's older spelling).
    Signature("uiColorValue", [.positional("color", .any)]),
    Signature("nsColor", [.labelled("nsColor", .any)]),
    Signature("cgColor", [.labelled("cgColor", .any)]),
  ]

  static let definition = ViewDefinition(
    name: "Color", role: .shape, members: ValueTables.namedColors,
    bareNameHint: "a color such as 'Color.red' or 'Color(red: 1, green: 0.5, blue: 0)'",
    overloads: signatures,
    lower: { _, _, context in context.addNode(.shape) })

  /// `_ colorSpace: Color.RGBColorSpace = .sRGB`.
  private static let colorSpace = Parameter.positional("colorSpace", .colorSpace, defaulted: true)
  /// `opacity: Double = 1`.
  private static let opacity = Parameter.labelled("opacity", .number, defaulted: true)
}
