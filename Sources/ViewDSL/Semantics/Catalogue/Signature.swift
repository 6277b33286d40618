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
    // Bound arguments are appended by name without a search (`BoundArguments.append`).
    assert(
      Set(parameters.map(\.name)).count == parameters.count,
      "a signature's parameters have distinct names")
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
  /// An argument with its parameter's name. A struct, not a tuple: reading one field of a
  /// tuple element copied the whole element (its name and value, an outlined copy and
  /// destruction of about 180 instructions a look-up); a struct's field is read in place.
  struct Entry: Sendable {
    var name: String
    var argument: BoundArgument
  }

  private var entries: [Entry] = []

  init(dictionaryLiteral elements: (String, BoundArgument)...) {
    for (name, argument) in elements { self[name] = argument }
  }

  /// Room for `count` arguments: a call knows how many it binds, and growing the list one
  /// argument at a time allocated twice for two.
  mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  /// `match` of the argument of parameter `name`, read where it is stored.
  @inline(__always)
  func read<T>(_ name: String, _ match: (BoundArgument) -> T?) -> T? {
    guard let i = entries.firstIndex(where: { $0.name == name }) else { return nil }
    return match(entries[i].argument)
  }

  /// Binds a parameter that has no argument yet (`Evaluator.bind` binds each once): no search.
  mutating func append(_ name: String, _ argument: BoundArgument) {
    entries.append(Entry(name: name, argument: argument))
  }

  subscript(name: String) -> BoundArgument? {
    // The index, then the argument at it: projecting it out of the entry `first(where:)`
    // returned cost 10 instructions more a look-up (158 against 148 on the wide bench file).
    get { read(name) { $0 } }
    set {
      if let i = entries.firstIndex(where: { $0.name == name }) {
        if let newValue { entries[i].argument = newValue } else { entries.remove(at: i) }
      } else if let newValue {
        entries.append(Entry(name: name, argument: newValue))
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

  func value(_ name: String) -> Value? { arguments.read(name) { $0.value } }

  // The typed readers below match the argument where it is stored (`BoundArguments.read`).

  /// Where the argument was written, else the call.
  func location(of name: String) -> SourceLocation {
    arguments.read(name) { $0.location } ?? location
  }

  /// A number argument; nil when omitted or `nil`.
  func number(_ name: String) -> Double? {
    arguments.read(name) { argument -> Double? in
      guard case .number(let v) = argument.value else { return nil }
      return v
    }
  }

  func string(_ name: String) -> String? {
    arguments.read(name) { argument -> String? in
      guard case .string(let v) = argument.value else { return nil }
      return v
    }
  }

  func alignment(_ name: String) -> Alignment? {
    arguments.read(name) { argument -> Alignment? in
      guard case .alignment(let v) = argument.value else { return nil }
      return v
    }
  }

  func horizontalAlignment(_ name: String) -> HorizontalAlignment? {
    arguments.read(name) { argument -> HorizontalAlignment? in
      guard case .horizontalAlignment(let v) = argument.value else { return nil }
      return v
    }
  }

  func verticalAlignment(_ name: String) -> VerticalAlignment? {
    arguments.read(name) { argument -> VerticalAlignment? in
      guard case .verticalAlignment(let v) = argument.value else { return nil }
      return v
    }
  }

  func bool(_ name: String) -> Bool? {
    arguments.read(name) { argument -> Bool? in
      guard case .bool(let v) = argument.value else { return nil }
      return v
    }
  }

  func expression(_ name: String) -> DimensionExpression? {
    arguments.read(name) { argument -> DimensionExpression? in
      guard case .expression(let v) = argument.value else { return nil }
      return v
    }
  }

  func member(_ name: String) -> String? {
    arguments.read(name) { argument -> String? in
      guard case .member(let v) = argument.value else { return nil }
      return v
    }
  }

  func font(_ name: String) -> FontSpec? {
    arguments.read(name) { argument -> FontSpec? in
      guard case .font(let v) = argument.value else { return nil }
      return v
    }
  }

  func closedRange(_ name: String) -> (Double, Double)? {
    arguments.read(name) { argument -> (Double, Double)? in
      guard case .closedRange(let a, let b) = argument.value else { return nil }
      return (a, b)
    }
  }

  func memberRange(_ name: String) -> (String, String)? {
    arguments.read(name) { argument -> (String, String)? in
      guard case .memberRange(let a, let b) = argument.value else { return nil }
      return (a, b)
    }
  }

  func keyPath(_ name: String) -> String? {
    arguments.read(name) { argument -> String? in
      guard case .keyPath(let v) = argument.value else { return nil }
      return v
    }
  }

  func edgeSet(_ name: String) -> Edge.Set? {
    arguments.read(name) { argument -> Edge.Set? in
      guard case .edgeSet(let v) = argument.value else { return nil }
      return v
    }
  }

  /// An option set's members (`ValueType.optionSet`).
  func members(_ name: String) -> Set<String>? {
    arguments.read(name) { argument -> Set<String>? in
      guard case .members(let v) = argument.value else { return nil }
      return v
    }
  }

  func axisSet(_ name: String) -> Axis.Set? {
    arguments.read(name) { argument -> Axis.Set? in
      guard case .axisSet(let v) = argument.value else { return nil }
      return v
    }
  }

  func edgeInsets(_ name: String) -> EdgeInsets? {
    arguments.read(name) { argument -> EdgeInsets? in
      guard case .edgeInsets(let v) = argument.value else { return nil }
      return v
    }
  }

  func size(_ name: String) -> Size? {
    arguments.read(name) { argument -> Size? in
      guard case .size(let v) = argument.value else { return nil }
      return v
    }
  }

  func point(_ name: String) -> Point? {
    arguments.read(name) { argument -> Point? in
      guard case .point(let v) = argument.value else { return nil }
      return v
    }
  }
}
