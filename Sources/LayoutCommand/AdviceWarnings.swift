import LayoutEngine
import LayoutOutput
import ViewDSL

/// Warnings for modifiers that had no effect in this layout (`LayoutAdvice`), each at the
/// modifier's dot, in source order.
enum AdviceWarnings {
  static func diagnostics(
    _ result: LayoutResult, at locate: (_ file: Int, _ line: Int, _ column: Int) -> SourceLocation
  ) -> [Diagnostic] {
    let views = result.tree.views
    return result.advice.map { advice in
      let view = views[advice.view]
      let record = view.modifiers[advice.modifier]
      let message: DiagnosticMessage
      switch advice.kind {
      case .unusedAlignmentGuide(let key):
        message = .unusedAlignmentGuide(
          guideName(key, in: result.tree), container: container(of: advice, in: result.tree))
      case .hiddenLayoutPriority(let value, let hider):
        message = .hiddenLayoutPriority(formatNumber(value), hiddenBy: view.modifiers[hider].name)
      case .invalidFrameLength(let lengths):
        message = invalidLengths(lengths)
      }
      return Diagnostic(message, at: locate(record.file, record.line, record.column))
    }
    .sorted { $0.location.offset < $1.location.offset }
  }

  /// The lengths SwiftUI rejects, as the warning names them.
  static func invalidLengths(_ l: InvalidFrameLengths) -> DiagnosticMessage {
    let parts = [("width", l.width), ("height", l.height)].compactMap { name, value in
      value.map { "\(name) \(formatNumber($0))" }
    }
    return .invalidProxyFrameLength(parts.joined(separator: " and "))
  }

  /// What aligns the view: the first modifier outside the guide that places it by an
  /// alignment (a frame, an overlay or background, a container-relative frame), else the
  /// parent view, else the canvas.
  static func container(of advice: LayoutAdvice, in tree: LayoutTree) -> String {
    let view = tree.views[advice.view]
    let aligning: Set<String> = ["frame", "overlay", "background", "containerRelativeFrame"]
    if let outer = view.modifiers.dropFirst(advice.modifier + 1).first(where: {
      aligning.contains($0.name)
    }) {
      return "'.\(outer.name)'"
    }
    guard let parent = view.parent else { return "the canvas" }
    return "'\(tree.views[parent].type)'"
  }

  /// The guide as SwiftUI spells it after the dot: `leading`, `firstTextBaseline`, a custom
  /// guide's declared name.
  static func guideName(_ key: AlignmentKey, in tree: LayoutTree) -> String {
    if key.isCustom { return tree.customAlignments[key.id - AlignmentKey.firstCustomID].name }
    switch (key.axis, key.id) {
    case (.horizontal, 0): return "leading"
    case (.horizontal, 2): return "trailing"
    case (.vertical, 0): return "top"
    case (.vertical, 2): return "bottom"
    case (.vertical, 3): return "firstTextBaseline"
    case (.vertical, 4): return "lastTextBaseline"
    default: return "center"
    }
  }
}
