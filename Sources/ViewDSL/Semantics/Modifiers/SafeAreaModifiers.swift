import LayoutEngine

/// `.ignoresSafeArea`, `.edgesIgnoringSafeArea`, `.safeAreaInset`, `.safeAreaPadding`,
/// `.scenePadding`, `.contentMargins` and `.containerRelativeFrame` (LayoutRules.md §7.12,
/// §7.13; decisions in Documentation/Layout.md, "Safe area").
enum SafeAreaModifiers {
  static let definitions = [
    ModifierDefinition(
      name: "ignoresSafeArea",
      overloads: [
        Signature(
          "plain",
          [
            .positional("regions", regions, defaulted: true),
            .labelled("edges", .edgeSet, defaulted: true),
          ])
      ],
      role: .layout { call, child, _, context in
        // `.keyboard` alone ignores nothing: layoutc has no keyboard inset.
        let layout = IgnoresSafeAreaLayout(
          edges: call.edgeSet("edges") ?? .all,
          ignoresContainer: ignoresContainer(call.members("regions")))
        return context.addNode(.ignoresSafeArea(layout), child: child)
      }),
    ModifierDefinition(
      name: "edgesIgnoringSafeArea",
      overloads: [Signature("plain", [.positional("edges", .edgeSet)])],
      role: .layout { call, child, _, context in
        let layout = IgnoresSafeAreaLayout(edges: call.edgeSet("edges") ?? .all)
        return context.addNode(.ignoresSafeArea(layout), child: child)
      }),
    ModifierDefinition(
      name: "safeAreaInset",
      overloads: [
        Signature(
          "vertical",
          [
            .labelled("edge", .enumeration("VerticalEdge", ["top", "bottom"])),
            .labelled("alignment", .horizontalAlignment, defaulted: true), spacing,
          ]),
        Signature(
          "horizontal",
          [
            .labelled("edge", .enumeration("HorizontalEdge", ["leading", "trailing"])),
            .labelled("alignment", .verticalAlignment, defaulted: true), spacing,
          ]),
      ],
      role: .layout { call, child, content, context in
        let edge: Edge =
          switch call.member("edge") {
          case "top": .top
          case "leading": .leading
          case "trailing": .trailing
          default: .bottom
          }
        let key =
          call.horizontalAlignment("alignment")?.key ?? call.verticalAlignment("alignment")?.key
        let inset: NodeID
        switch content.count {
        case 0: inset = context.addNode(.empty)
        case 1: inset = content[0]
        default:
          inset = context.addNode(.zstack(ZStackLayout(alignment: .center)), children: content)
        }
        let layout = SafeAreaInsetLayout(
          edge: edge, alignment: key, spacing: call.number("spacing"))
        return context.addNode(.safeAreaInset(layout), children: [child, inset])
      },
      acceptsContent: true),
    padding("safeAreaPadding") { insets, child, context in
      context.addNode(.safeAreaPadding(SafeAreaPaddingLayout(insets: insets)), child: child)
    },
    ModifierDefinition(
      name: "scenePadding",
      overloads: [
        Signature("edges", [.positional("edges", .edgeSet, defaulted: true)]),
        Signature(
          "padding",
          [
            .positional("padding", .enumeration("ScenePadding", ["minimum", "navigationBar"])),
            .labelled("edges", .edgeSet, defaulted: true),
          ]),
      ],
      // On iOS scene padding is the default padding (Apple: "In other platforms, scene padding
      // produces the same default padding that you get from the padding(_:_:) modifier").
      role: .layout { call, child, _, context in
        let insets = EdgeInsets(call.edgeSet("edges") ?? .all, PaddingLayout.defaultLength)
        return context.addNode(.padding(PaddingLayout(insets: insets)), child: child)
      }, addsBand: true),
    ModifierDefinition(
      name: "contentMargins",
      overloads: [
        Signature("length", [.positional("length", .number), placement]),
        Signature(
          "edges",
          [
            .positional("edges", .edgeSet, defaulted: true),
            .positional("length", .optional(.number)), placement,
          ]),
        Signature(
          "insets",
          [
            .positional("edges", .edgeSet, defaulted: true), .positional("insets", .edgeInsets),
            placement,
          ]),
      ],
      role: .layout { call, child, _, context in
        // Scroll indicators take no layout space.
        guard call.member("for") != "scrollIndicators" else { return child }
        let margins: EdgeInsets
        if let insets = call.edgeInsets("insets") {
          let e = call.edgeSet("edges") ?? .all
          margins = EdgeInsets(
            top: e.contains(.top) ? insets.top : 0,
            leading: e.contains(.leading) ? insets.leading : 0,
            bottom: e.contains(.bottom) ? insets.bottom : 0,
            trailing: e.contains(.trailing) ? insets.trailing : 0)
        } else {
          margins = EdgeInsets(
            call.edgeSet("edges") ?? .all, call.number("length") ?? PaddingLayout.defaultLength)
        }
        context.builder.setContentMargins(margins, below: child)
        return child
      }),
    ModifierDefinition(
      name: "containerRelativeFrame",
      overloads: [
        Signature("axes", [.positional("axes", .axisSet), alignment]),
        Signature(
          "count",
          [
            .positional("axes", .axisSet), .labelled("count", .count),
            .labelled("span", .count, defaulted: true), .labelled("spacing", .number), alignment,
          ]),
        Signature(
          "closure",
          [
            .positional("axes", .axisSet), alignment,
            .positional("length", .closure(.containerLength)),
          ]),
      ],
      role: .layout { call, child, _, context in
        let length: ContainerRelativeFrameLayout.Length
        switch call.form {
        case "count":
          length = .grid(
            count: Int(call.number("count") ?? 1), span: Int(call.number("span") ?? 1),
            spacing: call.number("spacing") ?? 0)
        case "closure":
          length = call.expression("length").map { .closure($0) } ?? .full
        default:
          length = .full
        }
        let layout = ContainerRelativeFrameLayout(
          axes: call.axisSet("axes") ?? .both, length: length,
          alignment: call.alignment("alignment") ?? .center)
        return context.addNode(.containerRelativeFrame(layout), child: child)
      }),
  ]

  /// `SafeAreaRegions`: `.all`, `.container`, `.keyboard`.
  private static let regions = ValueType.optionSet(
    "SafeAreaRegions", ["all", "container", "keyboard"])

  /// Whether the regions include the container's safe area (`.all` and `.container` do);
  /// `.keyboard` alone ignores only the keyboard, which layoutc's canvas never shows.
  private static func ignoresContainer(_ regions: Set<String>?) -> Bool {
    guard let regions else { return true }
    return regions.contains("all") || regions.contains("container")
  }
  /// `spacing: CGFloat? = nil`.
  private static let spacing = Parameter.labelled("spacing", .optional(.number), defaulted: true)
  /// `alignment: Alignment = .center`.
  private static let alignment = Parameter.labelled("alignment", .alignment, defaulted: true)
  /// `for placement: ContentMarginPlacement = .automatic`.
  private static let placement = Parameter.labelled(
    "for",
    .enumeration("ContentMarginPlacement", ["automatic", "scrollContent", "scrollIndicators"]),
    defaulted: true)

  /// The three forms of `padding`: `(_ insets: EdgeInsets)`, `(_ edges: Edge.Set = .all,
  /// _ length: CGFloat? = nil)` (16 by default), `(_ length: CGFloat)`.
  private static func padding(
    _ name: String,
    _ make: @escaping @Sendable (EdgeInsets, NodeID, inout LoweringContext) -> NodeID
  ) -> ModifierDefinition {
    ModifierDefinition(
      name: name,
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
      role: .layout { call, child, _, context in
        let insets =
          call.edgeInsets("insets")
          ?? EdgeInsets(
            call.edgeSet("edges") ?? .all, call.number("length") ?? PaddingLayout.defaultLength)
        return make(insets, child, &context)
      }, addsBand: true)
  }
}
