/// Values read as the type declared for them: a property's, a parameter's, a function's result.
extension Interpreter {
  /// The types an integer literal given for one is a floating-point number of.
  static let floatingPointTypes: Set<String> = [
    "Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32",
  ]

  /// A value given where a property or parameter of `type` is declared: an implicit member
  /// becomes that enum's case or static (`.compact` for a `Style`).
  func coerce(_ value: ProgramValue, to type: String?) -> ProgramValue {
    guard let type else { return value }
    if let decoded = decodedJSON(value, as: type) { return decoded }
    var typeName = type
    if Self.isOptional(typeName) { typeName.removeLast() }
    if !stringSymbols.isEmpty,
      typeName == "LocalizedStringResource" || typeName == "LocalizedStringKey"
        || typeName == "String",
      let text = catalogString(value)
    {
      return text  // `var title: LocalizedStringResource { .photoTypeFront }`
    }
    if typeName == "Date", jsonDates != nil,
      let date = decodedDate(value, at: jsonDecodeLocation)
    {
      return date
    }
    // `Loadable<UIImage>`: the app's generic type, by its own name.
    typeName = Self.genericBase(typeName)
    // `[Item]`: each element (`[.init(name: "A"), .sample]`).
    if case .array(let items) = value, typeName.hasPrefix("["), typeName.hasSuffix("]"),
      !typeName.contains(":")
    {
      let element = String(typeName.dropFirst().dropLast())
      return .array(items.map { coerce($0, to: element) })
    }
    // `let spacing: CGFloat = 10`: an integer literal given for a floating-point type is one
    // (`spacing / 4` is 2.5, and it prints "10.0").
    if case .int(let n) = value, Self.floatingPointTypes.contains(typeName) {
      return .double(Double(n))
    }
    if case .array(let items) = value, let options = optionSetLiteral(items, as: typeName) {
      return options
    }
    if let decoded = decoded(value, as: typeName) { return decoded }
    guard case .swiftUI(let e) = value else { return value }
    if case .implicitMember(let name) = e.kind, let value = Self.geometryStatic(typeName, name) {
      return value
    }
    if case .implicitMember(let name) = e.kind, let value = staticMember(typeName, name, e) {
      return value
    }
    if case .call(let callee, let arguments, let trailing) = e.kind,
      case .implicitMember(let name) = callee.kind, let info = index.type(typeName)
    {
      if let c = info.enumCase(name) {
        return constructEnumCase(info.name, c, arguments, e, Frame(scope: Scope(parent: nil)))
      }
      if name == "init", info.kind != .extensionType {
        return construct(info.name, arguments, trailing, e, Frame(scope: Scope(parent: nil)))
      }
      // An extension of a SwiftUI type (`extension Image`): the app's initializer if one takes
      // these labels, else SwiftUI's (below).
      if name == "init",
        let made = extensionInitializer(
          info.name, callee, arguments, trailing, e, Frame(scope: Scope(parent: nil)))
      {
        return made
      }
      if let functions = info.staticMethods(name, from: e.range.start.offset) {
        return callDeclared(
          functions, type: info.name, receiver: .type(info.name), arguments, trailing,
          argumentFrame: Frame(scope: Scope(parent: nil)), e)
      }
    }
    // `.init(city.name)` given where a SwiftUI or standard type is declared
    // (`var title: LocalizedStringKey`): that type's initializer, as `LocalizedStringKey(…)`.
    if case .call(let callee, let arguments, let trailing) = e.kind,
      case .implicitMember("init") = callee.kind,
      index.type(typeName).map({ $0.kind == .extensionType }) ?? true,
      typeName.first?.isUppercase == true, typeName.allSatisfy({ $0.isLetter || $0.isNumber })
    {
      let named = ExprSyntax(
        .call(
          ExprSyntax(.identifier(typeName), range: callee.range), arguments,
          trailingClosure: trailing),
        range: e.range)
      return evaluate(named, Frame(scope: Scope(parent: nil)))
    }
    return value
  }
}
