/// Views that animate their content over time, laid out as a preview first shows them: a
/// `PhaseAnimator`'s content in its first phase, a `KeyframeAnimator`'s with its initial
/// value, a `TimelineView`'s with a context whose date a preview cannot know.
extension Interpreter {
  static let animatorModifiers: Set<String> = ["phaseAnimator", "keyframeAnimator"]

  /// `PhaseAnimator(phases) { phase in … }`, `KeyframeAnimator(initialValue:) { value in … }`,
  /// `TimelineView(schedule) { context in … }`: the content's views; nil for other names.
  func animatorContent(
    _ name: String, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue? {
    let content = trailing ?? contentArgument(arguments)
    guard let content else { return nil }
    let value: ProgramValue
    switch name {
    case "PhaseAnimator":
      guard let phases = arguments.first(where: { $0.label == nil }) else { return nil }
      guard let first = firstPhase(evaluate(phases.value, frame), phases.value) else {
        return nil
      }
      value = first
    case "KeyframeAnimator":
      guard let initial = arguments.first(where: { $0.label == "initialValue" }) else {
        return nil
      }
      value = evaluate(initial.value, frame)
    case "TimelineView":
      value = .instance(
        type: "TimelineViewDefaultContext",
        fields: [
          "date": unknown(.cannotKnowValue("a TimelineView's date"), at: e.range.start),
          "cadence": .swiftUI(ExprSyntax(.implicitMember("live"), range: e.range)),
        ])
    default:
      return nil
    }
    let views = callClosure(
      ClosureValue(
        syntax: content, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType),
      [value],
      builder: true, at: content.range.start)
    return .views(asViews(views, at: content.range))
  }

  /// `.phaseAnimator(phases) { content, phase in … }` and
  /// `.keyframeAnimator(initialValue:) { content, value in … }`: the closure's views for the
  /// first phase or the initial value; nil for other modifiers.
  func animatorModifier(
    _ name: String, _ views: [ViewSyntax], _ arguments: [ArgumentSyntax],
    _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard Self.animatorModifiers.contains(name) else { return nil }
    let content = trailing ?? contentArgument(arguments)
    guard let content else { return .views(views) }
    let value: ProgramValue
    if name == "phaseAnimator" {
      guard let phases = arguments.first(where: { $0.label == nil }),
        let first = firstPhase(evaluate(phases.value, frame), phases.value)
      else { return .views(views) }
      value = first
    } else {
      guard let initial = arguments.first(where: { $0.label == "initialValue" }) else {
        return .views(views)
      }
      value = evaluate(initial.value, frame)
    }
    let result = callClosure(
      ClosureValue(
        syntax: content, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType),
      [.views(views), value], builder: true, at: content.range.start)
    return .views(asViews(result, at: content.range))
  }

  /// A `content:` closure written as an argument.
  private func contentArgument(_ arguments: [ArgumentSyntax]) -> ClosureSyntax? {
    for argument in arguments where argument.label == "content" {
      if case .closure(let c) = argument.value.kind { return c }
    }
    return nil
  }

  /// The first of a sequence of phases, reported when it is not a known, non-empty array.
  private func firstPhase(_ phases: ProgramValue, _ e: ExprSyntax) -> ProgramValue? {
    if case .array(let items) = phases, let first = items.first { return first }
    if case .unknown(let u) = phases { report(u) }
    return nil
  }
}
