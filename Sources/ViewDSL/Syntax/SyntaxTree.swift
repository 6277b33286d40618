/// The syntax of a whole `.view` file: what the parser recovered, with source ranges.
public struct FileSyntax: Sendable {
  /// Top-level `let name = HorizontalAlignment { d in … }` declarations, in order.
  public var declarations: [DeclarationSyntax] = []
  /// Top-level view lines. More than one is an error the semantic pass reports.
  public var roots: [ViewSyntax] = []
  /// `struct Name: View` components (and model structs) declared in the file.
  public var components: [ComponentSyntax] = []
  /// The file uses what only the interpreter evaluates: statement lines (`if`, `switch`,
  /// local `let`), data declarations or components.
  public var isProgram = false
  /// The views and modifiers the parser read (content views and inline children included):
  /// the lowering reserves the engine's tables from them instead of growing them by doubling.
  public var viewCount = 0
  public var modifierCount = 0

  public init(declarations: [DeclarationSyntax] = [], roots: [ViewSyntax] = []) {
    self.declarations = declarations
    self.roots = roots
  }
}

/// `let name = Expression` at the top level.
public struct DeclarationSyntax: Sendable {
  public var name: String
  public var nameRange: SourceRange
  public var value: ExprSyntax
  public var range: SourceRange
  /// The declared type, if written (`let spacing: CGFloat = 10`).
  public var type: String?

  public init(name: String, nameRange: SourceRange, value: ExprSyntax, range: SourceRange) {
    self.name = name
    self.nameRange = nameRange
    self.value = value
    self.range = range
  }
}

extension DeclarationSyntax {
  /// `let name = HorizontalAlignment { d in … }` (or `VerticalAlignment`): a custom alignment,
  /// which the lowering reads.
  public var isAlignment: Bool {
    guard case .call(let callee, _, _) = value.kind, case .identifier(let type) = callee.kind
    else { return false }
    return type == "HorizontalAlignment" || type == "VerticalAlignment"
  }

  /// An alignment, or a layout (`AnyLayout(HStackLayout())`, a choice between layouts), which
  /// the lowering reads in a plain file; any other declaration is data for the interpreter.
  var isReadByLowering: Bool {
    func isLayout(_ e: ExprSyntax) -> Bool {
      switch e.kind {
      case .ternary(_, let a, let b): return isLayout(a) && isLayout(b)
      case .call(let callee, _, nil):
        guard case .identifier(let name) = callee.kind else { return false }
        return name == "AnyLayout" || Lowerer.layoutTypes.contains(name)
      default: return false
      }
    }
    // `Alignment { d in … }` is a mistaken alignment declaration, which the lowering explains.
    if case .call(let callee, let arguments, _?) = value.kind, arguments.isEmpty,
      case .identifier(let type) = callee.kind, type.hasSuffix("Alignment")
    {
      return true
    }
    return isLayout(value)
  }
}

/// A view line with everything that belongs to it.
public struct ViewSyntax: Sendable {
  /// The view's name as written, qualified parts joined by dots: `VStack`, `Color.red`.
  public var name: String
  public var nameRange: SourceRange
  /// The parenthesised arguments; nil when the name has no parentheses (`Color.red`).
  public var arguments: ArgumentListSyntax?
  /// Parameter names of a content block opened on the view line (`GeometryReader { proxy in`).
  public var blockParameters: [String]
  /// Modifiers in the order written: the same line left to right, then modifier lines.
  public var modifiers: [ModifierSyntax]
  /// View lines indented under this one (or inside its braces), in order.
  public var children: [ViewSyntax]
  /// The trailing closure, block opening and parameters' range, labelled closures, display
  /// name and statement, which most views leave empty (`RareViewFields`); nil until one is set.
  var rareBox: RareViewFieldsBox?
}

// The initializers call the memberwise one, which builds the value whole (`WholeValue`).
extension ViewSyntax {
  public init(
    name: String, nameRange: SourceRange, arguments: ArgumentListSyntax? = nil,
    trailingClosure: ClosureSyntax? = nil, blockParameters: [String] = [],
    modifiers: [ModifierSyntax] = [], children: [ViewSyntax] = []
  ) {
    self.init(
      name: name, nameRange: nameRange, arguments: arguments, blockParameters: blockParameters,
      modifiers: modifiers, children: children, rareBox: nil)
    if let trailingClosure { self.trailingClosure = trailingClosure }
  }

  /// A view with only its name, as the parser starts each one.
  init(name: String, nameRange: SourceRange) {
    self.init(
      name: name, nameRange: nameRange, arguments: nil, blockParameters: [], modifiers: [],
      children: [], rareBox: nil)
  }
}

/// `label: { views }` after a view's first trailing closure (SE-0279's multiple trailing
/// closures), its views written inside the braces or indented under the `} label: {` line.
public struct LabelledClosureSyntax: Sendable {
  public var label: String
  public var labelRange: SourceRange
  public var views: [ViewSyntax]

  public init(label: String, labelRange: SourceRange, views: [ViewSyntax] = []) {
    self.label = label
    self.labelRange = labelRange
    self.views = views
  }
}

/// `.name(arguments) { closure }` with the views indented under its line (its content).
public struct ModifierSyntax: Sendable {
  /// The name without the dot.
  public var name: String
  /// The range of the name; diagnostics about the modifier point at the dot before it.
  public var nameRange: SourceRange
  public var dotLocation: SourceLocation
  public var arguments: ArgumentListSyntax?
  public var trailingClosure: ClosureSyntax?
  /// Views indented under the modifier line or inside its braces (`.overlay { … }`).
  public var content: [ViewSyntax]
  /// Parameter names of its content block (`.overlay { proxy in`), like
  /// `ViewSyntax.blockParameters`; usually empty.
  public var blockParameters: [String]
  private var wholeValue: WholeValue
}

extension ModifierSyntax {
  public init(
    name: String, nameRange: SourceRange, dotLocation: SourceLocation,
    arguments: ArgumentListSyntax? = nil, trailingClosure: ClosureSyntax? = nil,
    content: [ViewSyntax] = [], blockParameters: [String] = []
  ) {
    self.init(
      name: name, nameRange: nameRange, dotLocation: dotLocation, arguments: arguments,
      trailingClosure: trailingClosure, content: content, blockParameters: blockParameters,
      wholeValue: WholeValue())
  }
}

extension ModifierSyntax {
  /// `base.name(arguments) { closure }` read as an expression (`callee` is `base.name`): the
  /// modifier, pointing at its name and the dot before it.
  static func member(
    _ name: String, _ callee: ExprSyntax, _ arguments: [ArgumentSyntax], _ closure: ClosureSyntax?
  ) -> ModifierSyntax {
    let end = callee.range.end
    let nameStart = SourceLocation(
      line: end.line, column: max(1, end.column - name.count),
      offset: max(0, end.offset - name.utf8.count))
    let dot = SourceLocation(
      line: end.line, column: max(1, nameStart.column - 1), offset: max(0, nameStart.offset - 1))
    return ModifierSyntax(
      name: name, nameRange: SourceRange(start: nameStart, end: end), dotLocation: dot,
      arguments: ArgumentListSyntax(arguments: arguments, range: callee.range),
      trailingClosure: closure)
  }
}

/// `( … )` with its arguments.
public struct ArgumentListSyntax: Sendable {
  public var arguments: [ArgumentSyntax]
  /// From the opening to just past the closing parenthesis.
  public var range: SourceRange

  public init(arguments: [ArgumentSyntax], range: SourceRange) {
    self.arguments = arguments
    self.range = range
  }
}

/// `label: value` or a positional `value`.
public struct ArgumentSyntax: Sendable {
  public var label: String?
  public var labelRange: SourceRange?
  public var value: ExprSyntax
  /// A labelled trailing closure (`} label: {`) rather than an argument in parentheses.
  public var isTrailingClosure: Bool
  private var wholeValue: WholeValue
}

extension ArgumentSyntax {
  public init(
    label: String? = nil, labelRange: SourceRange? = nil, value: ExprSyntax,
    isTrailingClosure: Bool = false
  ) {
    self.init(
      label: label, labelRange: labelRange, value: value, isTrailingClosure: isTrailingClosure,
      wholeValue: WholeValue())
  }

  /// Where a diagnostic about this argument points: its label, else its value.
  public var location: SourceLocation { labelRange?.start ?? value.range.start }
}

/// An expression with its source range.
public struct ExprSyntax: Sendable {
  public var kind: ExprKind
  public var range: SourceRange
}

extension ExprSyntax {
  public init(_ kind: ExprKind, range: SourceRange) {
    self.init(kind: kind, range: range)
  }
}

public enum BinaryOperator: String, Sendable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  /// Integers' bitwise operators (an `OptionSet`'s `1 << 2`); only Swift input has them.
  case shiftLeft = "<<"
  case shiftRight = ">>"
  case bitwiseAnd = "&"
  case bitwiseOr = "|"
  case bitwiseXor = "^"
}

extension BinaryOperator {
  /// An integer operator's result (`+ - * / %` wrap or trap as Swift's do elsewhere; here only
  /// the bitwise ones), nil for another operator or a shift Swift would not allow.
  func bitwise(_ x: Int, _ y: Int) -> Int? {
    switch self {
    case .shiftLeft: return y >= 0 ? (y >= Int.bitWidth ? 0 : x << y) : nil
    case .shiftRight: return y >= 0 ? (y >= Int.bitWidth ? (x < 0 ? -1 : 0) : x >> y) : nil
    case .bitwiseAnd: return x & y
    case .bitwiseOr: return x | y
    case .bitwiseXor: return x ^ y
    default: return nil
    }
  }
}

/// `<`, `<=`, `>`, `>=`, `==`, `!=`.
public enum ComparisonOperator: String, Sendable {
  case less = "<"
  case lessEqual = "<="
  case greater = ">"
  case greaterEqual = ">="
  case equal = "=="
  case notEqual = "!="
}

/// Only the cases that hold another expression are `indirect` (boxed): a literal, a name or
/// `.leading` is stored in place, where a wholly indirect enum allocated a box for each (about
/// 240 instructions to allocate and as many to free, for every argument of a file).
public enum ExprKind: Sendable {
  /// A number literal (`12`, `3.5`, `1e3`, `0x10`).
  case number(Double)
  /// A string literal with its escapes resolved.
  case string(String)
  /// A string literal with `\(…)` interpolations: literal text and expressions, in order.
  case interpolatedString([StringPart])
  case bool(Bool)
  case nilLiteral
  /// `d`, `length`, `$0`, `min`, `Color`.
  case identifier(String)
  /// `.leading`
  case implicitMember(String)
  /// `base.name`: `VerticalAlignment.center`, `d.width`, `Color.red`.
  indirect case member(ExprSyntax, String)
  /// `callee(arguments) { trailing closure }`.
  indirect case call(ExprSyntax, [ArgumentSyntax], trailingClosure: ClosureSyntax?)
  /// `base[arguments]`: `d[.trailing]`, `d[explicit: .top]`.
  indirect case subscriptAccess(ExprSyntax, [ArgumentSyntax])
  /// `[a, b]`
  case array([ExprSyntax])
  indirect case binary(BinaryOperator, ExprSyntax, ExprSyntax)
  /// `-x` (and `+x`, kept as the operand).
  indirect case negate(ExprSyntax)
  indirect case closure(ClosureSyntax)
  /// `\.layoutDirection`: the components after the backslash.
  case keyPath([String])
  /// `a...b` (closed) or `a..<b`.
  indirect case range(ExprSyntax, ExprSyntax, closed: Bool)
  /// A one-sided range: `a...` (a lower bound only), `...b` or `..<b` (an upper bound only).
  indirect case partialRange(lower: ExprSyntax?, upper: ExprSyntax?, closed: Bool)
  /// `condition ? a : b`.
  indirect case ternary(ExprSyntax, ExprSyntax, ExprSyntax)
  /// `a <= b`, `a == b`, …
  indirect case comparison(ComparisonOperator, ExprSyntax, ExprSyntax)
  /// `a && b` (`and: true`) or `a || b`.
  indirect case logical(and: Bool, ExprSyntax, ExprSyntax)
  /// `!a`
  indirect case not(ExprSyntax)
  /// Where the parser recovered from an error (already diagnosed).
  case error

  // Swift's expressions the interpreter evaluates (`Program/`); the argument evaluator never
  // sees them: the interpreter hands it literals and SwiftUI values only.

  /// An integer literal (`3`): Swift prints it without a fraction (`"\(3)"` is `3`).
  case integer(Int)
  /// `value!`
  indirect case forceUnwrap(ExprSyntax)
  /// `value?` before a member or call (`item?.name`).
  indirect case optionalChain(ExprSyntax)
  /// `a ?? b`
  indirect case nilCoalescing(ExprSyntax, ExprSyntax)
  /// `(a, label: b)`
  case tuple([ArgumentSyntax])
  /// `[key: value, …]` (`[:]` is empty).
  case dictionary([DictionaryEntrySyntax])
  /// `value as Type`, `as?`, `as!`: the value, unchanged.
  indirect case cast(ExprSyntax, type: String)
  /// `&value`: an argument passed `inout`, which the call may change.
  indirect case inOut(ExprSyntax)
  /// `try? value`: nil if evaluating `value` throws (a plain `try` is the value itself).
  indirect case tryOptional(ExprSyntax)
  /// `try! value`: an error thrown there stops the app.
  indirect case tryForced(ExprSyntax)
  /// `if`, `switch` or a closure body used as an expression (`let x = if … { } else { }`).
  case statements([StatementSyntax])
  /// An expression layoutc does not evaluate, described for the message.
  case unsupported(String)
}

/// `key: value` in a dictionary literal.
public struct DictionaryEntrySyntax: Sendable {
  public var key: ExprSyntax
  public var value: ExprSyntax

  public init(key: ExprSyntax, value: ExprSyntax) {
    self.key = key
    self.value = value
  }
}

/// A part of an interpolated string literal.
public enum StringPart: Sendable {
  case text(String)
  case expression(ExprSyntax)
}

/// `{ a, b in body }`.
public struct ClosureSyntax: Sendable {
  public var parameters: [String]
  public var body: ClosureBody
  public var range: SourceRange

  public init(parameters: [String], body: ClosureBody, range: SourceRange) {
    self.parameters = parameters
    self.body = body
    self.range = range
  }
}

public enum ClosureBody: Sendable {
  /// `{ }`
  case empty
  /// An arithmetic body (`d[.trailing] - 10`).
  case expression(ExprSyntax)
  /// View content written inside the braces (`.overlay { Text("x") }`).
  case views([ViewSyntax])
  /// Swift statements (a `.swift` closure, or a view builder before the interpreter has
  /// evaluated it).
  case statements([StatementSyntax])
}

extension ViewSyntax {
  /// This view and every view written inside it on its line (children, modifier content), and
  /// the modifiers of all of them: one walk for both counts, and none below a view without
  /// children or modifier content (most views of a file).
  var counts: (views: Int, modifiers: Int) {
    var views = 1
    var modifiers = self.modifiers.count
    for child in children {
      let inner = child.counts
      views += inner.views
      modifiers += inner.modifiers
    }
    for modifier in self.modifiers {
      for view in modifier.content {
        let inner = view.counts
        views += inner.views
        modifiers += inner.modifiers
      }
    }
    return (views, modifiers)
  }
}
