#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Swift's free numeric functions that view code computes sizes with (`abs(a - b)`,
/// `round(width / 3)`, `pow(scale, 2)`), evaluated as Swift evaluates them: `abs` of an `Int`
/// is an `Int`, the others take and give `Double`s (an integer literal argument is one), and
/// `sqrt` and `pow` are the C library's, correctly rounded as Apple's are. `min` and `max`,
/// which also order strings, are `Builtins`'.
enum NumericFunctions {
  static let names: Set<String> = ["abs", "round", "floor", "ceil", "sqrt", "pow"]

  /// The function's value; nil when an argument is not a number (or `abs(Int.min)`, which
  /// traps in Swift).
  static func call(_ name: String, _ values: [ProgramValue]) -> ProgramValue? {
    switch (name, values.count) {
    case ("abs", 1):
      if case .int(let v) = values[0] { return v == .min ? nil : .int(abs(v)) }
      return values[0].number.map { .double(abs($0)) }
    case ("round", 1): return values[0].number.map { .double($0.rounded()) }
    case ("floor", 1): return values[0].number.map { .double($0.rounded(.down)) }
    case ("ceil", 1): return values[0].number.map { .double($0.rounded(.up)) }
    case ("sqrt", 1): return values[0].number.map { .double($0.squareRoot()) }
    case ("pow", 2):
      guard let x = values[0].number, let y = values[1].number else { return nil }
      return .double(pow(x, y))
    default: return nil
    }
  }
}
