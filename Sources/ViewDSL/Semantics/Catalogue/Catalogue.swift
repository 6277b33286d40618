import LayoutEngine

/// Lowers a view to its own node, given its bound arguments and its children's nodes.
typealias ViewLowering =
  @Sendable (_ call: BoundCall, _ children: [NodeID], _ context: inout LoweringContext) -> NodeID

/// Lowers a layout modifier to the node wrapping `child` (`content`: its content views' nodes).
typealias ModifierLowering =
  @Sendable (
    _ call: BoundCall, _ child: NodeID, _ content: [NodeID], _ context: inout LoweringContext
  ) -> NodeID

/// Everything the language knows by name. A new view or modifier is a definition in its
/// family's file plus its entry in one of these lists.
enum Catalogue {
  static let viewDefinitions: [ViewDefinition] =
    ShapeViews.definitions + [ColorView.definition] + StackViews.definitions
    + TextViews.definitions + ImageViews.definitions + TransparentViews.definitions
    + LayoutViews.definitions
    + ScrollViews.definitions + ViewThatFitsView.definitions
    + ControlViews.definitions + ListViews.definitions + NavigationViews.definitions
    + TabViews.definitions + ToolbarViews.definitions
    + [PickerView.definition, AsyncImageView.definition]

  static let modifierDefinitions: [ModifierDefinition] =
    FrameModifiers.definitions + [PaddingModifier.definition, SilentModifiers.identity]
    + ListModifiers.definitions + NavigationViews.modifiers + NavigationViews.toolbarModifiers
    + TabViews.modifiers
    + PickerView.modifiers
    + SizingModifiers.definitions + PositionModifiers.definitions
    + LayerModifiers.definitions + EnvironmentModifiers.definitions
    + SafeAreaModifiers.definitions
    + [AlignmentGuideModifier.definition] + TextViews.modifiers
    + LayoutViews.modifiers
    + ImageViews.methods + [ImageViews.imageScale] + SilentModifiers.definitions
    + ControlViews.modifiers + OtherFrameworks.silentDefinitions

  static let views: [String: ViewDefinition] = Dictionary(
    uniqueKeysWithValues: viewDefinitions.map { ($0.name, $0) })

  static let modifiers: [String: ModifierDefinition] = Dictionary(
    uniqueKeysWithValues: modifierDefinitions.map { ($0.name, $0) })

  static let unsupportedViews = Set(NotYetSupported.views)
  static let unsupportedModifiers = Set(NotYetSupported.modifiers)

  /// Every view name, for "did you mean" (supported first: ties go to them).
  static let knownViewNames = viewDefinitions.map(\.name) + NotYetSupported.views

  /// Every modifier name, for "did you mean".
  static let knownModifierNames = modifierDefinitions.map(\.name) + NotYetSupported.modifiers

  /// The definition of a supported or silently accepted modifier. Any `accessibility…`
  /// modifier is silent.
  static func modifier(named name: String) -> ModifierDefinition? {
    if let definition = modifiers[name] { return definition }
    if name.hasPrefix("accessibility"), name.count > "accessibility".count {
      return ModifierDefinition(name: name, overloads: nil, role: .silent)
    }
    return nil
  }
}

/// What lowering functions build into and report to.
struct LoweringContext {
  var builder = LayoutTreeBuilder()
  var diagnostics: [Diagnostic] = []
  /// The one child `addNode(_:child:)` passes, its array allocated once.
  private var oneChild: [NodeID] = [0]
  /// The axis of the stack the view being lowered sits in; nil outside a stack.
  var stackAxis: Axis?
  /// The text environment of the view being lowered.
  var environment = TextEnvironment()
  /// The `Image` methods of the view being lowered.
  var imageOptions = ImageOptions()
  /// Set by a view's lowering when its size comes from an unmeasured constant: what it is
  /// (`ViewRecord.estimate`).
  var estimate: String?
  /// The pieces of the `Text` being lowered when it is made of several (`Lowerer.textPieces`).
  var textPieces: [TextPiece]?
  /// The app's own `Layout` of the view being lowered (`Lowerer.appLayoutDefinition`).
  var appLayout: (any ContainerLayout)?
  /// Readers laid out empty until their size is known, by key (`CompileResult.deferredReaders`).
  var deferredReaders: [String: (node: NodeID, location: SourceLocation)] = [:]
  /// The run's environment and `Image("name")`'s lookup; every read is recorded.
  var reader = EnvironmentReader()
  /// The run's Dynamic Type size (`--dynamic-type`): symbol images scale with it.
  var dynamicTypeSize: DynamicTypeSize { reader.dynamicTypeSize }
  /// Whose bars and lists (`--os-version`), and their metrics.
  var os: PlatformVersion { reader.os }
  var listMetrics: ListMetrics { ListMetrics.of(os, style: environment.listStyle) }
  var barMetrics: NavigationBarMetrics { NavigationBarMetrics.of(os) }
  /// The `label:` views of the `LabeledContent` being lowered (`ControlViews.labeledContent`).
  var contentLabel: [NodeID]?
  /// The header and footer views of the `Section` being lowered (`ListViews`).
  var sectionHeader: [NodeID] = []
  var sectionFooter: [NodeID] = []
  /// The nodes that are sections, for the `List` around them, and what each has.
  var listSections: [NodeID: ListSectionParts] = [:]
  /// `.navigationTitle` and `.navigationBarTitleDisplayMode` read inside a `NavigationStack`'s
  /// content, and the bar the stack's lowering built from them.
  var navigationTitle: (text: String, location: SourceLocation)?
  var navigationTitleMode: String?
  var navigationBar: NodeID?
  /// How many `NavigationStack`s the view being lowered is inside (a list under a bar starts
  /// lower).
  var navigationDepth = 0
  /// The `.toolbar` items read inside a `NavigationStack`'s content, by where they go, and
  /// whether its bars are hidden (`.toolbar(.hidden, for: …)`).
  var toolbarItems: [(side: ToolbarViews.Side, view: ViewSyntax)] = []
  var navigationBarHidden = false
  var tabBarHidden = false
  /// A toolbar item is being lowered, and which of its views are symbols (44-point slots).
  var inToolbar = false
  var toolbarItemIcons: [Bool] = []
  /// The views being lowered are a list's rows; the view being lowered is one.
  var atListRow = false
  var isListRow = false
  /// The views being lowered are a list's own rows (not a section's).
  var atListTop = false
  /// The views being lowered are the label of a row's link or button; the view being lowered
  /// is a row's label.
  var labelOfRow = false
  var isRowLabel = false
  /// The tab bar the `TabView` being lowered puts under its selected tab.
  var tabBar: NodeID?
  /// `.listRowInsets(_:)` of the views that are a list's rows, by node.
  var listRowInsets: [NodeID: EdgeInsets] = [:]

  mutating func report(_ message: DiagnosticMessage, at location: SourceLocation) {
    diagnostics.append(Diagnostic(message, at: location))
  }

  mutating func addNode(_ kind: LayoutNodeKind, children: [NodeID] = []) -> NodeID {
    builder.addNode(kind, children: children)
  }

  /// A modifier's node around `child`, passed in `oneChild`: an array literal `[child]`
  /// allocated and freed an array for every layout modifier (about 250 instructions a frame
  /// on the wide bench file); the builder copies the children into its own table.
  mutating func addNode(_ kind: LayoutNodeKind, child: NodeID) -> NodeID {
    oneChild[0] = child
    return builder.addNode(kind, children: oneChild)
  }
}
