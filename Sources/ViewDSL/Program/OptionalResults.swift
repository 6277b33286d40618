/// Which framework values may be `nil`. A value of an Apple framework the interpreter does not
/// compute is kept as its expression (`.swiftUI`); one that an instance method or a subscript
/// returns (`cache.object(forKey: path)`, `defaults.string(forKey:)`) is an optional a preview
/// cannot know, so `x != nil`, `if let` and `??` on it must not take it for a value: before,
/// an image cache's lookup read as an image and its branch was laid out, silently.
/// Initializers and static members (`URL(string:)`, `Color.red`) keep their value.
extension ExprSyntax {
  var mayBeNil: Bool {
    switch kind {
    case .call(let callee, _, _):
      guard case .member(let base, _) = callee.kind else { return false }
      return !base.namesType
    case .subscriptAccess: return true
    default: return false
    }
  }

  /// How a message names such a value: the method with its labels (`object(forKey:)`), or "a
  /// subscript".
  var optionalDescription: String {
    guard case .call(let callee, let arguments, _) = kind, case .member(_, let name) = callee.kind
    else { return "a subscript" }
    return name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// `Color`, `UIColor`, `Foo.Bar`: a type, whose static members and initializers are values.
  private var namesType: Bool {
    switch kind {
    case .identifier(let name): return name.first?.isUppercase == true
    case .member(let base, let name): return name.first?.isUppercase == true && base.namesType
    default: return false
    }
  }
}

extension ProgramValue {
  /// The framework expression of a value that may be `nil` (`ExprSyntax.mayBeNil`).
  var unknownOptional: ExprSyntax? {
    if case .swiftUI(let e) = self, e.mayBeNil { return e }
    return nil
  }
}
