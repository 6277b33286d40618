import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// swift-syntax's messages for a file's syntax errors, at most `limit` of them, as compilers
/// stop after a number of errors. The generator walks back over a line's tokens for each error
/// it words, so a long line of garbage (a 4 KB line: 774 errors, 5.5 s in a debug build) cost
/// the square of its length; past the limit only the first errors are worded, each from its
/// own node, and the rest are counted.
enum SyntaxErrors {
  static let limit = 20

  /// The messages, in source order, and how many errors were left unworded.
  static func diagnostics(for original: SourceFileSyntax) -> (messages: [Diagnostic], more: Int) {
    guard original.hasError else { return ([], 0) }
    let guarded = EmptyFixIts(viewMode: .all)
    let tree = guarded.rewrite(original).cast(SourceFileSyntax.self)
    var result = worded(tree)
    result.messages = (result.messages + guarded.messages).sorted {
      $0.position.utf8Offset < $1.position.utf8Offset
    }
    return result
  }

  private static func worded(_ tree: SourceFileSyntax) -> (messages: [Diagnostic], more: Int) {
    let finder = ErrorNodes(viewMode: .all)
    finder.walk(tree)
    guard finder.count > limit else {
      let all = ParseDiagnosticsGenerator.diagnostics(for: tree)
      return (all.filter { $0.diagMessage.severity == .error }, 0)
    }
    var messages: [Diagnostic] = []
    var seen = Set<String>()
    for node in finder.first {
      // Worded from its parent where that is small: a missing ';' is "consecutive statements on
      // a line must be separated…" only in its statement's context.
      let context = node.parent.flatMap { $0.totalLength.utf8Length <= 1_024 ? $0 : nil } ?? node
      for d in ParseDiagnosticsGenerator.diagnostics(for: context)
      where d.diagMessage.severity == .error {
        if seen.insert("\(d.position.utf8Offset) \(d.message)").inserted { messages.append(d) }
      }
    }
    // Never silent: should the first nodes word nothing, the whole pass words them all.
    guard !messages.isEmpty else {
      let all = ParseDiagnosticsGenerator.diagnostics(for: tree)
      return (all.filter { $0.diagMessage.severity == .error }, 0)
    }
    messages.sort { $0.position.utf8Offset < $1.position.utf8Offset }
    if messages.count > limit { messages.removeLast(messages.count - limit) }
    return (messages, max(0, finder.count - messages.count))
  }
}

/// Counts the nodes a syntax error leaves (missing tokens, unexpected code, tokens the lexer
/// rejected) and keeps the first `SyntaxErrors.limit` in source order.
private final class ErrorNodes: SyntaxVisitor {
  var count = 0
  var first: [Syntax] = []

  private func found(_ node: Syntax) {
    count += 1
    if first.count < SyntaxErrors.limit { first.append(node) }
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    found(Syntax(node))
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    // A lexer's error (invalid UTF-8, an unterminated comment) rides on a present token; its
    // warnings are not errors.
    if token.presence == .missing || token.tokenDiagnostic?.severity == .error {
      found(Syntax(token))
    }
    return .skipChildren
  }
}

/// Tokens whose error swift-syntax's diagnostics cannot word. For an `=` the lexer found without
/// whitespace on both sides, the generator offers to insert the missing space; when an invalid
/// character stands between a space and the `=` (`e \u{E}= `), both sides hold a space, its
/// Fix-It has no change, and swift-syntax stops the process (a precondition, found by
/// `make fuzz`). Such a token is replaced by the same text without the lexer's error, which
/// is worded here instead, at the token.
private final class EmptyFixIts: SyntaxRewriter {
  var messages: [Diagnostic] = []

  override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides,
      token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) == true,
      token.trailingTrivia.contains(where: \.isSpaceOrTab)
    else { return token }
    messages.append(Diagnostic(node: token, message: InconsistentSpacing()))
    return TokenSyntax(
      token.tokenKind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia,
      presence: token.presence)
  }

  private struct InconsistentSpacing: DiagnosticMessage {
    let message = "'=' must have consistent whitespace on both sides"
    let diagnosticID = MessageID(domain: "layoutc", id: "equalSpacing")
    let severity = DiagnosticSeverity.error
  }
}
