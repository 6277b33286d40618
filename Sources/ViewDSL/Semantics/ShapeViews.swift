import LayoutEngine

/// The built-in shapes. All but `Circle` take the whole proposal (LAYOUT-RULES §5.1); their
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
    shape("Ellipse", [Signature("plain", [])]),
    shape("Capsule", [Signature("style", [cornerStyle])]),
    shape("ContainerRelativeShape", [Signature("plain", [])]),
    ViewDefinition(
      name: "Circle", overloads: [Signature("plain", [])],
      lower: { _, _, context in context.addNode(.circle) }),
  ]

  /// `style: RoundedCornerStyle = .continuous`.
  private static let cornerStyle = Parameter.labelled(
    "style", .roundedCornerStyle, defaulted: true)

  private static func shape(_ name: String, _ overloads: [Signature]) -> ViewDefinition {
    ViewDefinition(name: name, overloads: overloads, lower: { _, _, context in context.addNode(.shape) })
  }
}
