/// Which names a call means as SwiftUI's: modifiers (SwiftUI's or the app's `extension View`
/// methods) and whether a modifier call carries views.
extension Interpreter {
  /// Whether a name is a modifier: SwiftUI's, the app's `extension View` method, `modifier`.
  func isModifierName(_ name: String) -> Bool {
    isSwiftUIModifierName(name) || index.type("View")?.methods[name] != nil || name == "modifier"
  }

  /// Whether SwiftUI (or another framework layoutc knows) has a modifier of this name.
  func isSwiftUIModifierName(_ name: String) -> Bool {
    Catalogue.modifier(named: name) != nil || Catalogue.unsupportedModifiers.contains(name)
      || OtherFrameworks.modifiers[name] != nil
  }

  /// Whether a modifier call has views among its arguments or in its closures' content.
  func containsViewContent(_ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, name: String)
    -> Bool
  {
    if appViewMethods(name, arguments, trailing) != nil || name == "modifier" { return true }
    if trailing != nil, Catalogue.modifier(named: name)?.acceptsContent == true { return true }
    return arguments.contains {
      if case .closure = $0.value.kind {
        return Catalogue.modifier(named: name)?.acceptsContent == true
      }
      if case .call(let callee, _, _) = $0.value.kind, case .identifier(let n) = callee.kind {
        return index.type(n)?.isView == true
      }
      return false
    }
  }
}
