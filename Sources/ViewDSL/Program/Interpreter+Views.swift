/// SwiftUI's views and modifiers met while evaluating: containers evaluate their content
/// closures at once (in the environment of the moment); leaf views such as `Text("a")` stay
/// SwiftUI expressions until they are used as views, since `Color.red` or `Circle()` may as
/// well be a style or a shape argument.
extension Interpreter {
  /// Modifiers that set what the content's custom views read (`@EnvironmentObject`,
  /// `@Environment`): applied before their content is evaluated.
  static let environmentModifiers: Set<String> = ["environmentObject", "environment"]

  /// Types made from an asset catalogue's generated symbols (`Color(.brand)`, `Image(.logo)`).
  static let resourceTypes: Set<String> = ["Color", "Image", "UIColor", "UIImage", "NSColor"]

  /// Types whose trailing closure is work to do later, not views: Combine's `Deferred` runs
  /// it when subscribed to and `Future` hands it a promise kept later.
  static let actionTypes: Set<String> = [
    "Task", "DispatchQueue", "Timer", "Thread", "OperationQueue", "NotificationCenter",
    "Deferred", "Future",
  ]

  /// Closure-taking modifiers whose closure computes a value from its parameters: kept as an
  /// expression for the catalogue. Every other non-content closure is an action, never run.
  static let computingClosureModifiers: Set<String> = ["alignmentGuide", "containerRelativeFrame"]

  /// Modifiers whose closure holds views shown elsewhere that layoutc lays out there: a
  /// `.toolbar`'s items go in the navigation bar.
  static let elsewhereContentModifiers: Set<String> = ["toolbar"]

  /// Labels of closure arguments that hold views (`label:`, `header:`), as SwiftUI's
  /// initializers name their `@ViewBuilder` parameters.
  static let viewBuilderLabels: Set<String> = [
    "label", "content", "header", "footer", "icon", "title", "placeholder", "actions", "message",
    "minimumValueLabel", "maximumValueLabel", "currentValueLabel", "destination", "background",
    "overlay", "detail", "sidebar", "leading", "trailing", "principal",
  ]

  // MARK: - Modifiers

  /// `views.name(arguments)`: a method of the app's `extension View`, `.modifier(M())` with the
  /// app's `ViewModifier`, else SwiftUI's modifier, added to the view (or to a group of them).
  func applyViewMember(
    _ name: String, to views: [ViewSyntax], _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ callee: ExprSyntax, _ frame: Frame
  ) -> ProgramValue {
    if let methods = appViewMethods(name, arguments, trailing) {
      let value = callDeclared(
        methods, type: "View", receiver: .views(views), arguments, trailing, argumentFrame: frame, e
      )
      return .views(asViews(value, at: e.range))
    }
    // The app's extension of the view's own type (`extension Text { func style(…) -> Text }`),
    // which only that type's values call.
    if views.count == 1, let type = views[0].name.split(separator: ".").first.map(String.init),
      let methods = viewTypeMethod(name, of: type, arguments, trailing)
    {
      let value = callDeclared(
        methods, type: type, receiver: .views(views), arguments, trailing, argumentFrame: frame, e)
      return .views(asViews(value, at: e.range))
    }
    if name == "modifier", let first = arguments.first {
      let modifier = evaluate(first.value, frame)
      if case .instance(let type, _) = modifier, let body = index.type(type)?.methods["body"] {
        let content = ArgumentSyntax(
          label: "content", value: ExprSyntax(.identifier("$content"), range: first.value.range))
        let scope = Scope(parent: nil)
        scope.names["$content"] = .views(views)
        let value = callDeclared(
          body, type: type, receiver: modifier, [content], nil,
          argumentFrame: Frame(scope: scope), e)
        return .views(asViews(value, at: e.range))
      }
      if case .unknown(let u) = modifier { report(u) }
      return .views(views)
    }
    if let animated = animatorModifier(name, views, arguments, trailing, e, frame) {
      return animated
    }
    if let kind = StyleKind(modifier: name), let style = appStyle(arguments, frame) {
      return .views(applyAppStyle(kind, style, to: views, e))
    }
    let definition = Catalogue.modifier(named: name)
    let takesViews =
      definition?.acceptsContent == true || Self.elsewhereContentModifiers.contains(name)
    var content: [ViewSyntax] = []
    var evaluated: [ArgumentSyntax] = []
    for argument in arguments {
      if case .closure(let closure) = argument.value.kind {
        let value = closureArgument(closure, modifier: name, acceptsContent: takesViews, frame)
        if argument.label == nil || (takesViews && argument.label == "content"),
          case .closure(let c) = value.kind, case .views(let vs) = c.body, takesViews
        {
          content += vs
        } else {
          evaluated.append(
            ArgumentSyntax(label: argument.label, labelRange: argument.labelRange, value: value))
        }
        continue
      }
      var value = evaluate(argument.value, frame)
      if argument.label == nil, Self.titledViews.contains(name), let text = catalogString(value) {
        value = text  // `.navigationTitle(.settingsTitle)`
      }
      if argument.label == nil, case .views(let vs) = value {
        if case .silent? = definition?.role, definition?.acceptsContent != true {
          // The app's `Shape` given to a modifier that changes no layout (`.clipShape(
          // RoundedCorner(radius: 8, corners: [.topLeft]))`): it changes nothing either.
          evaluated.append(
            ArgumentSyntax(
              label: nil, labelRange: nil, value: ExprSyntax(.error, range: argument.value.range)))
          continue
        }
        content += vs
        continue
      }
      if case .unknown = value, case .silent? = definition?.role {
        // A modifier that changes no layout (`.matchedTransitionSource(id: item.id, in: ns)`):
        // a value a preview cannot know there changes nothing either.
        evaluated.append(
          ArgumentSyntax(
            label: argument.label, labelRange: argument.labelRange,
            value: ExprSyntax(.error, range: argument.value.range)))
        continue
      }
      // `.background(Color.red)` is the view form; with `in: shape` the colour is a style.
      if argument.label == nil, definition?.acceptsContent == true,
        ViewArguments.modifiers.contains(name), !arguments.contains(where: { $0.label == "in" }),
        case .swiftUI(let se) = value, case .call = se.kind, let v = view(from: se)
      {
        content.append(v)
        continue
      }
      evaluated.append(
        ArgumentSyntax(
          label: argument.label, labelRange: argument.labelRange,
          value: residual(value, at: argument.value.range)))
    }
    var closure: ClosureSyntax?
    if let trailing {
      let value = closureArgument(trailing, modifier: name, acceptsContent: takesViews, frame)
      if case .closure(let c) = value.kind {
        if case .views(let vs) = c.body { content += vs } else { closure = c }
      }
    }
    var modifier = ModifierSyntax.member(name, callee, evaluated, closure)
    if arguments.isEmpty, trailing != nil { modifier.arguments = nil }
    modifier.content = content
    return .views(attach(modifier, to: views, at: e.range))
  }

  /// A closure given to a modifier or view: views for content, the computed expression for
  /// `alignmentGuide` and the like, an empty action otherwise.
  func closureArgument(
    _ closure: ClosureSyntax, modifier: String, acceptsContent: Bool, _ frame: Frame
  ) -> ExprSyntax {
    if acceptsContent {
      let value = callClosure(
        ClosureValue(
          syntax: closure, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType),
        closure.parameters.map { .swiftUI(ExprSyntax(.identifier($0), range: closure.range)) },
        builder: true, at: closure.range.start)
      let views = asViews(value, at: closure.range)
      return ExprSyntax(
        .closure(ClosureSyntax(parameters: [], body: .views(views), range: closure.range)),
        range: closure.range)
    }
    if Self.computingClosureModifiers.contains(modifier) {
      let value = callClosure(
        ClosureValue(
          syntax: closure, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType),
        closure.parameters.map { .swiftUI(ExprSyntax(.identifier($0), range: closure.range)) },
        builder: false, at: closure.range.start)
      return ExprSyntax(
        .closure(
          ClosureSyntax(
            parameters: closure.parameters, body: .expression(residual(value, at: closure.range)),
            range: closure.range)), range: closure.range)
    }
    return ExprSyntax(
      .closure(ClosureSyntax(parameters: closure.parameters, body: .empty, range: closure.range)),
      range: closure.range)
  }

  /// A modifier added to one view, or to a group of several (SwiftUI applies it to each).
  private func attach(_ modifier: ModifierSyntax, to views: [ViewSyntax], at range: SourceRange)
    -> [ViewSyntax]
  {
    if views.count == 1 {
      var view = views[0]
      view.modifiers.append(modifier)
      return [view]
    }
    guard !views.isEmpty else { return [] }
    var group = ViewSyntax(name: "Group", nameRange: range, children: views)
    group.modifiers = [modifier]
    return [group]
  }

  // MARK: - SwiftUI's initializers

  /// A call of a SwiftUI name: a container evaluates its content now; `ForEach` makes its
  /// copies; anything else stays an expression with its arguments' values.
  func swiftUICall(
    _ callee: ExprSyntax, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?,
    _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue {
    var name: String?
    var arguments = arguments
    // `SecureField(.init(placeholder), text: $t)`: where a title is taken, `.init(…)` is
    // `LocalizedStringKey(…)`.
    if case .identifier(let n) = callee.kind, Self.titledViews.contains(n) {
      for i in arguments.indices where arguments[i].label == nil || arguments[i].label == "title" {
        if let key = Self.implicitKey(arguments[i].value) { arguments[i].value = key }
      }
    }
    var given = arguments
    var givenFrame = frame
    switch callee.kind {
    case .identifier(let n): name = n
    case .call(let inner, let innerArguments, nil):
      // `layout { … }` where `layout` is `AnyLayout(HStackLayout())`: its arguments are values.
      if case .identifier(let n) = inner.kind, trailing != nil, arguments.isEmpty {
        name = n
        given = innerArguments
        givenFrame = Frame(scope: Scope(parent: nil))
      }
    default: break
    }
    if let name {
      if name == "ForEach" { return forEach(arguments, trailing, e, frame) }
      if name == "List", let data = arguments.first, data.label == nil,
        trailing != nil || arguments.last?.label == "rowContent"
      {
        // `List(items, id: \.name) { item in … }` is `List { ForEach(items, id:) { … } }`, and
        // `List(items, rowContent: makeRow)` is so with `ForEach`'s `content: makeRow`.
        var forEachArguments = [data] + arguments.filter { $0.label == "id" }
        if trailing == nil, var row = arguments.last {
          row.label = "content"
          forEachArguments.append(row)
        }
        let rows = asViews(forEach(forEachArguments, trailing, e, frame), at: e.range)
        var list = ViewSyntax(name: "List", nameRange: callee.range)
        list.children = rows
        return .views([list])
      }
      if let value = foundationValue(name, arguments, e, frame) { return value }
      if let cache = Self.makeCache(name, arguments) { return cache }
      if let scanner = makeScanner(name, arguments, frame) { return scanner }
      if let made = extensionInitializer(name, callee, arguments, trailing, e, frame) {
        return made
      }
      if let conversion = Builtins.conversion(name, arguments, e, frame, self) { return conversion }
      // `AnyView(view)` erases the view's type; it lays out as the view (`TransparentViews`).
      if name == "AnyView", trailing == nil, arguments.count == 1, arguments[0].label == nil {
        return evaluate(arguments[0].value, frame)
      }
      if let geometry = geometryValue(name, arguments, e, frame) { return geometry }
      if let value = layoutValue(name, arguments) { return value }
      if name == "AnyLayout", trailing == nil, arguments.count == 1, arguments[0].label == nil {
        // `AnyLayout(FlowLayout())` of the app's own layout: the layout itself, which is what
        // the erasing wrapper lays out.
        let layout = evaluate(arguments[0].value, frame)
        if isAppLayout(layout) { return layout }
      }
      if name == "NSError", let error = makeNSError(arguments, frame) { return error }
      if let image = platformImage(name, arguments, e, frame) { return image }
      if let color = Self.dynamicColor(name, arguments, trailing, e) { return color }
      if name == "Image", let image = imageOfPlatformImage(arguments, e, frame) { return image }
      if Builtins.unknowable.contains(name) {
        // Reported only if the value reaches the layout: `let id = UUID()` is harmless.
        return unknown(.cannotKnowValue(name + "(…)"), at: e.range.start)
      }
      if let animated = animatorContent(name, arguments, trailing, e, frame) { return animated }
      if name == "Text", let text = textCall(arguments, e, frame) { return text }
      let hasClosures =
        trailing != nil
        || arguments.contains { if case .closure = $0.value.kind { true } else { false } }
      if hasClosures, isViewName(name) || name == "AnyLayout" {
        return .views([
          makeView(name, callee.range, given, trailing, e, givenFrame, closureFrame: frame)
        ])
      }
    }
    // A modifier on a SwiftUI value (`Color.red.frame(…).alignmentGuide(.leading) { d in … }`):
    // its computing closure is kept as an expression, as on a view.
    var modifier = ""
    if case .member(_, let m) = callee.kind { modifier = m }
    var evaluated: [ArgumentSyntax] = []
    for argument in arguments {
      var value: ExprSyntax
      if case .closure(let closure) = argument.value.kind {
        value = closureArgument(
          closure, modifier: modifier,
          acceptsContent: argument.label.map(Self.viewBuilderLabels.contains) ?? false, frame)
      } else if let name, Self.resourceTypes.contains(name), argument.label == nil,
        case .implicitMember(let symbol) = argument.value.kind
      {
        // `Color(.brandBlue)`: Xcode's generated symbol for the asset, not the app's
        // `Color.brandBlue`; looked up by the set's name (`Image(.defaultWorkout)` shows
        // `defaultWorkoutImage`).
        let asset = name.hasSuffix("Image") ? imageSymbols[symbol] ?? symbol : symbol
        value = ExprSyntax(.string(asset), range: argument.value.range)
      } else {
        var v = evaluate(argument.value, frame)
        // `Text(.photoTypeFront)`: a String Catalog's symbol where a title is taken.
        if let name, argument.label == nil || argument.label == "title",
          Self.titledViews.contains(name), let text = catalogString(v)
        {
          v = text
        }
        // A value made from one a preview cannot know (`.init(id: UUID().uuidString, …)` of a
        // type not known here, `Logger(subsystem: Bundle.main.bundleIdentifier!, …)`) is itself
        // unknown: reported where a layout uses it. A view's argument is reported here, and so
        // is one already reported (no message), or one of a type that may be a library's
        // (`Store(reducer: …)` under `import SwiftUIFlux`; not `Logger` under `import OSLog`),
        // which is then the error.
        if case .unknown(let u) = v {
          // `&cancellables` unknown since an earlier `.store(in: &cancellables)`: handing it on
          // reads nothing of it.
          if case .inOut = argument.value.kind {
            evaluated.append(
              ArgumentSyntax(
                label: argument.label, labelRange: argument.labelRange,
                value: ExprSyntax(.error, range: argument.value.range)))
            continue
          }
          if name == nil, case .implicitMember = callee.kind { return v }
          if u.message != nil, let name, !isViewName(name),
            libraryModules(at: e.range.start.offset).isEmpty
              || isImportedAppleType(name, at: e.range.start.offset)
          {
            return v
          }
        }
        value = residual(v, at: argument.value.range)
        // `Text(title)`: a string that is not a literal is shown verbatim, not as Markdown;
        // `Text(LocalizedStringKey(title))` is a key, whose Markdown is read.
        if name == "Text", argument.label == nil, case .string = v {
          switch argument.value.kind {
          case .string, .interpolatedString: break
          case .call(let made, _, _) where made.isLocalizedStringKey: break
          default:
            evaluated.append(ArgumentSyntax(label: "verbatim", labelRange: nil, value: value))
            continue
          }
        }
      }
      evaluated.append(
        ArgumentSyntax(label: argument.label, labelRange: argument.labelRange, value: value))
    }
    var closure: ClosureSyntax?
    if let trailing {
      // Only a view's closure is content: `Task { … }`, `DispatchQueue.main.async { … }` and a
      // gesture's `.onChanged { … }` are actions, never run.
      let isContent = name.map { isViewName($0) || !Self.actionTypes.contains($0) } ?? false
      if case .closure(let c) = closureArgument(
        trailing, modifier: modifier, acceptsContent: isContent, frame
      ).kind {
        closure = c
      }
    }
    return .swiftUI(ExprSyntax(.call(callee, evaluated, trailingClosure: closure), range: e.range))
  }

  /// A SwiftUI view with closures: its content evaluated as views.
  private func makeView(
    _ name: String, _ nameRange: SourceRange, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ frame: Frame, closureFrame: Frame
  ) -> ViewSyntax {
    var view = ViewSyntax(name: name, nameRange: nameRange)
    let definition = Catalogue.views[name]
    let takesClosure =
      definition?.overloads.contains {
        $0.parameters.contains { if case .closure = $0.type { true } else { false } }
      } ?? false
    let hasAction = arguments.contains { $0.label == "action" }
    var evaluated: [ArgumentSyntax] = []
    let isAsyncImage = name == "AsyncImage"
    for argument in arguments {
      if isAsyncImage, argument.label == "url" {
        // The image is not known to a preview: the view is laid out while loading.
        evaluated.append(
          ArgumentSyntax(
            label: "url", labelRange: argument.labelRange,
            value: ExprSyntax(.nilLiteral, range: argument.value.range)))
        continue
      }
      guard case .closure(let closure) = argument.value.kind else {
        var value = evaluate(argument.value, frame)
        if argument.label == nil, Self.titledViews.contains(name), let text = catalogString(value) {
          value = text  // `Button(.save) { … }`
        }
        evaluated.append(
          ArgumentSyntax(
            label: argument.label, labelRange: argument.labelRange,
            value: residual(value, at: argument.value.range)))
        continue
      }
      let isContent = argument.label.map(Self.viewBuilderLabels.contains) ?? false
      let value = closureArgument(closure, modifier: "", acceptsContent: isContent, frame)
      if argument.isTrailingClosure, let label = argument.label,
        case .closure(let c) = value.kind, case .views(let views) = c.body
      {
        view.labelledClosures.append(
          LabelledClosureSyntax(
            label: label, labelRange: argument.labelRange ?? closure.range, views: views))
      } else {
        evaluated.append(
          ArgumentSyntax(label: argument.label, labelRange: argument.labelRange, value: value))
      }
    }
    if !evaluated.isEmpty {
      view.arguments = ArgumentListSyntax(arguments: evaluated, range: e.range)
    }
    if let trailing, !isAsyncImage {
      let isContent = (definition?.acceptsChildren ?? true) && (!takesClosure || hasAction)
      if isContent {
        let parameters = trailing.parameters
        // A reader's proxy may be `$0` (`GeometryReader { Color.red.frame(width: $0.size…) }`).
        let names = parameters.isEmpty && name == "GeometryReader" ? ["$0"] : parameters
        let content = {
          self.callClosure(
            ClosureValue(
              syntax: trailing, scope: closureFrame.scope, selfValue: closureFrame.selfValue,
              selfType: closureFrame.selfType),
            names.map { .swiftUI(ExprSyntax(.identifier($0), range: trailing.range)) },
            builder: true, at: trailing.range.start)
        }
        let value = name == "GeometryReader" ? readerContent(trailing, &view, content) : content()
        view.children = asViews(value, at: trailing.range)
        view.blockParameters = parameters
        view.blockParametersRange = trailing.range
        if view.children.isEmpty, view.arguments == nil {
          view.arguments = ArgumentListSyntax(arguments: [], range: e.range)
        }
      } else {
        view.trailingClosure = ClosureSyntax(
          parameters: trailing.parameters, body: .empty, range: trailing.range)
      }
    }
    return view
  }
}

extension ExprSyntax {
  /// `LocalizedStringKey` as a callee.
  var isLocalizedStringKey: Bool {
    if case .identifier("LocalizedStringKey") = kind { return true }
    return false
  }
}

extension Interpreter {
  /// `.init(text)` written for a title: `LocalizedStringKey(text)`; nil for anything else.
  static func implicitKey(_ e: ExprSyntax) -> ExprSyntax? {
    guard case .call(let callee, let arguments, nil) = e.kind,
      case .implicitMember("init") = callee.kind, arguments.count == 1,
      arguments[0].label == nil
    else { return nil }
    let key = ExprSyntax(.identifier("LocalizedStringKey"), range: callee.range)
    return ExprSyntax(.call(key, arguments, trailingClosure: nil), range: e.range)
  }
}
