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
          && argumentsFit($0.parameters, arguments, frame)
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

  /// Whether a call's arguments can be of the types their parameters declare: beside SwiftUI's
  /// own initializers the labels alone do not choose (`Text("Hi")` and `Text(title)` with a
  /// string are SwiftUI's, not the app's `init(_ style: AppStyle)`). A name is evaluated for
  /// this only where its parameter's type is a string, a number or the app's type.
  func argumentsFit(
    _ parameters: [ParameterSyntax], _ arguments: [ArgumentSyntax], _ frame: Frame
  ) -> Bool {
    let written = arguments.filter { !$0.isTrailingClosure }
    var i = 0
    for parameter in parameters where i < written.count && written[i].label == parameter.label {
      guard argumentFits(written[i].value, parameter.type, frame) else { return false }
      i += 1
    }
    return true
  }

  /// A string is not a number, a Boolean or the app's type; a number is not a string, a
  /// Boolean or the app's type; the app's value or `.name` is not a string or a number.
  private func argumentFits(_ argument: ExprSyntax, _ declared: String?, _ frame: Frame) -> Bool {
    guard var type = declared else { return true }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    let isAppType = index.types[Self.genericBase(type)].map { $0.kind != .extensionType } ?? false
    let isNumber = Self.floatingPointTypes.contains(type) || Self.integerTypes.contains(type)
    let isString = Self.stringTypes.contains(type)
    guard isAppType || isNumber || isString || type == "Bool" else { return true }
    switch argument.kind {
    case .string, .interpolatedString: return isString
    case .number, .integer: return isNumber
    case .bool: return type == "Bool"
    case .implicitMember: return isAppType
    case .closure: return true
    default: break
    }
    switch evaluate(argument, frame) {
    case .string: return isString
    case .int, .double: return isNumber
    case .bool: return type == "Bool"
    case .instance, .enumCase: return isAppType
    default: return true
    }
  }

  static let integerTypes: Set<String> = [
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  static let stringTypes: Set<String> = [
    "String", "Substring", "Character", "LocalizedStringKey", "LocalizedStringResource",
  ]
}
