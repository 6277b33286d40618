import SwiftSyntax

/// Where nodes start once their leading trivia is skipped, remembered by where they start with
/// it. swift-syntax finds a node's first token by walking down its first children, and every
/// link of a modifier chain (`Color.red.padding(1).padding(1)…`) starts at the chain's first
/// token, so asking each link walks the whole chain below it: n links cost n² steps (reading
/// 4,000 links took 9.0 s in a debug build, 0.5 s with this). Nodes that start at the same
/// place and hold a token start at the same token, so one walk answers them all.
final class TokenStarts {
  private var known: [Int: AbsolutePosition] = [:]

  func start(_ node: some SyntaxProtocol) -> AbsolutePosition {
    // An empty node (missing tokens only) has no token to share; it is cheap to ask.
    guard node.totalLength.utf8Length > 0 else { return node.positionAfterSkippingLeadingTrivia }
    let position = node.position.utf8Offset
    if let start = known[position] { return start }
    let start = node.positionAfterSkippingLeadingTrivia
    known[position] = start
    return start
  }
}

extension TokenSyntax {
  /// The token's text without the backticks of an escaped name: `` func `if`(…) `` and
  /// `` case `default` `` are called and matched as `.if(…)` and `.default`.
  var plainText: String {
    let text = self.text
    guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
  }
}
