/// A value of the app's Swift as the interpreter computes it: Swift's own values, the views a
/// builder made, and SwiftUI values left for the catalogue to read (`.leading`, `Color.red`).
indirect enum ProgramValue {
  case int(Int)
  case double(Double)
  case string(String)
  case bool(Bool)
  /// `nil`
  case none
  case array([ProgramValue])
  case dictionary([(key: ProgramValue, value: ProgramValue)])
  case tuple([(label: String?, value: ProgramValue)])
  /// A struct or class instance of the app: its type and stored properties.
  case instance(type: String, fields: [String: ProgramValue])
  /// A case of one of the app's enums, with its payload.
  case enumCase(type: String, name: String, payload: [(label: String?, value: ProgramValue)])
  case closure(ClosureValue)
  /// A function or method, with the value it is called on (`self`).
  case function(FunctionValue)
  /// Views made by a view builder or an initializer call, in order.
  case views([ViewSyntax])
  /// The receiver of the app's `extension View` method, evaluated where the method uses it
  /// (`DeferredViews`).
  case deferredViews(DeferredViews)
  /// A SwiftUI value the catalogue reads: the expression with the app's names replaced by
  /// their values (`.font(.title)`, `Color.red`, a `GeometryProxy`'s `proxy.size.width`).
  case swiftUI(ExprSyntax)
  /// A type used as a value (`DailyScrum`, for `DailyScrum.sampleData`).
  case type(String)
  /// A value a preview cannot know (`Date()`, a name no file declares): reported where it
  /// changes the layout, never replaced by a placeholder.
  case unknown(UnknownValue)
}

/// Why a value cannot be known, and where: the message to report if the value is used.
struct UnknownValue {
  var message: DiagnosticMessage?
  var location: SourceLocation
  /// The unknown values this one was made from, reported with it (a condition's, for a name
  /// an `if` over it sets).
  var causes: [UnknownValue] = []
}

/// A closure with the names it captured.
struct ClosureValue {
  var syntax: ClosureSyntax
  var scope: Scope
  var selfValue: ProgramValue?
  /// The type whose code wrote it, for nested type names (`Preview()` inside a provider).
  var selfType: String?
  /// Given where a view builder is declared (`@ViewBuilder content: () -> Content`): its
  /// statements build views whoever calls it.
  var isViewBuilder = false
  /// The frame a local function is declared in (`func widthInRow(…)` in an initializer): it
  /// reads and assigns that frame's `self`, as Swift's local functions do.
  var owner: Frame?

  /// Whether a closure given for a parameter or property of this type builds views:
  /// `@ViewBuilder` is written, or it returns a view (`() -> Content`, `() -> some View`), which
  /// only compiles with several statements when it is a builder.
  static func buildsViews(_ type: String?) -> Bool {
    guard let type, type.contains("->") else { return false }
    if type.contains("@ViewBuilder") { return true }
    let parts = type.split(separator: ">")
    let result = parts.last.map { $0.filter { $0 != " " && $0 != ")" } } ?? ""
    return result == "Content" || result == "Label" || result.hasSuffix("View")
  }
}

/// A function of the app (or a built-in method) bound to its receiver.
struct FunctionValue {
  enum Body {
    case declared([FunctionSyntax], type: String?)
    /// A built-in method of a Swift value (`map`, `uppercased`), by name.
    case builtin(String)
    /// An enum case with a payload, waiting for its payload (`Status.late(minutes:)`).
    case enumConstructor(type: String, EnumCaseSyntax)
    /// A modifier or a method of `View` applied to views (`self.padding()`).
    case viewMember(String)
  }
  var body: Body
  var receiver: ProgramValue?
}

/// Names visible at a point of the program: locals and parameters, then the enclosing scope.
final class Scope {
  var names: [String: ProgramValue] = [:]
  /// Names whose value is made when first read, then kept in `names`: the canvas's values a
  /// `.view` program names, so that a compile records only the environment a view reads.
  var onDemand: [String: () -> ProgramValue] = [:]
  let parent: Scope?

  init(parent: Scope?) {
    self.parent = parent
  }

  func lookup(_ name: String) -> ProgramValue? {
    var scope: Scope? = self
    while let s = scope {
      if let v = s.names[name] ?? s.madeOnDemand(name) { return v }
      scope = s.parent
    }
    return nil
  }

  private func madeOnDemand(_ name: String) -> ProgramValue? {
    guard !onDemand.isEmpty, let make = onDemand.removeValue(forKey: name) else { return nil }
    let value = make()
    names[name] = value
    return value
  }

  /// Assigns an existing name where it is declared; false when no scope declares it.
  func assign(_ name: String, _ value: ProgramValue) -> Bool {
    var scope: Scope? = self
    while let s = scope {
      if s.names[name] != nil || s.onDemand.removeValue(forKey: name) != nil {
        s.names[name] = value
        return true
      }
      scope = s.parent
    }
    return false
  }
}

extension ProgramValue {
  /// The value as Swift's string interpolation prints it (`3`, `2.5`, `true`), or nil for a
  /// value whose text layoutc does not compute.
  var interpolated: String? {
    switch self {
    case .int(let v): return String(v)
    case .double(let v): return v.description
    case .string(let s): return s
    case .bool(let b): return b ? "true" : "false"
    case .enumCase(_, let name, let payload) where payload.isEmpty: return name
    // `String(describing: Service.self)`, `"\(Outer.Inner.self)"`: the type's own name.
    case .type(let name): return name.split(separator: ".").last.map(String.init)
    case .array(let items):
      var parts: [String] = []
      for item in items {
        guard let text = item.interpolated else { return nil }
        if case .string = item { parts.append("\"" + text + "\"") } else { parts.append(text) }
      }
      return "[" + parts.joined(separator: ", ") + "]"
    default: return nil
    }
  }

  var number: Double? {
    switch self {
    case .int(let v): return Double(v)
    case .double(let v): return v
    default: return nil
    }
  }

  var unknownValue: UnknownValue? {
    if case .unknown(let u) = self { return u }
    return nil
  }

  /// What a message calls the value: "a number", "an instance of 'Item'".
  /// Views built so far (`self` in a method of `extension View`).
  var isViews: Bool {
    switch self {
    case .views, .deferredViews: return true
    default: return false
    }
  }

  var described: String {
    switch self {
    case .int, .double: "a number"
    case .string: "a string"
    case .bool: "a boolean"
    case .none: "nil"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .tuple: "a tuple"
    case .instance(let type, _): "a value of type '\(type)'"
    case .enumCase(let type, let name, _): "'\(type).\(name)'"
    case .closure, .function: "a function"
    case .views, .deferredViews: "a view"
    case .swiftUI(let e): describe(e)
    case .type(let name): "the type '\(name)'"
    case .unknown: "an unknown value"
    }
  }
}

/// Swift's `==` on the values layoutc computes; nil when they cannot be compared.
func programEquals(_ a: ProgramValue, _ b: ProgramValue) -> Bool? {
  switch (a, b) {
  case (.int(let x), .int(let y)): return x == y
  case (.int, .double), (.double, .int), (.double, .double): return a.number == b.number
  case (.string(let x), .string(let y)): return x == y
  case (.bool(let x), .bool(let y)): return x == y
  case (.none, .none): return true
  case (.none, _), (_, .none): return false
  case (.enumCase(_, let x, let p), .enumCase(_, let y, let q)):
    guard x == y, p.count == q.count else { return false }
    for (u, v) in zip(p, q) where programEquals(u.value, v.value) != true { return false }
    return true
  // `.orange` written without its type: the case of that name.
  case (.enumCase(_, let x, _), .swiftUI(let e)), (.swiftUI(let e), .enumCase(_, let x, _)):
    if case .implicitMember(let y) = e.kind { return x == y }
    return nil
  case (.array(let x), .array(let y)):
    guard x.count == y.count else { return false }
    for (u, v) in zip(x, y) where programEquals(u, v) != true { return false }
    return true
  // `.placeholder` against `.placeholder` (a redaction reason, an option): the same name.
  case (.swiftUI(let x), .swiftUI(let y)):
    guard case .implicitMember(let m) = x.kind, case .implicitMember(let n) = y.kind else {
      return nil
    }
    return m == n
  case (.instance(let t, let f), .instance(let u, let g)):
    guard t == u, f.count == g.count else { return false }
    for (k, v) in f { guard let w = g[k], programEquals(v, w) == true else { return false } }
    return true
  default: return nil
  }
}
