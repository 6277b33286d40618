import LayoutEngine

/// `GeometryReader { proxy in … }`: inside it, `.frame(width:height:)` may compute its lengths
/// from the proxy's size (`proxy.size.width * 0.3`, `proxy.size.height - 20`,
/// `min(proxy.size.width, 300)`). The lengths become an expression the engine evaluates with
/// the reader's size as placed, as SwiftUI evaluates the reader's content once it has its size.
/// Any other use of the proxy is an error that says so: a silent number would be wrong.
extension Lowerer {
  /// The parameter names of the enclosing readers' closures, innermost last.
  static func proxyNames(_ view: ViewSyntax) -> [String] {
    view.blockParameters.isEmpty ? ["$0"] : [view.blockParameters[0]]
  }

  /// The first use of an enclosing reader's proxy in arguments, if any.
  func proxyReference(in arguments: [ArgumentSyntax]) -> ExprSyntax? {
    for argument in arguments {
      if let use = proxyReference(in: argument.value) { return use }
    }
    return nil
  }

  /// The first use of an enclosing reader's proxy in an expression, if any.
  func proxyReference(in e: ExprSyntax) -> ExprSyntax? {
    guard !proxies.isEmpty else { return nil }
    var pending = [e]
    while let e = pending.popLast() {
      switch e.kind {
      case .identifier(let name): if proxies.contains(name) { return e }
      case .member(let base, _): pending.append(base)
      case .call(let callee, let arguments, _):
        pending.append(callee)
        pending += arguments.map(\.value)
      case .subscriptAccess(let base, let arguments):
        pending.append(base)
        pending += arguments.map(\.value)
      case .binary(_, let a, let b), .comparison(_, let a, let b), .logical(_, let a, let b),
        .range(let a, let b, _), .nilCoalescing(let a, let b):
        pending += [a, b]
      case .negate(let a), .not(let a), .forceUnwrap(let a), .optionalChain(let a),
        .cast(let a, _):
        pending.append(a)
      case .ternary(let a, let b, let c): pending += [a, b, c]
      case .array(let elements): pending += elements
      case .tuple(let arguments): pending += arguments.map(\.value)
      case .interpolatedString(let parts):
        for case .expression(let inner) in parts { pending.append(inner) }
      default: break
      }
    }
    return nil
  }

  /// A modifier that reads a proxy: `.frame(width:height:alignment:)` becomes a frame over
  /// the reader's size; anything else is reported. Nil when the modifier reads no proxy.
  mutating func prepareProxyModifier(_ modifier: ModifierSyntax, contentViews: [ViewSyntax])
    -> PreparedModifier?
  {
    let arguments = modifier.arguments?.arguments ?? []
    guard let first = proxyReference(in: arguments) else { return nil }
    let skipped = PreparedModifier(
      syntax: modifier, definition: nil, call: nil, contentViews: contentViews)
    guard modifier.name == "frame" else {
      report(.proxyReadOnlyInFrame, at: first.range.start)
      return skipped
    }
    var depth: Int?
    var lengths: [String: DimensionExpression] = [:]
    var rest: [ArgumentSyntax] = []
    for argument in arguments {
      guard let label = argument.label, label == "width" || label == "height",
        proxyReference(in: argument.value) != nil
      else {
        if let use = proxyReference(in: argument.value) {
          report(.proxyReadOnlyInFrame, at: use.range.start)
          return skipped
        }
        rest.append(argument)
        continue
      }
      var program: [DimensionExpression.Instruction] = []
      guard compileProxy(argument.value, into: &program, depth: &depth) else { return skipped }
      lengths[label] = DimensionExpression(program: program)
    }
    // The other arguments (`alignment:`, a literal length) bind as the fixed frame's do.
    let site = CallSite(
      callee: "frame",
      arguments: ArgumentListSyntax(
        arguments: rest, range: modifier.arguments?.range ?? modifier.nameRange),
      trailingClosure: nil, location: modifier.dotLocation)
    let definition = Catalogue.modifier(named: "frame")!
    guard let call = bind(site, definition.overloads!), call.form == "fixed" else {
      return skipped
    }
    func fixed(_ name: String) -> DimensionExpression? {
      lengths[name] ?? call.number(name).map { DimensionExpression.constant($0) }
    }
    let layout = GeometryFrameLayout(
      depth: depth ?? 0, width: fixed("width"), height: fixed("height"),
      alignment: call.alignment("alignment") ?? .center)
    let proxyFrame = ModifierDefinition(
      name: "frame", overloads: nil,
      role: .layout { _, child, _, context in
        context.addNode(.geometryFrame(layout), children: [child])
      })
    return PreparedModifier(
      syntax: modifier, definition: proxyFrame, call: call, contentViews: contentViews)
  }

  /// Compiles a length over one reader's proxy into postfix instructions: numbers,
  /// `proxy.size.width`/`.height` (also `proxy.frame(in: .local).width`), `+ - * /`, unary
  /// minus, `min`/`max`, `CGFloat(…)`; a part without the proxy is evaluated as a number.
  private mutating func compileProxy(
    _ e: ExprSyntax, into program: inout [DimensionExpression.Instruction], depth: inout Int?
  ) -> Bool {
    guard proxyReference(in: e) != nil else {
      var reported = false
      do {
        program.append(.constant(try evaluator.number(e, parameter: "length", reported: &reported)))
        return !reported
      } catch {
        context.diagnostics += error.diagnostics
        return false
      }
    }
    switch e.kind {
    case .member(let base, let axis) where axis == "width" || axis == "height":
      guard let name = proxySizeBase(base), let index = proxies.lastIndex(of: name) else { break }
      let d = proxies.count - 1 - index
      if let depth, depth != d {
        report(.proxyFromTwoReaders, at: e.range.start)
        return false
      }
      depth = d
      program.append(axis == "width" ? .width : .height)
      return true
    case .binary(let op, let a, let b) where op != .remainder:
      guard compileProxy(a, into: &program, depth: &depth),
        compileProxy(b, into: &program, depth: &depth)
      else { return false }
      let ops: [BinaryOperator: DimensionExpression.Instruction] = [
        .add: .add, .subtract: .subtract, .multiply: .multiply, .divide: .divide,
      ]
      program.append(ops[op]!)
      return true
    case .negate(let a):
      guard compileProxy(a, into: &program, depth: &depth) else { return false }
      program.append(.negate)
      return true
    case .call(let callee, let arguments, nil):
      guard case .identifier(let name) = callee.kind, arguments.allSatisfy({ $0.label == nil })
      else { break }
      if name == "min" || name == "max", arguments.count == 2 {
        guard compileProxy(arguments[0].value, into: &program, depth: &depth),
          compileProxy(arguments[1].value, into: &program, depth: &depth)
        else { return false }
        program.append(name == "min" ? .min : .max)
        return true
      }
      if ["CGFloat", "Double"].contains(name), arguments.count == 1 {
        return compileProxy(arguments[0].value, into: &program, depth: &depth)
      }
    default:
      break
    }
    report(.proxyReadOnlyInFrame, at: e.range.start)
    return false
  }

  /// `proxy.size` or `proxy.frame(in: .local)`: the proxy's name.
  private func proxySizeBase(_ e: ExprSyntax) -> String? {
    switch e.kind {
    case .member(let p, "size"):
      if case .identifier(let name) = p.kind { return name }
    case .call(let callee, let arguments, nil):
      guard case .member(let p, "frame") = callee.kind, case .identifier(let name) = p.kind,
        arguments.count == 1, arguments[0].label == "in",
        case .implicitMember("local") = arguments[0].value.kind
      else { return nil }
      return name
    default: break
    }
    return nil
  }
}
