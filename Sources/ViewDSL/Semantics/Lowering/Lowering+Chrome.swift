import LayoutEngine

/// What lists and navigation stacks add around the app's views: a `Section`'s header and
/// footer in the text styles iOS gives them, the `NavigationStack`'s bar with its title, and
/// the check that keeps a bottom toolbar from being silently ignored.
extension Lowerer {
  /// The navigation bar of the `NavigationStack` just lowered: a `NavigationBar` view with the
  /// title its content set (`.navigationTitle`), inline (centred in 44 points) or large (at the
  /// bottom leading corner of 106 points; the default at the root of a stack).
  mutating func lowerNavigationBar(at: SourceLocation, parent index: Int) -> NodeID {
    let m = NavigationBarMetrics.current
    let title = context.navigationTitle
    let large = title != nil && context.navigationTitleMode != "inline"
    let bar = context.builder.beginView(
      ViewRecord(
        type: "NavigationBar", role: .container, line: at.line, column: at.column,
        file: file(at), parent: index))
    var content: NodeID
    if let title {
      let range = SourceRange(start: title.location, end: title.location)
      let text = ViewSyntax(
        name: "Text", nameRange: range,
        arguments: ArgumentListSyntax(
          arguments: [ArgumentSyntax(value: ExprSyntax(.string(title.text), range: range))],
          range: range))
      let saved = context.environment
      context.environment.font =
        large
        ? FontSpec(base: .textStyle(.largeTitle), weight: 700)
        : FontSpec(base: .textStyle(.headline))
      content = lowerView(text, parent: bar).first?.node ?? context.addNode(.empty)
      context.environment = saved
    } else {
      content = context.addNode(.empty)
    }
    if large {
      content = context.addNode(
        .padding(
          PaddingLayout(
            insets: EdgeInsets(leading: m.largeTitleLeading, bottom: m.largeTitleBottom))),
        children: [content])
    }
    let node = context.addNode(
      .flexFrame(
        FlexFrameLayout(
          width: .init(max: .infinity),
          height: .init(
            min: large ? m.largeHeight : m.inlineHeight, max: large ? m.largeHeight : m.inlineHeight
          ),
          alignment: large ? .bottomLeading : .center)),
      children: [content])
    context.builder.completeView(bar, node: node, modifiers: [])
    return node
  }

  /// Where a `.toolbar`'s content places an item in the bottom bar, if it does.
  static func bottomBarPlacement(in views: [ViewSyntax]) -> SourceLocation? {
    var pending = views
    while let view = pending.popLast() {
      for argument in view.arguments?.arguments ?? [] where argument.label == "placement" {
        if case .implicitMember("bottomBar") = argument.value.kind { return argument.location }
      }
      pending += view.children
    }
    return nil
  }

  /// A `Section`'s header or footer views, in the text style iOS gives them (a header in the
  /// headline style, a footer in the footnote style).
  mutating func lowerSectionBand(_ view: ViewSyntax, _ label: String, of index: Int)
    -> [NodeID]
  {
    let views = view.labelledClosures.filter { $0.label == label }.flatMap(\.views)
    guard !views.isEmpty else { return [] }
    let saved = context.environment
    context.environment.font = FontSpec(base: .textStyle(label == "header" ? .headline : .footnote))
    defer { context.environment = saved }
    return lowerChildren(views, of: index, axis: .vertical)
  }

  /// A `TabView`'s tabs: the selected one (the tab whose `.tag` or `Tab(value:)` equals a
  /// `selection: .constant(…)`, else the first) is lowered; the others are checked but not
  /// shown, as SwiftUI does not show them. Builds the `TabBar` view unless the style is `page`.
  mutating func lowerTabs(_ view: ViewSyntax, of index: Int, at: SourceLocation) -> [NodeID] {
    let tabs = view.children
    var selected = 0
    if let selection = view.arguments?.arguments.first(where: { $0.label == "selection" }),
      case .call(let callee, let arguments, nil) = selection.value.kind,
      case .implicitMember("constant") = callee.kind, let value = arguments.first?.value,
      let chosen = tabs.firstIndex(where: { Self.tabTag($0).map { Self.same($0, value) } == true })
    {
      selected = chosen
    }
    check(tabs.enumerated().filter { $0.offset != selected }.map(\.element))
    let content = tabs.isEmpty ? [] : lowerChildren([tabs[selected]], of: index, axis: nil)
    if context.environment.tabViewStyle != "page" {
      let bar = context.builder.beginView(
        ViewRecord(
          type: "TabBar", role: .container, line: at.line, column: at.column, file: file(at),
          parent: index))
      // The capsule hangs from the top of the 49-point band it takes from the safe area and
      // reaches 13 points into the bottom safe area.
      let m = NavigationBarMetrics.current
      let empty = context.addNode(.empty)
      let node = context.addNode(
        .flexFrame(
          FlexFrameLayout(
            width: .init(max: .infinity),
            height: .init(min: m.tabBarCapsuleHeight, max: m.tabBarCapsuleHeight))),
        children: [empty])
      let inset = context.addNode(
        .padding(
          PaddingLayout(insets: EdgeInsets(leading: m.tabBarSideInset, trailing: m.tabBarSideInset))
        ), children: [node])
      let band = context.addNode(
        .flexFrame(
          FlexFrameLayout(
            width: .init(max: .infinity), height: .init(min: m.tabBarHeight, max: m.tabBarHeight),
            alignment: .top)),
        children: [inset])
      context.builder.completeView(bar, node: node, modifiers: [])
      context.tabBar = band
    }
    return content.count > 1
      ? [
        context.addNode(
          .stack(StackLayout(axis: .vertical, alignment: .horizontalCenter, spacing: nil)),
          children: content)
      ] : content
  }

  /// A tab's `.tag(x)` or `Tab(…, value: x)`.
  private static func tabTag(_ tab: ViewSyntax) -> ExprSyntax? {
    if let value = tab.arguments?.arguments.first(where: { $0.label == "value" }) {
      return value.value
    }
    return tab.modifiers.last(where: { $0.name == "tag" })?.arguments?.arguments.first?.value
  }

  /// Whether two literal values are the same (`"home"`, `2`, `.settings`).
  private static func same(_ a: ExprSyntax, _ b: ExprSyntax) -> Bool {
    switch (a.kind, b.kind) {
    case (.string(let x), .string(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.integer(let x), .integer(let y)): return x == y
    case (.implicitMember(let x), .implicitMember(let y)): return x == y
    default: return false
    }
  }
}
