import LayoutEngine

/// `.padding()`, `.padding(_ length:)`, `.padding(_ edges:_ length:)`, `.padding(_ insets:)`.
/// Negative padding is allowed, as in SwiftUI; lengths must be finite.
enum PaddingModifier {
  static let definition = ModifierDefinition(
    name: "padding",
    overloads: [
      Signature("length", [.positional("length", .number)]),
      Signature(
        "edges",
        [
          .positional("edges", .edgeSet, defaulted: true),
          .positional("length", .optional(.number), defaulted: true),
        ]),
      Signature("insets", [.positional("insets", .edgeInsets)]),
    ],
    role: .layout(lower), addsBand: true)

  @Sendable static func lower(
    _ call: BoundCall, _ child: NodeID, _ content: [NodeID], _ context: inout LoweringContext
  ) -> NodeID {
    let insets: EdgeInsets
    switch call.form {
    case "insets":
      insets = call.edgeInsets("insets") ?? .zero
    default:
      let length = call.number("length") ?? PaddingLayout.defaultLength
      insets = EdgeInsets(call.edgeSet("edges") ?? .all, length)
    }
    return context.addNode(.padding(PaddingLayout(insets: insets)), child: child)
  }
}
