import LayoutEngine

/// Numbers and interpolated strings in arguments: arithmetic, environment numbers, and
/// `\(…)` printed as Swift prints it.
extension Evaluator {
  /// The text of an interpolated string: each `\(…)` a string (a literal or a bound
  /// `ForEach` element) or a number, printed as Swift prints it — an `Int` for a whole number
  /// (`Row 1`), else the shortest `Double` that reads back (`0.5`).
  mutating func interpolate(_ parts: [StringPart], parameter: String) throws(Mismatch) -> String {
    var text = ""
    for part in parts {
      switch part {
      case .text(let literal):
        text += literal
      case .expression(var e):
        while case .identifier(let name) = e.kind, let bound = bindings[name] { e = bound }
        if case .string(let s) = e.kind {
          text += s
          continue
        }
        if case .interpolatedString(let inner) = e.kind {
          text += try interpolate(inner, parameter: parameter)
          continue
        }
        var reported = false
        let v: Double
        do {
          v = try number(e, parameter: parameter, reported: &reported)
        } catch {
          throw Mismatch(.interpolationNotAValue(describe(e)), at: e.range.start)
        }
        if v.isFinite, v == v.rounded(), abs(v) < 1e15 {
          text += String(Int(v))
        } else {
          text += "\(v)"
        }
      }
    }
    return text
  }

  /// A number expression: literals, `+ - * /`, unary minus, `.infinity`-like members,
  /// `min`/`max`, and the `CGFloat(x)`/`Double(x)` conversions. Division by zero is reported
  /// here (at the divisor) and sets `reported`.
  mutating func number(
    _ e: ExprSyntax, parameter: String, reported: inout Bool
  ) throws(Mismatch) -> Double {
    switch e.kind {
    case .number(let v):
      return v
    case .error:
      reported = true
      return 0
    case .negate(let operand):
      return -(try number(operand, parameter: parameter, reported: &reported))
    case .binary(let op, let lhs, let rhs):
      let a = try number(lhs, parameter: parameter, reported: &reported)
      let b = try number(rhs, parameter: parameter, reported: &reported)
      switch op {
      case .add: return a + b
      case .subtract: return a - b
      case .multiply: return a * b
      case .divide:
        if b == 0 {
          if !reported { diagnostics.append(Diagnostic(.divisionByZero, at: rhs.range.start)) }
          reported = true
          return .nan
        }
        return a / b
      case .remainder:
        if b == 0 {
          if !reported { diagnostics.append(Diagnostic(.divisionByZero, at: rhs.range.start)) }
          reported = true
          return .nan
        }
        return a.truncatingRemainder(dividingBy: b)
      case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
        // Only integers have them (Swift input computes them before the catalogue reads one).
        guard a == a.rounded(), b == b.rounded(), abs(a) < 9e15, abs(b) < 9e15,
          let v = op.bitwise(Int(a), Int(b))
        else { return .nan }
        return Double(v)
      }
    case .integer(let v):
      return Double(v)
    case .identifier(let name):
      if let v = environment?.number(name) { return v }
      if let bound = bindings[name] {
        return try number(bound, parameter: parameter, reported: &reported)
      }
    case .implicitMember, .member:
      if let v = try member(
        e, .number, qualifiers: ValueTables.numberQualifiers, ValueTables.numberMembers)
      {
        return v
      }
    case .call(let callee, let arguments, nil):
      guard case .identifier(let name) = callee.kind, arguments.allSatisfy({ $0.label == nil })
      else { break }
      if ValueTables.numberFunctions.contains(name), arguments.count == 2 {
        let a = try number(arguments[0].value, parameter: parameter, reported: &reported)
        let b = try number(arguments[1].value, parameter: parameter, reported: &reported)
        return name == "min" ? Swift.min(a, b) : Swift.max(a, b)
      }
      if ValueTables.numberQualifiers.contains(name), arguments.count == 1 {
        return try number(arguments[0].value, parameter: parameter, reported: &reported)
      }
    default:
      break
    }
    throw Mismatch(
      .typeMismatch(expected: "a number", for: parameter, found: describe(e)), at: e.range.start)
  }
}
