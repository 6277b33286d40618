import LayoutEngine

/// `HStack`, `VStack`, `ZStack`, `Spacer`, `Divider`, `GeometryReader`, `LazyHStack`,
/// `LazyVStack` (LayoutRules.md §5.5–§6.3); `HStackLayout`, `VStackLayout`, `ZStackLayout` as
/// containers.
enum StackViews {
  static let definitions: [ViewDefinition] = [
    stack("HStack", axis: .horizontal, alignment: .verticalAlignment),
    stack("VStack", axis: .vertical, alignment: .horizontalAlignment),
    stack("LazyHStack", axis: .horizontal, alignment: .verticalAlignment, isLazy: true),
    stack("LazyVStack", axis: .vertical, alignment: .horizontalAlignment, isLazy: true),
    // The stacks' `Layout` types, used directly as containers (`VStackLayout { … }`): the
    // same layout under their own names.
    stack("HStackLayout", axis: .horizontal, alignment: .verticalAlignment),
    stack("VStackLayout", axis: .vertical, alignment: .horizontalAlignment),
    zstack("ZStack"),
    zstack("ZStackLayout"),
    ViewDefinition(
      name: "Spacer", role: .spacer,
      overloads: [
        Signature("spacer", [.labelled("minLength", .optional(.number), defaulted: true)])
      ],
      lower: { call, _, context in
        if let m = call.number("minLength"), m < 0 {
          context.report(.negativeLength("minLength"), at: call.location(of: "minLength"))
        }
        return context.addNode(
          .spacer(SpacerLayout(minLength: call.number("minLength"), axis: context.stackAxis)))
      }),
    ViewDefinition(
      name: "Divider", role: .spacer, overloads: [Signature("plain", [])],
      lower: { _, _, context in
        context.addNode(.divider(DividerLayout(stackAxis: context.stackAxis)))
      }),
    ViewDefinition(
      name: "GeometryReader", role: .container, overloads: [Signature("plain", [])],
      acceptsChildren: true,
      lower: { _, children, context in context.addNode(.geometryReader, children: children) }),
  ]

  /// `HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)` and the VStack
  /// mirror image; children learn the stack's axis (for Spacer and Divider). The lazy stacks
  /// add `pinnedViews: PinnedScrollableViews = .init()`, which changes no layout here (it
  /// pins `Section` headers while scrolling).
  private static func stack(
    _ name: String, axis: Axis, alignment: ValueType, isLazy: Bool = false
  ) -> ViewDefinition {
    var parameters = [Parameter.labelled("alignment", alignment, defaulted: true), spacing]
    if isLazy { parameters.append(.labelled("pinnedViews", .any, defaulted: true)) }
    return ViewDefinition(
      name: name, role: .container,
      overloads: [Signature("stack", parameters)],
      acceptsChildren: true, childStackAxis: axis,
      lower: { call, children, context in
        let key =
          call.verticalAlignment("alignment")?.key ?? call.horizontalAlignment("alignment")?.key
          ?? (axis == .horizontal ? AlignmentKey.verticalCenter : .horizontalCenter)
        let layout = StackLayout(
          axis: axis, alignment: key, spacing: call.number("spacing"), isLazy: isLazy)
        return context.addNode(.stack(layout), children: children)
      })
  }

  /// `ZStack(alignment: Alignment = .center)`, and `ZStackLayout` with the same initialiser.
  private static func zstack(_ name: String) -> ViewDefinition {
    ViewDefinition(
      name: name, role: .container,
      overloads: [Signature("stack", [.labelled("alignment", .alignment, defaulted: true)])],
      acceptsChildren: true,
      lower: { call, children, context in
        let layout = ZStackLayout(alignment: call.alignment("alignment") ?? .center)
        return context.addNode(.zstack(layout), children: children)
      })
  }

  /// `spacing: CGFloat? = nil`.
  private static let spacing = Parameter.labelled("spacing", .optional(.number), defaulted: true)
}
