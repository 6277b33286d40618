/// Members a type does not declare but adopts: a protocol extension's default implementation
/// (`extension KeyboardReadable { var keyboardPublisher: … }` for `struct Chat: View,
/// KeyboardReadable`) and a class's superclass members, as Swift finds them.
extension Interpreter {
  /// SwiftUI protocols whose extensions the app writes as modifiers (`extension View { func
  /// card() }`): applied to views (`self` the views), never as members of a view's instance.
  static let modifierProtocols: Set<String> = [
    "View", "Shape", "InsettableShape", "ViewModifier", "Scene", "App",
  ]

  /// `name` from the types `info` inherits: the extensions of the protocols it adopts and its
  /// superclass (and theirs), nearest first; `self` is `value`, `Self` the type itself.
  func inheritedMember(
    _ info: ProgramIndex.TypeInfo, of value: ProgramValue, _ name: String, _ e: ExprSyntax
  ) -> ProgramValue? {
    var pending = Array(info.inherited.reversed())
    var seen: Set<String> = [info.name]
    while let next = pending.popLast() {
      guard seen.insert(next).inserted, !Self.modifierProtocols.contains(next),
        let adopted = index.type(next),
        adopted.kind == .extensionType || (adopted.kind == .classType && info.kind == .classType)
      else { continue }
      if let found = declaredMember(name, in: adopted, of: value, selfType: info.name, e) {
        return found
      }
      pending += adopted.inherited.reversed()
    }
    return nil
  }

  /// A computed property or method `declaring` declares, on `value` (`Self` is `selfType`).
  func declaredMember(
    _ name: String, in declaring: ProgramIndex.TypeInfo, of value: ProgramValue,
    selfType: String, _ e: ExprSyntax
  ) -> ProgramValue? {
    if let property = declaring.computedProperty(name, from: e.range.start.offset),
      let getter = property.getter
    {
      return enter(at: e.range.start) {
        // Read as its declared type, as a stored property's value is (`.init(name)` for a
        // `LocalizedStringKey`, `.compact` for the app's enum).
        coerce(
          evaluateBody(
            getter, Frame(scope: Scope(parent: nil), selfValue: value, selfType: selfType),
            builder: property.isViewBuilder), to: property.type)
      }
    }
    if let functions = declaring.methods(name, from: e.range.start.offset) {
      return .function(FunctionValue(body: .declared(functions, type: selfType), receiver: value))
    }
    return nil
  }

  /// A class's superclasses, nearest first (none for other types; a cycle, which Swift
  /// rejects, ends the chain).
  func superclasses(of info: ProgramIndex.TypeInfo) -> [ProgramIndex.TypeInfo] {
    guard info.kind == .classType else { return [] }
    var chain: [ProgramIndex.TypeInfo] = []
    var seen: Set<String> = [info.name]
    var current = info
    while let next = current.inherited.lazy.compactMap({ self.index.type($0) }).first(where: {
      $0.kind == .classType
    }), seen.insert(next.name).inserted {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// The stored properties an instance has: a class's superclasses' first, then its own
  /// (`final class Wrapper: SearchObservable {}` has the `searchText` its superclass declares).
  func storedProperties(_ info: ProgramIndex.TypeInfo) -> [PropertySyntax] {
    var stored = info.stored
    var names = Set(stored.map(\.name))
    for superclass in superclasses(of: info) {
      let inherited = superclass.stored.filter { names.insert($0.name).inserted }
      stored = inherited + stored
    }
    return stored
  }

  /// The type whose initializers make an instance: a class that declares none inherits its
  /// nearest superclass's, as Swift's subclasses do when their own properties have defaults.
  func initializerOwner(_ info: ProgramIndex.TypeInfo) -> ProgramIndex.TypeInfo {
    guard info.initializers.isEmpty else { return info }
    return superclasses(of: info).first { !$0.initializers.isEmpty } ?? info
  }
}

extension Interpreter {
  /// Inside `extension Text` (a SwiftUI view type other than `View`), a bare `rowTitle()` is
  /// `self.rowTitle()`, another method of the extension; nil for any other name.
  func viewExtensionMethod(_ name: String, of frame: Frame) -> FunctionValue? {
    guard extensionMethods.contains(name), let type = frame.selfType, type != "View",
      frame.selfValue?.isViews == true, let info = index.types[type],
      info.kind == .extensionType, let methods = info.methods[name],
      frame.scope.lookup(name) == nil
    else { return nil }
    return FunctionValue(body: .declared(methods, type: type), receiver: frame.selfValue)
  }

  /// `Text("Hi").style(appStyle: .title)`: the app's extension method of the SwiftUI type a
  /// value was made as (`extension Text { func style(…) -> Text }`), when one takes these
  /// arguments; nil otherwise (`extension RoundedRectangle { func stroke(_:lineWidth:
  /// dashLength:…) }` beside SwiftUI's own `stroke(_:lineWidth:)`).
  func viewTypeMethod(
    _ name: String, of type: String, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?
  ) -> [FunctionSyntax]? {
    guard type != "View", extensionMethods.contains(name), let info = index.types[type],
      info.kind == .extensionType,
      let methods = info.methods[name]
    else { return nil }
    let labels = Self.callLabels(arguments, trailing)
    return methods.contains { accepts($0.parameters, labels) } ? methods : nil
  }

  /// The app's `extension View` methods a call of `name` means: all of them, unless SwiftUI has
  /// a modifier of that name too, then only when one of them takes the call's labels (an app's
  /// `cornerRadius(_:corners:)` beside SwiftUI's `cornerRadius(_:)`: `.cornerRadius(8)` is
  /// SwiftUI's). Nil when the call is not the app's.
  func appViewMethods(_ name: String, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?)
    -> [FunctionSyntax]?
  {
    guard let methods = index.type("View")?.methods[name] else { return nil }
    guard isSwiftUIModifierName(name) else { return methods }
    let labels = Self.callLabels(arguments, trailing)
    return methods.contains { accepts($0.parameters, labels) } ? methods : nil
  }

  /// `Text("Hi").style(appStyle: .title)` run as `viewTypeMethod` finds it; nil for another call.
  func viewTypeMethodCall(
    _ base: ProgramValue, _ name: String, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ callee: ExprSyntax, _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard extensionMethods.contains(name), case .swiftUI(let inner) = base,
      let type = Self.madeType(inner),
      let methods = viewTypeMethod(name, of: type, arguments, trailing)
    else { return nil }
    let receiver = asViewsIfPossible(base).map(ProgramValue.views) ?? base
    let method = FunctionValue(body: .declared(methods, type: type), receiver: receiver)
    return invoke(.function(method), callee, arguments, trailing, e, frame)
  }

  /// Whether a callee is reached through `?.` (`image?.resizable()`): calling it on nil is nil.
  func isOptionalChain(_ e: ExprSyntax) -> Bool {
    switch e.kind {
    case .optionalChain: return true
    case .member(let base, _), .call(let base, _, _), .subscriptAccess(let base, _):
      return isOptionalChain(base)
    default: return false
    }
  }
}
