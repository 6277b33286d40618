// The catalogue of every diagnostic layoutc's language prints. Messages are lower case, quote
// source text in single quotes, say what was expected, and have no trailing period. Keep each
// section in alphabetical order of the member name; the member name is the message id.

extension DiagnosticMessage {
  // MARK: - Syntax (lexer and parser)

  // MARK: - Semantics (views, modifiers, arguments)
}
