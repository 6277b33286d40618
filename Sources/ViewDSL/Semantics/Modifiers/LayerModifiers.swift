import LayoutEngine

/// `.background` and `.overlay` in their content and style forms (LayoutRules.md §7.9).
/// The secondary layer is proposed the primary's size and aligned to it; several content
/// views form an implicit ZStack with the modifier's alignment (open question Q13: we align
/// each view by the modifier's alignment).
enum LayerModifiers {
  static let definitions = [
    layer("background", isBackground: true), layer("overlay", isBackground: false),
  ]

  private static func layer(_ name: String, isBackground: Bool) -> ModifierDefinition {
    ModifierDefinition(
      name: name,
      overloads: [
        // `background(alignment:content:)`: the content is written under the modifier or in
        // its braces.
        Signature("content", [alignment]),
        // `background(_ style:ignoresSafeAreaEdges:)`
        Signature(
          "style",
          [
            .positional("style", .any),
            .labelled("ignoresSafeAreaEdges", .edgeSet, defaulted: true),
          ]),
        // `background(_ view:alignment:)` (deprecated but common in pasted code)
        Signature("view", [.positional("view", .any), alignment]),
        // `background(_ style:in:fillStyle:)` and `background(in:fillStyle:)`
        Signature(
          "shape",
          [
            .positional("style", .any, defaulted: true), .labelled("in", .any),
            .labelled("fillStyle", .any, defaulted: true),
          ]),
      ],
      role: .layout { call, child, content, context in
        let alignment = call.alignment("alignment") ?? .center
        var secondary: NodeID
        if call.form == "content" {
          switch content.count {
          case 0: secondary = context.addNode(.empty)
          case 1: secondary = content[0]
          default:
            secondary = context.addNode(
              .zstack(ZStackLayout(alignment: alignment)), children: content)
          }
        } else {
          if !content.isEmpty {
            context.report(.contentWithStyleArgument(name), at: call.location)
          }
          // A style fills the primary's bounds: a shape proposed exactly that size. The
          // style form extends into the safe area on `ignoresSafeAreaEdges` (default all).
          secondary = context.addNode(.shape)
          if call.form == "style" {
            let edges = call.edgeSet("ignoresSafeAreaEdges") ?? .all
            if !edges.isEmpty {
              secondary = context.addNode(
                .ignoresSafeArea(IgnoresSafeAreaLayout(edges: edges)), children: [secondary])
            }
          }
        }
        let layout = SecondaryLayerLayout(alignment: alignment, isBackground: isBackground)
        return context.addNode(.secondaryLayer(layout), children: [child, secondary])
      },
      acceptsContent: true)
  }

  /// `alignment: Alignment = .center`.
  private static let alignment = Parameter.labelled("alignment", .alignment, defaulted: true)
}
