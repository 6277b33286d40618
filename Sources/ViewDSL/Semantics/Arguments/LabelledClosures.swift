/// Multiple trailing closures (`Button { } label: { … }`, `Label { … } icon: { … }`), rewritten
/// to the one-closure forms the catalogue binds: the first closure of a `Button` is its action
/// (it holds no views), the `label:` closure its label; a `Label`'s first closure is its title
/// and `icon:` its icon, drawn before the title as SwiftUI draws it.
extension Lowerer {
  /// The labelled closures each view accepts after its first trailing closure.
  static let labelledClosures: [String: [String]] = [
    "Button": ["label"],
    "Label": ["icon"],
    "Section": ["header", "footer"],
    "NavigationLink": ["label"],
    "Picker": ["label"],
    "Menu": ["label"],
    "NavigationSplitView": ["content", "detail"],
    "AsyncImage": ["placeholder"],
    "LabeledContent": ["label"],
  ]

  mutating func resolveLabelledClosures(_ written: ViewSyntax) -> ViewSyntax {
    let view = Self.resolveClosureArguments(written)
    guard !view.labelledClosures.isEmpty else { return view }
    let base = ViewName.base(of: view.name)
    var resolved = view
    resolved.labelledClosures = []
    // A view layoutc does not lay out (`NavigationSplitView { } detail: { }`) is reported as
    // such; its closures are not checked against a signature it does not have.
    guard Catalogue.views[base] != nil else { return resolved }
    let accepted = Self.labelledClosures[base] ?? []
    for closure in view.labelledClosures where !accepted.contains(closure.label) {
      report(
        .unexpectedLabelledClosure(closure.label, view: base, expected: accepted),
        at: closure.labelRange.start)
      check(closure.views)
    }
    let closures = view.labelledClosures.filter { accepted.contains($0.label) }
    guard !closures.isEmpty else { return resolved }
    switch base {
    case "Button":
      // `Button { action } label: { views }` is `Button(action: { }) { views }`.
      if let stray = view.children.first {
        report(.viewsInActionClosure(base), at: stray.nameRange.start)
        check(view.children)
      }
      let empty = ClosureSyntax(parameters: [], body: .empty, range: view.nameRange)
      resolved.trailingClosure = view.trailingClosure ?? empty
      resolved.children = closures.flatMap(\.views)
    case "Label":
      resolved.children = closures.flatMap(\.views) + view.children
    case "Section", "LabeledContent":
      // A section's header and footer, a labelled content's label: lowered by `lowerView`.
      resolved.labelledClosures = closures
    case "AsyncImage":
      // `AsyncImage(url:) { image in … } placeholder: { views }`: the content needs the image.
      resolved.trailingClosure = nil
      resolved.children = closures.flatMap(\.views)
    case "NavigationSplitView":
      // On iPhone the sidebar is the root screen; `content:` and `detail:` are pushed from it.
      break
    case "NavigationLink", "Picker", "Menu":
      // `NavigationLink { destination } label: { views }`: the destination is another screen;
      // `Picker(selection:) { options } label: { views }`: the options are a menu's items.
      resolved.children = closures.flatMap(\.views)
    default:
      break
    }
    return resolved
  }

  /// The same closures written as arguments, as older code and Apple's samples do:
  /// `Button(action: { … }, label: { Text("Go") })`, `Toggle(isOn: $on, label: { … })` and
  /// `Label(title: { Text("A") }, icon: { Image(systemName: "star") })`. Their views become the
  /// view's content as with trailing closures; the action stays an argument.
  /// Whether `resolveClosureArguments` rewrites a view of type `base` (the names of its
  /// `switch`); any other view is left as it is.
  static func rewritesArguments(_ base: String) -> Bool {
    switch base {
    case "Button", "Toggle", "Stepper", "Label", "Section", "NavigationLink", "List", "Picker",
      "Menu", "NavigationSplitView", "AsyncImage", "AnyView":
      true
    default: false
    }
  }

  static func resolveClosureArguments(_ view: ViewSyntax) -> ViewSyntax {
    guard let arguments = view.arguments?.arguments else { return view }
    let base = ViewName.base(of: view.name)
    let contentLabels: [String]
    switch base {  // the names of `rewritesArguments`
    case "Button", "Toggle", "Stepper": contentLabels = ["label"]
    case "Label": contentLabels = ["icon", "title"]  // drawn icon first, as SwiftUI draws it
    case "Section": return sectionParts(view)
    case "NavigationLink": return navigationLinkLabel(view)
    case "List": return listOfData(view)
    case "Picker": return pickerLabel(view)
    case "Menu": return menuLabel(view)
    case "NavigationSplitView": return splitViewSidebar(view)
    case "AsyncImage": contentLabels = ["placeholder"]
    case "AnyView":
      // `AnyView(Text("Hi").padding())`: the erased view is its one child.
      guard arguments.count == 1, arguments[0].label == nil,
        let erased = ViewArguments.view(from: arguments[0].value, colors: true)
      else { return view }
      var result = view
      result.arguments = nil
      result.children = [erased] + view.children
      return result
    default: return view
    }
    var views: [String: [ViewSyntax]] = [:]
    var kept: [ArgumentSyntax] = []
    for argument in arguments {
      if let label = argument.label, contentLabels.contains(label),
        case .closure(let closure) = argument.value.kind, case .views(let content) = closure.body
      {
        views[label] = content
      } else {
        kept.append(argument)
      }
    }
    guard !views.isEmpty else { return view }
    var resolved = view
    keep(kept, in: &resolved)
    resolved.children = contentLabels.flatMap { views[$0] ?? [] } + view.children
    return resolved
  }

  /// `NavigationSplitView(sidebar: { … }, content: { … }, detail: { … })`: on iPhone the sidebar
  /// is the root screen, the other columns are pushed from it.
  private static func splitViewSidebar(_ view: ViewSyntax) -> ViewSyntax {
    var resolved = view
    var kept: [ArgumentSyntax] = []
    for argument in view.arguments?.arguments ?? [] {
      switch (argument.label, argument.value.kind) {
      case ("sidebar"?, .closure(let closure)):
        if case .views(let views) = closure.body { resolved.children = views + view.children }
      case ("content"?, .closure), ("detail"?, .closure):
        continue
      default:
        kept.append(argument)
      }
    }
    keep(kept, in: &resolved)
    return resolved
  }

  /// Leaves a view only the arguments `kept` (no parentheses when none is left).
  private static func keep(_ kept: [ArgumentSyntax], in view: inout ViewSyntax) {
    view.arguments?.arguments = kept
    if kept.isEmpty { view.arguments = nil }
  }

  /// A `Menu`'s label: with a title (`Menu("Sort") { items }`) the items are not its content;
  /// `Menu(content: { items }, label: { views })` has the label's views.
  private static func menuLabel(_ view: ViewSyntax) -> ViewSyntax {
    var resolved = view
    var kept: [ArgumentSyntax] = []
    var label: [ViewSyntax]?
    for argument in view.arguments?.arguments ?? [] {
      switch (argument.label, argument.value.kind) {
      case ("content"?, _):
        label = label ?? []
      case ("label"?, .closure(let closure)):
        if case .views(let views) = closure.body { label = views }
      case (nil, .string), (nil, .interpolatedString):
        label = []
        kept.append(argument)
      default:
        kept.append(argument)
      }
    }
    if let label { resolved.children = label }
    keep(kept, in: &resolved)
    return resolved
  }

  /// A `NavigationLink`'s label: its title as a `Text` (`NavigationLink("Inbox") { Detail() }`,
  /// `NavigationLink("Inbox", value: 1)`), or its `label:` views; the destination (the
  /// `destination:` argument, or the closure after a title) is another screen, not laid out.
  private static func navigationLinkLabel(_ view: ViewSyntax) -> ViewSyntax {
    var resolved = view
    var kept: [ArgumentSyntax] = []
    var label: [ViewSyntax]?
    for argument in view.arguments?.arguments ?? [] {
      switch (argument.label, argument.value.kind) {
      case ("destination"?, _):
        continue
      // `isActive: $showing` (false) and `tag:selection:` with no selection: the link at rest,
      // its destination not shown. An active one stays an argument, reported.
      case ("isActive"?, .bool(false)), ("tag"?, _), ("selection"?, .nilLiteral):
        continue
      case (nil, .string), (nil, .interpolatedString):
        label = [titleText(argument.value)]
      case ("label"?, .closure(let closure)):
        if case .views(let views) = closure.body { label = views }
      default:
        kept.append(argument)
      }
    }
    if let label { resolved.children = label }
    keep(kept, in: &resolved)
    return resolved
  }

  /// A title argument (`Section("Code")`, `Picker("Theme", …)`) as the `Text` SwiftUI makes.
  private static func titleText(_ title: ExprSyntax) -> ViewSyntax {
    ViewSyntax(
      name: "Text", nameRange: title.range,
      arguments: ArgumentListSyntax(arguments: [ArgumentSyntax(value: title)], range: title.range))
  }

  /// `List(items, id: \.self) { item in … }`: a list of a `ForEach` over the data.
  private static func listOfData(_ view: ViewSyntax) -> ViewSyntax {
    guard let arguments = view.arguments?.arguments, let data = arguments.first,
      data.label == nil
    else { return view }
    var forEach = ViewSyntax(
      name: "ForEach", nameRange: view.nameRange,
      arguments: ArgumentListSyntax(
        arguments: [data] + arguments.filter { $0.label == "id" }, range: view.arguments!.range),
      trailingClosure: view.trailingClosure, blockParameters: view.blockParameters,
      children: view.children)
    forEach.blockOpening = view.blockOpening
    var resolved = view
    let kept = arguments.dropFirst().filter { $0.label != "id" }
    resolved.arguments =
      kept.isEmpty ? nil : ArgumentListSyntax(arguments: Array(kept), range: view.arguments!.range)
    resolved.trailingClosure = nil
    resolved.blockParameters = []
    resolved.children = [forEach]
    return resolved
  }

  /// A `Picker`'s label: its title as a `Text`, or its `label:` view; its options (the content)
  /// are a menu's items in the styles layoutc lays out, not views of the screen.
  private static func pickerLabel(_ view: ViewSyntax) -> ViewSyntax {
    var resolved = view
    var kept: [ArgumentSyntax] = []
    var label: [ViewSyntax] = []
    for argument in view.arguments?.arguments ?? [] {
      switch (argument.label, argument.value.kind) {
      case (nil, .string), (nil, .interpolatedString):
        label = [titleText(argument.value)]
      case ("label"?, .closure(let closure)):
        if case .views(let views) = closure.body { label = views }
      case ("label"?, _):
        if let v = ViewArguments.view(from: argument.value) { label = [v] }
      case ("content"?, .closure):
        // `Picker(selection:content:label:)`: the options, read where an inline picker shows
        // them (`pickerOptions`), a menu's items otherwise.
        continue
      default:
        kept.append(argument)
      }
    }
    resolved.children = label
    keep(kept, in: &resolved)
    return resolved
  }

  /// `Section("Title")`, `Section(header: Text("A"), footer: Text("B"))` and the same as
  /// closure arguments: the header and footer as labelled closures, as `Section { } header: { }`
  /// writes them.
  private static func sectionParts(_ view: ViewSyntax) -> ViewSyntax {
    var resolved = view
    var kept: [ArgumentSyntax] = []
    for argument in view.arguments?.arguments ?? [] {
      let range = argument.labelRange ?? argument.value.range
      switch (argument.label, argument.value.kind) {
      case (nil, .string), (nil, .interpolatedString):
        // `Section("Title")`: the title is a `Text` in the header.
        let text = titleText(argument.value)
        resolved.labelledClosures.insert(
          LabelledClosureSyntax(label: "header", labelRange: range, views: [text]), at: 0)
      case ("content"?, .closure(let closure)):
        // `Section(content: { rows }, header: { … })`, `Section(header: …, content: { rows })`.
        guard case .views(let rows) = closure.body else {
          if case .empty = closure.body { continue }
          kept.append(argument)
          continue
        }
        resolved.children = rows + resolved.children
      case ("header"?, _), ("footer"?, _):
        var views: [ViewSyntax] = []
        if case .closure(let closure) = argument.value.kind, case .views(let v) = closure.body {
          views = v
        } else if let v = ViewArguments.view(from: argument.value) {
          views = [v]
        } else {
          kept.append(argument)
          continue
        }
        resolved.labelledClosures.append(
          LabelledClosureSyntax(label: argument.label!, labelRange: range, views: views))
      default:
        kept.append(argument)
      }
    }
    keep(kept, in: &resolved)
    return resolved
  }
}
