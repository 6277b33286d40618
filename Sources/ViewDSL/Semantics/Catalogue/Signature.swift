import LayoutEngine

/// One parameter of a SwiftUI initialiser or modifier, as data.
struct Parameter: Sendable {
  /// The argument label; nil for `_`.
  var label: String?
  /// The name messages use (the label, or SwiftUI's internal name for `_ length`), and the key
  /// the bound value is stored under.
  var name: String
  var type: ValueType
  /// Whether the parameter has a default value (and may be omitted).
  var defaulted: Bool

  /// `label: Type` (name = label).
  static func labelled(_ label: String, _ type: ValueType, defaulted: Bool = false) -> Parameter {
    Parameter(label: label, name: label, type: type, defaulted: defaulted)
  }

  /// `_ name: Type`.
  static func positional(_ name: String, _ type: ValueType, defaulted: Bool = false) -> Parameter {
    Parameter(label: nil, name: name, type: type, defaulted: defaulted)
  }

  /// How the parameter appears in a signature: `width:` or `_:`.
  var spelling: String { (label ?? "_") + ":" }
}

/// One overload: a form of a view initialiser or a modifier.
struct Signature: Sendable {
  /// Tells the lowering which overload matched (`"fixed"`, `"flexible"`).
  var form: String
  var parameters: [Parameter]

  init(_ form: String, _ parameters: [Parameter]) {
    // The argument match records assigned parameters as the bits of a `UInt64`.
    precondition(parameters.count <= 64, "a signature has at most 64 parameters")
    self.form = form
    self.parameters = parameters
  }

  /// `frame(width:height:alignment:)`, for the reference documentation and messages.
  func spelling(_ callee: String) -> String {
    callee + "(" + parameters.map(\.spelling).joined() + ")"
  }
}

/// An evaluated argument and where its value was written (value errors point there).
struct BoundArgument: Sendable {
  var value: Value
  var location: SourceLocation
}

/// A call's arguments by parameter name: a handful at most, so a list searched in order, which
/// costs less than hashing every name into a dictionary (lowering does this for every view).
struct BoundArguments: Sendable, ExpressibleByDictionaryLiteral {
  private var entries: [(name: String, argument: BoundArgument)] = []

  init(dictionaryLiteral elements: (String, BoundArgument)...) {
    for (name, argument) in elements { self[name] = argument }
  }

  /// Room for `count` arguments: a call knows how many it binds, and growing the list one
  /// argument at a time allocated twice for two.
  mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  /// One argument, in a list of exactly one (`Color.red`'s member).
  init(_ name: String, _ argument: BoundArgument) {
    entries = [(name, argument)]
  }

  subscript(name: String) -> BoundArgument? {
    // The index, then the argument at it: projecting it out of the entry `first(where:)`
    // returned cost 10 instructions more a look-up (158 against 148 on the wide bench file).
    get {
      guard let i = entries.firstIndex(where: { $0.name == name }) else { return nil }
      return entries[i].argument
    }
    set {
      if let i = entries.firstIndex(where: { $0.name == name }) {
        if let newValue { entries[i].argument = newValue } else { entries.remove(at: i) }
      } else if let newValue {
        entries.append((name, newValue))
      }
    }
  }
}

/// A call matched against one overload, with its arguments evaluated.
struct BoundCall: Sendable {
  var callee: String
  /// The matched overload's form.
  var form: String
  /// Arguments by parameter name; omitted (defaulted) parameters are absent.
  var arguments: BoundArguments
  /// Where the call is: the view's name or the modifier's dot.
  var location: SourceLocation

  init(callee: String, form: String, arguments: BoundArguments = [:], location: SourceLocation) {
    self.callee = callee
    self.form = form
    self.arguments = arguments
    self.location = location
  }

  func value(_ name: String) -> Value? { arguments[name]?.value }

  /// Where the argument was written, else the call.
  func location(of name: String) -> SourceLocation { arguments[name]?.location ?? location }

  /// A number argument; nil when omitted or `nil`.
  func number(_ name: String) -> Double? {
    if case .number(let v)? = value(name) { return v }
    return nil
  }

  func string(_ name: String) -> String? {
    if case .string(let v)? = value(name) { return v }
    return nil
  }

  func alignment(_ name: String) -> Alignment? {
    if case .alignment(let v)? = value(name) { return v }
    return nil
  }

  func horizontalAlignment(_ name: String) -> HorizontalAlignment? {
    if case .horizontalAlignment(let v)? = value(name) { return v }
    return nil
  }

  func verticalAlignment(_ name: String) -> VerticalAlignment? {
    if case .verticalAlignment(let v)? = value(name) { return v }
    return nil
  }

  func bool(_ name: String) -> Bool? {
    if case .bool(let v)? = value(name) { return v }
    return nil
  }

  func expression(_ name: String) -> DimensionExpression? {
    if case .expression(let v)? = value(name) { return v }
    return nil
  }

  func member(_ name: String) -> String? {
    if case .member(let v)? = value(name) { return v }
    return nil
  }

  func font(_ name: String) -> FontSpec? {
    if case .font(let v)? = value(name) { return v }
    return nil
  }

  func closedRange(_ name: String) -> (Double, Double)? {
    if case .closedRange(let a, let b)? = value(name) { return (a, b) }
    return nil
  }

  func memberRange(_ name: String) -> (String, String)? {
    if case .memberRange(let a, let b)? = value(name) { return (a, b) }
    return nil
  }

  func keyPath(_ name: String) -> String? {
    if case .keyPath(let v)? = value(name) { return v }
    return nil
  }

  func edgeSet(_ name: String) -> Edge.Set? {
    if case .edgeSet(let v)? = value(name) { return v }
    return nil
  }

  /// An option set's members (`ValueType.optionSet`).
  func members(_ name: String) -> Set<String>? {
    if case .members(let v)? = value(name) { return v }
    return nil
  }

  func axisSet(_ name: String) -> Axis.Set? {
    if case .axisSet(let v)? = value(name) { return v }
    return nil
  }

  func edgeInsets(_ name: String) -> EdgeInsets? {
    if case .edgeInsets(let v)? = value(name) { return v }
    return nil
  }

  func size(_ name: String) -> Size? {
    if case .size(let v)? = value(name) { return v }
    return nil
  }

  func point(_ name: String) -> Point? {
    if case .point(let v)? = value(name) { return v }
    return nil
  }
}
