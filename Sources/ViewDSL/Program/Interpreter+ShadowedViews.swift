/// An app's type named like a SwiftUI view (a Mastodon client's `List` model, a `Label`
/// record) does not hide SwiftUI's view. Swift resolves `List { … }` among every `List` in
/// scope by the initializer that type-checks, so the app's type is meant only when one of its
/// initializers takes the call's labels; otherwise the call is SwiftUI's view.
extension Interpreter {
  /// Whether `Name(arguments) { trailing }` is SwiftUI's view `Name` although the app declares
  /// a type `Name` that is not a view: none of that type's initializers takes these labels.
  func callsShadowedView(
    _ typeName: String, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?
  ) -> Bool {
    // The app's views, shapes, layouts and wrapped UIKit views are what their name calls.
    guard isViewName(typeName), let info = index.type(typeName), !info.isView,
      !info.inherited.contains(where: {
        Self.shapeProtocols.contains($0) || Self.representables.contains($0) || $0 == "Layout"
      })
    else { return false }
    let labels = arguments.map(\.label) + (trailing == nil ? [] : [Optional("trailing")])
    if info.initializers.contains(where: { accepts($0.parameters, labels) }) { return false }
    switch info.kind {
    case .enumeration:
      return labels != ["rawValue"]
    default:
      if labels == ["from"],
        info.inherited.contains(where: { $0 == "Codable" || $0 == "Decodable" })
      {
        return false
      }
      return !memberwiseAccepts(info, labels)
    }
  }

  /// Whether the memberwise initializer takes `labels`: the stored properties in order, each
  /// given by its name, or left out when it has an initial value or is an optional `var`; a
  /// trailing closure for a property of function type.
  func memberwiseAccepts(_ info: ProgramIndex.TypeInfo, _ labels: [String?]) -> Bool {
    var i = 0
    for property in info.stored where !(property.isLet && property.initial != nil) {
      if i < labels.count, labels[i] == property.name {
        i += 1
      } else if i < labels.count, labels[i] == "trailing",
        property.type?.contains("->") == true || property.isViewBuilder
      {
        i += 1
      } else if property.initial == nil,
        property.isLet || !Self.isOptional(property.type), property.wrapper == nil
      {
        return false
      }
    }
    return i == labels.count
  }
}
