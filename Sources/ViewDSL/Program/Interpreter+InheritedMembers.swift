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
      if let property = adopted.computedProperty(name, from: e.range.start.offset),
        let getter = property.getter
      {
        return enter(at: e.range.start) {
          evaluateBody(
            getter, Frame(scope: Scope(parent: nil), selfValue: value, selfType: info.name),
            builder: property.isViewBuilder)
        }
      }
      if let functions = adopted.methods(name, from: e.range.start.offset) {
        return .function(
          FunctionValue(body: .declared(functions, type: info.name), receiver: value))
      }
      pending += adopted.inherited.reversed()
    }
    return nil
  }
}
