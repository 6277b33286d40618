import LayoutEngine

/// `HStack`, `VStack`, `ZStack`, `Spacer`, `Divider`, `GeometryReader` (LAYOUT-RULES §5.5–§6.2).
enum StackViews {
  static let definitions: [ViewDefinition] = [
    ViewDefinition(
      name: "HStack",
      overloads: [Signature("stack", [.labelled("alignment", .verticalAlignment, defaulted: true), spacing])],
      acceptsChildren: true, childStackAxis: .horizontal,
      lower: { call, children, context in
        let alignment = call.verticalAlignment("alignment") ?? .center
        let layout = StackLayout(
          axis: .horizontal, alignment: alignment.key, spacing: call.number("spacing"))
        return context.addNode(.stack(layout), children: children)
      }),
    ViewDefinition(
      name: "VStack",
      overloads: [Signature("stack", [.labelled("alignment", .horizontalAlignment, defaulted: true), spacing])],
      acceptsChildren: true, childStackAxis: .vertical,
      lower: { call, children, context in
        let alignment = call.horizontalAlignment("alignment") ?? .center
        let layout = StackLayout(
          axis: .vertical, alignment: alignment.key, spacing: call.number("spacing"))
        return context.addNode(.stack(layout), children: children)
      }),
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

  /// `spacing: CGFloat? = nil`.
  private static let spacing = Parameter.labelled("spacing", .optional(.number), defaulted: true)
}
