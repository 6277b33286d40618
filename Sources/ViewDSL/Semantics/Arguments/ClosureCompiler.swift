import LayoutEngine

/// Compiles an arithmetic closure to the engine's postfix `DimensionExpression`:
/// `{ d in d[.trailing] - 10 }` (over `ViewDimensions`: `d.width`, `d.height`, `d[guide]`,
/// `d[explicit: guide]`) or `{ length, axis in length * 2 / 3 }`, with numbers, `+ - * /`,
/// unary minus, parentheses, `min`/`max`, `$0`/`$1` when the closure names no parameters.
struct ClosureCompiler {
  var kind: ClosureKind
  var customAlignments: [String: AlignmentKey]
  var diagnostics: [Diagnostic] = []

  private var program: [DimensionExpression.Instruction] = []
  /// The name of the dimensions (or length) parameter, and of the ignored axis parameter.
  private var subject = "$0"
  private var otherParameter: String?

  init(kind: ClosureKind, customAlignments: [String: AlignmentKey] = [:]) {
    self.kind = kind
    self.customAlignments = customAlignments
  }

  /// The program, or nil after reporting what is not allowed.
  mutating func compile(_ closure: ClosureSyntax) -> DimensionExpression? {
    program = []
    subject = closure.parameters.first ?? "$0"
    otherParameter = closure.parameters.count > 1 ? closure.parameters[1] : "$1"
    switch closure.body {
    case .expression(let body):
      return emit(body) ? DimensionExpression(program: program) : nil
    case .empty:
      report(
        .closureUnsupportedExpression("an empty closure", expected: expected), closure.range.start)
    case .views:
      report(.closureUnsupportedExpression("a view", expected: expected), closure.range.start)
    case .statements(let statements):
      // A Swift closure: one expression, or `return` of one.
      switch statements.first {
      case .expression(let body)? where statements.count == 1:
        return emit(body) ? DimensionExpression(program: program) : nil
      case .returnStatement(let body?, _)? where statements.count == 1:
        return emit(body) ? DimensionExpression(program: program) : nil
      default:
        report(
          .closureUnsupportedExpression("statements", expected: expected), closure.range.start)
      }
    }
    return nil
  }

  /// What the messages say the closure may contain.
  private var expected: String {
    switch kind {
    case .containerLength:
      "arithmetic over '\(subject)', numbers, 'min' and 'max'"
    default:
      "arithmetic over '\(subject).width', '\(subject).height', '\(subject)[guide]', numbers, 'min' and 'max'"
    }
  }

  private var isDimensions: Bool {
    if case .viewDimensions = kind { return true }
    return false
  }

  private mutating func report(_ message: DiagnosticMessage, _ location: SourceLocation) {
    diagnostics.append(Diagnostic(message, at: location))
  }

  private mutating func emit(_ e: ExprSyntax) -> Bool {
    switch e.kind {
    case .number(let v):
      program.append(.constant(v))
      return true
    case .negate(let operand):
      guard emit(operand) else { return false }
      program.append(.negate)
      return true
    case .binary(let op, let lhs, let rhs):
      guard emit(lhs), emit(rhs) else { return false }
      switch op {
      case .add: program.append(.add)
      case .subtract: program.append(.subtract)
      case .multiply: program.append(.multiply)
      case .divide: program.append(.divide)
      case .remainder, .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
        report(.closureUnsupportedExpression("'\(op.rawValue)'", expected: expected), e.range.start)
        return false
      }
      return true
    case .integer(let v):
      program.append(.constant(Double(v)))
      return true
    case .identifier(let name):
      if name == subject, kind == .containerLength {
        program.append(.length)
        return true
      }
      if name == subject || name == otherParameter {
        report(.closureUnsupportedExpression("'\(name)' alone", expected: expected), e.range.start)
      } else {
        report(.closureUnknownName(name, expected: expected), e.range.start)
      }
      return false
    case .member(let base, let name):
      if case .identifier(subject) = base.kind, isDimensions, name == "width" || name == "height" {
        program.append(name == "width" ? .width : .height)
        return true
      }
      if let path = dottedPath(base), ValueTables.numberQualifiers.contains(path),
        let v = ValueTables.numberMembers[name]
      {
        program.append(.constant(v))
        return true
      }
    case .subscriptAccess(let base, let arguments):
      guard case .identifier(subject) = base.kind, isDimensions, arguments.count == 1 else { break }
      let argument = arguments[0]
      guard argument.label == nil || argument.label == "explicit" else { break }
      guard let key = guide(argument.value) else { return false }
      program.append(argument.label == nil ? .guide(key) : .explicitGuide(key))
      return true
    case .call(let callee, let arguments, nil):
      guard case .identifier(let name) = callee.kind, arguments.allSatisfy({ $0.label == nil })
      else { break }
      if ValueTables.numberFunctions.contains(name), arguments.count == 2 {
        guard emit(arguments[0].value), emit(arguments[1].value) else { return false }
        program.append(name == "min" ? .min : .max)
        return true
      }
      if ValueTables.numberQualifiers.contains(name), arguments.count == 1 {
        return emit(arguments[0].value)
      }
    case .error:
      return false
    default:
      break
    }
    report(.closureUnsupportedExpression(describe(e), expected: expected), e.range.start)
    return false
  }

  /// `.leading`, `HorizontalAlignment.center`, `.firstTextBaseline`, a custom alignment's
  /// name (`myGuide` or `.myGuide`).
  private mutating func guide(_ e: ExprSyntax) -> AlignmentKey? {
    let axis: Axis? = if case .viewDimensions(let a) = kind { a } else { nil }
    switch e.kind {
    case .implicitMember(let name):
      if let key = ValueTables.guideKey(name, axis: axis) ?? customAlignments[name] { return key }
    case .identifier(let name):
      if let key = customAlignments[name] { return key }
    case .member(let base, let name):
      switch dottedPath(base) {
      case "HorizontalAlignment":
        if let h = ValueTables.horizontalAlignments[name] { return h.key }
      case "VerticalAlignment":
        if let v = ValueTables.verticalAlignments[name] { return v.key }
      default:
        break
      }
    default:
      break
    }
    report(
      .typeMismatch(expected: "an alignment guide", for: subject + "[…]", found: describe(e)),
      e.range.start)
    return nil
  }
}
