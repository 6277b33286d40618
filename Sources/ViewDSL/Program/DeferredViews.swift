/// The views a method of the app's `extension View` is called on, kept unevaluated: in
/// `List { Row() }.withPreviewsEnv()`, where the method's body is `environment(Router())…`,
/// SwiftUI evaluates the row's body inside the environment the method's modifiers give. So
/// the receiver is evaluated where the body uses `self`, after the modifiers written before
/// that use have set what they give; each use evaluates it afresh, as each is its own view.
final class DeferredViews {
  let expression: ExprSyntax
  let frame: Frame

  init(_ expression: ExprSyntax, in frame: Frame) {
    self.expression = expression
    self.frame = frame
  }
}

extension Interpreter {
  /// The receiver's views, evaluated in the environment of the moment.
  func resolve(_ deferred: DeferredViews) -> ProgramValue {
    let value = evaluate(deferred.expression, deferred.frame)
    if case .deferredViews(let inner) = value { return resolve(inner) }
    if let views = asViewsIfPossible(value) { return .views(views) }
    return value
  }

  /// A value with a deferred receiver evaluated; any other value as it is.
  func resolved(_ value: ProgramValue) -> ProgramValue {
    if case .deferredViews(let deferred) = value { return resolve(deferred) }
    return value
  }

  /// Whether `base.name(…)` calls the app's `extension View` method `name` whatever `base` is:
  /// no other type of the app and no standard method has that name, so the receiver can be
  /// left unevaluated without knowing its type. `base?.name()` is not: nil makes no call.
  func callsViewMethod(
    _ name: String, on base: ExprSyntax, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?
  ) -> Bool {
    guard index.viewOnlyMethods.contains(name), !Builtins.methods.contains(name),
      appViewMethods(name, arguments, trailing) != nil
    else {
      return false
    }
    return !isOptionalChain(base)
  }

  /// `base.name(…)` for the app's `extension View` method `name`: its body runs with `self`
  /// the receiver unevaluated.
  func callViewMethod(
    _ name: String, on base: ExprSyntax, in frame: Frame, _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax
  ) -> ProgramValue {
    let methods = index.type("View")?.methods[name] ?? []
    let receiver = ProgramValue.deferredViews(DeferredViews(base, in: frame))
    let value = callDeclared(
      methods, type: "View", receiver: receiver, arguments, trailing, argumentFrame: frame, e)
    return .views(asViews(resolved(value), at: e.range))
  }
}
