/// The arithmetic body of a closure over a view's dimensions or a container length, as in
/// `.alignmentGuide(.leading) { d in d[.trailing] - 10 }` or
/// `.containerRelativeFrame(.horizontal) { length, axis in length * 2 / 3 }`.
///
/// The language compiles closures into this; the engine evaluates it. Evaluation is iterative
/// over a postfix program, so a deeply nested expression cannot overflow the stack.
public struct DimensionExpression: Sendable, Hashable {
  public enum Instruction: Sendable, Hashable {
    case constant(Double)
    /// `d.width`
    case width
    /// `d.height`
    case height
    /// `d[key]`: the explicit value, else the key's default.
    case guide(AlignmentKey)
    /// `d[explicit: key]`: the explicit value, or `nil` (which makes the whole result nil).
    case explicitGuide(AlignmentKey)
    /// The closure's length parameter (`containerRelativeFrame`).
    case length
    case add, subtract, multiply, divide, negate, min, max
  }

  /// A postfix program.
  public var program: [Instruction]

  public init(program: [Instruction]) {
    self.program = program
  }

  public static func constant(_ value: Double) -> DimensionExpression {
    DimensionExpression(program: [.constant(value)])
  }

  /// Evaluates the program. `guide(key, explicitOnly)` answers dimension look-ups; a nil
  /// answer to an explicit look-up makes the result nil, as in Swift's optional arithmetic
  /// that SwiftUI's `d[explicit:]` forces the user to unwrap.
  public func evaluate(
    width: Double, height: Double, length: Double = 0,
    guide: (AlignmentKey, _ explicitOnly: Bool) -> Double?
  ) -> Double? {
    var stack: [Double] = []
    stack.reserveCapacity(8)
    for instruction in program {
      switch instruction {
      case .constant(let v): stack.append(v)
      case .width: stack.append(width)
      case .height: stack.append(height)
      case .length: stack.append(length)
      case .guide(let key):
        guard let v = guide(key, false) else { return nil }
        stack.append(v)
      case .explicitGuide(let key):
        guard let v = guide(key, true) else { return nil }
        stack.append(v)
      case .negate:
        guard let a = stack.popLast() else { return nil }
        stack.append(-a)
      case .add, .subtract, .multiply, .divide, .min, .max:
        guard let b = stack.popLast(), let a = stack.popLast() else { return nil }
        switch instruction {
        case .add: stack.append(a + b)
        case .subtract: stack.append(a - b)
        case .multiply: stack.append(a * b)
        case .divide: stack.append(a / b)
        case .min: stack.append(Swift.min(a, b))
        default: stack.append(Swift.max(a, b))
        }
      }
    }
    return stack.count == 1 ? stack[0] : nil
  }
}
