/// What layoutc does with a SwiftUI name (SwiftUI-Names.md lists every name with its verdict).
enum NameVerdict: Equatable, Sendable {
  /// Takes part in layout (a view, or a modifier with a node, an environment value or an
  /// identity).
  case laidOut
  /// Accepted and ignored: SwiftUI changes no frame for it.
  case noLayoutEffect
  /// Recognised, and an error until layoutc lays it out.
  case notSupportedYet
  /// From another Apple framework (the name given): an error naming it.
  case otherFramework(String)
}

extension Catalogue {
  /// The verdict on a view name; nil for a name layoutc does not know (maybe the app's own).
  static func verdict(ofView name: String) -> NameVerdict? {
    if views[name] != nil { return .laidOut }
    if unsupportedViews.contains(name) { return .notSupportedYet }
    if let framework = OtherFrameworks.views[name] { return .otherFramework(framework) }
    return nil
  }

  /// The verdict on a modifier name; nil for one layoutc does not know.
  static func verdict(ofModifier name: String) -> NameVerdict? {
    if let definition = modifier(named: name) {
      if case .silent = definition.role { return .noLayoutEffect }
      return .laidOut
    }
    if unsupportedModifiers.contains(name) { return .notSupportedYet }
    if let framework = OtherFrameworks.modifiers[name] { return .otherFramework(framework) }
    return nil
  }
}
