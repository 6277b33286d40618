/// Closures called with values: a view builder's content, a `map`'s transform, an action.
extension Interpreter {
  /// Calls a closure with argument values: `$0`… or its named parameters (one tuple
  /// argument spreads over several parameters: `enumerated()`'s `index, item`).
  /// `inoutFirst` receives what the first parameter holds when the closure returns (an
  /// `inout` one: `reduce(into:)`'s accumulator).
  func callClosure(
    _ closure: ClosureValue, _ values: [ProgramValue], builder: Bool, at location: SourceLocation,
    inoutFirst: ((ProgramValue?) -> Void)? = nil
  ) -> ProgramValue {
    enter(at: location) {
      let frame =
        closure.owner.map { Frame(scope: Scope(parent: closure.scope), sharingSelfWith: $0) }
        ?? Frame(
          scope: Scope(parent: closure.scope), selfValue: closure.selfValue,
          selfType: closure.selfType)
      var values = values
      let parameters = closure.syntax.parameters
      if parameters.count > 1, values.count == 1, case .tuple(let items) = values[0] {
        values = items.map(\.value)
      }
      if parameters.isEmpty {
        for (i, value) in values.enumerated() { frame.scope.names["$\(i)"] = value }
      } else {
        for (name, value) in zip(parameters, values) where name != "_" {
          frame.scope.names[name] = value
        }
      }
      let result: ProgramValue
      switch closure.syntax.body {
      case .empty: result = .views([])
      case .expression(let e): result = evaluate(e, frame)
      case .statements(let statements):
        result = evaluateBody(statements, frame, builder: builder || closure.isViewBuilder)
      case .views(let views): result = .views(views)
      }
      inoutFirst?(frame.scope.names[parameters.first ?? "$0"])
      return result
    }
  }
}
