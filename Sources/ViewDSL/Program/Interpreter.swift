import LayoutEngine

/// Evaluates the app's Swift: a preview's body, the custom views it uses with their arguments,
/// the model values and sample data they read, `if`/`switch`/`let` in view builders. What comes
/// out is views written with literal arguments, which the catalogue checks and lowers as it
/// lowers a `.view` file's. Action closures (`Button` actions, `onAppear`, gestures) are never
/// run. A value a preview cannot know is reported where it would change the layout.
final class Interpreter {
  let index: ProgramIndex
  var diagnostics: [Diagnostic] = []
  /// What the canvas tells views through `@Environment`.
  var environment: PreviewEnvironment
  /// The app's own environment values set by an enclosing `.environment(\.key, value)`.
  var customEnvironment: [String: ProgramValue] = [:]
  /// `.environmentObject(…)` and `.environment(object)` values by type name, innermost last.
  var environmentObjects: [String: ProgramValue] = [:]
  /// Names bound by `--data NAME=file.json`.
  var data: [String: ProgramValue]
  /// The app's bundle resources (`CompileOptions.resources`), and the contents of those read
  /// so far, by path.
  var resources: ResourceLookup?
  var resourceFiles: [String: [UInt8]] = [:]
  /// The date strategy of the `JSONDecoder` whose JSON is being read (`decodedJSON`), and
  /// where it decodes; nil outside a decode.
  var jsonDates: ProgramValue?
  var jsonDecodeLocation = SourceLocation(line: 1, column: 1, offset: 0)
  /// The colour symbols of the app's asset catalogues (`CompileOptions.assetColors`).
  var assetColors: Set<String> = []
  /// The image sets' names by their generated symbols (`CompileOptions.imageSymbols`).
  var imageSymbols: [String: String] = [:]
  /// The String Catalogs' symbols and their texts (`CompileOptions.stringSymbols`).
  var stringSymbols: [String: String] = [:]
  /// Names every global and preview sees (a `.view` file's `dynamicTypeSize`); empty for Swift.
  let baseScope = Scope(parent: nil)
  /// Static and global values computed so far (`Item.samples`), by qualified name.
  private var cache: [String: ProgramValue] = [:]
  private var inProgress: Set<String> = []
  /// Static members of extensions of SwiftUI's types, by member name, for implicit member
  /// expressions (`.brandPrimary` for `extension Color { static let brandPrimary … }`).
  /// Several types may declare one (`Color.brand` and `ShapeStyle.brand` where `Self == Color`).
  private(set) var extensionStatics: [String: [String]] = [:]
  /// The names of the methods the app's extensions declare: a call of another name is never
  /// one (`viewTypeMethodCall` walks a value's modifier chain only for these).
  private(set) var extensionMethods: Set<String> = []
  /// Whether the call being made gave its `&name` arguments their values back (`call`).
  var inOutGivenBack = false
  /// The error a `throw` has thrown and no `catch`, `try?` or `try!` has taken yet, with where
  /// it was thrown: while it is set, statements stop and nothing evaluated is reported.
  var thrown: (value: ProgramValue, location: SourceLocation)?
  /// Whether the preview has added an item to the keychain (`Interpreter+Keychain.swift`).
  var keychainWritten = false
  /// The subviews of the app's `Layout` whose method runs (`AppLayout`); nil elsewhere.
  var layoutSubviews: LayoutSubviews?
  /// The view's location whose app layout runs, for messages about its subviews.
  var layoutLocation: SourceLocation?
  /// `GeometryReader`s (`Interpreter+Readers.swift`): the sizes an earlier compile's layout
  /// gave, by key; how many readers of each closure were made so far; the proxies whose size
  /// is known, by their closure's offset; the readers whose content may wait, and those whose
  /// content needed the size.
  var readerSizes: [String: Size] = [:]
  var readersMayWait = false
  var readerOccurrences: [Int: Int] = [:]
  var knownProxySizes: [Int: Size] = [:]
  var deferrableReaders: Set<Int> = []
  var readersNeedingSize: Set<Int> = []
  var reportedUnknowns: Set<Int> = []
  var depth = 0
  var steps = 0
  private var stoppedForSteps = false

  /// Custom views, functions and closures nested deeper than this are an error (a view that
  /// uses itself).
  static let maximumDepth = 150
  /// Evaluation steps of one preview (an endless `for` or recursion).
  static let maximumSteps = 2_000_000
  /// Elements a range may have when it is made into an array.
  static let maximumRangeCount = 10_000

  /// An interpreter of the same program as `other`, with its index, data and asset colours
  /// but none of its state: what each run of an app's `Layout` method evaluates in, so that
  /// layouts on several threads share nothing they write.
  init(sharing other: Interpreter) {
    index = other.index
    environment = PreviewEnvironment()
    data = other.data
    resources = other.resources
    resourceFiles = other.resourceFiles
    assetColors = other.assetColors
    stringSymbols = other.stringSymbols
    extensionStatics = other.extensionStatics
    extensionMethods = other.extensionMethods
  }

  init(
    _ program: ProgramSyntax, environment: PreviewEnvironment = PreviewEnvironment(),
    data: [String: ProgramValue] = [:]
  ) {
    index = ProgramIndex(program)
    self.environment = environment
    self.data = data
    for declaration in program.types where declaration.kind == .extensionType {
      for function in declaration.functions where !function.isStatic {
        extensionMethods.insert(function.name)
      }
      guard let info = index.types[declaration.name], info.kind == .extensionType else { continue }
      // `static let footnote = 13.0` of `extension Font` is never a `.footnote` font.
      let plainType = ["Double", "CGFloat", "Float", "Int", "String", "Bool"].contains(info.name)
      for property in declaration.properties
      where property.isStatic && (plainType || !property.isPlainValue) {
        if extensionStatics[property.name]?.contains(info.name) != true {
          extensionStatics[property.name, default: []].append(info.name)
        }
      }
      for function in declaration.functions where function.isStatic {
        if extensionStatics[function.name]?.contains(info.name) != true {
          extensionStatics[function.name, default: []].append(info.name)
        }
      }
    }
  }

  // MARK: - Reporting

  func report(_ message: DiagnosticMessage, at location: SourceLocation) {
    guard thrown == nil else { return }  // the rest of an expression a throw left
    diagnostics.append(Diagnostic(message, at: location))
  }

  /// Reports an unknown value once, where it was made.
  func report(_ unknown: UnknownValue) {
    guard thrown == nil else { return }
    if let message = unknown.message, reportedUnknowns.insert(unknown.location.offset).inserted {
      report(message, at: unknown.location)
    }
    for cause in unknown.causes { report(cause) }
  }

  func unknown(_ message: DiagnosticMessage?, at location: SourceLocation) -> ProgramValue {
    .unknown(UnknownValue(message: message, location: location))
  }

  /// Counts a step; false (reported once) past `maximumSteps`.
  func step(at location: SourceLocation) -> Bool {
    steps += 1
    if steps > Self.maximumSteps {
      if !stoppedForSteps {
        stoppedForSteps = true
        report(.evaluationTooLong(limit: Self.maximumSteps), at: location)
      }
      return false
    }
    return true
  }

  // MARK: - Names

  /// The value of a name where it is written: locals, `self`'s members, statics of the
  /// enclosing type, globals, the app's types, `--data` names, then SwiftUI's names.
  func lookup(_ name: String, _ e: ExprSyntax, _ frame: Frame) -> ProgramValue {
    // `Swift.max`: the standard library's, whatever a local or member of that name.
    if name.hasPrefix("Swift."), name.count > 6 {
      return lookup(String(name.dropFirst(6)), e, Frame(scope: Scope(parent: nil)))
    }
    if let value = frame.scope.lookup(name) { return value }
    if name == "self" {
      return frame.selfValue.map(resolved) ?? frame.selfType.map { .type($0) } ?? .none
    }
    if name == "Self" {
      // The type of `self` (in a protocol extension, the conforming type: `Self.prefix`).
      switch frame.selfValue {
      case .instance(let type, _)?, .enumCase(let type, _, _)?: return .type(type)
      default: if let type = frame.selfType, index.type(type) != nil { return .type(type) }
      }
    }
    if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
      // A binding (`$isOn`) reads as the value it projects; previews never write through it.
      return lookup(String(name.dropFirst()), e, frame)
    }
    // In a method of `extension View`, a bare name is a member of the views only when it is a
    // modifier (`padding(8)`): `environment(RouterPath())` names a type in its argument.
    if let selfValue = frame.selfValue, !selfValue.isViews || isModifierName(name),
      let value = memberIfPresent(resolved(selfValue), name, e)
    {
      return value
    }
    if name.hasPrefix("_"), let selfValue = frame.selfValue,
      let value = memberIfPresent(selfValue, String(name.dropFirst()), e)
    {
      return value  // `_isOn`: the wrapper's storage reads as its value
    }
    if let type = frame.selfType, let value = staticMember(type, name, e) { return value }
    if let global = global(name, readAt: e.range.start) { return global }
    if let functions = index.functions(name, from: e.range.start.offset) {
      return .function(FunctionValue(body: .declared(functions, type: nil), receiver: nil))
    }
    if let type = resolveType(name, in: frame.selfType) { return .type(type) }
    if let value = data[name] { return value }
    if Builtins.globalFunctions.contains(name) || Builtins.operatorFunctions.contains(name) {
      return .function(FunctionValue(body: .builtin(name), receiver: nil))
    }
    if let constant = Self.keychainConstant(name) { return constant }
    if Self.keychainFunctions.contains(name) {
      return .function(FunctionValue(body: .builtin("keychain." + name), receiver: nil))
    }
    if let first = name.unicodeScalars.first, first.properties.isUppercase {
      return .swiftUI(e)  // a SwiftUI or Foundation type: `Text`, `Color`, `Font`
    }
    return unknown(.unknownName(name), at: e.range.start)
  }

  /// A type's name as written inside `context`: the types nested in it and in the types
  /// enclosing it first (two previews' `struct Preview`s), then the top level's. An extended
  /// SwiftUI type (`extension Color`) stays SwiftUI's: its app members are found through the
  /// expression.
  func resolveType(_ name: String, in context: String?) -> String? {
    var enclosing = context
    while let outer = enclosing {
      if let info = index.types[outer + "." + name], info.kind != .extensionType {
        return info.name
      }
      enclosing = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
    }
    guard let info = index.types[name], info.kind != .extensionType else { return nil }
    return info.name
  }

  /// A top-level `let` or `var`, computed once.
  func globalValue(_ global: PropertySyntax) -> ProgramValue {
    let key = "global \(global.name)@\(global.location.offset)"
    if let value = cache[key] { return value }
    guard inProgress.insert(key).inserted else {
      return unknown(.circularDefinition(global.name), at: global.location)
    }
    defer { inProgress.remove(key) }
    let frame = Frame(scope: Scope(parent: baseScope))
    var value: ProgramValue = .none
    // Read as its declared type, as a static one is (`let spacing: CGFloat = 10` is 10.0).
    if let getter = global.getter {
      value = coerce(evaluateBody(getter, frame, builder: global.isViewBuilder), to: global.type)
    } else if let initial = global.initial {
      value = coerce(evaluate(initial, frame), to: global.type)
    }
    value = given(global.name, for: value, type: global.type)
    cache[key] = value
    return value
  }

  /// A `--data` value read as the declared type, as `JSONDecoder` would: an object as the
  /// app's struct (its computed properties then work), a dictionary's values, a string or
  /// number as an enum's raw value. Nil when there is nothing to decode.
  func decoded(_ value: ProgramValue, as typeName: String) -> ProgramValue? {
    if case .instance("JSON", let fields) = value {
      if typeName.hasPrefix("["), let colon = typeName.firstIndex(of: ":") {
        let valueType = String(typeName[typeName.index(after: colon)...].dropLast())
          .filter { $0 != " " }
        return .instance(type: "JSON", fields: fields.mapValues { coerce($0, to: valueType) })
      }
      guard let info = index.type(typeName), info.kind != .enumeration else { return nil }
      var typed = fields
      let keys = codingKeys(of: info.name)
      for property in info.stored {
        // A `CodingKeys` enumeration names the JSON key of each property it lists.
        let key = keys.map { $0[property.name] } ?? property.name
        if let key, let field = fields[key] {
          typed[property.name] = coerce(field, to: property.type)
        } else if Self.isOptional(property.type) {
          typed[property.name] = ProgramValue.none  // a missing key decodes as nil
        }
      }
      return .instance(type: info.name, fields: typed)
    }
    if let info = index.type(typeName), info.kind == .enumeration {
      switch value {
      case .string, .int:
        for c in info.cases where c.payload.isEmpty {
          if programEquals(rawValue(info.name, c.name), value) == true {
            return .enumCase(type: info.name, name: c.name, payload: [])
          }
        }
      default: break
      }
    }
    return nil
  }

  /// The JSON key of each property a type's `CodingKeys` lists (`case name = "full_name"`),
  /// by property; nil when it declares none.
  func codingKeys(of type: String) -> [String: String]? {
    guard let info = index.types[type + ".CodingKeys"], info.kind == .enumeration else {
      return nil
    }
    var keys: [String: String] = [:]
    for c in info.cases where c.payload.isEmpty {
      if case .string(let key) = rawValue(info.name, c.name) { keys[c.name] = key }
    }
    return keys
  }

  /// A `--data` value for a property or global of that name whose own value a preview cannot
  /// know (`Bundle.main.decode(…)`, `@Query`); else the value.
  func given(_ name: String, for value: ProgramValue, type: String? = nil) -> ProgramValue {
    guard case .unknown = value, let given = data[name] else { return value }
    return coerce(given, to: type)
  }

  /// `Self.islands = islands`, `Cache.count += 1`: a static stored property of one of the
  /// app's types, which the next read sees.
  func assignStatic(
    _ target: ExprSyntax, of base: ExprSyntax, _ name: String, _ op: String,
    _ value: ProgramValue, _ frame: Frame
  ) {
    guard case .type(let typeName) = evaluate(base, frame), let info = index.type(typeName),
      let property = info.staticProperty(name, from: target.range.start.offset),
      property.getter == nil
    else {
      report(.assignmentNotSupported, at: target.range.start)
      return
    }
    var newValue = value
    if op != "=" {
      newValue = arithmetic(Self.compoundOperator(op), evaluate(target, frame), value, target)
    }
    let key = info.name + "." + name + (property.fileScope.map { "@\($0.lowerBound)" } ?? "")
    cache[key] = coerce(newValue, to: property.type)
  }

  /// A static member of one of the app's types (or of an extension of SwiftUI's), or nil.
  /// An enumeration's `allCases` as Swift synthesizes it: its cases without payloads, in order.
  func staticCases(_ typeName: String) -> ProgramValue? {
    guard let info = index.type(typeName), info.kind == .enumeration else { return nil }
    return .array(
      info.cases.filter(\.payload.isEmpty).map {
        .enumCase(type: info.name, name: $0.name, payload: [])
      })
  }

  func staticMember(_ typeName: String, _ name: String, _ e: ExprSyntax) -> ProgramValue? {
    guard let info = index.type(typeName) else { return nil }
    if let property = info.staticProperty(name, from: e.range.start.offset) {
      let key = info.name + "." + name + (property.fileScope.map { "@\($0.lowerBound)" } ?? "")
      if let value = cache[key] { return value }
      guard inProgress.insert(key).inserted else {
        return unknown(.circularDefinition(key), at: property.location)
      }
      defer { inProgress.remove(key) }
      let frame = Frame(scope: Scope(parent: nil), selfType: info.name)
      var value: ProgramValue = .none
      if let getter = property.getter {
        // Read as its declared type, as a stored one's initial value is
        // (`static var preview: Donut { .classic }`).
        value = coerce(
          evaluateBody(getter, frame, builder: property.isViewBuilder), to: property.type)
      } else if let initial = property.initial {
        value = coerce(evaluate(initial, frame), to: property.type)
      }
      value = given(name, for: value, type: property.type)
      cache[key] = value
      return value
    }
    if let enumCase = info.enumCase(name) {
      if enumCase.payload.isEmpty { return .enumCase(type: info.name, name: name, payload: []) }
      return .function(
        FunctionValue(body: .enumConstructor(type: info.name, enumCase), receiver: nil))
    }
    if let functions = info.staticMethods(name, from: e.range.start.offset) {
      return .function(
        FunctionValue(body: .declared(functions, type: info.name), receiver: .type(info.name)))
    }
    if name == "allCases", let cases = staticCases(info.name) { return cases }
    if name == "init" || name == "self" { return .type(info.name) }
    if index.types[info.name + "." + name] != nil { return .type(info.name + "." + name) }
    return nil
  }

  /// `.name` with no type written: a static of an extension of a SwiftUI type, else left to
  /// the catalogue (`.leading`, `.title`) or matched by case name against the app's enums.
  func implicitMember(_ name: String, _ e: ExprSyntax) -> ProgramValue {
    // Inside `ShapeStyle.brand`'s getter, `.brand` is another type's (`Color.brand`).
    for type in extensionStatics[name] ?? [] where !inProgress.contains(type + "." + name) {
      if let value = staticMember(type, name, e) { return value }
    }
    // Only the floating-point types have it, so it is a number whatever type is meant.
    if name == "greatestFiniteMagnitude" { return .double(.greatestFiniteMagnitude) }
    return .swiftUI(e)
  }
}

/// Where an expression is evaluated: its names, and `self` inside a type's members.
final class Frame {
  var scope: Scope
  private var ownSelf: ProgramValue?
  /// The frame whose `self` this one shares: a nested block's (an `if`'s, a `for`'s body) or a
  /// local function's, so that what they assign to `self`'s properties stays assigned.
  private let selfOwner: Frame?
  var selfType: String?
  /// The declared result type of the function whose body this is, when it is one of the
  /// app's types: `return .init(…)` and `.sample` are read as that type's.
  var returnType: String?

  var selfValue: ProgramValue? {
    get { selfOwner?.selfValue ?? ownSelf }
    set {
      if let selfOwner { selfOwner.selfValue = newValue } else { ownSelf = newValue }
    }
  }

  init(scope: Scope, selfValue: ProgramValue? = nil, selfType: String? = nil) {
    self.scope = scope
    self.ownSelf = selfValue
    self.selfOwner = nil
    self.selfType = selfType
  }

  /// A frame of `scope` that shares `owner`'s `self`.
  init(scope: Scope, sharingSelfWith owner: Frame) {
    self.scope = scope
    self.ownSelf = nil
    self.selfOwner = owner
    self.selfType = owner.selfType
  }

  /// A frame for a nested block: a new scope, the same `self`.
  func nested() -> Frame {
    let frame = Frame(scope: Scope(parent: scope), sharingSelfWith: self)
    frame.returnType = returnType
    return frame
  }
}
