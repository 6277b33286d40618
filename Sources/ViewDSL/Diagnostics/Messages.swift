// The catalogue of every diagnostic layoutc's language prints: syntax and layout messages here,
// semantic ones in Messages+Semantics.swift, program ones in Messages+Program.swift. Messages are
// lower case, quote source text in single quotes, say what was expected, and have no trailing
// period. Keep each section in alphabetical order of the member name; the member name is the
// message id.

extension DiagnosticMessage {
  // MARK: - Syntax (lexer and parser)

  static let braceNotAligned = syntaxError(
    "braceNotAligned", "'}' is not at the indentation of the line whose '{' it closes")
  static func declarationNeedsSwiftFile(_ keyword: String) -> Self {
    syntaxError(
      "declarationNeedsSwiftFile",
      "'\(keyword)' declarations are read from .swift files; a .view file holds views, 'let' data and 'struct' components with properties (run layoutc on the .swift files instead)"
    )
  }
  static let declarationNotAtTopLevel = syntaxError(
    "declarationNotAtTopLevel", "'struct' declarations must be at the top level")
  static let elseWithoutIf = syntaxError(
    "elseWithoutIf", "'else' must follow an 'if' line at the same indentation")
  static func expectedCaseColon(found: String) -> Self {
    syntaxError("expectedCaseColon", "expected ':' after the case's patterns, found \(found)")
  }
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
  static func expectedLabelledClosure(_ label: String, found: String) -> Self {
    syntaxError("expectedLabelledClosure", "expected '{' after '\(label):', found \(found)")
  }
  static func expectedLineStart(found: String) -> Self {
    syntaxError(
      "expectedLineStart", "expected a view, a modifier starting with '.' or 'let', found \(found)")
  }
  static let expectedMemberLine = syntaxError(
    "expectedMemberLine",
    "the lines under a 'struct' are its properties ('let', 'var', 'var body: some View')")
  static func expectedMemberName(found: String) -> Self {
    syntaxError("expectedMemberName", "expected a member name after '.', found \(found)")
  }
  static func expectedModifierArguments(_ name: String) -> Self {
    syntaxError("expectedModifierArguments", "expected '(' or '{' after modifier '\(name)'")
  }
  static func expectedTernaryColon(found: String) -> Self {
    syntaxError(
      "expectedTernaryColon", "expected ':' after the first choice of '?', found \(found)")
  }
  static func expectedValue(_ name: String) -> Self {
    syntaxError("expectedValue", "'\(name)' needs a value here: write '\(name) = …'")
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
    "invalidUnicodeEscape",
    "invalid unicode escape; expected '\\u{' with 1 to 8 hex digits of a unicode scalar and '}'")
  static let invalidUTF8 = syntaxError("invalidUTF8", "file is not valid UTF-8")
  static func leadingDotNumber(_ text: String) -> Self {
    syntaxError("leadingDotNumber", "'\(text)' is not a valid number; write '0\(text)'")
  }
  static func lineTooLong(limit: Int) -> Self {
    syntaxError("lineTooLong", "line is longer than the limit of \(limit) bytes")
  }
  static let memberOutsideComponent = syntaxError(
    "memberOutsideComponent", "a property with a wrapper belongs in a 'struct' component")
  static func modifierOnStatement(_ keyword: String) -> Self {
    syntaxError(
      "modifierOnStatement",
      "a modifier applies to a view, not to an '\(keyword)' line; wrap the statement in a 'Group' and modify that"
    )
  }
  static let modifierWithoutView = syntaxError(
    "modifierWithoutView", "modifier line is not indented under a view")
  static func nestingTooDeep(limit: Int) -> Self {
    syntaxError("nestingTooDeep", "nesting is deeper than the limit of \(limit) levels")
  }
  static let notACase = syntaxError(
    "notACase", "the lines under a 'switch' are its 'case' and 'default' lines")
  static let nulCharacter = syntaxError("nulCharacter", "file contains a NUL character")
  static func statementNotSupportedYet(_ keyword: String) -> Self {
    syntaxError(
      "statementNotSupportedYet",
      "'\(keyword)' statements are not evaluated in a view builder; write 'ForEach' for a loop and 'if' for a condition"
    )
  }
  static func tooManyViews(limit: Int) -> Self {
    syntaxError(
      "tooManyViews", "file has more views than the limit of \(limit); the rest is not read")
  }
  static let tabInIndentation = syntaxError(
    "tabInIndentation", "indentation contains a tab; indent with spaces only")
  static let unclosedBrace = syntaxError("unclosedBrace", "'{' has no matching '}'")
  static func unexpectedCharacter(_ character: String) -> Self {
    syntaxError("unexpectedCharacter", "unexpected character '\(character)'")
  }
  static func unexpectedConditionalDirective(_ directive: String) -> Self {
    syntaxError("unexpectedConditionalDirective", "'#\(directive)' without a matching '#if'")
  }
  static let unexpectedIndentation = syntaxError("unexpectedIndentation", "unexpected indentation")
  static let unindentMismatch = syntaxError(
    "unindentMismatch", "unindent does not match any outer indentation level")
  static let unmatchedClosingBrace = syntaxError("unmatchedClosingBrace", "'}' has no matching '{'")
  static let unterminatedConditional = syntaxError(
    "unterminatedConditional", "'#if' without a matching '#endif'")
  static let unterminatedInterpolation = syntaxError(
    "unterminatedInterpolation", "string interpolation '\\(' is not closed by ')' on its line")
  static let unterminatedString = syntaxError("unterminatedString", "unterminated string literal")

  private static func syntaxError(_ id: String, _ text: String) -> Self {
    DiagnosticMessage(id: id, severity: .error, text: text)
  }

  // MARK: - Layout (found while laying out)

  public static func hiddenLayoutPriority(_ value: String, hiddenBy modifier: String) -> Self {
    DiagnosticMessage(
      id: "hiddenLayoutPriority", severity: .warning,
      text:
        "'layoutPriority(\(value))' has no effect: '.\(modifier)' outside it reports another priority to the container, which reads only the outermost modifier's; move 'layoutPriority' after '.\(modifier)'"
    )
  }
  /// `lengths`: `width -610`, or `width -610 and height -20`.
  public static func invalidProxyFrameLength(_ lengths: String) -> Self {
    DiagnosticMessage(
      id: "invalidProxyFrameLength", severity: .warning,
      text:
        "this frame's \(lengths), computed from a GeometryReader's size, has no effect: SwiftUI ignores a negative or non-finite frame length ('Invalid frame dimension') and leaves that axis to the view; write 'max(…, 0)' for a length of 0"
    )
  }
  public static func missingGlyphs(_ characters: String) -> Self {
    DiagnosticMessage(
      id: "missingGlyphs", severity: .warning,
      text:
        "the text has characters the measuring font lacks ('\(characters)'): each is measured as an empty box, where iOS draws it from a fallback font; pass --fallback-font PATH with a font that has them"
    )
  }
  public static func undeterminedLength(_ view: String, _ lengths: String) -> Self {
    DiagnosticMessage(
      id: "undeterminedLength", severity: .warning,
      text:
        "'\(view)' was proposed no \(lengths), so it took SwiftUI's default of 10 points: an expanding view was asked for its ideal size (by 'fixedSize', a ScrollView or a lazy stack); give it a 'frame', or a size from its parent"
    )
  }
  public static func unusedAlignmentGuide(_ guide: String, container: String) -> Self {
    DiagnosticMessage(
      id: "unusedAlignmentGuide", severity: .warning,
      text:
        "'alignmentGuide(.\(guide))' has no effect: its container, \(container), never asks this view for its '\(guide)' guide (an HStack aligns its children by a vertical guide, a VStack by a horizontal one, a ZStack or a frame by the two of its alignment)"
    )
  }

  /// A frame past `Double`'s range (`.frame(width: 1e308).padding(1e308)`): there is no
  /// number of points to print, so the run is an error instead of printing `null`.
  public static func frameNotFinite(_ view: String) -> Self {
    DiagnosticMessage(
      id: "frameNotFinite", severity: .error,
      text:
        "the frame of '\(view)' is too large to lay out (a length or position beyond ±1.8e308 points)"
    )
  }
}
