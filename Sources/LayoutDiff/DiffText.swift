extension SemanticDiff {
  /// The diff in words, one line per change (no trailing newline on each):
  ///
  ///     canvas 390×844 @3x, … → 400×844 @3x, …
  ///     card1 › VStack › Text "Title" (line 27): resized 175×20.333 → 175×40.667, now wraps onto 2 lines (was 1)
  ///     card2 (line 40): moved 28,450 → 28,470, and 3 descendants moved with it
  ///     VStack › Color (line 12): added at 16,200, 100×20
  ///     VStack › Image (was line 9): removed (was at 16,80, 44×44), with 2 views inside
  public var lines: [String] {
    var lines: [String] = []
    if let canvas { lines.append("canvas \(canvas.old) → \(canvas.new)") }
    for change in changes { lines.append(change.summary) }
    return lines
  }

  /// The lines joined, each ending with a newline ("" when nothing changed).
  public var text: String {
    lines.map { $0 + "\n" }.joined()
  }
}

extension SemanticDiff.Change {
  /// `(line 27)`, or `(Sources/Card.swift, line 27)` for a program of several files;
  /// `was line` for a view only the old layout has.
  public var position: String {
    let removed = { if case .removed = kind { return true } else { return false } }()
    let line = (removed ? "was line " : "line ") + String(self.line)
    return "(" + (file.map { $0 + ", " } ?? "") + line + ")"
  }

  /// The change's line of `SemanticDiff.lines`.
  public var summary: String {
    let plural = descendants == 1 ? "" : "s"
    switch kind {
    case .changed(let details):
      var text = details.joined(separator: ", ")
      if descendants > 0 { text += ", and \(descendants) descendant\(plural) moved with it" }
      return "\(name) \(position): \(text)"
    case .added(let frame):
      let inside = descendants > 0 ? ", with \(descendants) view\(plural) inside" : ""
      return "\(name) \(position): added at \(point(frame)), \(size(frame))\(inside)"
    case .removed(let frame):
      let inside = descendants > 0 ? ", with \(descendants) view\(plural) inside" : ""
      return "\(name) \(position): removed (was at \(point(frame)), \(size(frame)))\(inside)"
    }
  }
}
