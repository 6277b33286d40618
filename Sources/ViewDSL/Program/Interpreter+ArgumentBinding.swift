/// Arguments bound to the parameters of the app's initializers and functions, as Swift matches
/// them: by label in order, defaults for the rest, trailing closures by Swift's forward scan.
extension Interpreter {
  /// Whether a declared type is optional, `T?` or implicitly unwrapped `T!`: a `var` of one
  /// starts as `nil`, so initializers need no argument for it.
  static func isOptional(_ type: String?) -> Bool {
    guard let last = type?.last else { return false }
    return last == "?" || last == "!"
  }

  func chooseInitializer(
    _ info: ProgramIndex.TypeInfo, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?
  ) -> InitializerSyntax? {
    guard !info.initializers.isEmpty else { return nil }
    let labels = Self.callLabels(arguments, trailing)
    if let exact = info.initializers.first(where: { accepts($0.parameters, labels) }) {
      return exact
    }
    // `Model()` where the type declares only convenience initializers (`convenience
    // init(rootWords:)`, which calls `self.init()`): Swift's implicit `init()`, every stored
    // property its initial value.
    if labels.isEmpty, memberwiseAccepts(info, labels) { return nil }
    return (info.initializers.count == 1 && info.kind == .classType ? info.initializers[0] : nil)
      ?? info.initializers.first { accepts($0.parameters, labels, loose: true) }
  }

  /// A call's argument labels in the order Swift matches them, `"trailing"` for the unlabelled
  /// trailing closure, which comes before the labelled ones (`} placeholder: {`).
  static func callLabels(_ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?) -> [String?] {
    arguments.filter { !$0.isTrailingClosure }.map(\.label)
      + (trailing == nil ? [] : [Optional("trailing")])
      + arguments.filter(\.isTrailingClosure).map(\.label)
  }

  /// Whether a declared type is a function's (`@escaping (UIImage) -> Content`, `@escaping
  /// Action`).
  static func isFunctionType(_ type: String?) -> Bool {
    guard let type else { return false }
    return type.contains("->") || type.contains("@escaping")
  }

  /// The parameter an unlabelled trailing closure goes to when only labelled trailing closures
  /// are left after it (`Card(url: u) { image in … } placeholder: { … }`), as Swift's forward
  /// scan matches it: among the parameters from `start` to the one the next label names, the
  /// first without a default, else the first of a function type. Nil when not all that is
  /// left is labelled trailing closures.
  static func forwardScanTarget(
    _ parameters: [(label: String?, defaulted: Bool, isFunction: Bool)], from start: Int,
    _ remaining: ArraySlice<ArgumentSyntax>
  ) -> Int? {
    guard let next = remaining.first, remaining.allSatisfy(\.isTrailingClosure) else { return nil }
    let end =
      parameters[start...].firstIndex { $0.label != nil && $0.label == next.label }
      ?? parameters.count
    let candidates = start..<end
    return candidates.first { !parameters[$0].defaulted }
      ?? candidates.first { parameters[$0].isFunction }
  }

  /// Whether parameters take arguments with these labels (`"trailing"`: a trailing closure).
  /// `closuresByType`: a trailing closure only for a parameter whose type is written as a
  /// function's (`isActive: Binding<Bool>` takes none), where an app initializer competes with
  /// SwiftUI's own.
  func accepts(
    _ parameters: [ParameterSyntax], _ labels: [String?], loose: Bool = false,
    closuresByType: Bool = false
  ) -> Bool {
    var i = 0
    for parameter in parameters {
      if i < labels.count, labels[i] == parameter.label {
        i += 1
      } else if i < labels.count, labels[i] == "trailing",
        closuresByType
          ? Self.isFunctionType(parameter.type)
          : parameter.defaultValue == nil || Self.isFunctionType(parameter.type)
      {
        i += 1
      } else if parameter.defaultValue == nil, !loose {
        return false
      }
    }
    return i == labels.count
  }

  /// Runs an initializer on `made`, its arguments bound in its scope; false after reporting a
  /// missing or extra argument.
  func runInitializer(
    _ initializer: InitializerSyntax, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?,
    from frame: Frame, in made: Frame, _ callee: String, _ e: ExprSyntax
  ) -> Bool {
    guard
      bind(
        initializer.parameters, arguments, trailing, from: frame, into: made.scope,
        callee: callee, e)
    else { return false }
    _ = run(initializer.body, made, builder: false)
    return true
  }

  /// Binds arguments to parameters in `scope` (defaults for the missing ones); false after
  /// reporting a missing or extra argument.
  func bind(
    _ parameters: [ParameterSyntax], _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?,
    from frame: Frame, into scope: Scope, callee: String, _ e: ExprSyntax
  ) -> Bool {
    var remaining = arguments[...]
    var trailingLeft = trailing
    for (position, parameter) in parameters.enumerated() {
      var value: ProgramValue?
      if let next = remaining.first, next.label == parameter.label {
        value = coerce(evaluate(next.value, frame), to: parameter.type)
        bindGenericType(parameter, given: next.value, in: scope)
        remaining.removeFirst()
      } else if let closure = trailingLeft,
        remaining.isEmpty
          ? position == parameters.count - 1
            || parameters[(position + 1)...].allSatisfy({ $0.defaultValue != nil })
          : position
            == Self.forwardScanTarget(
              parameters.map { ($0.label, $0.defaultValue != nil, Self.isFunctionType($0.type)) },
              from: position, remaining)
      {
        value = .closure(
          ClosureValue(
            syntax: closure, scope: frame.scope, selfValue: frame.selfValue,
            selfType: frame.selfType))
        trailingLeft = nil
      } else if let defaultValue = parameter.defaultValue {
        value = coerce(evaluate(defaultValue, Frame(scope: Scope(parent: nil))), to: parameter.type)
      } else {
        report(
          .missingProgramArgument(parameter.label ?? parameter.name, callee: callee),
          at: e.range.start)
        return false
      }
      if case .closure(var closure)? = value, ClosureValue.buildsViews(parameter.type) {
        closure.isViewBuilder = true
        value = .closure(closure)
      }
      scope.names[parameter.name] = value
    }
    if let extra = remaining.first {
      report(.extraProgramArgument(extra.label, callee: callee), at: extra.location)
      return false
    }
    return true
  }

  /// The memberwise initializer: stored properties in order, those with a default optional.
  func memberwise(
    _ info: ProgramIndex.TypeInfo, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?,
    _ frame: Frame, _ instanceFrame: Frame, _ e: ExprSyntax
  ) -> Bool {
    let notParameters: Set<String> = [
      "Environment", "EnvironmentObject", "FetchRequest", "Query", "Namespace", "FocusState",
      "GestureState", "AccessibilityFocusState", "SectionedFetchRequest", "ScaledMetric",
    ]
    let parameters = info.stored.filter { p in
      !(p.isLet && p.initial != nil) && !(p.wrapper.map(notParameters.contains) ?? false)
    }
    var remaining = arguments[...]
    var trailingLeft = trailing
    guard case .instance(let type, var fields)? = instanceFrame.selfValue else { return false }
    for (position, property) in parameters.enumerated() {
      // `@ViewBuilder var label: Label`: the initializer takes `@ViewBuilder label: () -> Label`
      // and stores what it builds.
      let storesBuiltViews =
        property.getter == nil && (property.isViewBuilder || property.wrapper == "ViewBuilder")
        && !(property.type.map { $0.contains("->") } ?? false)
      if let next = remaining.first, next.label == property.name {
        var value = coerce(evaluate(next.value, frame), to: property.type)
        if storesBuiltViews, case .closure(let closure) = value {
          value = callClosure(closure, [], builder: true, at: next.location)
        }
        fields[property.name] = value
        remaining.removeFirst()
      } else if let closure = trailingLeft,
        remaining.isEmpty
          ? parameters[(position + 1)...].allSatisfy({
            $0.initial != nil || Self.isOptional($0.type)
          })
          : position
            == Self.forwardScanTarget(
              parameters.map {
                (
                  $0.name, $0.initial != nil || Self.isOptional($0.type),
                  Self.isFunctionType($0.type) || $0.isViewBuilder
                )
              }, from: position, remaining)
      {
        let value = ClosureValue(
          syntax: closure, scope: frame.scope, selfValue: frame.selfValue,
          selfType: frame.selfType,
          isViewBuilder: property.wrapper == "ViewBuilder"
            || ClosureValue.buildsViews(property.type))
        fields[property.name] =
          storesBuiltViews
          ? callClosure(value, [], builder: true, at: closure.range.start) : .closure(value)
        trailingLeft = nil
      } else if property.initial == nil, fields[property.name] == nil {
        report(.missingProgramArgument(property.name, callee: info.name), at: e.range.start)
        return false
      }
    }
    if let extra = remaining.first {
      report(.extraProgramArgument(extra.label, callee: info.name), at: extra.location)
      return false
    }
    if trailingLeft != nil {
      report(.extraProgramArgument("trailing closure", callee: info.name), at: e.range.start)
      return false
    }
    instanceFrame.selfValue = .instance(type: type, fields: fields)
    return true
  }
}
