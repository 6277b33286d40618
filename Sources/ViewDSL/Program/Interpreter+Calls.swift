/// Calls: the app's initializers, functions, methods and closures; SwiftUI's views and
/// modifiers (`Interpreter+Views.swift`); Swift's built-in functions (`Builtins.swift`).
extension Interpreter {
  /// A call; a name passed `inout` (`&name`) that the callee did not give back (the app's
  /// function does, `callDeclared`, and a `Scanner`'s scan) is unknown after it: a system call
  /// (`.store(in: &cancellables)`, `shuffled(using: &generator)`) may have changed it.
  func call(
    _ e: ExprSyntax, _ callee: ExprSyntax, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ frame: Frame
  ) -> ProgramValue {
    guard arguments.contains(where: { if case .inOut = $0.value.kind { true } else { false } })
    else { return callValue(e, callee, arguments, trailing, frame) }
    let enclosing = inOutGivenBack
    inOutGivenBack = false
    defer { inOutGivenBack = enclosing }
    let value = callValue(e, callee, arguments, trailing, frame)
    if !inOutGivenBack {
      for argument in arguments {
        guard case .inOut(let target) = argument.value.kind else { continue }
        let name = Self.placeName(target) ?? "value"
        assign(target, "=", unknown(.changedBySystemCall(name), at: target.range.start), frame)
      }
    }
    return value
  }

  private func callValue(
    _ e: ExprSyntax, _ callee: ExprSyntax, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ frame: Frame
  ) -> ProgramValue {
    switch callee.kind {
    case .member(let baseExpression, "init"):
      if case .identifier("self") = baseExpression.kind,
        let made = extensionSelfInit(arguments, trailing, e, callee, frame)
      {
        return made  // `self.init(red: r, green: g, blue: b)` in `extension Color`
      }
      if case .identifier("self") = baseExpression.kind, let type = frame.selfType,
        index.type(type) != nil
      {
        // `self.init(columns: 5, rows: 3)` in an initializer: `self` is what the other makes.
        let made = construct(type, arguments, trailing, e, frame, instanceOnly: true)
        if case .instance = made { frame.selfValue = made }
        return made
      }
      return invoke(
        member(evaluate(baseExpression, frame), "init", callee), callee, arguments, trailing, e,
        frame)
    case .member(let baseExpression, let name)
    where Self.mutatingArrayMethods.contains(name) && Self.isPlace(baseExpression):
      let base = evaluate(baseExpression, frame)
      guard case .array(let items) = base else {
        return invoke(member(base, name, callee), callee, arguments, trailing, e, frame)
      }
      return mutate(items, name, baseExpression, arguments, e, frame)
    case .member(let baseExpression, let name):
      if case .member(let type, "standard") = baseExpression.kind,
        case .identifier("UserDefaults") = type.kind
      {
        return Self.freshUserDefault(name)
      }
      if Self.environmentModifiers.contains(name) {
        return environmentModifier(e, baseExpression, name, callee, arguments, trailing, frame)
      }
      if let scaled = fontMetricsScaledValue(baseExpression, name, arguments, e, frame) {
        return scaled
      }
      if callsViewMethod(name, on: baseExpression, arguments, trailing) {
        return callViewMethod(name, on: baseExpression, in: frame, arguments, trailing, e)
      }
      if name == "redacted" || name == "unredacted" {
        // The content's `@Environment(\.redactionReasons)` reads the reason.
        let saved = customEnvironment
        defer { customEnvironment = saved }
        let reasons = arguments.first.map { [evaluate($0.value, frame)] } ?? []
        customEnvironment["redactionReasons"] = .array(name == "redacted" ? reasons : [])
        let base = evaluate(baseExpression, frame)
        guard let views = asViewsIfPossible(base) else { return member(base, name, callee) }
        return applyViewMember(name, to: views, arguments, trailing, e, callee, frame)
      }
      let base = evaluate(baseExpression, frame)
      if let scanned = scannerCall(base, baseExpression, name, arguments, e, frame) {
        return scanned
      }
      if let cached = cacheCall(base, baseExpression, name, arguments, e, frame) { return cached }
      // `let defaults = UserDefaults.standard` then `defaults.object(forKey:)`.
      if Self.isUserDefaults(base) { return Self.freshUserDefault(name) }
      if case .views(let views) = base {
        return applyViewMember(name, to: views, arguments, trailing, e, callee, frame)
      }
      // `Button("Go", action: go).buttonStyle(Pill())`: a leaf kept as an expression becomes
      // views for the app's style to replace.
      if case .swiftUI(let inner) = base, let kind = StyleKind(modifier: name),
        let style = appStyle(arguments, frame), let views = asViewsIfPossible(.swiftUI(inner))
      {
        return .views(applyAppStyle(kind, style, to: views, e))
      }
      if case .swiftUI(let inner) = base,
        isModifierName(name) && containsViewContent(arguments, trailing, name: name)
          || Self.animatorModifiers.contains(name),
        let views = asViewsIfPossible(.swiftUI(inner))
      {
        return applyViewMember(name, to: views, arguments, trailing, e, callee, frame)
      }
      if let result = mutatingCall(base, baseExpression, name, arguments, trailing, e, frame)
        ?? viewTypeMethodCall(base, name, arguments, trailing, callee, e, frame)
      {
        return result
      }
      // `keys.first(where: …)`, `items.last(where: …)`: a call of an array's `first` or `last`
      // is the method, not the element the property names.
      if case .array = base, name == "first" || name == "last",
        let method = Builtins.method(base, name)
      {
        return invoke(method, callee, arguments, trailing, e, frame)
      }
      // A method that shares its name with a stored property (`model.donuts(sortedBy:)` beside
      // `model.donuts`): a call means the method.
      if case .instance(let type, let fields) = base, fields[name] != nil,
        let functions = index.type(type)?.methods[name]
      {
        let method = FunctionValue(body: .declared(functions, type: type), receiver: base)
        return invoke(.function(method), callee, arguments, trailing, e, frame)
      }
      return invoke(member(base, name, callee), callee, arguments, trailing, e, frame)
    case .implicitMember(let name):
      if name == "constant", let first = arguments.first {
        return evaluate(first.value, frame)  // `.constant(true)`: a binding's value
      }
      // `decoder.dateDecodingStrategy = .formatted(formatter)`
      if name == "formatted", let strategy = dateDecodingStrategy(arguments, frame) {
        return strategy
      }
      // A static property of an extension (`UTType.donut`) is not what `.donut(…)` calls: that
      // is a case or a function of the type the context gives, which coercion finds.
      var target = implicitMember(name, callee)
      switch target {
      case .function, .closure, .type: break
      case .swiftUI(let x): if case .implicitMember = x.kind {} else { target = .swiftUI(callee) }
      default: target = .swiftUI(callee)
      }
      return invoke(target, callee, arguments, trailing, e, frame)
    case .identifier("ModifiedContent")
    where frame.scope.lookup("ModifiedContent") == nil
      && arguments.map(\.label) == ["content", "modifier"]:
      // `ModifiedContent(content: self, modifier: TitleFont())` is `self.modifier(TitleFont())`.
      let modifier = ExprSyntax(.member(arguments[0].value, "modifier"), range: callee.range)
      let rewritten = ExprSyntax(
        .call(modifier, [ArgumentSyntax(value: arguments[1].value)], trailingClosure: nil),
        range: e.range)
      return evaluate(rewritten, frame)
    case .identifier(let name):
      if let method = viewExtensionMethod(name, of: frame) {  // `rowTitle()` in `extension Text`
        return invoke(.function(method), callee, arguments, trailing, e, frame)
      }
      // Inside `extension View`, `padding()` is `self.padding()`.
      if frame.scope.lookup(name) == nil, frame.selfValue?.isViews == true,
        isModifierName(name) || index.type("View")?.methods[name] != nil
      {
        let base = ExprSyntax(.identifier("self"), range: callee.range)
        // `environment(RouterPath())` sets what the content reads, as `.environment(…)` does.
        if Self.environmentModifiers.contains(name) || name == "redacted" || name == "unredacted" {
          let member = ExprSyntax(.member(base, name), range: callee.range)
          return call(e, member, arguments, trailing, frame)
        }
        if appViewMethods(name, arguments, trailing) != nil {
          return callViewMethod(name, on: base, in: frame, arguments, trailing, e)
        }
        guard case .views(let views) = resolved(frame.selfValue ?? .none) else { return .none }
        return applyViewMember(name, to: views, arguments, trailing, e, callee, frame)
      }
      // `category(for: code)` inside `var category: String { category(for: code) }`: a call
      // of a name that is both a property and a method of `self` means the method (reading
      // the property ran it again, without end).
      if frame.scope.lookup(name) == nil, let selfValue = frame.selfValue,
        case .instance(let type, _) = selfValue, let info = index.type(type),
        info.computed[name] != nil || info.stored.contains(where: { $0.name == name }),
        let functions = info.methods[name]
      {
        let method = FunctionValue(body: .declared(functions, type: type), receiver: selfValue)
        return invoke(.function(method), callee, arguments, trailing, e, frame)
      }
      // `load(n)` in a method is `self.load(n)`: what it changes of `self` stays changed.
      if frame.scope.lookup(name) == nil, let selfValue = frame.selfValue,
        case .instance = selfValue,
        let result = mutatingCall(
          selfValue, ExprSyntax(.identifier("self"), range: callee.range), name, arguments,
          trailing, e, frame)
      {
        return result
      }
      let found = lookup(name, callee, frame)
      // `universalAccentColor(from: theme, environment: scheme)` beside a global `var
      // universalAccentColor`: a call whose labels the global function takes is the function.
      switch found {
      case .function, .closure, .type: break
      default:
        if frame.scope.lookup(name) == nil,
          let functions = index.functions(name, from: e.range.start.offset),
          functions.contains(where: {
            accepts($0.parameters, Self.callLabels(arguments, trailing))
          })
        {
          let function = FunctionValue(body: .declared(functions, type: nil), receiver: nil)
          return invoke(.function(function), callee, arguments, trailing, e, frame)
        }
      }
      return invoke(found, callee, arguments, trailing, e, frame)
    case .array(let elements) where elements.count == 1 && arguments.isEmpty:
      return .array([])  // `[Location]()`
    case .dictionary(let entries) where entries.count == 1 && arguments.isEmpty:
      return .dictionary([])  // `[String: Int]()`
    default:
      return invoke(evaluate(callee, frame), callee, arguments, trailing, e, frame)
    }
  }

  func invoke(
    _ function: ProgramValue, _ callee: ExprSyntax, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue {
    switch function {
    case .type(let name):
      if callsShadowedView(name, arguments, trailing) {
        return swiftUICall(callee, arguments, trailing, e, frame)
      }
      return construct(name, arguments, trailing, e, frame)
    case .function(let f):
      switch f.body {
      case .declared(let functions, let type):
        return callDeclared(
          functions, type: type, receiver: f.receiver, arguments, trailing, argumentFrame: frame, e)
      case .builtin(let name):
        if name.hasPrefix("geometry."), let receiver = f.receiver {
          return callGeometryMethod(String(name.dropFirst(9)), on: receiver, arguments, e, frame)
        }
        if name.hasPrefix("optionset."), let receiver = f.receiver {
          return callOptionSetMethod(String(name.dropFirst(10)), on: receiver, arguments, e, frame)
        }
        if name.hasPrefix("foundation."), let receiver = f.receiver {
          return callFoundationMethod(String(name.dropFirst(11)), on: receiver, arguments, e, frame)
        }
        if name.hasPrefix("keychain.") {
          return keychainCall(String(name.dropFirst(9)), arguments, trailing, e, frame)
        }
        if name.hasPrefix("layout."), let receiver = f.receiver {
          return callLayoutMethod(String(name.dropFirst(7)), on: receiver, arguments, e, frame)
        }
        return Builtins.call(name, on: f.receiver, arguments, trailing, e, frame, self)
      case .enumConstructor(let type, let enumCase):
        return constructEnumCase(type, enumCase, arguments, e, frame)
      case .viewMember(let name):
        guard case .views(let views)? = f.receiver.map(resolved) else { return .none }
        return applyViewMember(name, to: views, arguments, trailing, e, callee, frame)
      }
    case .closure(let closure):
      let values = arguments.map { evaluate($0.value, frame) }
      return callClosure(closure, values, builder: false, at: e.range.start)
    case .swiftUI(let inner):
      return swiftUICall(inner, arguments, trailing, e, frame)
    case .unknown:
      return function
    case .none where isOptionalChain(callee):
      return .none
    case .instance where isAppLayout(function):
      // `(FlowLayout(alignment: .leading)) { … }`, `layout { … }`
      guard let trailing, arguments.isEmpty else {
        return unknown(.notCallable(function.described), at: e.range.start)
      }
      return appLayoutView(function, trailing: trailing, e, frame)
    default:
      return unknown(.notCallable(function.described), at: e.range.start)
    }
  }

  // MARK: - The app's types

  /// `Type(arguments)`: an initializer written in the type, else the memberwise one; a view's
  /// body is then evaluated.
  /// Views that wrap UIKit or AppKit views.
  static let representables: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  func construct(
    _ typeName: String, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?,
    _ e: ExprSyntax, _ frame: Frame, instanceOnly: Bool = false
  ) -> ProgramValue {
    guard let info = index.type(typeName) else {
      return unknown(.unknownName(typeName), at: e.range.start)
    }
    if let representable = info.inherited.first(where: Self.representables.contains),
      info.isView == false
    {
      return unknown(.representableNotSupported(info.writtenName, representable), at: e.range.start)
    }
    if let trailing, !instanceOnly, info.inherited.contains("Layout") {
      let layout = construct(typeName, arguments, nil, e, frame)
      if case .unknown = layout { return layout }
      return appLayoutView(layout, trailing: trailing, e, frame)
    }
    if info.kind == .enumeration {
      // `Theme(rawValue: "orange")`
      guard let raw = arguments.first, raw.label == "rawValue" else {
        return unknown(.noMatchingInitializer(info.writtenName), at: e.range.start)
      }
      let value = evaluate(raw.value, frame)
      for c in info.cases where c.payload.isEmpty {
        if programEquals(rawValue(info.name, c.name), value) == true {
          return .enumCase(type: info.name, name: c.name, payload: [])
        }
      }
      return .none
    }
    return enter(at: e.range.start) {
      var fields: [String: ProgramValue] = [:]
      let defaults = Frame(scope: Scope(parent: nil), selfType: info.name)
      for property in storedProperties(info) {
        if property.wrapper == "NSManaged" {
          fields[property.name] = managedAttribute(property, madeAt: e)
        } else if let wrapper = property.wrapper, let value = wrapped(property, wrapper, e) {
          fields[property.name] = value
        } else if let initial = property.initial {
          fields[property.name] = given(
            property.name, for: coerce(evaluate(initial, defaults), to: property.type),
            type: property.type)
        } else if Self.isOptional(property.type), !property.isLet {
          fields[property.name] = ProgramValue.none
        }
      }
      let instanceFrame = Frame(
        scope: Scope(parent: nil), selfValue: .instance(type: info.name, fields: fields),
        selfType: info.name)
      if isManagedObjectInit(info, arguments, trailing) {
        // The context is where the object lives; nothing of it is read.
      } else if let initializer = chooseInitializer(initializerOwner(info), arguments, trailing) {
        guard
          runInitializer(
            initializer, arguments, trailing, from: frame, in: instanceFrame, info.name, e)
        else { return unknown(nil, at: e.range.start) }
      } else {
        guard memberwise(info, arguments, trailing, frame, instanceFrame, e) else {
          return unknown(nil, at: e.range.start)
        }
      }
      let instance = instanceFrame.selfValue ?? .none
      if instanceOnly { return instance }
      if info.isView, let body = info.computed["body"], let getter = body.getter {
        let value = evaluateBody(
          getter, Frame(scope: Scope(parent: nil), selfValue: instance, selfType: info.name),
          builder: true)
        return .views(asViews(value, at: e.range))
      }
      if !info.isView, info.inherited.contains(where: Self.shapeProtocols.contains) {
        // The app's own `Shape`: laid out as every shape is, whatever path it draws.
        var shape = ViewSyntax(name: "Rectangle", nameRange: e.range)
        shape.displayName = info.writtenName
        return .views([shape])
      }
      return instance
    }
  }

  static let shapeProtocols: Set<String> = ["Shape", "InsettableShape"]

  func constructEnumCase(
    _ type: String, _ enumCase: EnumCaseSyntax, _ arguments: [ArgumentSyntax], _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue {
    var payload: [(label: String?, value: ProgramValue)] = []
    for (i, argument) in arguments.enumerated() {
      let declared = i < enumCase.payload.count ? enumCase.payload[i] : nil
      payload.append(
        (
          declared?.label ?? argument.label,
          coerce(evaluate(argument.value, frame), to: declared?.type)
        ))
    }
    return .enumCase(type: type, name: enumCase.name, payload: payload)
  }

  /// A declared static function called with values (an operator: `static func <`).
  func callDeclared(
    _ functions: [FunctionSyntax], type: String, values: [ProgramValue], _ e: ExprSyntax
  ) -> ProgramValue {
    let scope = Scope(parent: nil)
    var arguments: [ArgumentSyntax] = []
    let parameters = functions.first?.parameters ?? []
    for (i, value) in values.enumerated() {
      scope.names["$argument\(i)"] = value
      arguments.append(
        ArgumentSyntax(
          label: i < parameters.count ? parameters[i].label : nil,
          value: ExprSyntax(.identifier("$argument\(i)"), range: e.range)))
    }
    return callDeclared(
      functions, type: type, receiver: .type(type), arguments, nil,
      argumentFrame: Frame(scope: scope), e)
  }

  /// A declared function or method: the overload whose labels match, run with `self`.
  func callDeclared(
    _ functions: [FunctionSyntax], type: String?, receiver: ProgramValue?,
    _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, argumentFrame: Frame,
    _ e: ExprSyntax, finalSelf: ((ProgramValue?) -> Void)? = nil
  ) -> ProgramValue {
    let labels = Self.callLabels(arguments, trailing)
    let functions = ProgramIndex.visible(functions, from: e.range.start.offset) ?? functions
    guard
      let function = functions.first(where: { accepts($0.parameters, labels) }) ?? functions.first
    else { return .none }
    return enter(at: e.range.start) {
      var selfValue = receiver
      if case .type = receiver { selfValue = nil }
      let frame = Frame(scope: Scope(parent: nil), selfValue: selfValue, selfType: type)
      frame.returnType = function.returnType.flatMap { appTypeName($0) }
      guard
        bind(
          function.parameters, arguments, trailing, from: argumentFrame, into: frame.scope,
          callee: function.name, e)
      else { return unknown(nil, at: e.range.start) }
      let result = evaluateBody(function.body, frame, builder: function.isViewBuilder)
      finalSelf?(frame.selfValue)
      // `inout` parameters, in order, give their final values back to the `&name` arguments.
      let targets = arguments.compactMap { a -> ExprSyntax? in
        if case .inOut(let target) = a.value.kind { return target }
        return nil
      }
      let inOut = function.parameters.filter { $0.type?.hasPrefix("inout ") == true }
      for (parameter, target) in zip(inOut, targets) {
        assign(target, "=", frame.scope.names[parameter.name] ?? .none, argumentFrame)
      }
      if !targets.isEmpty { inOutGivenBack = true }
      return result
    }
  }
}
