import LayoutEngine

/// The semantic pass: checks views, modifiers and arguments against the catalogue and lowers
/// the syntax to the engine's flat tree. Output order is depth first: a view, then its
/// modifiers' content views, then its children (LayoutTreeBuilder reserves each view's index
/// before its content and children are lowered).
struct Lowerer {
  var context = LoweringContext()
  var evaluator = Evaluator()
  /// `let layout = … AnyLayout(…)` declarations, by name.
  var declaredLayouts: [String: LayoutChoice] = [:]
  /// Layout declarations whose value had an error (already reported): a view of that name
  /// is not reported again as unknown.
  var failedLayouts: Set<String> = []
  /// Copies made by `ForEach` so far, against `maximumForEachCopies`.
  var forEachCopies = 0
  var reportedForEachCopies = false
  /// Where each file of a program starts (`CompileOptions.fileBases`); empty for one file.
  var fileBases: [Int] = []
  /// The proxies of the enclosing `GeometryReader`s, innermost last.
  var proxies: [ProxyScope] = []
  /// View names split at their dot with their type's definition, and modifier names resolved
  /// in the catalogue, by name.
  var viewNames = NameMemo<ViewName.Resolved>()
  var modifierDefinitions = NameMemo<ModifierDefinition?>()

  /// The file of a location: the last whose base is at or before it.
  func file(_ location: SourceLocation) -> Int {
    fileBases.lastIndex { $0 <= location.offset } ?? 0
  }

  /// Every diagnostic of the pass, unsorted.
  var diagnostics: [Diagnostic] { context.diagnostics + evaluator.diagnostics }

  /// Lowers a file; nil when it has no root view. `parseFailed` suppresses "no view in
  /// file" when the parser already reported why.
  mutating func lower(_ file: FileSyntax, parseFailed: Bool = false) -> LayoutTree? {
    for declaration in file.declarations {
      declare(declaration)
    }
    guard let first = file.roots.first else {
      if !parseFailed {
        report(.missingRootView, at: SourceLocation(line: 1, column: 1, offset: 0))
      }
      return nil
    }
    for extra in file.roots.dropFirst() {
      report(.secondRootView, at: extra.nameRange.start)
      check([extra])
    }
    context.builder.reserve(views: file.viewCount, nodes: file.viewCount + file.modifierCount)
    return context.builder.finish(root: rootNode(lowerView(first, parent: nil)))
  }

  mutating func report(_ message: DiagnosticMessage, at location: SourceLocation) {
    context.report(message, at: location)
  }

  /// Checks views that will not be part of the tree (a second root, content of a modifier
  /// that takes none), reporting their errors.
  mutating func check(_ views: [ViewSyntax]) {
    var scratch = Lowerer()
    // The same canvas and image look-up (a page of a `TabView` names its images), its reads
    // its own: what a view that is not laid out reads changes no frame.
    scratch.context.reader = context.reader.scratch()
    scratch.evaluator.customAlignments = evaluator.customAlignments
    scratch.evaluator.environment = evaluator.environment
    for view in views { _ = scratch.lowerView(view, parent: nil) }
    context.diagnostics += scratch.diagnostics
  }

  /// Lowers a view with its modifiers, modifier content and children; returns the elements
  /// its container lays out: one for a view, none for `EmptyView`, a `Group`'s children's.
  mutating func lowerView(_ written: ViewSyntax, parent: Int?) -> [Element] {
    lowerElements(written, parent: parent).array
  }

  /// `lowerView(_:parent:)`, its one element not in an array (`LoweredElements`).
  mutating func lowerElements(_ written: ViewSyntax, parent: Int?) -> LoweredElements {
    let name = viewNames.value(for: written.name, resolve: ViewName.resolve)
    // A view without rare fields (labelled closures) or `ForEach` bindings, whose type takes
    // no views as arguments, needs neither rewrite; each returned a copy of the view (about
    // 650 instructions a view). It is lowered as written, borrowed: not copied either.
    if written.rareBox == nil && evaluator.bindings.isEmpty
      && (written.arguments == nil || !name.rewritesArguments)
    {
      return lowerView(written, name, written: written, parent: parent)
    }
    let view = Self.boundView(resolveLabelledClosures(written), bindings: evaluator.bindings)
    let resolved = viewNames.value(for: view.name, resolve: ViewName.resolve)
    return lowerView(view, resolved, written: written, parent: parent)
  }

  /// `lowerView(_:parent:)` of a view after its rewrites, with its name resolved; `written` is
  /// the view before them.
  private mutating func lowerView(
    _ view: ViewSyntax, _ name: ViewName.Resolved, written: ViewSyntax, parent: Int?
  ) -> LoweredElements {
    if !failedLayouts.isEmpty, failedLayouts.contains(view.name), view.arguments == nil {
      check(view.children)
      return .many([])
    }
    let at = view.nameRange.start
    let base = name.base
    let member = name.member
    var definition: ViewDefinition?
    var call: BoundCall?
    if !proxies.isEmpty, let use = proxyReference(in: view.arguments?.arguments ?? []) {
      report(.proxyReadOnlyInFrame, at: use.range.start)
    }
    // A `Text` of pieces (`Text("a") + Text("b").bold()`) binds no overload: its pieces
    // are read here and its runs made in the environment it is lowered in.
    let pieces = base == "Text" && member == nil ? textPieces(view) : nil
    if let pieces {
      definition = Catalogue.views["Text"]
      if !pieces.isEmpty { call = BoundCall(callee: "Text", form: "runs", location: at) }
    } else {
      resolve(view, name, &definition, &call)
    }
    if !view.blockParameters.isEmpty, let definition, !definition.acceptsChildren {
      report(.unexpectedContentBlock(definition.name), at: at)
    }
    if let produces = definition?.produces, produces != .one {
      return .many(lowerTransparent(view, definition!, parent: parent))
    }
    let special = definition?.special ?? .none
    if special == .section, !context.atListRow {
      // Outside a list (a stack, a `LazyVStack`'s sections at rest) a section is its header,
      // content and footer, laid out as a `Group`'s views are.
      let part = { (label: String) in
        view.labelledClosures.filter { $0.label == label }.flatMap(\.views)
      }
      var group = ViewSyntax(
        name: "Group", nameRange: view.nameRange,
        children: part("header") + view.children + part("footer"))
      group.modifiers = view.modifiers
      return lowerElements(group, parent: parent)
    }

    // Whether this view is a row of a list (its `NavigationLink` then shows a chevron); the
    // views inside it are not, unless it is a list or a section.
    let isListRow = context.atListRow
    let isListTop = context.atListTop
    context.atListRow = false
    context.atListTop = false
    defer { (context.atListRow, context.atListTop) = (isListRow, isListTop) }  // so are siblings
    // A `Label` that is a row, or the label of a row's link or button, sits in the row's icon
    // column (`ControlViews.label`).
    let isRowLabel = isListRow || context.labelOfRow
    let enclosingLabelOfRow = context.labelOfRow
    context.labelOfRow = isListRow && special == .rowLabelHost
    defer { context.labelOfRow = enclosingLabelOfRow }
    let record = ViewRecord(
      type: view.displayName ?? definition?.name ?? base, role: definition?.role ?? .other,
      line: at.line, column: at.column, file: file(at), parent: parent)
    let index = context.builder.beginView(consume record)

    // Read by index: a `for … in` loop copied each modifier.
    var prepared: [PreparedModifier] = []
    for i in view.modifiers.indices {
      prepared.append(prepare(view.modifiers, i))
    }

    let inherited = applyEnvironment(&prepared, viewIndex: index)

    // The first child's location only: `children.first` copied the whole child.
    if definition?.acceptsChildren == false, !view.children.isEmpty {
      report(.noChildren(definition!.name), at: view.children[0].nameRange.start)
    }
    // Another framework's content (a chart's marks) is not SwiftUI views: not checked.
    let isReader = special == .geometryReader
    // An inline `Picker` directly in a list is a section: its label the header, its options
    // the rows (measured on iOS 18 and 26, Chrome.md section 3).
    let isInlinePicker =
      special == .picker && isListTop && context.environment.pickerStyle == "inline"
    let isSection = special == .section || isInlinePicker
    if isReader { proxies.append(Self.proxyScope(view)) }
    let header =
      isInlinePicker
      ? lowerHeaderViews(view.children, of: index)
      : isSection ? lowerSectionBand(view, "header", of: index) : []
    let isNavigation = special == .navigationStack
    // Kept for a navigation stack only: copying them for every view retained and released
    // its title and toolbar.
    let enclosingTitle = isNavigation ? (context.navigationTitle, context.navigationTitleMode) : nil
    let enclosingToolbar = isNavigation ? (context.toolbarItems, context.navigationBarHidden) : nil
    if isNavigation {
      (context.navigationTitle, context.navigationTitleMode) = (nil, nil)
      (context.toolbarItems, context.navigationBarHidden) = ([], false)
    }
    let isTabView = special == .tabView
    switch special {
    case .listOrForm: (context.atListRow, context.atListTop) = (true, true)
    case .section: (context.atListRow, context.atListTop) = (true, false)
    default: (context.atListRow, context.atListTop) = (isInlinePicker, false)
    }
    if isNavigation { context.navigationDepth += 1 }
    // Lowered before the content (the label comes first in the output), handed to the
    // lowering after it: a `LabeledContent` inside the content has a label of its own.
    let contentLabel = view.rareBox == nil ? nil : lowerContentLabel(view, base, of: index)
    let children =
      definition == nil && OtherFrameworks.views[base] != nil
      ? []
      : isTabView
        ? lowerTabs(view, of: index, at: at)
        : isInlinePicker
          ? lowerChildren(Self.pickerOptions(written), of: index, axis: .vertical)
          : lowerChildren(view.children, of: index, axis: definition?.childStackAxis)
    context.atListRow = false
    context.atListTop = false
    if isNavigation {
      context.navigationDepth -= 1
      context.navigationBar =
        context.navigationBarHidden ? nil : lowerNavigationBar(at: at, parent: index)
      (context.navigationTitle, context.navigationTitleMode) = enclosingTitle!
      (context.toolbarItems, context.navigationBarHidden) = enclosingToolbar!
    }
    let footer = isSection && !isInlinePicker ? lowerSectionBand(view, "footer", of: index) : []
    if isReader { proxies.removeLast() }
    // Set where they change: assigning the empty arrays for every view cost two releases.
    if isSection || !context.sectionHeader.isEmpty { context.sectionHeader = header }
    if isSection || !context.sectionFooter.isEmpty { context.sectionFooter = footer }

    if !prepared.isEmpty { context.imageOptions = imageOptions(prepared, on: definition?.name) }
    let node: NodeID
    if let lower = definition?.lower, call != nil {
      context.isListRow = isListRow
      context.isRowLabel = isRowLabel
      context.textPieces = pieces
      context.appLayout = view.rareBox == nil ? nil : view.appLayout
      if let contentLabel { context.contentLabel = contentLabel }
      node = lower(call!, children, &context)
      if view.rareBox != nil, let key = view.readerKey {
        context.deferredReaders[key] = (node, at)
      }
      if let estimate = context.estimate {
        context.builder.setEstimate(index, estimate)
        context.estimate = nil
      }
    } else {
      node = context.addNode(.shape)  // a placeholder: the tree is dropped after an error
    }
    if !prepared.isEmpty { context.imageOptions = ImageOptions() }
    if let inherited { context.environment = inherited }
    if let text = context.builder.tree.textLayout(of: node) {
      context.builder.setText(index, text.string)
    }

    let (current, records) = applyModifiers(prepared, to: node, view: index, withContent: true)
    if isSection {
      context.listSections[current] = ListSectionParts(
        hasHeader: !header.isEmpty, hasFooter: !footer.isEmpty)
    }
    context.builder.completeView(index, node: node, modifiers: records)
    return .one(Element(node: current, view: index))
  }

  /// The view's definition in the catalogue (or the layout an `AnyLayout` chose) and its
  /// bound arguments; left nil, with the error reported, for a view layoutc does not know.
  /// (Written into the caller's variables: returning a definition copies it, and every
  /// view of a file passes here.)
  @inline(__always)
  private mutating func resolve(
    _ view: ViewSyntax, _ name: ViewName.Resolved, _ definition: inout ViewDefinition?,
    _ call: inout BoundCall?
  ) {
    let at = view.nameRange.start
    let base = name.base
    if view.rareBox != nil, view.appLayout != nil {
      definition = Self.appLayoutDefinition
      call = BoundCall(callee: "Layout", form: "app", location: at)
    } else if base == "AnyLayout"
      || (!declaredLayouts.isEmpty && declaredLayouts[view.name] != nil && view.arguments == nil)
    {
      // The chosen layout stands in for `AnyLayout`: it is what SwiftUI lays out.
      if let choice = anyLayout(view) {
        definition = choice.definition
        call = choice.call
      }
    } else if let index = name.found {  // the memo's: `Catalogue.views[base]` hashed every name
      let found = Catalogue.viewDefinitions[index]
      call = bindView(found, view, name)
      definition = found
    } else if Catalogue.unsupportedViews.contains(base) {
      report(.viewNotSupportedYet(base), at: at)
    } else if let framework = OtherFrameworks.views[base] {
      report(.viewFromOtherFramework(base, framework: framework), at: at)
    } else {
      let suggestion = closestSpelling(to: base, in: Catalogue.knownViewNames)
      report(.unknownView(base, suggestion: suggestion), at: at)
    }
  }

  /// Applies the environment modifiers (fonts, line limits…) and lowers the modifiers'
  /// content, each in the environment it sees; returns the environment to restore after the
  /// view, nil when nothing changed it.
  @inline(__always)
  private mutating func applyEnvironment(_ prepared: inout [PreparedModifier], viewIndex index: Int)
    -> TextEnvironment?
  {
    // The environment (fonts, line limits…): modifiers apply outermost first, so the view and
    // its children see all of them and a modifier's content only those written after it.
    // Most views have neither: the environment (about 30 fields) is then not copied at all.
    var inherited: TextEnvironment?
    if prepared.contains(where: { $0.isEnvironment || !$0.contentViews.isEmpty }) {
      let outer = context.environment
      inherited = outer
      var environment = outer
      var contentEnvironments = [TextEnvironment](repeating: outer, count: prepared.count)
      for i in prepared.indices.reversed() {
        contentEnvironments[i] = environment
        if let call = prepared[i].call {
          if case .environment(let apply)? = prepared[i].definition?.role {
            apply(call, &environment, &context)
          }
          prepared[i].definition?.environmentWriter?(call, &environment, &context)
        }
      }
      for i in prepared.indices where !prepared[i].contentViews.isEmpty {
        context.environment = contentEnvironments[i]
        prepared[i].content = lowerContent(prepared[i], viewIndex: index)
      }
      context.environment = environment
    }
    return inherited
  }

  /// Lowers a container's children, telling them the stack axis they are laid out on.
  @inline(__always)
  mutating func lowerChildren(_ views: [ViewSyntax], of index: Int, axis: Axis?)
    -> [NodeID]
  {
    var children: [NodeID] = []
    if views.isEmpty { return children }  // a leaf: reserving nothing cost 128 instructions
    children.reserveCapacity(views.count)
    let enclosingAxis = context.stackAxis
    context.stackAxis = axis
    // Appended one by one: `+= ….map(\.node)` went through the generic `append(contentsOf:)`
    // (about 490 instructions a view). Read by index: `for child in views` copied each view.
    for i in views.indices {
      switch lowerElements(views[i], parent: index) {
      case .one(let element): children.append(element.node)
      case .many(let elements): for element in elements { children.append(element.node) }
      }
    }
    context.stackAxis = enclosingAxis
    return children
  }

  /// Wraps `node` in the layout modifiers of `prepared`, in the order written, and returns
  /// the outermost node with the modifiers' records; `.id` names output view `view`. Both
  /// lowering paths apply modifiers here: a view's own (`withContent`: their content views,
  /// lowered already, become the secondary layers), and a `Group`'s or `ForEach`'s, applied to
  /// each element without content.
  @inline(__always)
  mutating func applyModifiers(
    _ prepared: [PreparedModifier], to node: NodeID, view: Int?, withContent: Bool
  ) -> (node: NodeID, records: [ModifierRecord]) {
    var current = node
    var records: [ModifierRecord] = []
    if prepared.isEmpty { return (current, records) }
    // Read by index, in place: `for modifier in prepared` copied each prepared modifier.
    for i in prepared.indices {
      guard let definition = prepared[i].definition, prepared[i].call != nil else { continue }
      switch definition.role {
      case .layout(let lower):
        current = lower(
          prepared[i].call!, current, withContent ? prepared[i].content : [], &context)
        let dot = prepared[i].dotLocation
        records.append(
          ModifierRecord(
            name: definition.name, node: current, line: dot.line, column: dot.column,
            file: file(dot), addsBand: definition.addsBand))
      case .identity:
        if let view, let id = prepared[i].call!.string("id") { context.builder.setID(view, id) }
      case .silent, .environment, .imageMethod:
        break
      }
    }
    return (current, records)
  }

  /// `LabeledContent { … } label: { views }`: its label views, for its lowering
  /// (`LoweringContext.contentLabel`); nil for another view. Kept out of `lowerView`, which
  /// every view passes: inline there it made the compiler outline that function's array counts
  /// (about 70 instructions a view on the wide bench file).
  @inline(never)
  private mutating func lowerContentLabel(_ view: ViewSyntax, _ base: String, of index: Int)
    -> [NodeID]?
  {
    guard base == "LabeledContent",
      let label = view.labelledClosures.first(where: { $0.label == "label" })
    else { return nil }
    return lowerChildren(label.views, of: index, axis: nil)
  }

  /// The container of a view the app's own `Layout` lays out (`AppLayout`, which the
  /// interpreter made): its children are the layout's subviews.
  static let appLayoutDefinition = ViewDefinition(
    name: "Layout", role: .container, overloads: [], acceptsChildren: true,
    lower: { _, children, context in
      guard let layout = context.appLayout else { return context.addNode(.empty) }
      return context.addNode(.container(layout), children: children)
    })

  /// Whether some form of the view takes a closure argument (`Button`'s action).
  private static func takesClosure(_ definition: ViewDefinition) -> Bool {
    definition.overloads.contains {
      $0.parameters.contains { if case .closure = $0.type { true } else { false } }
    }
  }

  private mutating func bindView(
    _ definition: ViewDefinition, _ view: ViewSyntax, _ name: ViewName.Resolved
  ) -> BoundCall? {
    let at = view.nameRange.start
    if let member = name.member {
      guard name.isKnownMember else {
        let suggestion = closestSpelling(to: member, in: definition.members)
        report(.unknownMember(member, of: definition.name, suggestion: suggestion), at: at)
        return nil
      }
      if let arguments = view.arguments {
        report(.unexpectedArguments(view.name), at: arguments.range.start)
        return nil
      }
      // No argument: the member is checked above, and no lowering reads it (`Color.red` is a
      // colour whatever its name); its one-argument list cost an allocation and a free.
      return BoundCall(callee: definition.name, form: "member", location: at)
    }
    if let hint = definition.bareNameHint, view.arguments == nil, view.trailingClosure == nil {
      report(.incompleteView(definition.name, example: hint), at: at)
      return nil
    }
    // `VStack { }`: an empty closure of a view that takes no closure is an empty content block.
    var trailingClosure = view.trailingClosure
    // `Button("Go") {` with `}` on the next line: an empty block of a view that takes a
    // closure is that closure, as `Button("Go") { }` on one line is.
    if trailingClosure == nil, let opening = view.blockOpening, view.children.isEmpty,
      view.blockParameters.isEmpty, Self.takesClosure(definition)
    {
      trailingClosure = ClosureSyntax(
        parameters: [], body: .empty, range: SourceRange(start: opening, end: opening))
    }
    if case .empty? = trailingClosure?.body, definition.acceptsChildren,
      !Self.takesClosure(definition)
    {
      trailingClosure = nil
    }
    let site = CallSite(
      callee: definition.name, arguments: view.arguments, trailingClosure: trailingClosure,
      location: at)
    return bind(site, definition.overloads)
  }

  mutating func bind(_ site: CallSite, _ overloads: [Signature]) -> BoundCall? {
    switch evaluator.bind(site, to: overloads) {
    case .success(let call):
      return call
    case .failure(let failure):
      context.diagnostics += failure.diagnostics
      return nil
    }
  }
}
