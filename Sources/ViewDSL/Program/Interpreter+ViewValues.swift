/// Values as views: what a view builder's statement stands for, and a SwiftUI call read as the
/// view it makes.
extension Interpreter {
  /// The views a value stands for in a view builder; reports anything else.
  func asViews(_ value: ProgramValue, at range: SourceRange) -> [ViewSyntax] {
    if let views = asViewsIfPossible(value) { return views }
    switch value {
    case .unknown(let u):
      report(u)  // one without a message was reported where it arose
    case .none:
      return []  // an optional view that is nil
    default:
      report(notAView(value) ?? .expectedViewValue(value.described), at: range.start)
    }
    return []
  }

  func asViewsIfPossible(_ value: ProgramValue) -> [ViewSyntax]? {
    switch value {
    case .views(let views): return views
    case .deferredViews(let deferred): return asViewsIfPossible(resolve(deferred))
    case .swiftUI(let e): return view(from: e).map { [$0] }
    default: return nil
    }
  }

  /// A SwiftUI view expression (a view's name or initializer call, then modifier calls) as a
  /// view; nil when it is not one (`.leading`, `Font.title`).
  func view(from e: ExprSyntax) -> ViewSyntax? {
    switch e.kind {
    case .identifier(let name):
      guard isViewName(name) else { return nil }
      return ViewSyntax(name: name, nameRange: e.range)
    case .member(let base, let name):
      if case .identifier(let type) = base.kind,
        Catalogue.views[type]?.members.contains(name) == true
      {
        return ViewSyntax(name: type + "." + name, nameRange: e.range)
      }
      return nil
    case .binary(.add, let a, _) where Lowerer.isTextOrImage(a):
      // `Text("a") + Text("b").bold()`: one text of pieces, read by the lowering.
      return ViewSyntax(
        name: "Text", nameRange: e.range,
        arguments: ArgumentListSyntax(arguments: [ArgumentSyntax(value: e)], range: e.range))
    case .call(let callee, let arguments, let closure):
      if case .member(let base, let name) = callee.kind, var view = view(from: base) {
        view.modifiers.append(.member(name, callee, arguments, closure))
        return view
      }
      guard case .identifier(let name) = callee.kind, isViewName(name) else { return nil }
      var view = ViewSyntax(
        name: name, nameRange: callee.range,
        arguments: ArgumentListSyntax(arguments: arguments, range: e.range))
      if let closure {
        if case .views(let children) = closure.body {
          view.children = children
        } else {
          view.trailingClosure = closure
        }
      }
      return view
    default:
      return nil
    }
  }

  func isViewName(_ name: String) -> Bool {
    Catalogue.views[name] != nil || Catalogue.unsupportedViews.contains(name)
      || OtherFrameworks.views[name] != nil
  }
}
