import LayoutEngine

/// `NavigationStack` (and `NavigationView`) with its navigation bar: the bar is anchored to the
/// top of the safe area and the content's safe area starts below it, as
/// `.safeAreaInset(edge: .top, spacing: 0)` places it. The bar is a view of the output
/// (`NavigationBar`) holding the title set by `.navigationTitle` in the content.
enum NavigationViews {
  static let definitions: [ViewDefinition] =
    ["NavigationStack", "NavigationView"].map(stack) + [linkDefinition]

  private static func stack(_ name: String) -> ViewDefinition {
    ViewDefinition(
      name: name, role: .container, overloads: [Signature("plain", [])],
      acceptsChildren: true,
      lower: { _, children, context in
        // Several root views: SwiftUI shows them stacked, as a `VStack` would.
        let content = one(
          children,
          .stack(StackLayout(axis: .vertical, alignment: .horizontalCenter, spacing: nil)),
          &context)
        let filled = fill(content, &context)
        guard let bar = context.navigationBar else { return filled }
        context.navigationBar = nil
        return context.addNode(
          .safeAreaInset(SafeAreaInsetLayout(edge: .top, spacing: 0)), children: [filled, bar])
      })
  }

  /// `NavigationLink`: its label. As a list's row it is as wide as the row, leading-aligned,
  /// with room for the disclosure chevron iOS draws at the trailing edge.
  static let linkDefinition = ViewDefinition(
    name: "NavigationLink", role: .control,
    overloads: [
      Signature("label", [.labelled("value", .any, defaulted: true)]),
      Signature(
        "title", [.positional("title", .string), .labelled("value", .any, defaulted: true)]),
    ],
    acceptsChildren: true,
    lower: { _, children, context in
      let label = one(children, .zstack(ZStackLayout(alignment: .center)), &context)
      guard context.isListRow else { return label }
      let padded = context.addNode(
        .padding(
          PaddingLayout(insets: EdgeInsets(trailing: ListMetrics.current.chevronSpace))),
        children: [label])
      return rowWide(padded, &context)
    })

  /// Several views as one node: nothing, the view itself, or `several` around them.
  static func one(_ views: [NodeID], _ several: LayoutNodeKind, _ context: inout LoweringContext)
    -> NodeID
  {
    switch views.count {
    case 0: return context.addNode(.empty)
    case 1: return views[0]
    default: return context.addNode(several, children: views)
    }
  }

  /// A row's control as wide as the row, its content leading.
  static func rowWide(_ node: NodeID, _ context: inout LoweringContext) -> NodeID {
    context.addNode(
      .flexFrame(
        FlexFrameLayout(width: .init(max: .infinity), height: .init(), alignment: .leading)),
      children: [node])
  }

  /// A navigation stack's or a tab's content fills the screen as a window's root view does:
  /// proposed the whole area and centred in it (`.frame(maxWidth: .infinity, maxHeight:
  /// .infinity)`).
  static func fill(_ content: NodeID, _ context: inout LoweringContext) -> NodeID {
    context.addNode(
      .flexFrame(FlexFrameLayout(width: .init(max: .infinity), height: .init(max: .infinity))),
      children: [content])
  }

  static let modifiers = [
    ModifierDefinition(
      name: "navigationTitle",
      overloads: [Signature("title", [.positional("title", .string)])],
      role: .environment { call, _, context in
        if let title = call.string("title") {
          context.navigationTitle = (title, call.location(of: "title"))
        }
      }),
    ModifierDefinition(
      name: "navigationBarTitleDisplayMode",
      overloads: [Signature("mode", [.positional("mode", displayMode)])],
      role: .environment { call, _, context in
        context.navigationTitleMode = call.member("mode")
      }),
    // Deprecated, still common: `.navigationBarTitle("Inbox", displayMode: .inline)`.
    ModifierDefinition(
      name: "navigationBarTitle",
      overloads: [
        Signature(
          "title",
          [
            .positional("title", .string),
            .labelled("displayMode", displayMode, defaulted: true),
          ])
      ],
      role: .environment { call, _, context in
        if let title = call.string("title") {
          context.navigationTitle = (title, call.location(of: "title"))
        }
        if let mode = call.member("displayMode") { context.navigationTitleMode = mode }
      }),
  ]

  private static let displayMode = ValueType.enumeration(
    "NavigationBarItem.TitleDisplayMode", ["automatic", "inline", "large"])
}

/// The navigation bar on iPhone, iOS 26, with where each number comes from
/// (`Documentation/Chrome.md`, section 1).
struct NavigationBarMetrics: Sendable {
  /// The bar with an inline title (or none). *Inferred* on iOS 26.1: the toolbar icons'
  /// centre is 22 below the safe area; the inline title's baseline at 28.3 is a 17-pt headline
  /// centred in 44 (measured).
  var inlineHeight: Double
  /// With a large title: 44 + 52. Published for iOS 11; an *estimate* for iOS 26.
  var largeHeight: Double
  /// The large title's leading inset. *Estimate*: the 16-point margin of the list's cards.
  var largeTitleLeading: Double
  /// Below the large title's text. *Estimate*.
  var largeTitleBottom: Double

  /// The tab bar above the bottom safe area. *Estimate*: 49, the bar of iOS 18 and earlier
  /// (commonly cited; no reference image measured); iOS 26's floating bar was not measured.
  var tabBarHeight: Double

  static let iOS26 = NavigationBarMetrics(
    inlineHeight: 44, largeHeight: 96, largeTitleLeading: 16, largeTitleBottom: 8,
    tabBarHeight: 49)
  static let current = iOS26
}
