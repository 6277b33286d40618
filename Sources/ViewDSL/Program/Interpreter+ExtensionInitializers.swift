/// Initializers the app adds to a SwiftUI or system type (`extension Color { init(hex:) }`):
/// run as Swift runs them, `self` what their `self.init(red:green:blue:)` (SwiftUI's) or
/// `self = …` makes. The type stays SwiftUI's: the value is the SwiftUI expression made.
extension Interpreter {
  /// `Color(hex: "#1B1B1B")` when the app's extension of `Color` has an initializer that takes
  /// the call's labels; nil otherwise (SwiftUI's own initializer).
  func extensionInitializer(
    _ type: String, _ callee: ExprSyntax, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard let info = index.types[type], info.kind == .extensionType,
      !info.initializers.isEmpty
    else { return nil }
    let labels = Self.callLabels(arguments, trailing)
    guard
      let initializer = info.initializers.first(where: {
        accepts($0.parameters, labels, closuresByType: true)
      })
    else { return nil }
    return enter(at: e.range.start) {
      let made = Frame(scope: Scope(parent: nil), selfType: type)
      guard
        runInitializer(initializer, arguments, trailing, from: frame, in: made, info.writtenName, e)
      else { return unknown(nil, at: e.range.start) }
      // The value is written where the app calls the initializer: a view made is found there.
      if case .swiftUI(let value)? = made.selfValue,
        case .call(let madeCallee, let madeArguments, let madeClosure) = value.kind
      {
        var named = madeCallee
        named.range = callee.range
        return .swiftUI(
          ExprSyntax(.call(named, madeArguments, trailingClosure: madeClosure), range: e.range))
      }
      return made.selfValue ?? unknown(.noMatchingInitializer(info.writtenName), at: e.range.start)
    }
  }

  /// `self.init(…)` inside such an initializer: the app's other initializer, else SwiftUI's;
  /// `self` is what it makes. Nil when `self`'s type is not an extension of a SwiftUI type.
  func extensionSelfInit(
    _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, _ e: ExprSyntax,
    _ callee: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard let type = frame.selfType, let info = index.types[type], info.kind == .extensionType
    else { return nil }
    let made =
      extensionInitializer(type, callee, arguments, trailing, e, frame)
      ?? swiftUICall(
        ExprSyntax(.identifier(type), range: callee.range), arguments, trailing, e, frame)
    frame.selfValue = made
    return made
  }
}
