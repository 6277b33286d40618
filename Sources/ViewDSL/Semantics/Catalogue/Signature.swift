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
  private(set) var entries: [(name: String, argument: BoundArgument)] = []

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

  /// Where the argument of parameter `name` is in `entries`.
  func index(of name: String) -> Int? { entries.firstIndex { $0.name == name } }

  /// Binds a parameter that has no argument yet (`Evaluator.bind` binds each once): no search.
  mutating func append(_ name: String, _ argument: BoundArgument) {
    entries.append((name, argument))
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

  // The typed readers below match the argument where it is stored: `value(name)` copied the
  // whole value (an outlined copy of about 180 instructions) before matching its case.

  /// Where the argument was written, else the call.
  func location(of name: String) -> SourceLocation { arguments[name]?.location ?? location }

  /// A number argument; nil when omitted or `nil`.
  func number(_ name: String) -> Double? {
    guard let i = arguments.index(of: name),
      case .number(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func string(_ name: String) -> String? {
    guard let i = arguments.index(of: name),
      case .string(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func alignment(_ name: String) -> Alignment? {
    guard let i = arguments.index(of: name),
      case .alignment(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func horizontalAlignment(_ name: String) -> HorizontalAlignment? {
    guard let i = arguments.index(of: name),
      case .horizontalAlignment(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func verticalAlignment(_ name: String) -> VerticalAlignment? {
    guard let i = arguments.index(of: name),
      case .verticalAlignment(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func bool(_ name: String) -> Bool? {
    guard let i = arguments.index(of: name),
      case .bool(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func expression(_ name: String) -> DimensionExpression? {
    guard let i = arguments.index(of: name),
      case .expression(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func member(_ name: String) -> String? {
    guard let i = arguments.index(of: name),
      case .member(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func font(_ name: String) -> FontSpec? {
    guard let i = arguments.index(of: name),
      case .font(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func closedRange(_ name: String) -> (Double, Double)? {
    guard let i = arguments.index(of: name),
      case .closedRange(let a, let b) = arguments.entries[i].argument.value
    else { return nil }
    return (a, b)
  }

  func memberRange(_ name: String) -> (String, String)? {
    guard let i = arguments.index(of: name),
      case .memberRange(let a, let b) = arguments.entries[i].argument.value
    else { return nil }
    return (a, b)
  }

  func keyPath(_ name: String) -> String? {
    guard let i = arguments.index(of: name),
      case .keyPath(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func edgeSet(_ name: String) -> Edge.Set? {
    guard let i = arguments.index(of: name),
      case .edgeSet(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  /// An option set's members (`ValueType.optionSet`).
  func members(_ name: String) -> Set<String>? {
    guard let i = arguments.index(of: name),
      case .members(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func axisSet(_ name: String) -> Axis.Set? {
    guard let i = arguments.index(of: name),
      case .axisSet(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func edgeInsets(_ name: String) -> EdgeInsets? {
    guard let i = arguments.index(of: name),
      case .edgeInsets(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func size(_ name: String) -> Size? {
    guard let i = arguments.index(of: name),
      case .size(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }

  func point(_ name: String) -> Point? {
    guard let i = arguments.index(of: name),
      case .point(let v) = arguments.entries[i].argument.value
    else { return nil }
    return v
  }
}
