import LayoutEngine

/// Containers written on the engine's `ContainerLayout` (SwiftUI's `Layout` protocol,
/// LAYOUT-RULES §6.8): `FlowLayout`.
enum LayoutViews {
  static let definitions: [ViewDefinition] = [
    // `FlowLayout(spacing: CGFloat = 8)`: the tag-cloud layout of seed 004.
    ViewDefinition(
      name: "FlowLayout",
      overloads: [Signature("flow", [.labelled("spacing", .number, defaulted: true)])],
      acceptsChildren: true,
      lower: { call, children, context in
        let layout = FlowLayout(spacing: call.number("spacing") ?? 8)
        return context.addNode(.container(layout), children: children)
      })
  ]
}
