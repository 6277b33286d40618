import LayoutEngine

/// A piece of a `Text` made of several: an operand of `+`, a `Text` or `Image` interpolated
/// into a literal, or a literal of its own (read as Markdown).
struct TextPiece: Sendable {
  enum Content: Sendable {
    /// A `LocalizedStringKey` literal: its inline Markdown makes runs of its own.
    case markdown(String)
    case verbatim(String)
    /// `Image(systemName:)` drawn in the text.
    case symbol
  }

  var content: Content
  /// The piece's own `Text` modifiers, outermost first (so the innermost wins, as SwiftUI
  /// resolves a text's modifiers in reverse order).
  var writers: [(EnvironmentWriter, BoundCall)] = []
}

/// `Text("a") + Text("b").bold()`, `Text("\(Image(systemName: "star")) 4.5")`: a text of
/// runs with fonts of their own, measured as one paragraph (`TextRun`).
extension Lowerer {
  /// The pieces of a `Text` written as several, or nil for an ordinary `Text`; an operand
  /// that is not a text is reported (then the pieces are empty).
  mutating func textPieces(_ view: ViewSyntax) -> [TextPiece]? {
    let kept = (view.arguments?.arguments ?? []).filter {
      $0.label.map { !Interpreter.localizationLabels.contains($0) } ?? true
    }
    guard kept.count == 1, kept[0].label == nil, view.trailingClosure == nil else { return nil }
    let e = kept[0].value
    switch e.kind {
    case .binary(.add, _, _):
      return flattenText(e, modifiers: []) ?? []
    case .interpolatedString(let parts)
    where parts.contains(where: {
      if case .expression(let x) = $0 { Self.isTextOrImage(x) } else { false }
    }):
      return interpolatedPieces(parts) ?? []
    case .call(let callee, _, _):
      guard case .identifier("Image") = callee.kind else { return nil }
      return flattenText(e, modifiers: []) ?? []
    default:
      return nil
    }
  }

  /// `Text(…)` or `Image(…)`, with any modifiers.
  static func isTextOrImage(_ e: ExprSyntax) -> Bool {
    switch e.kind {
    case .call(let callee, _, _):
      if case .member(let base, _) = callee.kind { return isTextOrImage(base) }
      if case .identifier(let name) = callee.kind { return name == "Text" || name == "Image" }
      return false
    case .binary(.add, let a, _): return isTextOrImage(a)
    default: return false
    }
  }

  /// The pieces of one operand; `modifiers` are those written on enclosing expressions,
  /// innermost first.
  private mutating func flattenText(_ e: ExprSyntax, modifiers: [ModifierSyntax]) -> [TextPiece]? {
    switch e.kind {
    case .binary(.add, let a, let b):
      guard let left = flattenText(a, modifiers: modifiers),
        let right = flattenText(b, modifiers: modifiers)
      else { return nil }
      return left + right
    case .call(let callee, let arguments, let closure):
      if case .member(let base, let name) = callee.kind {
        let modifier = ModifierSyntax.member(name, callee, arguments, closure)
        return flattenText(base, modifiers: [modifier] + modifiers)
      }
      guard case .identifier(let name) = callee.kind, name == "Text" || name == "Image" else {
        break
      }
      guard let writers = textWriters(modifiers) else { return nil }
      if name == "Image" {
        guard isSymbol(e, arguments) else { return nil }
        return [TextPiece(content: .symbol, writers: writers)]
      }
      return textOperand(e, arguments)?.map {
        var piece = $0
        piece.writers = writers + piece.writers
        return piece
      }
    default:
      break
    }
    report(.textConcatenationOperand(Self.describeOperand(e)), at: e.range.start)
    return nil
  }

  /// `Text(…)`'s own content: a literal, `verbatim:`, an image, or text made of pieces.
  private mutating func textOperand(_ e: ExprSyntax, _ arguments: [ArgumentSyntax])
    -> [TextPiece]?
  {
    let view = ViewSyntax(
      name: "Text", nameRange: e.range,
      arguments: ArgumentListSyntax(arguments: arguments, range: e.range))
    if let pieces = textPieces(view) { return pieces.isEmpty ? nil : pieces }
    guard let text = Catalogue.views["Text"],
      let call = bind(
        CallSite(
          callee: "Text", arguments: view.arguments, trailingClosure: nil, location: e.range.start),
        text.overloads)
    else { return nil }
    if let verbatim = call.string("verbatim") { return [TextPiece(content: .verbatim(verbatim))] }
    return [TextPiece(content: .markdown(call.string("content") ?? ""))]
  }

  /// `Image(systemName:)`; an image from an asset has a size layoutc cannot know in a text.
  private mutating func isSymbol(_ e: ExprSyntax, _ arguments: [ArgumentSyntax]) -> Bool {
    guard arguments.count == 1, arguments[0].label == "systemName" else {
      report(
        .textConcatenationOperand("an image other than 'Image(systemName:)'"), at: e.range.start)
      return false
    }
    return true
  }

  /// `"Rated \(Image(systemName: "star")) \(Text("4.5").bold())"`: the literal's parts as
  /// Markdown, the interpolated texts and images as pieces, other values as their text.
  private mutating func interpolatedPieces(_ parts: [StringPart]) -> [TextPiece]? {
    var pieces: [TextPiece] = []
    for part in parts {
      switch part {
      case .text(let s):
        pieces.append(TextPiece(content: .markdown(s)))
      case .expression(let x) where Self.isTextOrImage(x):
        guard let inner = flattenText(x, modifiers: []) else { return nil }
        pieces += inner
      case .expression(let x):
        guard
          case .string(let s)? = try? evaluator.evaluate(x, as: .identifier, parameter: "content")
        else {
          report(.textConcatenationOperand(Self.describeOperand(x)), at: x.range.start)
          return nil
        }
        pieces.append(TextPiece(content: .verbatim(s)))
      }
    }
    return pieces
  }

  /// The environment writers of a piece's modifiers, outermost first; a modifier that makes
  /// a view is an error, one that changes no layout (`.foregroundColor`) is skipped.
  private mutating func textWriters(_ modifiers: [ModifierSyntax]) -> [(
    EnvironmentWriter, BoundCall
  )]? {
    var writers: [(EnvironmentWriter, BoundCall)] = []
    var failed = false
    for modifier in modifiers.reversed() {
      let prepared = prepare(modifier)
      guard let definition = prepared.definition else {
        failed = true  // reported by `prepare`
        continue
      }
      switch definition.role {
      case .environment(let apply):
        if let call = prepared.call { writers.append((apply, call)) } else { failed = true }
      case .silent:
        continue
      default:
        report(.textConcatenationViewModifier(modifier.name), at: modifier.dotLocation)
        failed = true
      }
    }
    return failed ? nil : writers
  }

  static func describeOperand(_ e: ExprSyntax) -> String {
    switch e.kind {
    case .string: return "a string (write 'Text(\"…\")')"
    case .call(let callee, _, _):
      if case .identifier(let name) = callee.kind { return "'\(name)(…)'" }
      return "a call"
    case .identifier(let name): return "'\(name)'"
    case .member(let base, let name):
      if case .identifier(let type) = base.kind { return "'\(type).\(name)'" }
      return "'.\(name)'"
    default: return "an expression"
    }
  }
}

extension TextViews {
  /// The runs of a text's pieces in the environment `context` has: each piece's modifiers
  /// over it, its Markdown cut where the style changes; neighbours of one style merged.
  static func runs(_ pieces: [TextPiece], _ context: inout LoweringContext) -> [TextRun] {
    var runs: [TextRun] = []
    for piece in pieces {
      var env = context.environment
      for (apply, call) in piece.writers { apply(call, &env, &context) }
      let font = env.style.font
      func run(_ text: String, _ font: FontSpec, attachment: Double? = nil) -> TextRun {
        TextRun(
          text: text, font: font, tracking: env.tracking,
          monospacedDigits: env.monospacedDigit || font.monospacedDigits,
          baselineOffset: env.baselineOffset, attachmentEms: attachment)
      }
      switch piece.content {
      case .markdown(let source):
        for part in InlineMarkdown.read(source).runs where !part.text.isEmpty {
          var styled = font
          if part.bold { styled.weight = 700 }
          if part.italic { styled.italic = true }
          if part.code { styled.design = .monospaced }
          runs.append(run(env.transform(part.text), styled))
        }
      case .verbatim(let text):
        if !text.isEmpty { runs.append(run(env.transform(text), font)) }
      case .symbol:
        runs.append(run(TextRun.attachmentCharacter, font, attachment: env.imageScale.factor))
      }
    }
    var merged: [TextRun] = []
    for run in runs {
      if var last = merged.last, last.attachmentEms == nil, run.attachmentEms == nil {
        let text = last.text
        last.text = run.text
        if last == run {
          merged[merged.count - 1].text = text + run.text
          continue
        }
      }
      merged.append(run)
    }
    return merged
  }
}
