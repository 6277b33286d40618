import LayoutEngine

/// A reader's proxy as the lowering sees it: its name, and in the interpreter's trees the
/// closure that binds it (`ViewSyntax.blockParametersRange`), which every use of it carries.
struct ProxyScope {
  var name: String
  var closure: SourceRange?
}

/// `GeometryReader { proxy in … }`: inside it, `.frame(width:height:)` may compute its lengths
/// from the proxy's size (`proxy.size.width * 0.3`, `proxy.size.height - 20`,
/// `min(proxy.size.width, 300)`). The lengths become an expression the engine evaluates with
/// the reader's size as placed, as SwiftUI evaluates the reader's content once it has its size.
/// Any other use of the proxy is an error that says so, as a silent number would be wrong,
/// except in a modifier without layout effect (`.preference(key:value: proxy.size)`).
extension Lowerer {
  /// The proxy of a reader's closure: its parameter, or `$0` when it names none.
  static func proxyScope(_ view: ViewSyntax) -> ProxyScope {
    ProxyScope(name: view.blockParameters.first ?? "$0", closure: view.blockParametersRange)
  }

  /// Which enclosing reader a name refers to, 0 the innermost: the innermost whose proxy has
  /// that name and, in the interpreter's trees, whose closure the use comes from (a length
  /// given to a component may be an outer reader's `proxy` inside the component's own
  /// `GeometryReader { proxy in`). Nil when the name is no enclosing reader's proxy.
  func proxyDepth(of name: String, at range: SourceRange) -> Int? {
    guard
      let index = proxies.lastIndex(where: { $0.name == name && ($0.closure ?? range) == range })
    else { return nil }
    return proxies.count - 1 - index
  }

  /// The first use of an enclosing reader's proxy in arguments, if any.
  func proxyReference(in arguments: [ArgumentSyntax]) -> ExprSyntax? {
    for argument in arguments {
      if let use = proxyReference(in: argument.value) { return use }
    }
    return nil
  }

  /// The first use of an enclosing reader's proxy in an expression, if any: the whole of
  /// `proxy.size.width` or `proxy.frame(in: .global)`, whose range is where it is written
  /// (the proxy's own identifier, in the interpreter's trees, carries its closure's range).
  func proxyReference(in e: ExprSyntax) -> ExprSyntax? {
    guard !proxies.isEmpty else { return nil }
    var pending = [e]
    while let e = pending.popLast() {
      if let root = Self.chainRoot(e), case .identifier(let name) = root.kind,
        proxyDepth(of: name, at: root.range) != nil
      {
        return e
      }
      switch e.kind {
      case .member(let base, _): pending.append(base)
      case .call(let callee, let arguments, let closure):
        pending.append(callee)
        pending += arguments.map(\.value)
        if let closure { pending += Self.expressionBody(closure) }
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
      case .closure(let closure): pending += Self.expressionBody(closure)
      default: break
      }
    }
    return nil
  }

  /// The identifier a member, call or subscript chain starts from (`proxy` in
  /// `proxy.frame(in: .local).width`); nil for any other expression.
  private static func chainRoot(_ e: ExprSyntax) -> ExprSyntax? {
    var e = e
    while true {
      switch e.kind {
      case .identifier: return e
      case .member(let base, _), .subscriptAccess(let base, _), .call(let base, _, _): e = base
      default: return nil
      }
    }
  }

  /// A computing closure's arithmetic (`.alignmentGuide(.leading) { d in proxy.size.width }`).
  private static func expressionBody(_ closure: ClosureSyntax) -> [ExprSyntax] {
    if case .expression(let e) = closure.body { return [e] }
    return []
  }

  /// A modifier that reads a proxy: `.frame(width:height:alignment:)` becomes a frame over
  /// the reader's size; a modifier without layout effect (`.preference(key:value:)`,
  /// `.opacity`) is accepted as ever; anything else is reported. Nil when the modifier reads
  /// no proxy.
  mutating func prepareProxyModifier(_ modifier: ModifierSyntax, contentViews: [ViewSyntax])
    -> PreparedModifier?
  {
    let arguments = modifier.arguments?.arguments ?? []
    let closure = modifier.trailingClosure.map { ExprSyntax(.closure($0), range: $0.range) }
    guard let first = proxyReference(in: arguments) ?? closure.flatMap({ proxyReference(in: $0) })
    else { return nil }
    let skipped = PreparedModifier(
      dotLocation: modifier.dotLocation, definition: nil, call: nil, contentViews: contentViews)
    if let definition = Catalogue.modifier(named: modifier.name), case .silent = definition.role {
      // Nothing SwiftUI lays out depends on it: read, not checked, as a proxy value is not
      // known before layout.
      let call = BoundCall(callee: modifier.name, form: "", location: modifier.dotLocation)
      return PreparedModifier(
        dotLocation: modifier.dotLocation, definition: definition, call: call,
        contentViews: contentViews)
    }
    guard modifier.name == "frame" else {
      report(.proxyReadOnlyInFrame, at: first.range.start)
      return skipped
    }
    var lengths: [String: GeometryFrameLayout.Length] = [:]
    var bound: [ArgumentSyntax] = []
    for argument in arguments {
      guard let use = proxyReference(in: argument.value) else {
        bound.append(argument)
        continue
      }
      guard let label = argument.label, label == "width" || label == "height" else {
        report(.proxyReadOnlyInFrame, at: use.range.start)
        return skipped
      }
      var program: [DimensionExpression.Instruction] = []
      var depth: Int?
      guard compileProxy(argument.value, into: &program, depth: &depth) else { return skipped }
      lengths[label] = GeometryFrameLayout.Length(
        depth: depth ?? 0, DimensionExpression(program: program))
      // Bound as a number, so that labels and their order are checked as the frame's are.
      var placeholder = argument
      placeholder.value = ExprSyntax(.number(0), range: argument.value.range)
      bound.append(placeholder)
    }
    let site = CallSite(
      callee: "frame",
      arguments: ArgumentListSyntax(
        arguments: bound, range: modifier.arguments?.range ?? modifier.nameRange),
      trailingClosure: modifier.trailingClosure, location: modifier.dotLocation)
    let definition = Catalogue.modifier(named: "frame")!
    guard let call = bind(site, definition.overloads!), call.form == "fixed" else {
      return skipped
    }
    for name in ["width", "height"] where lengths[name] == nil {
      // A number beside the proxy is checked as the fixed frame checks it.
      if let v = call.number(name), !v.isNaN, v < 0 || v.isInfinite {
        report(.invalidFrameDimension(name), at: call.location(of: name))
      }
    }
    func length(_ name: String) -> GeometryFrameLayout.Length? {
      lengths[name] ?? call.number(name).map { .constant($0) }
    }
    let layout = GeometryFrameLayout(
      width: length("width"), height: length("height"),
      alignment: call.alignment("alignment") ?? .center)
    let proxyFrame = ModifierDefinition(
      name: "frame", overloads: nil,
      role: .layout { _, child, _, context in
        context.addNode(.geometryFrame(layout), child: child)
      })
    return PreparedModifier(
      dotLocation: modifier.dotLocation, definition: proxyFrame, call: call,
      contentViews: contentViews)
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
      guard let proxy = proxySizeBase(base), case .identifier(let name) = proxy.kind,
        let d = proxyDepth(of: name, at: proxy.range)
      else { break }
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

  /// `proxy.size` or `proxy.frame(in: .local)`: the proxy's identifier.
  private func proxySizeBase(_ e: ExprSyntax) -> ExprSyntax? {
    switch e.kind {
    case .member(let p, "size"):
      if case .identifier = p.kind { return p }
    case .call(let callee, let arguments, nil):
      guard case .member(let p, "frame") = callee.kind, case .identifier = p.kind,
        arguments.count == 1, arguments[0].label == "in",
        case .implicitMember("local") = arguments[0].value.kind
      else { return nil }
      return p
    default: break
    }
    return nil
  }
}
