import LayoutEngine

/// `HStack`, `VStack`, `ZStack`, `Spacer`, `Divider`, `GeometryReader` (LAYOUT-RULES §5.5–§6.2).
enum StackViews {
  static let definitions: [ViewDefinition] = [
    stack("HStack", axis: .horizontal, alignment: .verticalAlignment),
    stack("VStack", axis: .vertical, alignment: .horizontalAlignment),
    ViewDefinition(
      name: "ZStack",
      overloads: [Signature("stack", [.labelled("alignment", .alignment, defaulted: true)])],
      acceptsChildren: true,
      lower: { call, children, context in
        let layout = ZStackLayout(alignment: call.alignment("alignment") ?? .center)
        return context.addNode(.zstack(layout), children: children)
      }),
    ViewDefinition(
      name: "Spacer",
      overloads: [Signature("spacer", [.labelled("minLength", .optional(.number), defaulted: true)])],
      lower: { call, _, context in
        if let m = call.number("minLength"), m < 0 {
          context.report(.negativeLength("minLength"), at: call.location(of: "minLength"))
        }
        return context.addNode(
          .spacer(SpacerLayout(minLength: call.number("minLength"), axis: context.stackAxis)))
      }),
    ViewDefinition(
      name: "Divider", overloads: [Signature("plain", [])],
      lower: { _, _, context in
        context.addNode(.divider(DividerLayout(stackAxis: context.stackAxis)))
      }),
    ViewDefinition(
      name: "GeometryReader", overloads: [Signature("plain", [])], acceptsChildren: true,
      lower: { _, children, context in context.addNode(.geometryReader, children: children) }),
  ]

  /// `HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)` and the VStack
  /// mirror image; children learn the stack's axis (for Spacer and Divider).
  private static func stack(_ name: String, axis: Axis, alignment: ValueType) -> ViewDefinition {
    ViewDefinition(
      name: name,
      overloads: [Signature("stack", [.labelled("alignment", alignment, defaulted: true), spacing])],
      acceptsChildren: true, childStackAxis: axis,
      lower: { call, children, context in
        let key =
          call.verticalAlignment("alignment")?.key ?? call.horizontalAlignment("alignment")?.key
          ?? (axis == .horizontal ? AlignmentKey.verticalCenter : .horizontalCenter)
        let layout = StackLayout(axis: axis, alignment: key, spacing: call.number("spacing"))
        return context.addNode(.stack(layout), children: children)
      })
  }

  /// `spacing: CGFloat? = nil`.
  private static let spacing = Parameter.labelled("spacing", .optional(.number), defaulted: true)
}
