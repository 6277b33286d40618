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
    /// For a view frame: where its view is in `pending`; its children follow it there.
    var viewIndex = -1
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

  private let frames = InPlaceStack(Frame(kind: .root, indent: 0, level: 0))
  /// The views of open view frames, each followed by its children read so far: a view is
  /// built in place here, and its children move into it when its frame closes.
  private let pending = PendingViews(capacity: 64)
  /// Indices of frames whose `{` is open, innermost last.
  private var openBraces: [Int] = []
  private var declarations: [DeclarationSyntax] = []
  private var components: [ComponentSyntax] = []
  /// A statement line, a local name or a component was read: the interpreter evaluates the file.
  private var isProgram = false
  /// While set, lines indented deeper than this column are skipped (past the nesting limit).
  private var skipDeeperThan: Int?
  /// The views and modifiers of the lines added (`FileSyntax.viewCount`, `modifierCount`).
  private(set) var viewCount = 0
  private(set) var modifierCount = 0
  let sink: DiagnosticSink

  init(sink: DiagnosticSink) {
    self.sink = sink
  }

  /// Adds one parsed line at indentation `column`, starting at `start`, and counts its views
  /// and modifiers (a `} else {` line's branch is not counted); false, with nothing added, when
  /// its views take the file past `maximumViewCount`. The line is consumed and its view moved
  /// into `pending`: borrowed, the view was copied and the line released after (about 380
  /// instructions a view).
  mutating func add(
    _ line: consuming LineSyntax, block: BlockOpener?, column: Int, start: SourceLocation
  ) -> Bool {
    // One `switch` on the line, which also counts it: each `if case` on it copied the whole
    // line (168 bytes) to read its case, five times a line, and counting it in the caller
    // copied it twice more.
    switch consume line {
    case .closingBrace(let location, let closures, let modifiers):
      if skips(column) { return true }
      closeBrace(
        at: location, column: column, closures: closures, modifiers: modifiers, block: block)
    case .closingBraceElse(let location, let branch):
      if skips(column) { return true }
      closeBrace(at: location, column: column, closures: [], modifiers: [], block: nil)
      addViewLine(branch, block, column, start)
    case .view(let view):
      let counts = view.counts
      viewCount += counts.views
      modifierCount += counts.modifiers
      guard viewCount <= maximumViewCount else { return false }
      if skips(column) { return true }
      addViewLine(consume view, block, column, start)
    case .modifiers(let modifiers, let dot):
      modifierCount += modifiers.count
      if skips(column) { return true }
      guard let (parent, level) = parentFrame(column, start, isModifierLine: true, isCase: false)
      else { return true }
      addModifiers(modifiers, dot, parent, column, level, block)
    case .binding(let property, let nameRange, let views):
      if skips(column) { return true }
      guard let (parent, level) = parentFrame(column, start, isModifierLine: false, isCase: false)
      else { return true }
      if frames[parent].kind == .ignored {
        push(.ignored, column, level, block: block)
      } else {
        addBinding(property, nameRange, views, column, level, block, start)
      }
    case .component(let type):
      if skips(column) { return true }
      guard let (parent, level) = parentFrame(column, start, isModifierLine: false, isCase: false)
      else { return true }
      addComponent(type, parent, column, level, block, start)
    case .invalid:
      if skips(column) { return true }
      guard let (_, level) = parentFrame(column, start, isModifierLine: false, isCase: false)
      else { return true }
      push(.ignored, column, level, block: block)
    }
    return true
  }

  /// Whether a line at `column` is skipped, being deeper than the nesting limit allowed.
  private mutating func skips(_ column: Int) -> Bool {
    guard let limit = skipDeeperThan else { return false }
    if column > limit { return true }
    skipDeeperThan = nil
    return false
  }

  /// A view line (or a `} else {` line's branch), after its counts and the skip.
  private mutating func addViewLine(
    _ view: consuming ViewSyntax, _ block: BlockOpener?, _ column: Int, _ start: SourceLocation
  ) {
    var isCase = false
    if let statement = view.statement {
      isProgram = true
      if case .caseLabel = statement { isCase = true }
    }
    guard let (parent, level) = parentFrame(column, start, isModifierLine: false, isCase: isCase)
    else { return }
    addView(consume view, parent, column, level, block)
  }

  /// A modifier line: its modifiers go to the view of the frame it belongs to.
  private mutating func addModifiers(
    _ modifiers: [ModifierSyntax], _ dot: SourceLocation, _ parent: Int, _ column: Int,
    _ level: Int, _ block: BlockOpener?
  ) {
    let ignoring = frames[parent].kind == .ignored
    guard frames[parent].kind == .view else {
      if !ignoring { sink.report(.modifierWithoutView, at: dot) }
      return push(.ignored, column, level, block: block)
    }
    guard !modifiers.isEmpty else { return push(.ignored, column, level, block: block) }
    let owner = frames[parent].viewIndex
    if pending[owner].modifiers.isEmpty {
      // The line's list taken as it is: appended, it was copied into a new array (about 970
      // instructions a modifier line under a view written without modifiers).
      pending[owner].modifiers = modifiers
    } else {
      pending[owner].modifiers.append(contentsOf: modifiers)
    }
    pushModifierFrame(index: pending[owner].modifiers.count - 1, column, level, block: block)
  }

  /// A `struct` line: a component at the top level.
  private mutating func addComponent(
    _ type: TypeSyntax, _ parent: Int, _ column: Int, _ level: Int, _ block: BlockOpener?,
    _ start: SourceLocation
  ) {
    if frames[parent].kind == .ignored { return push(.ignored, column, level, block: block) }
    guard frames[parent].kind == .root else {
      sink.report(.declarationNotAtTopLevel, at: start)
      return push(.ignored, column, level, block: block)
    }
    isProgram = true
    var frame = Frame(kind: .component, indent: column, level: level)
    frame.component = ComponentSyntax(type: type)
    frames.push(frame)
    if let block { openBrace(block) }
  }

  /// Closes the frames a line at `column` ends and returns the one it belongs to, with the
  /// line's nesting level; nil past the nesting limit (reported, and deeper lines skipped).
  private mutating func parentFrame(
    _ column: Int, _ start: SourceLocation, isModifierLine: Bool, isCase: Bool
  ) -> (parent: Int, level: Int)? {
    // Inside braces Swift's rule holds: a modifier line continues the expression before it,
    // whatever its column (`Button("Sign Out") { }`, then `.frame(maxWidth: .infinity)` at the
    // button's column, frames the button, not the stack).
    let continuing = isModifierLine && continuesExpression()
    // Fields are read in place: copying a frame retains its arrays.
    while !continuing, frames.count > 1 {
      let top = frames.count - 1
      if frames[top].indent < column { break }
      if frames[top].indent == column, frames[top].braceClosed, frames[top].kind != .modifier,
        isModifierLine
      {
        break
      }
      // `case` lines at their `switch`'s column, as Xcode indents them, belong to it.
      if isCase, frames[top].indent == column, frames[top].kind == .view,
        case .switchOn? = pending[frames[top].viewIndex].statement
      {
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
      return nil
    }
    return (parent, level)
  }

  /// A view line's view, pushed in its frame (with the frame of its block's owner, if any).
  private mutating func addView(
    _ view: consuming ViewSyntax, _ parent: Int, _ column: Int, _ level: Int,
    _ block: BlockOpener?
  ) {
    if frames[parent].kind == .ignored { return push(.ignored, column, level, block: block) }
    // Counts read before the view moves (`consume`) into `pending`: read after, they kept it
    // alive, and it was copied instead.
    let lastModifier = view.modifiers.count - 1
    if let block, block.isLabelledClosure {
      // `Button { } label: {`: the block is the last labelled closure's.
      let lastClosure = view.labelledClosures.count - 1
      pushViewFrame(consume view, column, level)
      pushLabelledClosureFrame(index: lastClosure, column, level, block: block)
    } else if let block, lastModifier < 0 {
      pushViewFrame(consume view, column, level)
      let index = frames[frames.count - 1].viewIndex
      pending[index].blockParameters = block.parameters
      pending[index].blockOpening = block.location
      openBrace(block)
    } else {
      pushViewFrame(consume view, column, level)
      // `Text("a").overlay {`: the block is the last modifier's content.
      if block != nil { pushModifierFrame(index: lastModifier, column, level, block: block) }
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
        frames.push(frame)
        if let block { openBrace(block) }
        return
      }
      frames[parent].component!.type.properties.append(property)
    case .root:
      guard let value = bindingValue(property, nameRange, start) else { break }
      var declaration = DeclarationSyntax(
        name: property.name, nameRange: nameRange, value: value,
        range: SourceRange(start: start, end: value.range.end))
      declaration.type = property.type
      declarations.append(declaration)
    default:
      guard let value = bindingValue(property, nameRange, start) else { break }
      isProgram = true
      var local = ViewSyntax(name: property.isLet ? "let" : "var", nameRange: nameRange)
      local.statement = .local(name: property.name, value: value, type: property.type)
      pushViewFrame(local, column, level)
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
    file.viewCount = viewCount
    file.modifierCount = modifierCount
    // Data (`let items = […]`) needs the interpreter; a custom alignment or layout does not.
    file.isProgram = isProgram || declarations.contains { !$0.isReadByLowering }
    return file
  }

  // MARK: - Frames

  /// Pushes a view frame: the view moves to the end of `pending`, where its children will
  /// follow it. Held in its frame, the view was moved in and out of the frame stack with it
  /// (frames of 208 bytes then, 104 now: about 300 instructions a view line).
  private mutating func pushViewFrame(_ view: consuming ViewSyntax, _ column: Int, _ level: Int) {
    frames.push(Frame(kind: .view, indent: column, level: level, viewIndex: pending.count))
    pending.push(view)
  }

  /// Pushes a frame for the owner's modifier at `index`, which receives the views under it.
  private mutating func pushModifierFrame(
    index: Int, _ column: Int, _ level: Int, block: BlockOpener?
  ) {
    let owner = frames[frames.count - 1].viewIndex
    if let block { pending[owner].modifiers[index].blockParameters = block.parameters }
    // Made in the call: a frame made aside and appended was copied (about 110 instructions).
    frames.push(Frame(kind: .modifier, indent: column, level: level, modifierIndex: index))
    if let block { openBrace(block) }
  }

  /// Pushes a frame for the owner's labelled closure at `index`, which receives the views
  /// under it.
  private mutating func pushLabelledClosureFrame(
    index: Int, _ column: Int, _ level: Int, block: BlockOpener
  ) {
    frames.push(
      Frame(kind: .labelledClosure, indent: column, level: level, modifierIndex: index))
    openBrace(block)
  }

  private mutating func push(_ kind: Frame.Kind, _ column: Int, _ level: Int, block: BlockOpener?) {
    frames.push(Frame(kind: kind, indent: column, level: level))
    if let block { openBrace(block) }
  }

  private mutating func openBrace(_ block: BlockOpener) {
    frames[frames.count - 1].brace = block.location
    openBraces.append(frames.count - 1)
  }

  /// Closes the top frame and hands what it built to the frame under it.
  private mutating func pop() {
    let frame = frames.pop()
    if openBraces.last == frames.count {
      openBraces.removeLast()
      sink.report(.unclosedBrace, at: frame.brace!)
    }
    let parent = frames.count - 1
    switch frame.kind {
    case .view:
      let index = frame.viewIndex
      if pending.count > index + 1 {
        let children = pending.take(from: index + 1)
        if pending[index].children.isEmpty {
          pending[index].children = children
        } else {
          pending[index].children.append(contentsOf: children)  // after those written on its line
        }
      }
      switch frames[parent].kind {
      // Left in place: it is the next of its parent's children.
      case .view: break
      case .root, .modifier, .labelledClosure, .viewProperty:
        frames[parent].content.append(pending.pop())
      case .component:
        sink.report(.expectedMemberLine, at: pending.pop().nameRange.start)
      case .ignored: _ = pending.pop()
      }
    case .viewProperty:
      frames[parent].component?.viewProperties.append((frame.property!, frame.content))
    case .component:
      components.append(frame.component!)
    case .modifier:
      pending[frames[parent].viewIndex].modifiers[frame.modifierIndex].content.append(
        contentsOf: frame.content)
    case .labelledClosure:
      pending[frames[parent].viewIndex].labelledClosures[frame.modifierIndex].views.append(
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
    let owner = frames[target].viewIndex
    pending[owner].labelledClosures.append(contentsOf: closures)
    pending[owner].modifiers.append(contentsOf: modifiers)
    if let block {
      let level = frames[target].level + (column > frames[target].indent ? 1 : 0)
      if block.isLabelledClosure {
        pushLabelledClosureFrame(
          index: pending[owner].labelledClosures.count - 1, column, level, block: block)
      } else {
        pushModifierFrame(
          index: pending[owner].modifiers.count - 1, column, level, block: block)
      }
    }
  }
}
