/// A Swift statement written as a line of a `.view` file (`if showTitle`, `else`,
/// `switch mode`, `case .compact:`, `let total = …`): a `ViewSyntax` named after its keyword
/// whose children are the lines under it. The interpreter evaluates it, as Swift's view
/// builders do (`ViewProgram.swift` turns the lines into the program syntax).
public enum ViewStatement: Sendable {
  /// `if conditions`: its children are the branch's views.
  case ifBranch([ConditionSyntax])
  /// `else` (no conditions) or `else if conditions`, after an `if` line at its column.
  case elseBranch([ConditionSyntax])
  /// `switch subject`: its children are `case` lines.
  case switchOn(ExprSyntax)
  /// `case patterns where clause:` (no patterns for `default:`).
  case caseLabel([PatternSyntax], whereClause: ExprSyntax?)
  /// `let name = value` (or `var`) among views: a local name for the lines after it.
  case local(name: String, value: ExprSyntax, type: String? = nil)
}

/// `struct Name: View` in a `.view` file, in the language's indentation form or pasted with
/// braces: stored properties (with wrappers and defaults), computed properties, and view
/// properties (`var body: some View`) whose views are lines of the file.
public struct ComponentSyntax: Sendable {
  public var type: TypeSyntax
  /// View-builder properties with the views written under them, in order.
  public var viewProperties: [(property: PropertySyntax, views: [ViewSyntax])] = []

  public init(type: TypeSyntax) {
    self.type = type
  }
}
