import LayoutEngine

/// `.alignmentGuide(_:computeValue:)` for horizontal and vertical guides, built-in or
/// declared in the file (LayoutRules.md §2.2).
enum AlignmentGuideModifier {
  static let definition = ModifierDefinition(
    name: "alignmentGuide",
    overloads: [
      Signature(
        "horizontal",
        [
          .positional("g", .horizontalAlignment),
          .labelled("computeValue", .closure(.viewDimensions(axis: .horizontal))),
        ]),
      Signature(
        "vertical",
        [
          .positional("g", .verticalAlignment),
          .labelled("computeValue", .closure(.viewDimensions(axis: .vertical))),
        ]),
    ],
    role: .layout { call, child, _, context in
      let key =
        call.horizontalAlignment("g")?.key ?? call.verticalAlignment("g")?.key ?? .leading
      // An expression the compiler rejected was reported; the guide keeps its default.
      guard let value = call.expression("computeValue") else { return child }
      return context.addNode(
        .alignmentGuide(AlignmentGuideLayout(key: key, value: value)), child: child)
    })
}
