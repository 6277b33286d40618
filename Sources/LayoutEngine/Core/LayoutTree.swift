/// The index of a layout node in a `LayoutTree`.
public typealias NodeID = Int32

/// What a layout node is: a leaf view, a container, or a modifier wrapping one child.
///
/// Every case's payload is a small value type in its own file that holds the SwiftUI rule
/// (`FrameLayout`, `PaddingLayout`, …). The engine dispatches on this enum, so a layout call
/// is a switch, not a dynamic dispatch through an existential.
public typealias LayoutNodeKind = NodeKind<
  TextLayout, ImageLayout, any ContainerLayout, FlexFrameLayout, AlignmentGuideLayout,
  ContainerRelativeFrameLayout, GeometryFrameLayout
>

/// The cases of `LayoutNodeKind`, with the seven payloads that hold references or are large as
/// type parameters: the tree stores the same cases with indices into side tables in their
/// place (`StoredKind`, `StoredNode.swift`), one list of cases for both.
public enum NodeKind<Text, Image, Container, FlexFrame, Guide, RelativeFrame, GeometryFrame> {
  // MARK: Leaves
  /// `Color`, `Rectangle`, `RoundedRectangle`, `Ellipse`, `Capsule`: take the whole proposal.
  case shape
  /// `Circle`: the largest square that fits the proposal.
  case circle
  /// `Spacer(minLength:)`.
  case spacer(SpacerLayout)
  /// `Divider()`.
  case divider(DividerLayout)
  /// `Image`.
  case image(Image)
  /// `EmptyView()`: nothing, zero-sized.
  case empty
  /// `Text`.
  case text(Text)

  // MARK: Containers
  /// `HStack`, `VStack`.
  case stack(StackLayout)
  /// `ZStack`.
  case zstack(ZStackLayout)
  /// `GeometryReader`: children at its top-leading corner, proposed its size.
  case geometryReader
  /// `.background` / `.overlay`: children are the primary view and the secondary layer.
  case secondaryLayer(SecondaryLayerLayout)
  /// A container written against `ContainerLayout` (SwiftUI's `Layout`): `FlowLayout`, ….
  case container(Container)
  /// `Grid`: children are its rows (`GridRow`, or a view spanning every column).
  case grid(GridLayout)
  /// `GridRow`: its children are cells.
  case gridRow(GridRowLayout)

  // MARK: Modifiers (one child)
  /// `.frame(width:height:alignment:)`.
  case frame(FrameLayout)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexFrame(FlexFrame)
  /// `.padding(…)`.
  case padding(PaddingLayout)
  /// `.fixedSize(…)`.
  case fixedSize(FixedSizeLayout)
  /// `.layoutPriority(_:)`.
  case layoutPriority(LayoutPriorityLayout)
  /// `.offset(…)`.
  case offset(OffsetLayout)
  /// `.position(…)`.
  case position(PositionLayout)
  /// `.alignmentGuide(_:computeValue:)`.
  case alignmentGuide(Guide)
  /// `.aspectRatio(…)`, `.scaledToFit()`, `.scaledToFill()`.
  case aspectRatio(AspectRatioLayout)
  /// `.gridCellColumns`, `.gridColumnAlignment`, `.gridCellAnchor`, `.gridCellUnsizedAxes`.
  case gridCell(GridCellLayout)
  /// `.environment(\.layoutDirection, …)`.
  case layoutDirection(LayoutDirectionLayout)
  /// `ScrollView`: one content node (several views form an implicit stack).
  case scrollView(ScrollViewLayout)
  /// `ViewThatFits`: the chosen child is laid out, the others are hidden.
  case viewThatFits(ViewThatFitsLayout)
  /// `.ignoresSafeArea(_:edges:)`, `.edgesIgnoringSafeArea(_:)`.
  case ignoresSafeArea(IgnoresSafeAreaLayout)
  /// `.safeAreaPadding(…)`.
  case safeAreaPadding(SafeAreaPaddingLayout)
  /// `.safeAreaInset(edge:alignment:spacing:content:)`: children are the primary view and the
  /// inset content.
  case safeAreaInset(SafeAreaInsetLayout)
  /// `.containerRelativeFrame(…)`.
  case containerRelativeFrame(RelativeFrame)
  /// `.frame(width: proxy.size.width * 0.3)` inside a `GeometryReader`.
  case geometryFrame(GeometryFrame)
}

extension NodeKind: Sendable
where
  Text: Sendable, Image: Sendable, Container: Sendable, FlexFrame: Sendable, Guide: Sendable,
  RelativeFrame: Sendable, GeometryFrame: Sendable
{}

/// One node of the flat tree. Children are a contiguous run of `LayoutTree.childList`.
public struct LayoutNode: Sendable {
  public var kind: LayoutNodeKind
  public var firstChild: Int32
  public var childCount: Int32
}

/// A view as the user wrote it: the node of the view itself and the nodes of its modifiers.
///
/// Views are kept in the order the output lists them: depth first, a view, then its
/// modifiers' content, then its children.
/// What kind of view a record is, as the catalogue of views classifies it: what renderers
/// colour and label by, instead of comparing type names.
public enum ViewRole: String, Sendable, CaseIterable {
  /// `Text`: its string is shown and drawn.
  case text
  /// `Color`, shapes, gradients: they fill what they are offered.
  case shape
  /// The shapes drawn in their own outline rather than their frame's rectangle: `Circle`
  /// (the largest circle in the frame), `Ellipse`, `Capsule`.
  case circle
  case ellipse
  case capsule
  case image
  /// `Spacer`, `Divider`.
  case spacer
  /// Buttons, toggles, fields and the other controls.
  case control
  /// Stacks, grids, scroll views and other views that lay out children.
  case container
  case other
}

public struct ViewRecord: Sendable {
  /// The SwiftUI type name shown in the output (`VStack`, `Color`, `Text`).
  public var type: String
  /// The name given with `.id(…)`.
  @inlinable public var id: String? {
    get { rare?.id }
    set { rare = RareRecordFields.make(id: newValue, estimate: rare?.estimate) }
  }
  /// The string of a `Text`.
  public var text: String?
  /// 1-based source position of the view's name, in the file `file` of `LayoutTree.files`.
  public var line: Int {
    get { Int(position.line) }
    set { position.line = Int32(newValue) }
  }
  public var column: Int {
    get { Int(position.column) }
    set { position.column = Int32(newValue) }
  }
  public var file: Int {
    get { Int(position.file) }
    set { position.file = Int32(newValue) }
  }
  /// Index of the parent view in `LayoutTree.views`, nil for the root.
  public var parent: Int? {
    get { storedParent < 0 ? nil : Int(storedParent) }
    set { storedParent = newValue.map(Int32.init) ?? -1 }
  }
  /// The modifiers that take part in layout, innermost (first written) first.
  public var modifiers: [ModifierRecord]
  /// The unmeasured constant the view's own size comes from (a symbol's width, a progress
  /// bar's height): the JSON's `"estimated": true`. Nil when every number is sourced.
  @inlinable public var estimate: String? {
    get { rare?.estimate }
    set { rare = RareRecordFields.make(id: rare?.id, estimate: newValue) }
  }
  /// `id` and `estimate`, which most views leave empty; nil when both are.
  @usableFromInline var rare: RareRecordFields?
  // The 32-bit fields after the 64-bit ones and the role's byte last: nothing is padded
  // (`ViewRecordTests`).
  /// The node of the view itself (its own frame).
  public var node: NodeID
  /// Where it is written, and its parent's index (-1 for none), in 32 bits each (`RecordPosition`).
  @usableFromInline var position: RecordPosition
  @usableFromInline var storedParent: Int32
  /// Its kind, from the catalogue.
  public var role: ViewRole

  /// Inlinable: called from the lowering's module, the initializer built the record in a
  /// temporary and copied it out (retaining and releasing each string and array, 260 of its
  /// 347 instructions a view on the wide bench file).
  @inlinable
  public init(
    type: String, role: ViewRole = .other, id: String? = nil, text: String? = nil, line: Int,
    column: Int, file: Int = 0, parent: Int?, node: NodeID = -1, modifiers: [ModifierRecord] = []
  ) {
    self.position = RecordPosition(line: line, column: column, file: file)
    self.storedParent = parent.map(Int32.init) ?? -1
    self.type = type
    self.role = role
    self.rare = RareRecordFields.make(id: id, estimate: nil)
    self.text = text
    self.node = node
    self.modifiers = modifiers
  }

  /// The outermost node of the view: what its parent lays out.
  public var outermostNode: NodeID { modifiers.last?.node ?? node }
}

/// A modifier that takes part in layout, with the node that implements it.
public struct ModifierRecord: Sendable {
  /// The SwiftUI name without the dot (`padding`, `frame`).
  public var name: String
  public var node: NodeID
  public var line: Int {
    get { Int(position.line) }
    set { position.line = Int32(newValue) }
  }
  public var column: Int {
    get { Int(position.column) }
    set { position.column = Int32(newValue) }
  }
  /// The file of its position, as `ViewRecord.file`.
  public var file: Int {
    get { Int(position.file) }
    set { position.file = Int32(newValue) }
  }
  /// Whether it adds a band around the view (`padding`, `safeAreaPadding`, `scenePadding`):
  /// pictures fill the band.
  public var addsBand: Bool
  @usableFromInline var position: RecordPosition

  /// Inlinable, as `ViewRecord.init`.
  @inlinable
  public init(
    name: String, node: NodeID, line: Int, column: Int, file: Int = 0, addsBand: Bool = false
  ) {
    self.position = RecordPosition(line: line, column: column, file: file)
    self.name = name
    self.node = node
    self.addsBand = addsBand
  }
}

/// The view tree, stored flat so that layout indexes arrays instead of chasing pointers.
public struct LayoutTree: Sendable {
  /// Every node, as the engine reads it (`StoredNode`).
  var stored: [StoredNode] = []
  /// Side tables of the stored kinds whose payloads hold references or are large.
  var texts: [TextLayout] = []
  var images: [ImageLayout] = []
  var containers: [any ContainerLayout] = []
  var flexFrames: [FlexFrameLayout] = []
  var alignmentGuides: [AlignmentGuideLayout] = []
  var relativeFrames: [ContainerRelativeFrameLayout] = []
  var geometryFrames: [GeometryFrameLayout] = []
  var childList: [NodeID] = []
  /// Per node, what layout needs to know of its subtree, kept as nodes are added.
  var summary = TreeSummary()
  public internal(set) var views: [ViewRecord] = []
  public internal(set) var customAlignments: [CustomAlignment] = []
  /// The node laid out by the root; -1 while the tree is empty.
  public internal(set) var root: NodeID = -1
  /// The source files of a program written in several (views name theirs by index); empty
  /// for one file.
  public var files: [String] = []

  public init() {}

  /// Every node with its kind, in node order.
  public var nodes: LayoutNodes { LayoutNodes(tree: self) }

  /// The payloads of the tree's `.container` nodes (SwiftUI's `Layout`s), in node order: read
  /// without building every node's kind.
  public var containerLayouts: [any ContainerLayout] { containers }

  /// Whether any node is a `Text` (a run without one needs no fonts).
  public var containsText: Bool { !texts.isEmpty }

  /// The text of a `Text` node, nil for any other node: read from the side table directly,
  /// without building the node's `LayoutNodeKind` (the lowering asks this for every view).
  public func textLayout(of node: NodeID) -> TextLayout? {
    guard case .text(let i) = stored[Int(node)].kind else { return nil }
    return texts[Int(i)]
  }

  @inline(__always)
  public func children(of node: NodeID) -> ArraySlice<NodeID> {
    let first = Int(stored[Int(node)].firstChild)
    return childList[first..<(first + Int(stored[Int(node)].childCount))]
  }

  @inline(__always)
  public func child(of node: NodeID) -> NodeID {
    childList[Int(stored[Int(node)].firstChild)]
  }
}

/// Builds a `LayoutTree` bottom-up: a node is added after its children.
public struct LayoutTreeBuilder: Sendable {
  public private(set) var tree = LayoutTree()

  public init() {}

  /// Reserves room for `views` views and `nodes` nodes (the parser's counts: a hint, the
  /// tables still grow past it). Grown by doubling from empty, a quarter to a half of the node
  /// and view tables of a large file was spare capacity, and each growth held the old and the
  /// new buffer at once.
  public mutating func reserve(views: Int, nodes: Int) {
    tree.views.reserveCapacity(views)
    tree.stored.reserveCapacity(nodes)
    tree.childList.reserveCapacity(nodes)
    tree.summary.reserve(nodes)
  }

  /// Adds a node over already-added children, in order; returns its id.
  @discardableResult
  public mutating func addNode(_ kind: LayoutNodeKind, children: [NodeID] = []) -> NodeID {
    let id = NodeID(tree.stored.count)
    let node = StoredNode(
      kind: tree.store(kind), firstChild: Int32(tree.childList.count),
      childCount: Int32(children.count))
    // A leaf has none: the generic `append(contentsOf:)` of nothing cost 79 instructions.
    if !children.isEmpty { tree.childList.append(contentsOf: children) }
    let own = tree.summaryOwn(node.kind)
    tree.summary.append(node, own, children: children)
    tree.stored.append(node)
    return id
  }

  /// Reserves the next view index (call it before adding the view's content and children so
  /// that views stay in output order); complete it with `completeView`.
  /// The record is consumed: taking it borrowed copied it into the table (about 150
  /// instructions a view).
  public mutating func beginView(_ record: consuming ViewRecord) -> Int {
    tree.views.append(record)
    return tree.views.count - 1
  }

  /// Sets the nodes of a view begun with `beginView`.
  public mutating func completeView(_ index: Int, node: NodeID, modifiers: [ModifierRecord]) {
    tree.views[index].node = node
    tree.views[index].modifiers = modifiers
  }

  /// Sets the string of a `Text` view, as drawn.
  public mutating func setText(_ index: Int, _ text: String) {
    tree.views[index].text = text
  }

  /// Marks a view whose size comes from an unmeasured constant (`ViewRecord.estimate`).
  public mutating func setEstimate(_ index: Int, _ estimate: String) {
    tree.views[index].estimate = estimate
  }

  /// Sets the `id` of a view (from `.id(…)`).
  public mutating func setID(_ index: Int, _ id: String) {
    tree.views[index].id = id
  }

  /// Declares a custom alignment; returns its key.
  public mutating func addCustomAlignment(_ alignment: CustomAlignment) -> AlignmentKey {
    tree.customAlignments.append(alignment)
    return .custom(axis: alignment.axis, index: tree.customAlignments.count - 1)
  }

  /// `.contentMargins(…)`: sets the margins of the scroll views in a subtree that have none
  /// yet (margins written closer to a scroll view are lowered first and win, as in SwiftUI).
  /// The margins change no summary entry: a scroll view answers through the cache and no guide.
  public mutating func setContentMargins(_ margins: EdgeInsets, below node: NodeID) {
    var pending = [node]
    while let n = pending.popLast() {
      if case .scrollView(var l) = tree.stored[Int(n)].kind, l.contentMargins == .zero {
        l.contentMargins = margins
        tree.stored[Int(n)].kind = .scrollView(l)
      }
      pending.append(contentsOf: tree.children(of: n))
    }
  }

  /// Finishes the tree with the given root node.
  public mutating func finish(root: NodeID) -> LayoutTree {
    tree.root = root
    return tree
  }
}
