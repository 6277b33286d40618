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
        evaluateBody(
          getter, Frame(scope: Scope(parent: nil), selfValue: value, selfType: selfType),
          builder: property.isViewBuilder)
      }
    }
    if let functions = declaring.methods(name, from: e.range.start.offset) {
      return .function(FunctionValue(body: .declared(functions, type: selfType), receiver: value))
    }
    return nil
  }
}
