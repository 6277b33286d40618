import LayoutEngine

/// `.background(Circle())`, `.overlay(Text("NEW").padding(4), alignment: .top)`: SwiftUI's
/// older forms take the secondary view as an argument. The language reads such an argument as
/// the modifier's content, so the view is checked, laid out and listed like any other.
enum ViewArguments {
  /// Modifiers whose first positional argument may be a view (the lowering tells them by
  /// `ModifierDefinition.Special.viewArgument`).
  static let modifiers = ["background", "overlay"]

  /// The modifier with a leading view argument moved into its content; unchanged when the
  /// first positional argument is not a view (a style such as `Color.red` or `.blue`).
  static func moveViewArgument(_ modifier: ModifierSyntax) -> ModifierSyntax {
    guard modifiers.contains(modifier.name), var list = modifier.arguments,
      let first = list.arguments.first, first.label == nil, let view = view(from: first.value)
    else { return modifier }
    var result = modifier
    list.arguments.removeFirst()
    result.arguments = list
    result.content = [view] + modifier.content
    return result
  }

  /// A view expression: a view's name (with its initialiser call) followed by modifier calls.
  /// `Color…` stays a style: SwiftUI resolves `.background(Color.red)` to the style form, and
  /// both lay out the same.
  static func view(from e: ExprSyntax, colors: Bool = false) -> ViewSyntax? {
    switch e.kind {
    case .member(let base, let member) where colors:
      // `Color.red`, where a colour can only be a view (`AnyView(Color.red)`).
      guard case .identifier("Color") = base.kind else { return nil }
      return ViewSyntax(name: "Color." + member, nameRange: e.range)
    case .call(let callee, let arguments, let closure):
      if case .member(let base, let name) = callee.kind,
        var view = view(from: base, colors: colors)
      {
        view.modifiers.append(
          // Pointing at its own name and dot, not at the start of the chain.
          .member(name, callee, arguments, closure))
        return view
      }
      guard let name = viewName(callee, colors: colors) else { return nil }
      return ViewSyntax(
        name: name, nameRange: callee.range,
        arguments: ArgumentListSyntax(arguments: arguments, range: e.range),
        trailingClosure: closure)
    default:
      return nil
    }
  }

  /// `Text`, `RoundedRectangle`: an upper-case name the language knows as a view, not `Color`.
  private static func viewName(_ e: ExprSyntax, colors: Bool) -> String? {
    guard case .identifier(let name) = e.kind, colors || name != "Color",
      Catalogue.views[name] != nil || Catalogue.unsupportedViews.contains(name)
    else { return nil }
    return name
  }
}
