/// The app's `OptionSet` types (`struct Layers: OptionSet { var rawValue: Int }`): an array
/// literal given for one is the union of its elements (`static let all: Layers = [a, b]`), and
/// `contains`, `union`, `intersection`, `subtracting`, `isSubset(of:)`, `isSuperset(of:)`,
/// `isDisjoint(with:)` and `isEmpty` compute on the raw bits, as the standard library's
/// defaults for `OptionSet` do.
extension Interpreter {
  /// An option set's raw bits, or the unknown value they depend on.
  enum OptionBits {
    case bits(Int)
    case unknown(UnknownValue)
  }

  func isOptionSet(_ type: String) -> Bool {
    index.type(type)?.inherited.contains("OptionSet") == true
  }

  /// The raw bits of a value of the option set `type` (an implicit member is that type's
  /// static), or the unknown value it depends on; nil for a value that is not one.
  func optionBits(_ value: ProgramValue, of type: String) -> OptionBits? {
    switch coerce(value, to: type) {
    case .instance(type, let fields):
      switch fields["rawValue"] {
      case .int(let bits)?: return .bits(bits)
      case .unknown(let u)?: return .unknown(u)
      default: return nil
      }
    case .unknown(let u): return .unknown(u)
    default: return nil
    }
  }

  /// `[a, b]` given where the option set `type` is declared: the union; nil for another type.
  func optionSetLiteral(_ items: [ProgramValue], as type: String) -> ProgramValue? {
    guard isOptionSet(type) else { return nil }
    var bits = 0
    for item in items {
      switch optionBits(item, of: type) {
      case .bits(let b)?: bits |= b
      case .unknown(let u)?: return .unknown(u)
      case nil: return nil
      }
    }
    return .instance(type: type, fields: ["rawValue": .int(bits)])
  }

  static let optionSetMethods: Set<String> = [
    "contains", "union", "intersection", "subtracting", "symmetricDifference", "isSubset",
    "isSuperset", "isDisjoint",
  ]

  func optionSetMember(_ base: ProgramValue, _ type: String, _ name: String) -> ProgramValue? {
    guard isOptionSet(type), index.type(type)?.methods[name] == nil,
      index.type(type)?.computed[name] == nil
    else { return nil }
    if name == "isEmpty" {
      guard case .bits(let bits)? = optionBits(base, of: type) else { return nil }
      return .bool(bits == 0)
    }
    guard Self.optionSetMethods.contains(name) else { return nil }
    return .function(FunctionValue(body: .builtin("optionset." + name), receiver: base))
  }

  func callOptionSetMethod(
    _ name: String, on receiver: ProgramValue, _ arguments: [ArgumentSyntax], _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue {
    guard case .instance(let type, _) = receiver, arguments.count == 1 else {
      return unknown(.expressionNotSupported("'\(name)' with these arguments"), at: e.range.start)
    }
    let argument = evaluate(arguments[0].value, frame)
    let a: Int
    let b: Int
    switch (optionBits(receiver, of: type), optionBits(argument, of: type)) {
    case (.bits(let x)?, .bits(let y)?): (a, b) = (x, y)
    case (.unknown(let u)?, _), (_, .unknown(let u)?): return .unknown(u)
    default:
      return unknown(.expressionNotSupported("'\(name)' with these arguments"), at: e.range.start)
    }
    let set = { (bits: Int) in ProgramValue.instance(type: type, fields: ["rawValue": .int(bits)]) }
    switch name {
    case "contains", "isSuperset": return .bool(a & b == b)
    case "isSubset": return .bool(a & b == a)
    case "isDisjoint": return .bool(a & b == 0)
    case "union": return set(a | b)
    case "intersection": return set(a & b)
    case "subtracting": return set(a & ~b)
    default: return set(a ^ b)
    }
  }
}
