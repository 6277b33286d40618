import LayoutEngine

/// The built-in shapes. All but `Circle` take the whole proposal (LayoutRules.md §5.1); their
/// arguments (corner radius, style) change no layout and are only checked.
enum ShapeViews {
  static let definitions: [ViewDefinition] = [
    shape("Rectangle", [Signature("plain", [])]),
    shape(
      "RoundedRectangle",
      [
        Signature("cornerRadius", [.labelled("cornerRadius", .number), cornerStyle]),
        Signature("cornerSize", [.labelled("cornerSize", .size), cornerStyle]),
      ]),
    shape(
      "UnevenRoundedRectangle",
      [
        Signature(
          "radii",
          [
            .labelled("topLeadingRadius", .number, defaulted: true),
            .labelled("bottomLeadingRadius", .number, defaulted: true),
            .labelled("bottomTrailingRadius", .number, defaulted: true),
            .labelled("topTrailingRadius", .number, defaulted: true), cornerStyle,
          ])
      ]),
    shape("Ellipse", [Signature("plain", [])], role: .ellipse),
    shape("Capsule", [Signature("style", [cornerStyle])], role: .capsule),
    shape("ContainerRelativeShape", [Signature("plain", [])]),
    ViewDefinition(
      name: "Circle", role: .circle, overloads: [Signature("plain", [])],
      lower: { _, _, context in context.addNode(.circle) }),
    // Gradients are views that fill what they are offered, like a Color (SwiftUI's
    // `ShapeStyle`s used as views); their colours, points and angles are checked for labels
    // only.
    shape(
      "LinearGradient",
      [
        gradient("colors", [.labelled("startPoint", .any), .labelled("endPoint", .any)]),
        gradient("gradient", [.labelled("startPoint", .any), .labelled("endPoint", .any)]),
        gradient("stops", [.labelled("startPoint", .any), .labelled("endPoint", .any)]),
      ]),
    shape(
      "RadialGradient",
      [
        gradient(
          "colors",
          [
            .labelled("center", .any), .labelled("startRadius", .number),
            .labelled("endRadius", .number),
          ]),
        gradient(
          "gradient",
          [
            .labelled("center", .any), .labelled("startRadius", .number),
            .labelled("endRadius", .number),
          ]),
        gradient(
          "stops",
          [
            .labelled("center", .any), .labelled("startRadius", .number),
            .labelled("endRadius", .number),
          ]),
      ]),
    shape(
      "AngularGradient",
      [
        gradient(
          "colors",
          [
            .labelled("center", .any), .labelled("startAngle", .any, defaulted: true),
            .labelled("endAngle", .any, defaulted: true),
          ]),
        gradient(
          "gradient",
          [
            .labelled("center", .any), .labelled("startAngle", .any, defaulted: true),
            .labelled("endAngle", .any, defaulted: true),
          ]),
        gradient(
          "stops",
          [
            .labelled("center", .any), .labelled("startAngle", .any, defaulted: true),
            .labelled("endAngle", .any, defaulted: true),
          ]),
        gradient("angle", [.labelled("center", .any), .labelled("angle", .any)]),
      ]),
    shape(
      "EllipticalGradient",
      [
        gradient(
          "colors",
          [
            .labelled("center", .any, defaulted: true),
            .labelled("startRadiusFraction", .number, defaulted: true),
            .labelled("endRadiusFraction", .number, defaulted: true),
          ]),
        gradient(
          "gradient",
          [
            .labelled("center", .any, defaulted: true),
            .labelled("startRadiusFraction", .number, defaulted: true),
            .labelled("endRadiusFraction", .number, defaulted: true),
          ]),
        gradient(
          "stops",
          [
            .labelled("center", .any, defaulted: true),
            .labelled("startRadiusFraction", .number, defaulted: true),
            .labelled("endRadiusFraction", .number, defaulted: true),
          ]),
      ]),
  ]

  /// A gradient initialiser: its colours (`colors:`, `gradient:` or `stops:`) then `rest`.
  private static func gradient(_ first: String, _ rest: [Parameter]) -> Signature {
    // `angle` overloads also take the colours first (`AngularGradient(colors:center:angle:)`).
    let colours = first == "angle" ? "colors" : first
    return Signature(first, [.labelled(colours, .any)] + rest)
  }

  /// `style: RoundedCornerStyle = .continuous`.
  private static let cornerStyle = Parameter.labelled(
    "style", .roundedCornerStyle, defaulted: true)

  private static func shape(
    _ name: String, _ overloads: [Signature], role: ViewRole = .shape
  ) -> ViewDefinition {
    ViewDefinition(
      name: name, role: role, overloads: overloads,
      lower: { _, _, context in context.addNode(.shape) })
  }
}
