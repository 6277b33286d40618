/// `ForEach` in the app's code: its copies are made when the interpreter evaluates it.
extension Interpreter {
  /// `ForEach(data) { element in … }`: the content once per element, in order.
  func forEach(
    _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue {
    var content = trailing.map {
      ClosureValue(
        syntax: $0, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType)
    }
    // `ForEach(items, content: makeRow)`: a method of the view, called with each item.
    var method: (functions: [FunctionSyntax], type: String?, receiver: ProgramValue?)?
    if content == nil, let last = arguments.last {
      if case .closure(let c) = last.value.kind {
        content = ClosureValue(
          syntax: c, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType)
      } else if last.label == "content" {
        switch evaluate(last.value, frame) {
        case .closure(let stored): content = stored  // a view's stored builder
        case .function(let f):
          if case .declared(let functions, let type) = f.body {
            method = (functions, type, f.receiver)
          }
        default: break
        }
      }
    }
    guard let data = arguments.first(where: { $0.label == nil }), content != nil || method != nil
    else { return unknown(.forEachNeedsData, at: e.range.start) }
    let value = evaluate(data.value, frame)
    let items: [ProgramValue]
    switch value {
    case .array(let a): items = a
    case .dictionary(let entries):
      items = entries.map { .tuple([("key", $0.key), ("value", $0.value)]) }
    case .unknown(let u):
      report(u)
      return .views([])
    case .swiftUI(let e) where e.isIntegerRange:
      report(.forEachTooManyElements(limit: Self.maximumRangeCount), at: data.value.range.start)
      return .views([])
    default:
      report(.notASequence(value.described), at: data.value.range.start)
      return .views([])
    }
    var views: [ViewSyntax] = []
    if let content {
      let range = content.syntax.range
      for item in items {
        views += asViews(callClosure(content, [item], builder: true, at: range.start), at: range)
      }
    } else if let method {
      let label = method.functions.first?.parameters.first?.label
      for item in items {
        let scope = Scope(parent: nil)
        scope.names["$item"] = item
        let argument = ArgumentSyntax(
          label: label, value: ExprSyntax(.identifier("$item"), range: e.range))
        let value = callDeclared(
          method.functions, type: method.type, receiver: method.receiver, [argument], nil,
          argumentFrame: Frame(scope: scope), e)
        views += asViews(value, at: e.range)
      }
    }
    return .views(views)
  }
}

extension ExprSyntax {
  /// A range of integers too long to be made an array (`0...Int.max - 1`).
  var isIntegerRange: Bool {
    guard case .range(let a, let b, _) = kind, case .integer = a.kind, case .integer = b.kind
    else { return false }
    return true
  }
}
