/// Members: of the app's instances, enum cases and types (stored and computed properties,
/// methods), of Swift's values (`Builtins`), of SwiftUI's (kept as expressions), and subscripts.
extension Interpreter {
  func member(_ base: ProgramValue, _ name: String, _ e: ExprSyntax) -> ProgramValue {
    if let value = memberIfPresent(base, name, e) { return value }
    if name == "localizedDescription", let text = localizedDescription(of: base, e) { return text }
    if name == "wrappedValue" || name == "projectedValue", Self.isBinding(e) {
      return base  // `$text.wrappedValue`: a binding reads as its value
    }
    if name == "animation" || name == "transaction", Self.isBinding(e) {
      return .function(FunctionValue(body: .builtin("bindingAnimation"), receiver: base))
    }
    // `allCases.filter { … }` in an enumeration that also declares `static func allCases(for:)`:
    // the name read as a value is the synthesized list of cases, not the function.
    if case .function(let f) = base, case .declared(let functions, let type?) = f.body,
      functions.first?.name == "allCases", index.type(type)?.kind == .enumeration,
      let cases = staticCases(type)
    {
      return member(cases, name, e)
    }
    if name == "map" || name == "flatMap" {
      switch base {
      case .instance, .enumCase, .bool:
        return Builtins.optionalMap(base)  // the app's value has no `map`: an optional's
      default: break
      }
    }
    switch base {
    case .unknown: return base
    case .swiftUI(let inner):
      if case .identifier("Locale") = inner.kind, name == "current" {
        return Builtins.previewLocale
      }
      // A package's resources (`Bundle.module`) are looked up as the app's are.
      if case .identifier("Bundle") = inner.kind, name == "main" || name == "module" {
        return Self.mainBundle
      }
      if let color = assetColor(inner, name, e) { return color }
      if case .identifier(let type) = inner.kind,
        Builtins.unknowableMembers.contains(type + "." + name)
      {
        return unknown(.cannotKnowValue(type + "." + name), at: e.range.start)
      }
      if case .identifier(let type) = inner.kind, Builtins.systemLists.contains(type + "." + name) {
        return unknown(.systemListNotKnown(type + "." + name), at: e.range.start)
      }
      // `tintColor.resolve(in: environment)`: a colour's components, which no frame reads.
      if name == "resolve" { return unknown(.resolvedValueNotComputed, at: e.range.start) }
      return .swiftUI(ExprSyntax(.member(inner, name), range: e.range))
    case .array,
      .dictionary where name == "self":
      return .swiftUI(e)  // `[Item].self`, a type
    case .type(let type):
      // `Backyard.ID`: a type the protocol gives (`Identifiable`'s), used as a type only.
      if name.first?.isUppercase == true || name == "self" { return .swiftUI(e) }
      return unknown(.unknownMember(name, of: type, suggestion: nil), at: e.range.start)
    default:
      let bodyless = isModifierName(name) ? notAView(base) : nil
      return unknown(bodyless ?? .valueHasNoMember(name, base.described), at: e.range.start)
    }
  }

  /// `alignment.horizontal` of an `Alignment` written by name (`.topLeading`): the guide it is
  /// made of, typed (`HorizontalAlignment.leading`) so that the app's extensions of that type
  /// apply to it.
  static func alignmentPart(_ e: ExprSyntax, _ name: String) -> ExprSyntax? {
    guard name == "horizontal" || name == "vertical" else { return nil }
    let alignment: String
    switch e.kind {
    case .implicitMember(let n): alignment = n
    case .member(let base, let n):
      guard case .identifier("Alignment") = base.kind else { return nil }
      alignment = n
    default: return nil
    }
    let parts: [String: (String, String)] = [
      "topLeading": ("leading", "top"), "top": ("center", "top"),
      "topTrailing": ("trailing", "top"),
      "leading": ("leading", "center"), "center": ("center", "center"),
      "trailing": ("trailing", "center"), "bottomLeading": ("leading", "bottom"),
      "bottom": ("center", "bottom"), "bottomTrailing": ("trailing", "bottom"),
    ]
    guard let (h, v) = parts[alignment] else { return nil }
    let type = name == "horizontal" ? "HorizontalAlignment" : "VerticalAlignment"
    return ExprSyntax(
      .member(ExprSyntax(.identifier(type), range: e.range), name == "horizontal" ? h : v),
      range: e.range)
  }

  /// Whether a member expression reads through a binding (`$order.flag.animation`).
  static func isBinding(_ e: ExprSyntax) -> Bool {
    var current = e
    while case .member(let base, _) = current.kind { current = base }
    if case .identifier(let name) = current.kind { return name.hasPrefix("$") }
    return false
  }

  /// A member of a value when it has one; nil otherwise (the caller reports).
  func memberIfPresent(_ base: ProgramValue, _ name: String, _ e: ExprSyntax) -> ProgramValue? {
    // `isPresented.wrappedValue`: a binding reads as its value, so its value is the value.
    if name == "wrappedValue" {
      switch base {
      case .instance, .swiftUI: break  // the app's own wrapper, or SwiftUI's
      default: return base
      }
    }
    switch base {
    case .unknown: return base
    case .none:
      // `item.map { … }` of a nil optional is nil; any other member of nil is `item?.name`.
      if name == "map" || name == "flatMap" { return Builtins.optionalMap(base) }
      return ProgramValue.none  // `item?.name` on nil
    case .instance(let type, let fields):
      // `self.$model.query`: a wrapper's projection (a binding) reads as the wrapped value.
      if let value = fields[name] ?? fields[Self.projectedName(name)] { return value }
      if let value = geometryMember(base, type, name) ?? layoutMember(base, type, name)
        ?? optionSetMember(base, type, name)
      {
        return value
      }
      return typeMember(type, of: base, name, e) ?? foundationMember(base, type, name, e)
    case .enumCase(let type, let caseName, let payload):
      if name == "rawValue" { return rawValue(type, caseName) }
      if let value = typeMember(type, of: base, name, e) { return value }
      if name == "id" { return base }
      if let item = payload.first(where: { $0.label == name }) { return item.value }
      return nil
    case .type(let type):
      return staticMember(type, name, e)
    case .swiftUI(let inner):
      // `Color.brandPrimary`, `Font.scaledTitle`: the app's extension of a SwiftUI type.
      if case .identifier(let type) = inner.kind, let value = staticMember(type, name, e) {
        return value
      }
      if case .identifier(let type) = inner.kind, let value = Self.geometryStatic(type, name) {
        return value
      }
      if let part = Self.alignmentPart(inner, name) { return .swiftUI(part) }
      if let size = knownProxyMember(inner, name) { return size }
      // `HorizontalAlignment.leading.percent`: the app's extension of the value's SwiftUI type.
      if case .member(let typeExpression, _) = inner.kind,
        case .identifier(let type) = typeExpression.kind,
        index.types[type]?.kind == .extensionType,
        let value = typeMember(type, of: base, name, e)
      {
        return value
      }
      if name == "isAccessibilitySize", let rank = dynamicTypeRank(base) {
        return .bool(rank >= Self.dynamicTypeSizes.firstIndex(of: "accessibility1")!)
      }
      return nil
    case .views:
      return .function(FunctionValue(body: .viewMember(name), receiver: base))
    case .deferredViews(let deferred):
      return memberIfPresent(resolve(deferred), name, e)
    case .tuple(let items):
      if let item = items.first(where: { $0.label == name }) { return item.value }
      if let i = Int(name), items.indices.contains(i) { return items[i].value }
      return nil
    default:
      if name == "upperBound", case .array(let items) = base {
        return upperBound(items, e)
      }
      if let value = Builtins.property(base, name) ?? Builtins.method(base, name) { return value }
      if case .string = base, name == "data" {  // `json.data(using: .utf8)`
        return .function(FunctionValue(body: .builtin("foundation.data"), receiver: base))
      }
      // The app's extension of a standard type (`extension String { func isBlank() … }`).
      guard let type = Self.standardTypeName(base) else { return nil }
      return typeMember(type, of: base, name, e)
    }
  }

  /// The SwiftUI type a value expression makes: `Text` of `Text("a").bold()`, `Color` of
  /// `Color.red`.
  static func madeType(_ e: ExprSyntax) -> String? {
    switch e.kind {
    case .call(let callee, _, _):
      if case .identifier(let type) = callee.kind { return type }
      if case .member(let base, _) = callee.kind { return madeType(base) }
      return nil
    case .member(let base, _):
      if case .identifier(let type) = base.kind { return type }
      return madeType(base)
    default: return nil
    }
  }

  /// The standard library's name for a value's type, for the app's extensions of it.
  static func standardTypeName(_ value: ProgramValue) -> String? {
    switch value {
    case .string: "String"
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .array: "Array"
    default: nil
    }
  }

  /// A computed property or method of one of the app's types, on `value`.
  private func typeMember(_ type: String, of value: ProgramValue, _ name: String, _ e: ExprSyntax)
    -> ProgramValue?
  {
    guard let info = index.type(type) else { return nil }
    if let found = declaredMember(name, in: info, of: value, selfType: info.name, e) {
      return found
    }
    if name == "id", case .instance = value, info.inherited.contains("Identifiable") {
      return value
    }
    return inheritedMember(info, of: value, name, e)
  }

  /// An enum case's raw value: the one written, else its name (`String`) or its position
  /// (`Int`).
  func rawValue(_ type: String, _ caseName: String) -> ProgramValue {
    guard let info = index.type(type),
      let position = info.cases.firstIndex(where: { $0.name == caseName })
    else { return .string(caseName) }
    let rawType = info.inherited.first {
      Self.floatingPointTypes.contains($0) || $0 == "Int" || $0 == "String"
    }
    if let raw = info.cases[position].rawValue {
      return coerce(evaluate(raw, Frame(scope: Scope(parent: nil))), to: rawType)
    }
    if rawType == "Int" {
      // One more than the case before, counting from the last written value (`case a = 1,
      // b, c`: 2 and 3), else from 0.
      if let k = info.cases[..<position].lastIndex(where: { $0.rawValue != nil }),
        case .int(let base) = evaluate(info.cases[k].rawValue!, Frame(scope: Scope(parent: nil)))
      {
        return .int(base &+ (position - k))  // past `Int.max` Swift does not compile
      }
      return .int(position)
    }
    return .string(caseName)
  }

  func subscriptValue(
    _ base: ProgramValue, _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue {
    // The app's own `subscript` (its getter, read as a method named `subscript`).
    if case .instance(let type, _) = base, let functions = index.type(type)?.methods["subscript"] {
      return callDeclared(
        functions, type: type, receiver: base, arguments, nil, argumentFrame: frame, e)
    }
    let keys = arguments.map { evaluate($0.value, frame) }
    switch (base, keys.first) {
    case (.array(let items), .int(let i)?):
      guard items.indices.contains(i) else {
        return unknown(.indexOutOfRange(i, count: items.count), at: e.range.start)
      }
      return items[i]
    case (.dictionary(let entries), let key?):
      return entries.first { programEquals($0.key, key) == true }?.value ?? .none
    case (.instance("JSON", let fields), .string(let key)?):
      return fields[key] ?? .none  // a `--data` object read as a dictionary
    case (.unknown, _): return base
    case (.swiftUI(let inner), _):
      return .swiftUI(
        ExprSyntax(
          .subscriptAccess(
            inner,
            zip(arguments, keys).map { a, k in
              ArgumentSyntax(
                label: a.label, labelRange: a.labelRange, value: residual(k, at: a.value.range))
            }), range: e.range))
    default:
      return unknown(.operandNotSupported(base.described), at: e.range.start)
    }
  }

  /// `range.upperBound` of an integer range, which is kept as its elements: the last for a
  /// range written `a...b` right there, past the last for `a..<b`. A range held in a name has
  /// lost which it was: unknown, since guessing either is wrong for the other.
  private func upperBound(_ items: [ProgramValue], _ e: ExprSyntax) -> ProgramValue {
    guard case .member(var written, _) = e.kind else {
      return unknown(.rangeUpperBoundNotKnown, at: e.range.start)
    }
    // `(0...10)`: a parenthesized expression is a tuple of one unlabelled element.
    if case .tuple(let parts) = written.kind, parts.count == 1, parts[0].label == nil {
      written = parts[0].value
    }
    guard case .range(_, _, let closed) = written.kind else {
      return unknown(.rangeUpperBoundNotKnown, at: e.range.start)
    }
    guard case .int(let last)? = items.last else {
      return unknown(.rangeUpperBoundNotKnown, at: e.range.start)
    }
    return .int(closed ? last : last + 1)
  }
}
