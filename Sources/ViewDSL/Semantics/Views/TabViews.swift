import LayoutEngine

/// `TabView { … }` (and `TabView(selection:)`): the selected tab's content above the tab bar,
/// a `TabBar` view at the bottom of the safe area; `.tabViewStyle(.page)` has no bar. The
/// Lowerer lowers only the selected tab (`lowerTabs`); `Tab("Title", systemImage:) { … }`
/// is a tab whose content is its views.
enum TabViews {
  static let definitions: [ViewDefinition] = [
    ViewDefinition(
      name: "TabView", role: .container,
      overloads: [
        Signature("plain", []),
        Signature("selection", [.labelled("selection", .any)]),
      ],
      acceptsChildren: true,
      lower: { _, children, context in
        let content = NavigationViews.fill(children.first ?? context.addNode(.empty), &context)
        guard let bar = context.tabBar else { return content }
        context.tabBar = nil
        return context.addNode(
          .safeAreaInset(SafeAreaInsetLayout(edge: .bottom, spacing: 0)), children: [content, bar])
      }),
    ViewDefinition(
      name: "Tab",
      overloads: [
        Signature("plain", []),
        Signature(
          "title",
          [
            .positional("title", .string), .labelled("systemImage", .string, defaulted: true),
            .labelled("image", .string, defaulted: true), .labelled("value", .any, defaulted: true),
            .labelled("role", .any, defaulted: true),
          ]),
        Signature("value", [.labelled("value", .any)]),
      ],
      acceptsChildren: true, produces: .children,
      lower: { _, _, context in context.addNode(.empty) }),
  ]

  static let modifiers = [
    ModifierDefinition(
      name: "tabViewStyle",
      overloads: [
        Signature(
          "style",
          [
            .positional(
              "style",
              .enumeration("TabViewStyle", ["automatic", "page", "tabBarOnly", "sidebarAdaptable"]))
          ])
      ],
      role: .environment { call, environment, _ in
        environment.tabViewStyle = call.member("style") ?? "automatic"
      })
  ]
}
