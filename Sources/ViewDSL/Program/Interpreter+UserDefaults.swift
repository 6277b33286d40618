/// `UserDefaults`, which a preview's process starts empty.
extension Interpreter {
  /// `UserDefaults.standard` or `UserDefaults(suiteName:)` (an app group's), as evaluated.
  static func isUserDefaults(_ value: ProgramValue) -> Bool {
    guard case .swiftUI(let e) = value else { return false }
    switch e.kind {
    case .member(let type, "standard"):
      if case .identifier("UserDefaults") = type.kind { return true }
    case .call(let type, let arguments, nil):
      if case .identifier("UserDefaults") = type.kind, arguments.map(\.label) == ["suiteName"] {
        return true
      }
    default: break
    }
    return false
  }

  /// What `UserDefaults.standard` gives a preview, whose defaults start empty (as
  /// `@AppStorage` takes its default): nil, or the type's zero.
  static func freshUserDefault(_ method: String) -> ProgramValue {
    switch method {
    case "bool": return .bool(false)
    case "integer": return .int(0)
    case "double", "float": return .double(0)
    default: return .none  // object, data, string, array, dictionary, url, set…
    }
  }
}
