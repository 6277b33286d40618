/// Assignments: a local, a property of `self` or of a value kept in one, an element of an array
/// or dictionary, the app's own subscript's `set`; what cannot be kept is unknown from there.
extension Interpreter {
  static let storedDataWrappers: Set<String> = ["Query", "FetchRequest", "SectionedFetchRequest"]

  /// `x = v`, `self.x = v`, `x += v`: a local, else a stored property of `self`.
  func assign(_ target: ExprSyntax, _ op: String, _ value: ProgramValue, _ frame: Frame) {
    var name: String
    switch target.kind {
    case .identifier("self"):
      // `self = union(with: other)` in a mutating method: the whole value.
      frame.selfValue = value
      return
    case .identifier(let n): name = n
    case .tuple(let targets) where op == "=":
      // `(a, r, g, b) = (255, int >> 16, …)`: each name its element; all of them unknown when
      // the tuple is.
      switch value {
      case .tuple(let parts) where parts.count == targets.count:
        for (target, part) in zip(targets, parts) { assign(target.value, "=", part.value, frame) }
      case .unknown:
        for target in targets { assign(target.value, "=", value, frame) }
      default:
        report(.assignmentNotSupported, at: target.range.start)
      }
      return
    case .member(let base, let n) where base.isTypeName:
      assignStatic(target, of: base, n, op, value, frame)  // `Self.islands = islands`
      return
    case .member(let base, let n) where Self.isPlace(base):
      // `bounds.width = w`, `rows[i].frame.origin.y += h`: the value it belongs to, changed
      // and assigned back where it is kept.
      var newValue = value
      if op != "=" {
        newValue = arithmetic(Self.compoundOperator(op), evaluate(target, frame), value, target)
      }
      let container = evaluate(base, frame)
      if let changed = runSetter(n, of: container, newValue, target, frame) {
        assign(base, "=", changed, frame)  // `book.genre = .fantasy`: the app's `set`
        return
      }
      switch container {
      case .instance(let type, var fields)
      where fields[n] != nil || Self.geometryTypes.contains(type)
        || Self.foundationTypes.contains(type):
        fields[n] = coerce(newValue, to: storedType(n, of: type))
        assign(base, "=", .instance(type: type, fields: fields), frame)
      case .swiftUI:
        // A property of a SwiftUI or system value (`synthesizer.delegate = self`,
        // `text.font = .title`): layoutc keeps no state of one, so the value is unknown from
        // here, reported only if a layout depends on it.
        let written = Self.placeName(target) ?? n
        assign(base, "=", unknown(.frameworkPropertySet(written), at: target.range.start), frame)
      // Setting a property of a value a preview cannot know leaves it unknown, reported only
      // if a layout reads it (`cache.totalCostLimit = …` after `cache.countLimit = …`).
      case .unknown: break
      default: report(.assignmentNotSupported, at: target.range.start)
      }
      return
    case .subscriptAccess(let base, let arguments) where Self.isPlace(base) && !arguments.isEmpty:
      var newValue = value
      if op != "=" {
        newValue = arithmetic(Self.compoundOperator(op), evaluate(target, frame), value, target)
      }
      let container = evaluate(base, frame)
      if case .instance(let type, _) = container,
        let setter = index.type(type)?.methods["subscript.set"]
      {
        // The app's own subscript's `set`: run on the value, which is then assigned back.
        if let final = runAccessor(setter, of: type, container, arguments, newValue, target, frame)
        {
          assign(base, "=", final, frame)
        }
        return
      }
      let position = evaluate(arguments[0].value, frame)
      if arguments.count == 1, case .dictionary(var entries) = container {
        // `cache[key] = value` sets or adds the entry; `= nil` removes it.
        if case .unknown(let u) = position {
          assign(base, "=", .unknown(u), frame)
          return
        }
        let at = entries.firstIndex { programEquals($0.key, position) == true }
        switch (at, newValue) {
        case (let i?, .none): entries.remove(at: i)
        case (let i?, _): entries[i].value = newValue
        case (nil, .none): break
        case (nil, _): entries.append((position, newValue))
        }
        assign(base, "=", .dictionary(entries), frame)
        return
      }
      // An element of a system value (`cache[key] = image` on an `NSCache`, through an
      // extension): unknown from here.
      if case .swiftUI = container {
        frameworkElementSet(base, target, frame)
        return
      }
      if Self.isCache(container) {
        frameworkElementSet(base, target, frame)
        return
      }
      if case .unknown = container { return }  // still unknown, as a property set on it
      guard arguments.count == 1, case .array(var items) = container, case .int(let i) = position,
        items.indices.contains(i)
      else {
        report(.assignmentNotSupported, at: target.range.start)
        return
      }
      items[i] = newValue
      assign(base, "=", .array(items), frame)
      return
    case .member(let base, let n):
      guard case .identifier("self") = base.kind else {
        if let proxy = Self.appearanceProxy(base) {
          report(.appearanceProxy(proxy, n), at: target.range.start)
          return
        }
        // A property of a system object no name keeps
        // (`UNUserNotificationCenter.current().delegate = self`): nothing a layout reads.
        if case .swiftUI = evaluate(base, frame) { return }
        report(.assignmentNotSupported, at: target.range.start)
        return
      }
      name = n
    default:
      report(.assignmentNotSupported, at: target.range.start)
      return
    }
    // `_searchText = searchText`: the wrapper's storage, the instance's field even when a
    // parameter has the property's name.
    let storage = name.hasPrefix("_") && frame.scope.lookup(name) == nil
    if storage { name.removeFirst() }
    var newValue = value
    if op != "=" {
      newValue = arithmetic(Self.compoundOperator(op), evaluate(target, frame), value, target)
    }
    // `_count = State(initialValue: 3)`: the wrapper's value.
    if case .swiftUI(let e) = newValue, case .call(let callee, let arguments, _) = e.kind,
      case .identifier(let wrapper) = callee.kind,
      ["State", "StateObject", "ObservedObject", "Binding"].contains(wrapper),
      let first = arguments.first
    {
      newValue = evaluate(first.value, frame)
    }
    // `_birds = Query(sort: \.date)`: stored data, as an `@Query` property's own initial value.
    if storage, case .swiftUI(let e) = newValue, case .call(let callee, _, _) = e.kind,
      case .identifier(let wrapper) = callee.kind, Self.storedDataWrappers.contains(wrapper)
    {
      let type = frame.selfType.flatMap { index.type($0)?.stored.first { $0.name == name }?.type }
      newValue =
        data[name].map { coerce($0, to: type) }
        ?? unknown(.cannotKnowStoredData(name), at: target.range.start)
    }
    if case .member = target.kind {
    } else if !storage, frame.scope.assign(name, newValue) {
      return
    }
    // `genre = .fantasy` in a method: the computed property's `set`, run on `self`.
    if !storage, let selfValue = frame.selfValue,
      let changed = runSetter(name, of: selfValue, newValue, target, frame)
    {
      frame.selfValue = changed
      return
    }
    if case .instance(let type, var fields)? = frame.selfValue {
      // Read as the property's declared type, as its initial value is (`state = .idle`).
      fields[name] = coerce(newValue, to: storedType(name, of: type))
      frame.selfValue = .instance(type: type, fields: fields)
    }
  }

  /// `a.b.c` as written, or nil for another expression.
  static func placeName(_ e: ExprSyntax) -> String? {
    switch e.kind {
    case .identifier(let name): return name
    case .member(let base, let name): return placeName(base).map { $0 + "." + name }
    default: return nil
    }
  }

  static func compoundOperator(_ op: String) -> BinaryOperator {
    switch op {
    case "+=": .add
    case "-=": .subtract
    case "*=": .multiply
    default: .divide
    }
  }

  /// Whether an expression names where a value is kept, other than `self` itself: a local, a
  /// property of `self` (`rows`, `self.rows`), or a property or element of one. A capitalised
  /// name is a type (`UserDefaults.standard`), which keeps nothing of the preview's.
  static func isPlace(_ e: ExprSyntax) -> Bool {
    switch e.kind {
    case .identifier(let name):
      return name != "self" && !(name.first?.isUppercase ?? true)
    case .member(let base, _):
      if case .identifier("self") = base.kind { return true }
      return isPlace(base)
    case .subscriptAccess(let base, _): return isPlace(base)
    default: return false
    }
  }

  /// The app's value after its computed property `name`'s `set` ran with `newValue`; nil when
  /// the value's type has no such setter (a stored property is then set directly).
  func runSetter(
    _ name: String, of container: ProgramValue, _ newValue: ProgramValue, _ target: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue? {
    let type: String
    switch container {
    case .instance(let t, let fields) where fields[name] == nil: type = t
    case .enumCase(let t, _, _): type = t
    default: return nil
    }
    guard let setter = index.type(type)?.methods["set." + name] else { return nil }
    return runAccessor(setter, of: type, container, [], newValue, target, frame)
  }

  /// A `set` accessor (a subscript's, with its `arguments`, or a property's) run on
  /// `container` with `newValue`: the value it leaves, nil if the run left none.
  private func runAccessor(
    _ setter: [FunctionSyntax], of type: String, _ container: ProgramValue,
    _ arguments: [ArgumentSyntax], _ newValue: ProgramValue, _ target: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    let given = Frame(scope: Scope(parent: frame.scope), sharingSelfWith: frame)
    given.scope.names["$newValue"] = newValue
    let argument = ArgumentSyntax(
      label: "$newValue", value: ExprSyntax(.identifier("$newValue"), range: target.range))
    var final: ProgramValue?
    _ = callDeclared(
      setter, type: type, receiver: container, arguments + [argument], nil, argumentFrame: given,
      target, finalSelf: { final = $0 })
    return final
  }

  /// The declared type of the app's stored property `name` of `type`, if written.
  func storedType(_ name: String, of type: String) -> String? {
    guard let info = index.type(type) else { return nil }
    return storedProperties(info).first { $0.name == name }?.type
  }

  private func frameworkElementSet(_ base: ExprSyntax, _ target: ExprSyntax, _ frame: Frame) {
    let written = (Self.placeName(base) ?? "value") + "[…]"
    assign(base, "=", unknown(.frameworkPropertySet(written), at: target.range.start), frame)
  }
}
