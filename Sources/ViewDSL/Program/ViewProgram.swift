/// A `.view` file that uses statements, data or components is a program: its lines are turned
/// into the program syntax a `.swift` file makes (a view line into the call expression Swift
/// would write, statement lines into statements, components into types), evaluated by the same
/// interpreter, and the views that come out are lowered as any file's are. Two syntaxes, one
/// evaluator.
func compileViewProgram(
  _ file: FileSyntax, parseDiagnostics: [Diagnostic], options: CompileOptions,
  reader: EnvironmentReader
) -> CompileResult {
  var converter = ViewProgramConverter()
  var program = ProgramSyntax()
  for declaration in file.declarations where !declaration.isAlignment {
    var global = PropertySyntax(
      name: declaration.name, isLet: true, initial: converter.expression(declaration.value),
      location: declaration.range.start)
    global.type = declaration.type
    program.globals.append(global)
  }
  for component in file.components {
    var type = component.type
    for i in type.properties.indices {
      type.properties[i].initial = type.properties[i].initial.map { converter.expression($0) }
    }
    for (property, views) in component.viewProperties {
      var property = property
      property.isViewBuilder = true
      property.getter = converter.statements(views)
      type.properties.append(property)
    }
    program.types.append(type)
  }
  let body = converter.statements(file.roots)
  // A file whose lines did not parse is not evaluated: its errors are enough.
  guard !parseDiagnostics.contains(where: { $0.severity == .error }), converter.diagnostics.isEmpty
  else {
    return compile(
      FileSyntax(), parseDiagnostics: parseDiagnostics + converter.diagnostics, options: options,
      reader: reader)
  }
  let interpreter = Interpreter(
    program, environment: PreviewEnvironment(reader), data: options.data.mapValues(\.programValue))
  interpreter.resources = options.resources
  interpreter.readerSizes = options.readerSizes
  interpreter.readersMayWait = options.readersMayWait
  let origin = SourceLocation(line: 1, column: 1, offset: 0)
  let start = file.roots.first?.nameRange ?? SourceRange(start: origin, end: origin)
  // The canvas's values the language names without `@Environment` (`dynamicTypeSize` in an
  // `AnyLayout` choice), as a plain file reads them: the canvas's, whatever the code sets
  // around the view that reads one, made when first read.
  let scope = interpreter.baseScope
  let everywhere = SourceRange(start: origin, end: origin)
  for key in [
    "dynamicTypeSize", "horizontalSizeClass", "verticalSizeClass", "displayScale", "pixelLength",
  ] {
    scope.onDemand[key] = { [unowned interpreter] in
      interpreter.environmentValue(
        key, at: ExprSyntax(.identifier(key), range: everywhere), in: PreviewEnvironment(reader))
    }
  }
  scope.onDemand["canvasWidth"] = { .double(reader.canvasWidth) }
  scope.onDemand["canvasHeight"] = { .double(reader.canvasHeight) }
  let value = interpreter.evaluateBody(
    body, Frame(scope: Scope(parent: scope)), builder: true)
  let views = interpreter.asViews(value, at: start)
  return compile(
    FileSyntax(declarations: file.declarations.filter(\.isAlignment), roots: views),
    parseDiagnostics: parseDiagnostics + interpreter.diagnostics, options: options,
    reader: reader)
}

/// Turns `.view` lines into program syntax.
struct ViewProgramConverter {
  var diagnostics: [Diagnostic] = []

  /// A block of lines as a view builder's statements; `if` lines take the `else` lines after
  /// them, `switch` lines their `case` lines.
  mutating func statements(_ views: [ViewSyntax]) -> [StatementSyntax] {
    var result: [StatementSyntax] = []
    var i = 0
    while i < views.count {
      let view = views[i]
      i += 1
      guard let statement = view.statement else {
        result.append(.expression(expression(view)))
        continue
      }
      if let modifier = view.modifiers.first {
        report(.modifierOnStatement(view.name), at: modifier.dotLocation)
      }
      switch statement {
      case .local(let name, let value, let type):
        // Lines indented under a `let` belong to nothing: never dropped silently.
        if let stray = view.children.first {
          report(.unexpectedIndentation, at: stray.nameRange.start)
        }
        result.append(
          .declaration(
            name: name, value: expression(value), location: view.nameRange.start, type: type))
      case .ifBranch(let conditions):
        var branches = [(conditions, view)]
        var last: ViewSyntax?
        while i < views.count, case .elseBranch(let more)? = views[i].statement {
          i += 1
          if more.isEmpty {
            last = views[i - 1]
            break
          }
          branches.append((more, views[i - 1]))
        }
        var elseBody = last.map { statements($0.children) }
        for (conditions, branch) in branches.reversed() {
          let next = StatementSyntax.ifStatement(
            IfSyntax(
              conditions: conditions.map { condition($0) }, body: statements(branch.children),
              elseBody: elseBody, location: branch.nameRange.start))
          elseBody = [next]
        }
        result.append(elseBody![0])
      case .elseBranch:
        report(.elseWithoutIf, at: view.nameRange.start)
      case .switchOn(let subject):
        var cases: [SwitchCaseSyntax] = []
        for child in view.children {
          guard case .caseLabel(let patterns, let whereClause)? = child.statement else {
            report(.notACase, at: child.nameRange.start)
            continue
          }
          cases.append(
            SwitchCaseSyntax(
              patterns: patterns, whereClause: whereClause.map { expression($0) },
              body: statements(child.children), location: child.nameRange.start))
        }
        result.append(
          .switchStatement(
            subject: expression(subject), cases: cases, location: view.nameRange.start))
      case .caseLabel:
        report(.notACase, at: view.nameRange.start)
      }
    }
    return result
  }

  private mutating func condition(_ c: ConditionSyntax) -> ConditionSyntax {
    switch c {
    case .expression(let e): .expression(expression(e))
    case .optionalBinding(let name, let value, let location):
      .optionalBinding(name: name, value: value.map { expression($0) }, location: location)
    case .matches(let pattern, let e): .matches(pattern, expression(e))
    case .available: c
    }
  }

  /// A view line as the expression Swift writes for it: `Name(arguments) { children }` with
  /// labelled closures, then each modifier as a call on it.
  mutating func expression(_ view: ViewSyntax) -> ExprSyntax {
    var base = nameExpression(view)
    var arguments = (view.arguments?.arguments ?? []).map { argument($0) }
    for closure in view.labelledClosures {
      let body = ClosureSyntax(
        parameters: [], body: .statements(statements(closure.views)),
        range: SourceRange(start: closure.labelRange.start, end: closure.labelRange.end))
      arguments.append(
        ArgumentSyntax(
          label: closure.label, labelRange: closure.labelRange,
          value: ExprSyntax(.closure(body), range: body.range), isTrailingClosure: true))
    }
    var trailing = view.trailingClosure.map { closure($0) }
    if !view.children.isEmpty || view.blockOpening != nil || !view.blockParameters.isEmpty {
      trailing = ClosureSyntax(
        parameters: view.blockParameters, body: .statements(statements(view.children)),
        range: view.nameRange)
    }
    let isType = view.name.first?.isUppercase == true && !view.name.contains(".")
    if view.arguments != nil || trailing != nil || !arguments.isEmpty || isType {
      let end = view.arguments?.range.end ?? view.nameRange.end
      base = ExprSyntax(
        .call(base, arguments, trailingClosure: trailing),
        range: SourceRange(start: view.nameRange.start, end: end))
    }
    for modifier in view.modifiers {
      let callee = ExprSyntax(
        .member(base, modifier.name),
        range: SourceRange(start: view.nameRange.start, end: modifier.nameRange.end))
      var trailing = modifier.trailingClosure.map { closure($0) }
      if !modifier.content.isEmpty || !modifier.blockParameters.isEmpty {
        trailing = ClosureSyntax(
          parameters: modifier.blockParameters, body: .statements(statements(modifier.content)),
          range: modifier.nameRange)
      }
      let end = modifier.arguments?.range.end ?? modifier.nameRange.end
      base = ExprSyntax(
        .call(
          callee, (modifier.arguments?.arguments ?? []).map { argument($0) },
          trailingClosure: trailing),
        range: SourceRange(start: view.nameRange.start, end: end))
    }
    return base
  }

  /// `Color.red` as `Color` › `red`; a plain name as an identifier.
  private func nameExpression(_ view: ViewSyntax) -> ExprSyntax {
    let parts = view.name.split(separator: ".").map(String.init)
    let start = view.nameRange.start
    func range(through count: Int) -> SourceRange {
      let length = parts.prefix(count).reduce(count - 1) { $0 + $1.utf8.count }
      return SourceRange(
        start: start,
        end: SourceLocation(
          line: start.line, column: start.column + length, offset: start.offset + length))
    }
    var e = ExprSyntax(.identifier(parts[0]), range: range(through: 1))
    for k in parts.indices.dropFirst() {
      e = ExprSyntax(.member(e, parts[k]), range: range(through: k + 1))
    }
    return e
  }

  private mutating func argument(_ a: ArgumentSyntax) -> ArgumentSyntax {
    var a = a
    a.value = expression(a.value)
    return a
  }

  /// Closures whose bodies are views (`label: { Text("a") }`) become view builders.
  private mutating func closure(_ c: ClosureSyntax) -> ClosureSyntax {
    var c = c
    switch c.body {
    case .views(let views): c.body = .statements(statements(views))
    case .expression(let e): c.body = .expression(expression(e))
    default: break
    }
    return c
  }

  /// Rewrites the closures inside an expression (arguments of calls, array elements).
  mutating func expression(_ e: ExprSyntax) -> ExprSyntax {
    switch e.kind {
    case .closure(let c):
      return ExprSyntax(.closure(closure(c)), range: e.range)
    case .call(let callee, let arguments, let trailing):
      return ExprSyntax(
        .call(
          expression(callee), arguments.map { argument($0) },
          trailingClosure: trailing.map { closure($0) }), range: e.range)
    case .member(let base, let name):
      return ExprSyntax(.member(expression(base), name), range: e.range)
    case .array(let elements):
      return ExprSyntax(.array(elements.map { expression($0) }), range: e.range)
    default:
      return e
    }
  }

  private mutating func report(_ message: DiagnosticMessage, at location: SourceLocation) {
    diagnostics.append(Diagnostic(message, at: location))
  }
}
