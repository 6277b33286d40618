import LayoutEngine

/// One line of the trace as the output shows it: an engine event named by the view it
/// belongs to (and the modifier, when the node is one), at its depth in the negotiation.
public struct TraceEntry: Sendable, Equatable {
  public var event: TraceEvent
  /// The view's index in `LayoutTree.views`.
  public var view: Int
  /// The index in the view's `modifiers`; nil for the view's own node.
  public var modifier: Int?
  /// How many shown events enclose this one: 0 for the canvas's proposal to the root.
  public var depth: Int
}

/// The engine's trace narrowed to what a SwiftUI developer wrote: the nodes of views and of
/// their layout modifiers. Nodes the language adds on its own (a control's parts, the stack
/// around several overlay views) are left out, and what happens inside them nests under the
/// nearest shown event.
public enum TraceLog {
  /// Every shown event in order; with `views`, only those of these views (their own nodes and
  /// their modifiers') and, for context, the event of another view that asked them.
  public static func entries(_ result: LayoutResult, views selected: Set<Int>? = nil)
    -> [TraceEntry]
  {
    guard let events = result.trace else { return [] }
    let owners = nodeOwners(result.tree)
    var all: [TraceEntry] = []
    // Per event: the index in `all` of itself if shown, else of its nearest shown ancestor.
    var shownAt = [Int?](repeating: nil, count: events.count)
    // Per entry: the entry that asked it.
    var parents: [Int?] = []
    for (i, event) in events.enumerated() {
      let enclosing = event.parent.flatMap { shownAt[$0] }
      guard let owner = owners[Int(event.node)] else {
        shownAt[i] = enclosing
        continue
      }
      shownAt[i] = all.count
      parents.append(enclosing)
      all.append(
        TraceEntry(
          event: event, view: owner.view, modifier: owner.modifier,
          depth: enclosing.map { all[$0].depth + 1 } ?? 0))
    }
    guard let selected else { return all }
    var keep = [Bool](repeating: false, count: all.count)
    for (i, entry) in all.enumerated() where selected.contains(entry.view) {
      keep[i] = true
      if let p = parents[i], !selected.contains(all[p].view) { keep[p] = true }
    }
    return all.indices.filter { keep[$0] }.map { all[$0] }
  }

  /// The views `--trace-view` names: those whose `.id` is `name`; failing that, when `name` is
  /// a line number, the views written on that line, or else the view with a layout modifier
  /// on it (a modifier line names the view it modifies).
  public static func views(matching name: String, in tree: LayoutTree) -> Set<Int> {
    let views = tree.views
    let byID = views.indices.filter { views[$0].id == name }
    if !byID.isEmpty { return Set(byID) }
    guard let line = Int(name), line > 0 else { return [] }
    let onLine = views.indices.filter { views[$0].line == line }
    if !onLine.isEmpty { return Set(onLine) }
    return Set(views.indices.filter { i in views[i].modifiers.contains { $0.line == line } })
  }

  /// For each node, the view it belongs to and which of its modifiers it is.
  static func nodeOwners(_ tree: LayoutTree) -> [(view: Int, modifier: Int?)?] {
    var owners = [(view: Int, modifier: Int?)?](repeating: nil, count: tree.nodes.count)
    for (v, view) in tree.views.enumerated() {
      if view.node >= 0, Int(view.node) < owners.count { owners[Int(view.node)] = (v, nil) }
      for (m, modifier) in view.modifiers.enumerated()
      where modifier.node >= 0 && Int(modifier.node) < owners.count {
        owners[Int(modifier.node)] = (v, m)
      }
    }
    return owners
  }
}
