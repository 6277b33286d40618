/// The app's own `ButtonStyle`s and `LabelStyle`s: `.buttonStyle(CardStyle())` makes every
/// button of its content (that no nearer style governs) the style's `makeBody(configuration:)`,
/// with `configuration.label` the button's label; a `LabelStyle` gets `configuration.title`
/// and `configuration.icon`. Styles are evaluated as views; nothing is pressed.
extension Interpreter {
  enum StyleKind {
    case button, label

    var modifier: String { self == .button ? "buttonStyle" : "labelStyle" }
    var view: String { self == .button ? "Button" : "Label" }

    /// The kind a modifier sets (`buttonStyle`, `labelStyle`); nil for any other.
    init?(modifier: String) {
      switch modifier {
      case "buttonStyle": self = .button
      case "labelStyle": self = .label
      default: return nil
      }
    }
  }

  /// The app's style a `.buttonStyle`/`.labelStyle` argument makes, with its `makeBody`;
  /// nil for SwiftUI's styles (`.bordered`, `.iconOnly`).
  func appStyle(_ arguments: [ArgumentSyntax], _ frame: Frame) -> (
    value: ProgramValue, type: String, makeBody: [FunctionSyntax]
  )? {
    guard arguments.count == 1, let argument = arguments.first else { return nil }
    let value = evaluate(argument.value, frame)
    guard case .instance(let type, _) = value, let makeBody = index.type(type)?.methods["makeBody"]
    else { return nil }
    return (value, type, makeBody)
  }

  /// `views` with each button (or label) the style governs replaced by the style's body.
  func applyAppStyle(
    _ kind: StyleKind, _ style: (value: ProgramValue, type: String, makeBody: [FunctionSyntax]),
    to views: [ViewSyntax], _ e: ExprSyntax
  ) -> [ViewSyntax] {
    views.map { view in
      // A nearer style (on this view or the style's own result) governs what is inside it.
      if view.modifiers.contains(where: { $0.name == kind.modifier }) { return view }
      if view.name == kind.view { return styled(kind, view, style, e) }
      var view = view
      view.children = applyAppStyle(kind, style, to: view.children, e)
      for i in view.modifiers.indices {
        view.modifiers[i].content = applyAppStyle(kind, style, to: view.modifiers[i].content, e)
      }
      for i in view.labelledClosures.indices {
        view.labelledClosures[i].views = applyAppStyle(
          kind, style, to: view.labelledClosures[i].views, e)
      }
      return view
    }
  }

  private func styled(
    _ kind: StyleKind, _ view: ViewSyntax,
    _ style: (value: ProgramValue, type: String, makeBody: [FunctionSyntax]), _ e: ExprSyntax
  ) -> ViewSyntax {
    let parts = kind == .button ? buttonParts(view) : labelParts(view)
    var fields: [String: ProgramValue] = ["isPressed": .bool(false), "role": .none]
    for (name, views) in parts.content { fields[name] = .views(views) }
    let scope = Scope(parent: nil)
    scope.names["$configuration"] = .instance(
      type: kind == .button ? "ButtonStyleConfiguration" : "LabelStyleConfiguration",
      fields: fields)
    let argument = ArgumentSyntax(
      label: "configuration", value: ExprSyntax(.identifier("$configuration"), range: e.range))
    let value = callDeclared(
      style.makeBody, type: style.type, receiver: style.value, [argument], nil,
      argumentFrame: Frame(scope: scope), e)
    // The control keeps its identity and modifiers; its content is the style's body, drawn
    // with no style of SwiftUI's own.
    var result = ViewSyntax(
      name: kind.view, nameRange: view.nameRange,
      arguments: parts.kept.isEmpty
        ? nil : ArgumentListSyntax(arguments: parts.kept, range: view.nameRange),
      children: asViews(value, at: e.range))
    let plain = ExprSyntax(.implicitMember(kind == .button ? "plain" : "automatic"), range: e.range)
    result.modifiers =
      [
        ModifierSyntax(
          name: kind.modifier, nameRange: view.nameRange, dotLocation: view.nameRange.start,
          arguments: ArgumentListSyntax(arguments: [ArgumentSyntax(value: plain)], range: e.range))
      ] + view.modifiers
    return result
  }

  /// A button's label (its `label:` closure, its content, or its title as a `Text`), and the
  /// arguments it keeps (`role:`, and the action, never run).
  private func buttonParts(_ view: ViewSyntax) -> (
    content: [String: [ViewSyntax]], kept: [ArgumentSyntax]
  ) {
    let resolved = Lowerer.resolveClosureArguments(view)
    var label = resolved.labelledClosures.filter { $0.label == "label" }.flatMap(\.views)
    if label.isEmpty { label = resolved.children }
    var kept: [ArgumentSyntax] = []
    var title: ExprSyntax?
    var systemImage: ExprSyntax?
    for argument in resolved.arguments?.arguments ?? [] {
      switch argument.label {
      case nil where title == nil && label.isEmpty: title = argument.value
      case "systemImage": systemImage = argument.value
      case "role": kept.append(argument)
      default: break
      }
    }
    if let title {
      var arguments = [ArgumentSyntax(value: title)]
      if let systemImage {
        arguments.append(ArgumentSyntax(label: "systemImage", value: systemImage))
      }
      label = [
        ViewSyntax(
          name: systemImage == nil ? "Text" : "Label", nameRange: view.nameRange,
          arguments: ArgumentListSyntax(arguments: arguments, range: title.range))
      ]
    }
    let action = ExprSyntax(
      .closure(ClosureSyntax(parameters: [], body: .empty, range: view.nameRange)),
      range: view.nameRange)
    kept.append(ArgumentSyntax(label: "action", value: action))
    return (["label": label], kept)
  }

  /// A label's title and icon: `Label("T", systemImage: "x")` is `Text("T")` and
  /// `Image(systemName: "x")`; `Label { title } icon: { icon }` and `Label(title:icon:)` their
  /// closures' views.
  private func labelParts(_ view: ViewSyntax) -> (
    content: [String: [ViewSyntax]], kept: [ArgumentSyntax]
  ) {
    var title = view.children
    var icon = view.labelledClosures.filter { $0.label == "icon" }.flatMap(\.views)
    for argument in view.arguments?.arguments ?? [] {
      switch (argument.label, argument.value.kind) {
      case (nil, _):
        title = [
          ViewSyntax(
            name: "Text", nameRange: view.nameRange,
            arguments: ArgumentListSyntax(
              arguments: [ArgumentSyntax(value: argument.value)], range: argument.value.range))
        ]
      case ("systemImage", _):
        icon = [
          ViewSyntax(
            name: "Image", nameRange: view.nameRange,
            arguments: ArgumentListSyntax(
              arguments: [ArgumentSyntax(label: "systemName", value: argument.value)],
              range: argument.value.range))
        ]
      case ("title", .closure(let c)):
        if case .views(let views) = c.body { title = views }
      case ("icon", .closure(let c)):
        if case .views(let views) = c.body { icon = views }
      default: break
      }
    }
    return (["title": title, "icon": icon], [])
  }
}
