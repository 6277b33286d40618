import LayoutEngine

/// `NavigationStack` (and `NavigationView`) with its navigation bar: the bar is anchored to the
/// top of the safe area and the content's safe area starts below it, as
/// `.safeAreaInset(edge: .top, spacing: 0)` places it. The bar is a view of the output
/// (`NavigationBar`) holding the title set by `.navigationTitle` in the content.
enum NavigationViews {
  static let definitions: [ViewDefinition] =
    ["NavigationStack", "NavigationView", "NavigationSplitView"].map(stack) + [linkDefinition]

  /// The names lowered as a stack with its bar. On iPhone (compact width) a
  /// `NavigationSplitView` collapses into a stack whose root is its sidebar; its other columns
  /// are screens pushed from it, not laid out. A `switch`, not a set: every view's name is
  /// looked up here, and three comparisons cost less than one hash (or a generic `contains`).
  static func isStack(_ name: String) -> Bool {
    switch name {
    case "NavigationStack", "NavigationView", "NavigationSplitView": true
    default: false
    }
  }

  private static func stack(_ name: String) -> ViewDefinition {
    ViewDefinition(
      name: name, role: .container,
      overloads: name == "NavigationSplitView"
        ? [
          Signature(
            "plain",
            [
              .labelled("columnVisibility", .any, defaulted: true),
              .labelled("preferredCompactColumn", .any, defaulted: true),
            ])
        ]
        : [Signature("plain", [.labelled("path", .any, defaulted: true)])],
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
      context.estimate = "the room of a row's chevron"
      let padded = context.addNode(
        .padding(
          PaddingLayout(insets: EdgeInsets(trailing: context.listMetrics.chevronSpace))),
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

  /// `.toolbarTitleDisplayMode(_:)`, the newer spelling; `.inlineLarge` (the large title in
  /// the top row) was not measured.
  static let toolbarModifiers =
    [
      ModifierDefinition(
        name: "toolbarTitleDisplayMode",
        overloads: [
          Signature(
            "mode",
            [
              .positional(
                "mode",
                .enumeration(
                  "ToolbarTitleDisplayMode", ["automatic", "inline", "large", "inlineLarge"]))
            ])
        ],
        role: .environment { call, _, context in
          if call.member("mode") == "inlineLarge" {
            context.report(
              .notMeasuredYet("'.toolbarTitleDisplayMode(.inlineLarge)'"),
              at: call.location(of: "mode"))
          }
          context.navigationTitleMode = call.member("mode")
        })
    ]
    // Read while the content is prepared (`Lowerer.collectToolbar`): items for the bar, bars
    // hidden. Their arguments are not bound here.
    + ["toolbar", "toolbarVisibility", "navigationBarHidden"].map {
      ModifierDefinition(name: $0, overloads: nil, role: .environment { _, _, _ in })
    }
    // In a navigation stack the search field takes room (under the title up to iOS 18, at the
    // bottom on iOS 26) that was not measured: a warning, never a silently different screen.
    + [
      ModifierDefinition(
        name: "searchable", overloads: nil,
        role: .environment { call, _, context in
          if context.navigationDepth > 0 {
            context.report(.searchFieldNotLaidOut, at: call.location)
          }
        })
    ]

  private static let displayMode = ValueType.enumeration(
    "NavigationBarItem.TitleDisplayMode", ["automatic", "inline", "large"])
}

/// The navigation and tab bars on iPhone, iOS 26, with where each number comes from
/// (`Documentation/Chrome.md`, sections 1 and 4).
struct NavigationBarMetrics: Sendable {
  /// The bar with an inline title (or none). Measured: the back button's 44-point glass
  /// circle spans the safe-area top to 44 below it; the inline title's cap centre is its centre.
  var inlineHeight: Double
  /// With a large title. *Inferred*: content under a large title starts 106 below the safe
  /// area (the published 44 + 52 = 96 is iOS 11's).
  var largeHeight: Double
  /// The large title's leading inset. *Inferred*: its first glyph's ink starts at 18.07, about
  /// the 2-point side bearing of a 34-point "D" beyond 16.
  var largeTitleLeading: Double
  /// Below the large title's text: its baseline is measured 90.06 below the safe area, and a
  /// 34-point bold line is 40.67 tall with its baseline 32.33 from its top: 106 − 90 − 8.33.
  var largeTitleBottom: Double

  /// The height the tab bar takes from its content's safe area. Measured: the floating bar's
  /// top is 83 above the screen's bottom, 49 above the 34-point bottom safe area.
  var tabBarHeight: Double
  /// The floating bar itself: a capsule 62 tall from that top (its bottom 21 above the
  /// screen's bottom), 36 from the screen's sides (measured with three tabs at 402 points;
  /// other tab counts and widths are an *estimate*).
  var tabBarCapsuleHeight: Double
  var tabBarSideInset: Double

  /// A toolbar item's glass slot: 44 tall at the bar's top (measured: the capsule of two
  /// trailing buttons spans the safe-area top to 44 below), 44 wide for a symbol (measured:
  /// each icon's centre 22 from the capsule's end).
  var toolbarSlot: Double
  /// Between two symbol slots in one capsule. Measured once: a capsule 98.7 wide holds two.
  var toolbarSlotSpacing: Double
  /// A title item's text from its slot's ends. *Inferred*: a text button's ink ends 20.3 from
  /// where the capsule's end would be (the glass was not drawn).
  var toolbarTextPadding: Double
  /// The items' distance from the screen's sides. Measured: the trailing capsule and the back
  /// button both 16 from their side.
  var toolbarSideInset: Double

  static let iOS26 = NavigationBarMetrics(
    inlineHeight: 44, largeHeight: 106, largeTitleLeading: 16, largeTitleBottom: 23.0 / 3,
    tabBarHeight: 49, tabBarCapsuleHeight: 62, tabBarSideInset: 36, toolbarSlot: 44,
    toolbarSlotSpacing: 32.0 / 3, toolbarTextPadding: 20, toolbarSideInset: 16)

  /// iOS 18 (`--os-version 18`): the bar of 44 and the large title's 44 + 52 are published
  /// (measured on iOS 11 and believed unchanged); the tab bar's 49 above the bottom safe area
  /// is commonly cited, and the bar spans the screen. The large title's place and the toolbar
  /// items' slots (UIKit's 44-point targets, 8 around a title, 16 from the sides) are
  /// *estimates*.
  static let iOS18 = NavigationBarMetrics(
    inlineHeight: 44, largeHeight: 96, largeTitleLeading: 16, largeTitleBottom: 8,
    tabBarHeight: 49, tabBarCapsuleHeight: 49, tabBarSideInset: 0, toolbarSlot: 44,
    toolbarSlotSpacing: 8, toolbarTextPadding: 8, toolbarSideInset: 16)

  static func of(_ os: PlatformVersion) -> NavigationBarMetrics {
    switch os {
    case .iOS26: iOS26
    case .iOS18: iOS18
    }
  }
}
