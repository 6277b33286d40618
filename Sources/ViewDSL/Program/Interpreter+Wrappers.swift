/// Property wrappers' values: what `@Environment`, `@EnvironmentObject`, `@Query`,
/// `@FocusState`, the app's own environment keys and its own wrapper types give a preview.
extension Interpreter {
  /// A property wrapper's value: `@Environment` from the canvas, `@EnvironmentObject` from
  /// an enclosing `.environmentObject`; nil for wrappers whose value is their initial one.
  func wrapped(_ property: PropertySyntax, _ wrapper: String, _ e: ExprSyntax)
    -> ProgramValue?
  {
    switch wrapper {
    case "Environment":
      guard let argument = property.wrapperArguments.first?.value else { return nil }
      if case .keyPath(let path) = argument.kind, let key = path.first {
        return environmentValue(key, at: argument)
      }
      // `@Environment(Model.self)`: an observable object put in the environment.
      if case .member(let base, "self") = argument.kind, case .identifier(let type) = base.kind {
        return environmentObjects[type] ?? missingObject(type, at: property.location)
      }
      return nil
    case "EnvironmentObject":
      guard let type = property.type else { return nil }
      // `Store<AppState>`: the object of the generic type the preview made (`Store`).
      return environmentObjects[type] ?? environmentObjects[Self.genericBase(type)]
        ?? missingObject(type, at: property.location)
    case "FetchRequest", "Query", "SectionedFetchRequest":
      // `--data NAME=file.json` gives the rows of the property named NAME.
      if let given = data[property.name] { return coerce(given, to: property.type) }
      return unknown(.cannotKnowStoredData(property.name), at: property.location)
    case "FocusState",
      "AccessibilityFocusState" where property.initial == nil:
      // Nothing has focus when a screen appears: `false`, or `nil` for an optional field.
      return property.type == "Bool" ? .bool(false) : ProgramValue.none
    default:
      return appWrapperValue(property, wrapper, e)
    }
  }

  /// The value of a property with the app's own `@propertyWrapper` type: the wrapper made as
  /// Swift makes it (`Wrapper(wrappedValue: initial, arguments…)`; `initial` only if written),
  /// then its `wrappedValue` (a `UserDefaults` wrapper reads a preview's empty defaults, so
  /// gives its default). Nil for another wrapper, whose value is the initial one.
  func appWrapperValue(_ property: PropertySyntax, _ wrapper: String, _ e: ExprSyntax)
    -> ProgramValue?
  {
    let typeName = Self.genericBase(wrapper)
    guard let info = index.type(typeName), info.kind != .enumeration,
      info.computed["wrappedValue"] != nil
        || info.stored.contains(where: { $0.name == "wrappedValue" })
    else { return nil }
    var arguments = property.wrapperArguments
    if let initial = property.initial {
      arguments.insert(ArgumentSyntax(label: "wrappedValue", value: initial), at: 0)
    }
    let instance = construct(
      typeName, arguments, nil, e, Frame(scope: Scope(parent: nil)), instanceOnly: true)
    if case .unknown = instance { return instance }
    return coerce(member(instance, "wrappedValue", e), to: property.type)
  }

  /// The wrapped property a projection names (`$model` → `model`); other names unchanged.
  static func projectedName(_ name: String) -> String {
    name.count > 1 && name.hasPrefix("$") ? String(name.dropFirst()) : name
  }

  /// A type's name without its generic arguments: `Store<AppState>` → `Store`.
  static func genericBase(_ type: String) -> String {
    guard !type.hasPrefix("["), type.hasSuffix(">"), let angle = type.firstIndex(of: "<") else {
      return type
    }
    return String(type[..<angle])
  }

  /// `@Environment(\.key)`: the value the code set around the view, else the canvas's;
  /// `environment` (the canvas's alone) for the names every `.view` program sees.
  func environmentValue(_ key: String, at e: ExprSyntax, in given: PreviewEnvironment? = nil)
    -> ProgramValue
  {
    func member(_ name: String) -> ProgramValue {
      .swiftUI(ExprSyntax(.implicitMember(name), range: e.range))
    }
    let environment = given ?? self.environment
    switch key {
    case "horizontalSizeClass": return member(environment.horizontalSizeClass)
    case "verticalSizeClass": return member(environment.verticalSizeClass)
    case "dynamicTypeSize": return member(environment.dynamicTypeSize)
    case "sizeCategory": return member(environment.dynamicTypeSize)
    case "layoutDirection": return member("leftToRight")
    case "colorScheme": return member("light")
    case "displayScale": return .double(environment.displayScale)
    case "pixelLength": return .double(1 / environment.displayScale)
    case "isEnabled": return .bool(true)
    case "editMode", "isSearching", "isPresented", "isFocused": return .bool(false)
    // A preview runs with no assistive technology on.
    case "accessibilityVoiceOverEnabled", "accessibilitySwitchControlEnabled",
      "accessibilityEnabled", "accessibilityReduceTransparency",
      "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors",
      "accessibilityShowButtonShapes", "isLuminanceReduced":
      return .bool(false)
    // Empty unless an enclosing `.redacted(reason:)` set it (`Interpreter+Calls`).
    case "redactionReasons": return customEnvironment[key] ?? .array([])
    case "locale", "calendar", "timeZone", "dismiss", "openURL", "managedObjectContext",
      "modelContext", "scenePhase", "colorSchemeContrast", "accessibilityReduceMotion", "self":
      return .swiftUI(ExprSyntax(.identifier(key), range: e.range))
    default:
      if let value = customEnvironment[key] { return value }
      if let property = appEnvironmentKey(key) { return appEnvironmentDefault(property, at: e) }
      return unknown(.unknownEnvironmentValue(key), at: e.range.start)
    }
  }

  /// The app's own environment value `key`: a property of an `extension EnvironmentValues`.
  func appEnvironmentKey(_ key: String) -> PropertySyntax? {
    guard let values = index.types["EnvironmentValues"] else { return nil }
    return values.computed[key] ?? values.fileScopedComputed[key]?.last
      ?? values.stored.first { $0.name == key }
  }

  /// An environment value no enclosing view set: `@Entry var key = value`'s value, or the
  /// `defaultValue` of the `EnvironmentKey` its getter reads (`self[PassKey.self]`).
  func appEnvironmentDefault(_ property: PropertySyntax, at e: ExprSyntax) -> ProgramValue {
    let frame = Frame(scope: Scope(parent: nil))
    if let initial = property.initial { return coerce(evaluate(initial, frame), to: property.type) }
    if property.getter == nil { return .none }  // `@Entry var x: T?`
    for statement in property.getter ?? [] {
      let expression: ExprSyntax?
      switch statement {
      case .expression(let x): expression = x
      case .returnStatement(let x, _): expression = x
      default: expression = nil
      }
      if let expression, case .subscriptAccess(_, let arguments) = expression.kind,
        case .member(let base, "self")? = arguments.first?.value.kind,
        case .identifier(let keyType) = base.kind,
        let value = staticMember(keyType, "defaultValue", e)
      {
        return value
      }
    }
    return unknown(.unknownEnvironmentValue(property.name), at: e.range.start)
  }

  /// `_image = .init(initialValue: image)`, `_tab = State(initialValue: tab)`,
  /// `_model = StateObject(wrappedValue: Model())`: a wrapper's storage given its value through
  /// the wrapper's initializer; the value is the argument, evaluated as it is (an instance or
  /// an enumeration case made into SwiftUI's call lost what it was).
  static func wrappedInitial(_ value: ExprSyntax, of target: ExprSyntax) -> ExprSyntax {
    let name: String
    switch target.kind {
    case .identifier(let n), .member(_, let n): name = n
    default: return value
    }
    guard name.hasPrefix("_"), case .call(let callee, let arguments, _) = value.kind,
      let first = arguments.first, first.label == "initialValue" || first.label == "wrappedValue"
    else { return value }
    var written = callee
    if case .member(let type, "init") = callee.kind { written = type }  // `State.init(…)`
    switch written.kind {
    case .implicitMember("init"): return first.value
    case .identifier(let type): return storageWrappers.contains(type) ? first.value : value
    default: return value
    }
  }

  /// SwiftUI's and Combine's wrappers whose storage an initializer may set through `_name`.
  static let storageWrappers: Set<String> = [
    "State", "StateObject", "ObservedObject", "Published", "AppStorage", "SceneStorage",
    "ScaledMetric", "FocusState", "GestureState",
  ]
}
