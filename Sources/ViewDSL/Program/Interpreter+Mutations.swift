/// Values changed in place: arrays (`rows.append(row)`, `offsets.removeAll()`) and the app's
/// own values by their methods (`profile.formUnion(with: other)`): the changed value assigned
/// back where it is kept, a local or a property of `self` (or of a value kept in one), as
/// Swift's `mutating` methods do.
extension Interpreter {
  static let mutatingArrayMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "reverse",
  ]

  func mutate(
    _ items: [ProgramValue], _ name: String, _ place: ExprSyntax, _ arguments: [ArgumentSyntax],
    _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue {
    let (values, unknownArgument) = argumentValues(arguments, frame)
    if let unknownArgument { return unknownArgument }
    var items = items
    var result = ProgramValue.tuple([])
    switch (name, arguments.map(\.label)) {
    case ("append", [nil]):
      items.append(values[0])
    case ("append", ["contentsOf"]):
      guard case .array(let more) = values[0] else { return notSupported(name, e) }
      items += more
    case ("insert", [nil, "at"]):
      guard case .int(let i) = values[1], (0...items.count).contains(i) else {
        return notSupported(name, e)
      }
      items.insert(values[0], at: i)
    case ("remove", ["at"]):
      guard case .int(let i) = values[0], items.indices.contains(i) else {
        return notSupported(name, e)
      }
      result = items.remove(at: i)
    case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
      items.removeAll()
    case ("removeFirst", []), ("removeLast", []):
      // Swift traps on an empty array: an error here, not a value.
      guard !items.isEmpty else { return notSupported(name + " of an empty array", e) }
      result = name == "removeFirst" ? items.removeFirst() : items.removeLast()
    case ("popLast", []):
      result = items.popLast() ?? .none
    case ("reverse", []):
      items.reverse()
    default:
      return notSupported(name, e)
    }
    assign(place, "=", .array(items), frame)
    return result
  }

  private func notSupported(_ what: String, _ e: ExprSyntax) -> ProgramValue {
    unknown(.expressionNotSupported("'\(what)' with these arguments"), at: e.range.start)
  }

  /// A method of the app's value called on where the value is kept (`profile.formUnion(…)`,
  /// `self.reset()`): run, and what it made of `self` assigned back there. Nil for another
  /// call. (Swift allows this only for `mutating` methods and classes; either way the value
  /// kept is the one the method left.)
  func mutatingCall(
    _ base: ProgramValue, _ place: ExprSyntax, _ name: String, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    let isSelf: Bool
    if case .identifier("self") = place.kind { isSelf = true } else { isSelf = false }
    guard isSelf || Self.isPlace(place), case .instance(let type, let fields) = base,
      fields[name] == nil, let info = index.type(type), !info.isView,
      let functions = info.methods[name]
    else { return nil }
    var final: ProgramValue?
    let result = callDeclared(
      functions, type: type, receiver: base, arguments, trailing, argumentFrame: frame, e,
      finalSelf: { final = $0 })
    if case .instance(type, _)? = final {
      if isSelf { frame.selfValue = final } else { assign(place, "=", final!, frame) }
    }
    return result
  }
}
