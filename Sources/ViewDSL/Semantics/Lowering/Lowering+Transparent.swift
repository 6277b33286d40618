import LayoutEngine

/// `EmptyView`, `Group` and `Image` methods in the lowering (see `TransparentViews`,
/// `ImageViews`).
extension Lowerer {
  /// One view its container lays out: its outermost node and its index in the output.
  struct Element {
    var node: NodeID
    var view: Int
  }

  /// What the lowering of a view gives its container: one element, or an array for a view
  /// that gives none or several (`EmptyView`, `Group`, `ForEach`). An array of one for every
  /// view was an allocation and a free a view (about 230 instructions).
  enum LoweredElements {
    case one(Element)
    case many([Element])

    var array: [Element] {
      switch self {
      case .one(let element): [element]
      case .many(let elements): elements
      }
    }
  }

  /// The node the root lays out: the file's one element, nothing for an `EmptyView`, and an
  /// implicit centred `ZStack` when a root `Group` holds several views.
  mutating func rootNode(_ elements: [Element]) -> NodeID {
    if elements.count == 1 { return elements[0].node }
    if elements.isEmpty { return context.addNode(.empty) }
    return context.addNode(
      .zstack(ZStackLayout(alignment: .center)), children: elements.map(\.node))
  }

  /// A view that produces no view of its own. Its children (a Group's) are lowered as
  /// children of the enclosing container, in its stack axis and with the environment its
  /// modifiers set; each layout modifier then wraps every child separately (with its own copy
  /// of the modifier's views, listed after the child's subtree) and is listed in that child's
  /// `modifiers` after the child's own.
  mutating func lowerTransparent(
    _ view: ViewSyntax, _ definition: ViewDefinition, parent: Int?
  ) -> [Element] {
    var prepared = view.modifiers.map { prepare($0) }
    _ = imageOptions(prepared, on: definition.name)
    // A modifier's views (`.background(Color.white)`, `.overlay { … }`) go to each element, as
    // the modifier does: lowered once per element, below.
    var contentModifiers: [Int] = []
    for i in prepared.indices where !prepared[i].contentViews.isEmpty {
      if let d = prepared[i].definition, d.acceptsContent {
        contentModifiers.append(i)
      } else {
        _ = lowerContent(prepared[i], viewIndex: -1)  // reports and checks the content
        prepared[i].contentViews = []
      }
    }

    let inherited = context.environment
    var environment = inherited
    // What each modifier's content sees: the environment modifiers written after it.
    var contentEnvironments = [TextEnvironment]()
    if !contentModifiers.isEmpty {
      contentEnvironments = [TextEnvironment](repeating: inherited, count: prepared.count)
    }
    for i in prepared.indices.reversed() {
      if !contentEnvironments.isEmpty { contentEnvironments[i] = environment }
      if case .environment(let apply)? = prepared[i].definition?.role, let call = prepared[i].call {
        apply(call, &environment, &context)
      }
    }
    context.environment = environment
    var elements: [Element] = []
    if definition.name == "ForEach" {
      elements = lowerForEach(view, parent: parent)
    } else if definition.produces == .children {
      for child in view.children {
        elements += lowerView(child, parent: parent)
      }
    } else if let child = view.children.first {
      report(.noChildren(definition.name), at: child.nameRange.start)
    }
    context.environment = inherited

    // Value errors of the modifiers are reported once: for the first element, or for a
    // throwaway node when there is none.
    let reported = context.diagnostics.count
    if elements.isEmpty {
      for i in contentModifiers { check(prepared[i].contentViews) }
      _ = apply(prepared, to: context.addNode(.empty), view: nil)
    }
    for i in elements.indices {
      let before = context.diagnostics.count
      var own = prepared
      for j in contentModifiers {
        context.environment = contentEnvironments[j]
        own[j].content = lowerContent(own[j], viewIndex: elements[i].view)
      }
      context.environment = inherited
      elements[i].node = apply(own, to: elements[i].node, view: elements[i].view)
      if i > 0 { context.diagnostics.removeSubrange(max(before, reported)...) }
    }
    return elements
  }

  /// Wraps `node` (the outermost node of output view `view`) in the layout modifiers (with
  /// their content, lowered for this view) and records them after the view's own; returns the
  /// new outermost node.
  private mutating func apply(_ prepared: [PreparedModifier], to node: NodeID, view: Int?) -> NodeID
  {
    let (current, records) = applyModifiers(prepared, to: node, view: view, withContent: true)
    if let view {
      let record = context.builder.tree.views[view]
      context.builder.completeView(view, node: record.node, modifiers: record.modifiers + records)
    }
    return current
  }

  /// Applies a view's `Image` methods (`resizable`, `renderingMode`, …). They are methods of
  /// `Image` returning an `Image`, so, as in Swift, they apply only to an `Image` and only
  /// before any other modifier (which returns `some View`). `viewName` nil: the view itself
  /// is in error, nothing more is reported.
  mutating func imageOptions(_ prepared: [PreparedModifier], on viewName: String?) -> ImageOptions {
    var options = ImageOptions()
    var firstOther: String?
    // Read by index: `for modifier in prepared` copied each prepared modifier.
    for i in prepared.indices {
      guard let definition = prepared[i].definition else { continue }
      guard case .imageMethod(let apply) = definition.role else {
        if firstOther == nil { firstOther = definition.name }
        continue
      }
      let at = prepared[i].dotLocation
      guard let viewName else { continue }
      if viewName != "Image" {
        report(.imageMethodOnOtherView(definition.name, view: viewName), at: at)
      } else if let other = firstOther {
        report(.imageMethodAfterModifier(definition.name, after: other), at: at)
      } else if let call = prepared[i].call {
        apply(call, &options, &context)
      }
    }
    return options
  }
}
