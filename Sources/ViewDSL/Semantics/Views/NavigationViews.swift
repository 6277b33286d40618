import LayoutEngine

/// `NavigationStack` (and `NavigationView`) with its navigation bar: the bar is anchored to the
/// top of the safe area and the content's safe area starts below it, as
/// `.safeAreaInset(edge: .top, spacing: 0)` places it. The bar is a view of the output
/// (`NavigationBar`) holding the title set by `.navigationTitle` in the content.
enum NavigationViews {
  static let definitions: [ViewDefinition] = ["NavigationStack", "NavigationView"].map { name in
    ViewDefinition(
      name: name, role: .container, overloads: [Signature("plain", [])],
      acceptsChildren: true,
      lower: { _, children, context in
        let content: NodeID
        switch children.count {
        case 0: content = context.addNode(.empty)
        case 1: content = children[0]
        default:
          // Several root views: SwiftUI shows them stacked, as a `VStack` would.
          content = context.addNode(
            .stack(StackLayout(axis: .vertical, alignment: .horizontalCenter, spacing: nil)),
            children: children)
        }
        guard let bar = context.navigationBar else { return content }
        context.navigationBar = nil
        return context.addNode(
          .safeAreaInset(SafeAreaInsetLayout(edge: .top, spacing: 0)), children: [content, bar])
      })
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

  static let iOS26 = NavigationBarMetrics(
    inlineHeight: 44, largeHeight: 96, largeTitleLeading: 16, largeTitleBottom: 8)
  static let current = iOS26
}
