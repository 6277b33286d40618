/// Builds the view tree from parsed lines by indentation, with an explicit stack of open
/// frames (never recursion per level), like Python's INDENT/DEDENT: a line closes every frame
/// indented at least as deep, then belongs to the frame left on top. Braces of pasted SwiftUI
/// are checked against the same frames; indentation stays the authority.
struct TreeBuilder {
  static let maximumNesting = 4000

  private struct Frame {
    enum Kind { case root, view, modifier, labelledClosure, component, viewProperty, ignored }
    var kind: Kind
    /// The column of the frame's line (0 for the root).
    var indent: Int
    /// Indentation levels from the top level, for the nesting limit.
    var level: Int
    var view: ViewSyntax?
    /// For a modifier frame: its index in the owner view's modifiers; for a labelled
    /// closure's, its index in the owner's labelled closures.
    var modifierIndex = 0
    /// Roots for the root frame, content for a modifier or labelled closure frame.
    var content: [ViewSyntax] = []
    /// The column the lines under this frame use, once the first one has set it.
    var childColumn: Int?
    /// A wrong column already reported under this frame, so its siblings are not reported too.
    var reportedColumn: Int?
    /// The frame's `{`, while it is open.
    var brace: SourceLocation?
    /// Its `}` has come: modifier lines at its column still apply to it (`}` then `.padding()`).
    var braceClosed = false
    /// For a view frame: where its children start in `pending`.
    var childStart = 0
    /// A component's or view property's declaration, which few frames hold.
    var declarations: FrameDeclarations?

    /// A component frame's declaration so far.
    var component: ComponentSyntax? {
      get { declarations?.component }
      _modify { yield &ownDeclarations.component }
    }

    /// A view property frame's property (its views are `content`).
    var property: PropertySyntax? {
      get { declarations?.property }
      _modify { yield &ownDeclarations.property }
    }

    /// The box, made for this frame or copied to be its own before a change.
    private var ownDeclarations: FrameDeclarations {
      mutating get {
        if declarations == nil {
          declarations = FrameDeclarations()
        } else if !isKnownUniquelyReferenced(&declarations!) {
          declarations = FrameDeclarations(declarations!)
        }
        return declarations!
      }
    }
  }

  /// A component's and a view property's declarations, boxed: inline they were about half of
  /// every frame's 424 bytes (208 now), moved in and out of the stack with each view line's
  /// frame (about 180 instructions a line).
  private final class FrameDeclarations {
    var component: ComponentSyntax?
    var property: PropertySyntax?

    init() {}

    init(_ other: FrameDeclarations) {
      component = other.component
      property = other.property
    }
  }

  private var frames = [Frame(kind: .root, indent: 0, level: 0)]
  /// The children of open view frames, moved into their views when the frames close.
  private let pending = PendingViews()
  /// Indices of frames whose `{` is open, innermost last.
  private var openBraces: [Int] = []
  private var declarations: [DeclarationSyntax] = []
  private var components: [ComponentSyntax] = []
  /// A statement line, a local name or a component was read: the interpreter evaluates the file.
  private var isProgram = false
  /// While set, lines indented deeper than this column are skipped (past the nesting limit).
  private var skipDeeperThan: Int?
  let sink: DiagnosticSink

  init(sink: DiagnosticSink) {
    self.sink = sink
  }

  /// Adds one parsed line at indentation `column`, starting at `start`. The line is consumed
  /// and its view moved into its frame: borrowed, the view was copied into the frame and the
  /// line released after (about 380 instructions a view).
  mutating func add(
    _ line: consuming LineSyntax, block: BlockOpener?, column: Int, start: SourceLocation
  ) {
    if let limit = skipDeeperThan {
      if column > limit { return }
      skipDeeperThan = nil
    }
    if case .closingBrace(let location, let closures, let modifiers) = line {
      closeBrace(
        at: location, column: column, closures: closures, modifiers: modifiers, block: block)
      return
    }
    if case .closingBraceElse(let location, let branch) = line {
      closeBrace(at: location, column: column, closures: [], modifiers: [], block: nil)
      return add(.view(branch), block: block, column: column, start: start)
    }
    var isCase = false
    if case .view(let view) = line, let statement = view.statement {
      isProgram = true
      if case .caseLabel = statement { isCase = true }
    }
    var isModifierLine = false
    if case .modifiers = line { isModifierLine = true }
    // Inside braces Swift's rule holds: a modifier line continues the expression before it,
    // whatever its column (`Button("Sign Out") { }`, then `.frame(maxWidth: .infinity)` at the
    // button's column, frames the button, not the stack).
    let continuing = isModifierLine && continuesExpression()
    // Fields are read in place: a frame holds the view built so far, and copying it copies
    // every array of the view.
    while !continuing, frames.count > 1 {
      let top = frames.count - 1
      if frames[top].indent < column { break }
      if frames[top].indent == column, frames[top].braceClosed, frames[top].kind != .modifier,
        isModifierLine
      {
        break
      }
      // `case` lines at their `switch`'s column, as Xcode indents them, belong to it.
      if isCase, frames[top].indent == column, case .switchOn? = frames[top].view?.statement {
        break
      }
      pop()
    }
    let parent = frames.count - 1
    let attached = continuing || frames[parent].indent == column
    if !attached { checkColumn(column, at: start) }
    let level = frames[parent].level + (attached ? 0 : 1)
    if level > Self.maximumNesting {
      sink.report(.nestingTooDeep(limit: Self.maximumNesting), at: start)
      skipDeeperThan = frames[parent].indent
      return
    }
    let ignoring = frames[parent].kind == .ignored
    switch consume line {
    case .view(let view):
      if ignoring { return push(.ignored, column, level, block: block) }
      // Counts read before the view moves (`consume`) into its frame: read after, they kept it
      // alive, and it was copied instead.
      let lastModifier = view.modifiers.count - 1
      if let block, block.isLabelledClosure {
        // `Button { } label: {`: the block is the last labelled closure's.
        let lastClosure = view.labelledClosures.count - 1
        pushViewFrame(Frame(kind: .view, indent: column, level: level, view: consume view))
        pushLabelledClosureFrame(index: lastClosure, column, level, block: block)
      } else if let block, lastModifier < 0 {
        pushViewFrame(viewFrame(consume view, column, level, block))
        openBrace(block)
      } else {
        pushViewFrame(Frame(kind: .view, indent: column, level: level, view: consume view))
        // `Text("a").overlay {`: the block is the last modifier's content.
        if block != nil { pushModifierFrame(index: lastModifier, column, level, block: block) }
      }
    case .modifiers(let modifiers, let dot):
      guard frames[parent].kind == .view else {
        if !ignoring { sink.report(.modifierWithoutView, at: dot) }
        return push(.ignored, column, level, block: block)
      }
      guard !modifiers.isEmpty else { return push(.ignored, column, level, block: block) }
      if frames[parent].view!.modifiers.isEmpty {
        // The line's list taken as it is: appended, it was copied into a new array (about 970
        // instructions a modifier line under a view written without modifiers).
        frames[parent].view!.modifiers = modifiers
      } else {
        frames[parent].view!.modifiers.append(contentsOf: modifiers)
      }
      pushModifierFrame(
        index: frames[parent].view!.modifiers.count - 1, column, level, block: block)
    case .binding(let property, let nameRange, let views):
      if ignoring { return push(.ignored, column, level, block: block) }
      addBinding(property, nameRange, views, column, level, block, start)
    case .component(let type):
      if ignoring { return push(.ignored, column, level, block: block) }
      guard frames[parent].kind == .root else {
        sink.report(.declarationNotAtTopLevel, at: start)
        return push(.ignored, column, level, block: block)
      }
      isProgram = true
      var frame = Frame(kind: .component, indent: column, level: level)
      frame.component = ComponentSyntax(type: type)
      frames.append(frame)
      if let block { openBrace(block) }
    case .invalid:
      push(.ignored, column, level, block: block)
    case .closingBrace, .closingBraceElse:
      break
    }
  }

  /// A `let`/`var` line: a top-level declaration, a component's property, or a local name
  /// among views (a statement line).
  private mutating func addBinding(
    _ property: PropertySyntax, _ nameRange: SourceRange, _ views: [ViewSyntax]?, _ column: Int,
    _ level: Int, _ block: BlockOpener?, _ start: SourceLocation
  ) {
    let parent = frames.count - 1
    switch frames[parent].kind {
    case .component:
      if property.isViewBuilder, views != nil || block != nil || property.getter == nil {
        var frame = Frame(kind: .viewProperty, indent: column, level: level)
        frame.property = property
        frame.content = views ?? []
        frames.append(frame)
        if let block { openBrace(block) }
        return
      }
      frames[parent].component!.type.properties.append(property)
    case .root:
      guard let value = bindingValue(property, nameRange, start) else { break }
      declarations.append(
        DeclarationSyntax(
          name: property.name, nameRange: nameRange, value: value,
          range: SourceRange(start: start, end: value.range.end)))
    default:
      guard let value = bindingValue(property, nameRange, start) else { break }
      isProgram = true
      var local = ViewSyntax(name: property.isLet ? "let" : "var", nameRange: nameRange)
      local.statement = .local(name: property.name, value: value)
      pushViewFrame(Frame(kind: .view, indent: column, level: level, view: local))
      if let block { openBrace(block) }
      return
    }
    if block != nil { push(.ignored, column, level, block: block) }
  }

  /// The value of a binding outside a component, which has no wrapper and needs a value.
  private func bindingValue(
    _ property: PropertySyntax, _ nameRange: SourceRange, _ start: SourceLocation
  ) -> ExprSyntax? {
    guard property.wrapper == nil else {
      sink.report(.memberOutsideComponent, at: start)
      return nil
    }
    guard let value = property.initial else {
      sink.report(.expectedValue(property.name), at: nameRange.end)
      return nil
    }
    return value
  }

  /// Whether a modifier line continues the last view written in the innermost open braces;
  /// if so, the frames deeper than that view are closed and it is on top.
  private mutating func continuesExpression() -> Bool {
    guard let owner = openBraces.last, frames.count - 1 > owner, frames[owner + 1].kind == .view
    else { return false }
    while frames.count - 1 > owner + 1 { pop() }
    return true
  }

  /// Closes every frame and returns the file.
  mutating func finish() -> FileSyntax {
    while frames.count > 1 { pop() }
    var file = FileSyntax(declarations: declarations, roots: frames[0].content)
    file.components = components
    // Data (`let items = […]`) needs the interpreter; a custom alignment or layout does not.
    file.isProgram = isProgram || declarations.contains { !$0.isReadByLowering }
    return file
  }

  // MARK: - Frames

  private func viewFrame(
    _ view: consuming ViewSyntax, _ column: Int, _ level: Int, _ block: BlockOpener
  ) -> Frame {
    var view = view
    view.blockParameters = block.parameters
    view.blockOpening = block.location
    return Frame(kind: .view, indent: column, level: level, view: view)
  }

  /// Pushes a view frame, noting where its children will start among the pending views
  /// (set in place: a frame is about 400 bytes, and a copy of one retains its arrays).
  private mutating func pushViewFrame(_ frame: consuming Frame) {
    frames.append(frame)
    frames[frames.count - 1].childStart = pending.count
  }

  /// Pushes a frame for the owner's modifier at `index`, which receives the views under it.
  private mutating func pushModifierFrame(
    index: Int, _ column: Int, _ level: Int, block: BlockOpener?
  ) {
    let owner = frames.count - 1
    if let block { frames[owner].view!.modifiers[index].blockParameters = block.parameters }
    // Made in the call: a frame made aside and appended was copied (about 110 instructions).
    frames.append(Frame(kind: .modifier, indent: column, level: level, modifierIndex: index))
    if let block { openBrace(block) }
  }

  /// Pushes a frame for the owner's labelled closure at `index`, which receives the views
  /// under it.
  private mutating func pushLabelledClosureFrame(
    index: Int, _ column: Int, _ level: Int, block: BlockOpener
  ) {
    frames.append(
      Frame(kind: .labelledClosure, indent: column, level: level, modifierIndex: index))
    openBrace(block)
  }

  private mutating func push(_ kind: Frame.Kind, _ column: Int, _ level: Int, block: BlockOpener?) {
    frames.append(Frame(kind: kind, indent: column, level: level))
    if let block { openBrace(block) }
  }

  private mutating func openBrace(_ block: BlockOpener) {
    frames[frames.count - 1].brace = block.location
    openBraces.append(frames.count - 1)
  }

  /// Closes the top frame and hands what it built to the frame under it.
  private mutating func pop() {
    var frame = frames.removeLast()
    if openBraces.last == frames.count {
      openBraces.removeLast()
      sink.report(.unclosedBrace, at: frame.brace!)
    }
    let parent = frames.count - 1
    switch frame.kind {
    case .view:
      if pending.count > frame.childStart {
        let children = pending.take(from: frame.childStart)
        if frame.view!.children.isEmpty {
          frame.view!.children = children
        } else {
          frame.view!.children.append(contentsOf: children)  // after those written on its line
        }
      }
      switch frames[parent].kind {
      case .root, .modifier, .labelledClosure, .viewProperty:
        frames[parent].content.append(frame.view!)
      // Taken out of the frame, not copied: a copy retained every array of the view.
      case .view: pending.push(frame.view.take()!)
      case .component:
        sink.report(.expectedMemberLine, at: frame.view!.nameRange.start)
      case .ignored: break
      }
    case .viewProperty:
      frames[parent].component?.viewProperties.append((frame.property!, frame.content))
    case .component:
      components.append(frame.component!)
    case .modifier:
      frames[parent].view!.modifiers[frame.modifierIndex].content.append(contentsOf: frame.content)
    case .labelledClosure:
      frames[parent].view!.labelledClosures[frame.modifierIndex].views.append(
        contentsOf: frame.content)
    case .root, .ignored:
      break
    }
  }

  /// Siblings share one column: the first line under a frame sets it.
  private mutating func checkColumn(_ column: Int, at start: SourceLocation) {
    let parent = frames.count - 1
    guard let expected = frames[parent].childColumn else {
      frames[parent].childColumn = column
      return
    }
    guard column != expected, frames[parent].reportedColumn != column else { return }
    frames[parent].reportedColumn = column
    sink.report(column < expected ? .unindentMismatch : .unexpectedIndentation, at: start)
  }

  /// A `}` line closes the innermost open `{` (it should sit at that line's column), then its
  /// labelled closures (`} label: {`) and modifiers (`}.padding()`) belong to the view the
  /// brace closes.
  private mutating func closeBrace(
    at location: SourceLocation, column: Int, closures: [LabelledClosureSyntax],
    modifiers: [ModifierSyntax], block: BlockOpener?
  ) {
    guard let opened = openBraces.last else {
      sink.report(.unmatchedClosingBrace, at: location)
      return
    }
    if frames[opened].indent != column { sink.report(.braceNotAligned, at: location) }
    while frames.count - 1 > opened { pop() }
    openBraces.removeLast()
    frames[opened].brace = nil
    var target = opened
    if frames[opened].kind == .modifier || frames[opened].kind == .labelledClosure {
      let indent = frames[opened].indent
      pop()
      target = frames.count - 1
      // A modifier on its view's own line (or after a `}`) keeps the view open for modifier
      // lines at this column; a modifier line indented under its view does not.
      if frames[target].indent == indent { frames[target].braceClosed = true }
    } else {
      frames[target].braceClosed = true
    }
    guard frames[target].kind == .view, !(modifiers.isEmpty && closures.isEmpty) else {
      // `} {` or a brace of a line with an error: keep the new brace balanced, silently.
      if block != nil { push(.ignored, column, frames[target].level + 1, block: block) }
      return
    }
    frames[target].view!.labelledClosures.append(contentsOf: closures)
    frames[target].view!.modifiers.append(contentsOf: modifiers)
    if let block {
      let level = frames[target].level + (column > frames[target].indent ? 1 : 0)
      if block.isLabelledClosure {
        pushLabelledClosureFrame(
          index: frames[target].view!.labelledClosures.count - 1, column, level, block: block)
      } else {
        pushModifierFrame(
          index: frames[target].view!.modifiers.count - 1, column, level, block: block)
      }
    }
  }
}
