import LayoutEngine

/// `.fixedSize`, `.layoutPriority`, `.aspectRatio`, `.scaledToFit`, `.scaledToFill`
/// (LayoutRules.md §7.4, §4, §7.8).
enum SizingModifiers {
  static let definitions = [
    ModifierDefinition(
      name: "fixedSize",
      overloads: [
        Signature("both", []),
        Signature("axes", [.labelled("horizontal", .bool), .labelled("vertical", .bool)]),
      ],
      role: .layout { call, child, _, context in
        let layout =
          call.form == "both"
          ? FixedSizeLayout()
          : FixedSizeLayout(
            horizontal: call.bool("horizontal") ?? true, vertical: call.bool("vertical") ?? true)
        return context.addNode(.fixedSize(layout), child: child)
      }),
    ModifierDefinition(
      name: "layoutPriority", overloads: [Signature("value", [.positional("value", .number)])],
      role: .layout { call, child, _, context in
        let layout = LayoutPriorityLayout(priority: call.number("value") ?? 0)
        return context.addNode(.layoutPriority(layout), child: child)
      }),
    ModifierDefinition(
      name: "aspectRatio",
      overloads: [
        Signature(
          "ratio", [.positional("aspectRatio", .optional(.number), defaulted: true), contentMode]),
        Signature("size", [.positional("aspectRatio", .size), contentMode]),
      ],
      role: .layout { call, child, _, context in
        var ratio = call.number("aspectRatio")
        if let size = call.size("aspectRatio") { ratio = size.width / size.height }
        if let r = ratio, !(r > 0 && r.isFinite) {
          context.report(.invalidAspectRatio, at: call.location(of: "aspectRatio"))
          ratio = nil
        }
        let mode: AspectRatioLayout.ContentMode =
          call.member("contentMode") == "fill" ? .fill : .fit
        return context.addNode(
          .aspectRatio(AspectRatioLayout(ratio: ratio, contentMode: mode)), child: child)
      }),
    scaledTo("scaledToFit", .fit),
    scaledTo("scaledToFill", .fill),
  ]

  /// `contentMode: ContentMode` (required in SwiftUI's `aspectRatio`, default `.fit`).
  private static let contentMode = Parameter.labelled(
    "contentMode", .enumeration("ContentMode", ["fit", "fill"]), defaulted: true)

  private static func scaledTo(_ name: String, _ mode: AspectRatioLayout.ContentMode)
    -> ModifierDefinition
  {
    ModifierDefinition(
      name: name, overloads: [Signature("plain", [])],
      role: .layout { _, child, _, context in
        context.addNode(
          .aspectRatio(AspectRatioLayout(ratio: nil, contentMode: mode)), child: child)
      })
  }
}
