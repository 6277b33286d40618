// The catalogue of every diagnostic layoutc's language prints. Messages are lower case, quote
// source text in single quotes, say what was expected, and have no trailing period. Keep each
// section in alphabetical order of the member name; the member name is the message id.

extension DiagnosticMessage {
  // MARK: - Syntax (lexer and parser)

  static let braceNotAligned = syntaxError(
    "braceNotAligned", "'}' is not at the indentation of the line whose '{' it closes")
  static let declarationNotAtTopLevel = syntaxError(
    "declarationNotAtTopLevel", "'let' declarations must be at the top level")
  static func expectedClosingBrace(found: String) -> Self {
    syntaxError("expectedClosingBrace", "expected '}' to close closure, found \(found)")
  }
  static func expectedClosingBracket(found: String) -> Self {
    syntaxError("expectedClosingBracket", "expected ']' to close '[', found \(found)")
  }
  static func expectedClosingParenthesis(found: String) -> Self {
    syntaxError("expectedClosingParenthesis", "expected ')' to close argument list, found \(found)")
  }
  static func expectedDeclarationName(found: String) -> Self {
    syntaxError("expectedDeclarationName", "expected a name after 'let', found \(found)")
  }
  static func expectedEndOfLine(found: String) -> Self {
    syntaxError("expectedEndOfLine", "expected end of line, found \(found)")
  }
  static func expectedEquals(found: String) -> Self {
    syntaxError("expectedEquals", "expected '=' after the declared name, found \(found)")
  }
  static func expectedExpression(found: String) -> Self {
    syntaxError("expectedExpression", "expected an expression, found \(found)")
  }
  static func expectedLineStart(found: String) -> Self {
    syntaxError(
      "expectedLineStart", "expected a view, a modifier starting with '.' or 'let', found \(found)")
  }
  static func expectedMemberName(found: String) -> Self {
    syntaxError("expectedMemberName", "expected a member name after '.', found \(found)")
  }
  static func expectedModifierArguments(_ name: String) -> Self {
    syntaxError("expectedModifierArguments", "expected '(' or '{' after modifier '\(name)'")
  }
  static func expectedView(found: String) -> Self {
    syntaxError("expectedView", "expected a view, found \(found)")
  }
  static let expressionNestedTooDeeply = syntaxError(
    "expressionNestedTooDeeply", "expression nested too deeply")
  static func invalidEscape(_ sequence: String) -> Self {
    syntaxError("invalidEscape", "invalid escape sequence '\(sequence)' in string")
  }
  static func invalidNumber(_ text: String) -> Self {
    syntaxError("invalidNumber", "'\(text)' is not a valid number")
  }
  static let invalidUnicodeEscape = syntaxError(
    "invalidUnicodeEscape", "invalid unicode escape; expected '\\u{' with 1 to 8 hex digits of a unicode scalar and '}'")
  static let invalidUTF8 = syntaxError("invalidUTF8", "file is not valid UTF-8")
  static func leadingDotNumber(_ text: String) -> Self {
    syntaxError("leadingDotNumber", "'\(text)' is not a valid number; write '0\(text)'")
  }
  static let modifierWithoutView = syntaxError(
    "modifierWithoutView", "modifier line is not indented under a view")
  static func nestingTooDeep(limit: Int) -> Self {
    syntaxError("nestingTooDeep", "nesting is deeper than the limit of \(limit) levels")
  }
  static let nulCharacter = syntaxError("nulCharacter", "file contains a NUL character")
  static let stringInterpolation = syntaxError(
    "stringInterpolation", "string interpolation '\\(…)' is not supported")
  static let tabInIndentation = syntaxError(
    "tabInIndentation", "indentation contains a tab; indent with spaces only")
  static let unclosedBrace = syntaxError("unclosedBrace", "'{' has no matching '}'")
  static func unexpectedCharacter(_ character: String) -> Self {
    syntaxError("unexpectedCharacter", "unexpected character '\(character)'")
  }
  static let unexpectedIndentation = syntaxError("unexpectedIndentation", "unexpected indentation")
  static let unindentMismatch = syntaxError(
    "unindentMismatch", "unindent does not match any outer indentation level")
  static let unmatchedClosingBrace = syntaxError("unmatchedClosingBrace", "'}' has no matching '{'")
  static let unterminatedString = syntaxError("unterminatedString", "unterminated string literal")

  private static func syntaxError(_ id: String, _ text: String) -> Self {
    DiagnosticMessage(id: id, severity: .error, text: text)
  }

  // MARK: - Semantics (views, modifiers, arguments)
}
