import LayoutEngine

/// What lists and navigation stacks add around the app's views: a `Section`'s header and
/// footer in the text styles iOS gives them, the `NavigationStack`'s bar with its title, and
/// the check that keeps a bottom toolbar from being silently ignored.
extension Lowerer {
  /// The navigation bar of the `NavigationStack` just lowered: a `NavigationBar` view with the
  /// title its content set (`.navigationTitle`), inline (centred in 44 points) or large (at the
  /// bottom leading corner of 96 points; the default at the root of a stack).
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
}
