/// What changed between two layouts, view by view (`layoutc diff`, `layoutc check`): each
/// view is matched by its identity (`ViewIdentity`: its `.id`, else its type path and index),
/// and reported as moved, resized, rewrapped, retitled, added or removed. A view that only
/// moved, by exactly as much as its parent moved, is not listed: it is counted under the
/// nearest listed ancestor ("and 12 descendants moved with it"). Likewise the views inside an
/// added or removed view are counted under it.
public struct SemanticDiff: Sendable, Equatable {
  /// One reported view.
  public struct Change: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      /// Matched in both; what changed, in words (`moved 28,331 → 28,351`).
      case changed([String])
      case added(LayoutDocument.Frame)
      case removed(LayoutDocument.Frame)
    }

    /// `card1 › VStack › Text "Title"`.
    public var name: String
    public var kind: Kind
    /// Where the view is written: in the new layout, or the old one for a removed view.
    public var file: String?
    public var line: Int
    /// Views counted under this one: moved with it, or added or removed with it.
    public var descendants: Int
    /// The view's index in the old and the new document.
    public var oldIndex: Int?
    public var newIndex: Int?
  }

  /// The canvas line before and after, when it changed.
  public var canvas: (old: String, new: String)?
  public var changes: [Change]

  public var isEmpty: Bool { canvas == nil && changes.isEmpty }

  public static func == (a: SemanticDiff, b: SemanticDiff) -> Bool {
    a.canvas?.old == b.canvas?.old && a.canvas?.new == b.canvas?.new && a.changes == b.changes
  }

  /// Two frames are the same when every edge is within this of the other: the JSON's numbers
  /// have three decimals, so a length on a third of a pixel can read 0.001 apart.
  static let tolerance = 0.002

  public init(old: LayoutDocument, new: LayoutDocument) {
    canvas = old.canvas == new.canvas ? nil : (old.canvas, new.canvas)
    let oldIdentity = ViewIdentity(old)
    let newIdentity = ViewIdentity(new)
    var oldByKey: [String: Int] = [:]
    for (index, key) in oldIdentity.keys.enumerated() { oldByKey[key] = index }
    let match: [Int?] = newIdentity.keys.map { oldByKey[$0] }
    var matchedOld = Set<Int>()
    for case let index? in match { matchedOld.insert(index) }

    var changes: [Change] = []
    // Per new view: the index in `changes` of the change it is counted under, if any.
    var countedUnder: [Int?] = Array(repeating: nil, count: new.views.count)
    var moves: [(dx: Double, dy: Double)?] = Array(repeating: nil, count: new.views.count)
    for (index, view) in new.views.enumerated() {
      let parentChange = view.parent.flatMap { countedUnder[$0] }
      guard let oldIndex = match[index] else {
        // Added: inside an added parent, counted under it.
        if let parent = view.parent, match[parent] == nil, let under = parentChange {
          changes[under].descendants += 1
          countedUnder[index] = under
          continue
        }
        countedUnder[index] = changes.count
        changes.append(
          Change(
            name: newIdentity.names[index], kind: .added(view.frame), file: view.file,
            line: view.line, descendants: 0, oldIndex: nil, newIndex: index))
        continue
      }
      let before = old.views[oldIndex]
      let move = (dx: view.frame.x - before.frame.x, dy: view.frame.y - before.frame.y)
      moves[index] = move
      let details = Self.details(before, view, move)
      guard !details.isEmpty else { continue }
      let onlyMoved = details.count == 1 && details[0].hasPrefix("moved ")
      if onlyMoved, let parent = view.parent, let parentMove = moves[parent],
        same(parentMove.dx, move.dx), same(parentMove.dy, move.dy), let under = parentChange
      {
        changes[under].descendants += 1
        countedUnder[index] = under
        continue
      }
      countedUnder[index] = changes.count
      changes.append(
        Change(
          name: newIdentity.names[index], kind: .changed(details), file: view.file,
          line: view.line, descendants: 0, oldIndex: oldIndex, newIndex: index))
    }

    // Removed: the old views no new view matched, in the old order, inside a removed parent
    // counted under it.
    var removedUnder: [Int: Int] = [:]
    for (index, view) in old.views.enumerated() where !matchedOld.contains(index) {
      if let parent = view.parent, let under = removedUnder[parent] {
        changes[under].descendants += 1
        removedUnder[index] = under
        continue
      }
      removedUnder[index] = changes.count
      changes.append(
        Change(
          name: oldIdentity.names[index], kind: .removed(view.frame), file: view.file,
          line: view.line, descendants: 0, oldIndex: index, newIndex: nil))
    }
    self.changes = changes
  }

  /// What changed about a matched view, in words; empty when nothing did.
  static func details(
    _ old: LayoutDocument.View, _ new: LayoutDocument.View, _ move: (dx: Double, dy: Double)
  ) -> [String] {
    var details: [String] = []
    if old.type != new.type { details.append("type \(old.type) → \(new.type)") }
    let a = old.frame
    let b = new.frame
    if !same(move.dx, 0) || !same(move.dy, 0) {
      details.append("moved \(point(a)) → \(point(b))")
    }
    if !same(a.width, b.width) || !same(a.height, b.height) {
      details.append("resized \(size(a)) → \(size(b))")
    }
    if let text = new.text, let was = old.text, text != was {
      details.append(
        "text \(ViewIdentity.quoted(was)) → \(ViewIdentity.quoted(text))")
    }
    if let lines = new.lines, let was = old.lines, lines != was {
      details.append(
        (lines == 1 ? "now fits on 1 line" : "now wraps onto \(lines) lines") + " (was \(was))")
    }
    // A modifier's frame is reported only when the view's own frame stayed: otherwise it
    // follows the view's change and would say the same again.
    if details.isEmpty
      || details.allSatisfy({ !$0.hasPrefix("moved ") && !$0.hasPrefix("resized ") }),
      let modifiers = modifierChange(old, new, move)
    {
      details.append(modifiers)
    }
    return details
  }

  /// The first modifier whose frame changed other than by the view's own move, or the list
  /// of modifiers when it changed.
  static func modifierChange(
    _ old: LayoutDocument.View, _ new: LayoutDocument.View, _ move: (dx: Double, dy: Double)
  ) -> String? {
    let names = (old.modifiers.map(\.name), new.modifiers.map(\.name))
    guard names.0 == names.1 else {
      func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "." + $0 }.joined(separator: " ")
      }
      return "modifiers \(list(names.0)) → \(list(names.1))"
    }
    for (a, b) in zip(old.modifiers, new.modifiers) {
      let dx = b.frame.x - a.frame.x
      let dy = b.frame.y - a.frame.y
      let resized = !same(a.frame.width, b.frame.width) || !same(a.frame.height, b.frame.height)
      if resized {
        return ".\(a.name) resized \(size(a.frame)) → \(size(b.frame))"
      }
      if !same(dx, move.dx) || !same(dy, move.dy) {
        return ".\(a.name) moved \(point(a.frame)) → \(point(b.frame))"
      }
    }
    return nil
  }
}

/// Whether two lengths are equal within `SemanticDiff.tolerance`.
func same(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= SemanticDiff.tolerance
}

/// `28,331.333`
func point(_ frame: LayoutDocument.Frame) -> String {
  "\(format(frame.x)),\(format(frame.y))"
}

/// `332.667×83`
func size(_ frame: LayoutDocument.Frame) -> String {
  "\(format(frame.width))×\(format(frame.height))"
}
