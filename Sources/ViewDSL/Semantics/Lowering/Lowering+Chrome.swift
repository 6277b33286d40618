import LayoutEngine

/// What lists and navigation stacks add around the app's views: a `Section`'s header and
/// footer in the text styles iOS gives them, the `NavigationStack`'s bar with its title, and
/// the check that keeps a bottom toolbar from being silently ignored.
extension Lowerer {
  /// The navigation bar of the `NavigationStack` just lowered: a `NavigationBar` view with the
  /// title its content set (`.navigationTitle`) and its `.toolbar` items. Its top row, 44 tall,
  /// holds the leading items, the inline title or the principal item centred, and the
  /// trailing items; a large title (the default at the root of a stack) adds 62 below it with
  /// the title at its bottom leading corner.
  mutating func lowerNavigationBar(at: SourceLocation, parent index: Int) -> NodeID {
    let m = context.barMetrics
    let title = context.navigationTitle
    let large = title != nil && context.navigationTitleMode != "inline"
    let bar = context.builder.beginView(
      ViewRecord(
        type: "NavigationBar", role: .container, line: at.line, column: at.column,
        file: file(at), parent: index))
    var titleNode: NodeID?
    // A principal item takes the inline title's place: the title is not shown.
    let principal = context.toolbarItems.contains { $0.side == .principal }
    if let title, large || !principal {
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
      titleNode = lowerView(text, parent: bar).first?.node
      context.environment = saved
    }
    let items = lowerToolbarItems(parent: bar)

    func band(_ nodes: [NodeID], _ alignment: Alignment, height: Double) -> NodeID {
      let content = NavigationViews.one(
        nodes,
        .stack(
          StackLayout(axis: .horizontal, alignment: .verticalCenter, spacing: m.toolbarSlotSpacing)),
        &context)
      return context.addNode(
        .flexFrame(
          FlexFrameLayout(
            width: .init(max: .infinity), height: .init(min: height, max: height),
            alignment: alignment)),
        children: [content])
    }
    // The top row: what is centred, then the sides' items inset from the screen's edges.
    var centre: [NodeID] = items.principal
    if centre.isEmpty, !large, let titleNode { centre = [titleNode] }
    var row = [band(centre, .center, height: m.inlineHeight)]
    for (nodes, edge) in [(items.leading, Alignment.leading), (items.trailing, .trailing)]
    where !nodes.isEmpty {
      let inset = context.addNode(
        .padding(
          PaddingLayout(
            insets: edge == .leading
              ? EdgeInsets(leading: m.toolbarSideInset) : EdgeInsets(trailing: m.toolbarSideInset))),
        children: [
          NavigationViews.one(
            nodes,
            .stack(
              StackLayout(
                axis: .horizontal, alignment: .verticalCenter, spacing: m.toolbarSlotSpacing)),
            &context)
        ])
      row.append(band([inset], edge, height: m.inlineHeight))
    }
    var node = NavigationViews.one(row, .zstack(ZStackLayout(alignment: .center)), &context)
    if large, let titleNode {
      let padded = context.addNode(
        .padding(
          PaddingLayout(
            insets: EdgeInsets(leading: m.largeTitleLeading, bottom: m.largeTitleBottom))),
        children: [titleNode])
      let area = band([padded], .bottomLeading, height: m.largeHeight - m.inlineHeight)
      node = context.addNode(
        .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0)),
        children: [node, area])
    }
    context.builder.completeView(bar, node: node, modifiers: [])
    return node
  }

  /// The `.toolbar` items gathered from the stack's content, lowered as views of the bar, by
  /// where they go. Labels show their icon only, as in a toolbar on iPhone.
  private mutating func lowerToolbarItems(parent bar: Int)
    -> (leading: [NodeID], principal: [NodeID], trailing: [NodeID])
  {
    var result: (leading: [NodeID], principal: [NodeID], trailing: [NodeID]) = ([], [], [])
    guard !context.toolbarItems.isEmpty else { return result }
    let saved = context.environment
    context.environment.labelStyle = "iconOnly"
    context.inToolbar = true
    for (side, view) in context.toolbarItems {
      context.toolbarItemIcons = view.children.map(Self.isSymbolItem)
      let nodes = lowerView(view, parent: bar).map(\.node)
      switch side {
      case .leading: result.leading += nodes
      case .principal: result.principal += nodes
      case .trailing: result.trailing += nodes
      }
    }
    context.inToolbar = false
    context.toolbarItems = []
    context.environment = saved
    return result
  }

  /// Whether a toolbar item's view shows a symbol (a 44-point slot) rather than a title.
  static func isSymbolItem(_ view: ViewSyntax) -> Bool {
    let base = ViewName.base(of: view.name)
    switch base {
    case "Image", "Label": return true
    case "Text": return false
    default:
      let arguments = view.arguments?.arguments ?? []
      if arguments.contains(where: { $0.label == "systemImage" }) { return true }
      if let first = arguments.first, first.label == nil {
        switch first.value.kind {
        case .string, .interpolatedString: return false
        default: break
        }
      }
      // A `label:` closure is the label; otherwise the content is (a `Menu`'s trailing
      // closure holds its items, but then its title or `label:` decided above).
      let label = view.labelledClosures.first { $0.label == "label" }?.views ?? view.children
      return label.first.map(isSymbolItem) ?? false
    }
  }

  /// Reads a `.toolbar` (or `.toolbarVisibility`, `.navigationBarHidden`) written in a
  /// `NavigationStack`'s content: bars it hides, and items for the bar.
  mutating func collectToolbar(_ modifier: ModifierSyntax, content: [ViewSyntax]) {
    let arguments = modifier.arguments?.arguments ?? []
    if modifier.name == "navigationBarHidden" {
      if case .bool(true)? = arguments.first?.value.kind { context.navigationBarHidden = true }
      return
    }
    if let first = arguments.first, first.label == nil,
      case .implicitMember("hidden") = first.value.kind
    {
      // `for:` is variadic: the bars follow it unlabelled; none means the navigation bar.
      let bars = arguments.drop { $0.label != "for" }.compactMap { argument -> String? in
        if case .implicitMember(let name) = argument.value.kind { return name }
        return nil
      }
      if bars.isEmpty || bars.contains("navigationBar") || bars.contains("automatic") {
        context.navigationBarHidden = true
      }
      if bars.contains("tabBar") { context.tabBarHidden = true }
    }
    guard modifier.name == "toolbar", context.navigationDepth > 0 else { return }
    for view in content {
      let base = ViewName.base(of: view.name)
      if base == "ToolbarSpacer" || base == "ToolbarTitleMenu" { continue }
      if base == "ToolbarItem" || base == "ToolbarItemGroup" {
        var placement = "automatic"
        for argument in view.arguments?.arguments ?? [] where argument.label == "placement" {
          if case .implicitMember(let name) = argument.value.kind { placement = name }
        }
        if let side = ToolbarViews.side(of: placement) {
          context.toolbarItems.append((side, view))
        }
      } else {
        let item = ViewSyntax(name: "ToolbarItem", nameRange: view.nameRange, children: [view])
        context.toolbarItems.append((.trailing, item))
      }
    }
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
    return lowerBandViews(views, label, of: index)
  }

  /// An inline `Picker`'s label as its section's header.
  mutating func lowerHeaderViews(_ views: [ViewSyntax], of index: Int) -> [NodeID] {
    lowerBandViews(views, "header", of: index)
  }

  /// The options of a `Picker` as written: its content block, or its `content:` closure.
  static func pickerOptions(_ written: ViewSyntax) -> [ViewSyntax] {
    for argument in written.arguments?.arguments ?? [] where argument.label == "content" {
      if case .closure(let closure) = argument.value.kind, case .views(let views) = closure.body {
        return views
      }
    }
    return written.children
  }

  private mutating func lowerBandViews(_ views: [ViewSyntax], _ label: String, of index: Int)
    -> [NodeID]
  {
    guard !views.isEmpty else { return [] }
    let saved = context.environment
    let m = context.listMetrics
    context.environment.font = FontSpec(
      base: .textStyle(label == "header" ? m.headerStyle : .footnote))
    if label == "header", m.headerUppercase { context.environment.textCase = .uppercase }
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
    let hidden = context.tabBarHidden
    context.tabBarHidden = false
    let content = tabs.isEmpty ? [] : lowerChildren([tabs[selected]], of: index, axis: nil)
    defer { context.tabBarHidden = hidden }
    if context.environment.tabViewStyle != "page", !context.tabBarHidden {
      let bar = context.builder.beginView(
        ViewRecord(
          type: "TabBar", role: .container, line: at.line, column: at.column, file: file(at),
          parent: index))
      // The capsule hangs from the top of the 49-point band it takes from the safe area and
      // reaches 13 points into the bottom safe area.
      let m = context.barMetrics
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
