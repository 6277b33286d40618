/// Runs SwiftUI's two passes over a `LayoutTree`: sizes for proposals (cached), then
/// placement from the root down, recording every node's frame in canvas coordinates.
///
/// Each pass dispatches on the node's kind to the layout value in its own file; the files
/// `LayoutComputer+…` hold the passes.
public final class LayoutComputer {
  public let tree: LayoutTree
  public let textMeasurer: any TextMeasuring
  /// One display pixel in points.
  public let pixelLength: Double
  /// A Divider's thickness: a pixel, or 1 point at accessibility text sizes (§5.6).
  public let dividerThickness: Double
  var cache: SizeCache
  /// Per node, memoised: spacing does not depend on the proposal.
  var spacingCache: [Spacing?]
  /// Per stack node, memoised: the gap before each child.
  var gapsCache: [[Double]?]
  /// Explicit guide values of stacks, grids and alignment guides (`AlignmentMemo`).
  var alignmentMemo = AlignmentMemo()
  /// Every node's frame in canvas coordinates, unrounded; set by `place`.
  public internal(set) var frames: [Rect]
  /// Leaves placed with an unspecified length, which they filled with SwiftUI's default of 10
  /// points ("the magic 10"): by node, the axes.
  public internal(set) var undeterminedLengths: [NodeID: [Axis]] = [:]
  /// Each text's measurement at its placement (lines and baselines for output), by node.
  public internal(set) var textResults: [NodeID: TextLayoutResult] = [:]
  /// Child views a behaviour probe stands in for (`SizingBehavior`); empty otherwise.
  var forcedSizes: [NodeID: ForcedSize] = [:]
  /// `alignmentGuide` nodes whose guide some container asked for (`LayoutAdvice`).
  var queriedGuides: Set<NodeID> = []
  /// How many sizes were computed (cache misses); tests pin it to keep layout linear.
  public internal(set) var sizeComputations = 0
  /// The safe area of the node being placed; nil without one (`LayoutComputer+SafeArea`).
  public var safeArea: SafeAreaRegion?
  /// The root container's size for `containerRelativeFrame`: the canvas minus its safe area.
  public var rootContainerSize = Size(width: 390, height: 844)
  /// Whether the tree has a `containerRelativeFrame`: only then are container sizes tracked.
  let tracksContainers: Bool
  /// Each scroll view's container size for its content, as last sized or placed.
  var scrollContainers: [NodeID: Size] = [:]
  /// Records every proposal and placement when tracing (`Layout.run(…, trace: true)`); nil
  /// otherwise, which costs a run one nil check per size and per placement.
  var recorder: TraceRecorder?
  /// Parent links, built on first use (only `containerRelativeFrame` walks up the tree).
  lazy var parents: [NodeID] = LayoutComputer.parentLinks(tree)

  public init(
    tree: LayoutTree, pixelLength: Double = 1.0 / 3,
    textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer(),
    dynamicTypeSize: DynamicTypeSize = .large
  ) {
    self.tree = tree
    self.textMeasurer = textMeasurer
    self.pixelLength = pixelLength
    self.dividerThickness = dynamicTypeSize.isAccessibilitySize ? 1 : pixelLength
    self.cache = SizeCache(nodeCount: tree.nodes.count)
    self.spacingCache = Array(repeating: nil, count: tree.nodes.count)
    self.gapsCache = Array(repeating: nil, count: tree.nodes.count)
    self.frames = Array(repeating: .zero, count: tree.nodes.count)
    self.tracksContainers = tree.nodes.contains {
      if case .containerRelativeFrame = $0.kind { return true }
      return false
    }
  }

  @inline(__always)
  func onlyChild(_ node: NodeID) -> LayoutChild {
    LayoutChild(computer: self, node: tree.child(of: node))
  }

  func children(_ node: NodeID) -> [LayoutChild] {
    tree.children(of: node).map { LayoutChild(computer: self, node: $0) }
  }

  /// The gaps before each child of a stack: 0 before the first, then the explicit spacing or
  /// the adaptive distance between neighbours (LAYOUT-RULES §3.2).
  func gaps(_ node: NodeID, _ layout: StackLayout, _ children: [LayoutChild]) -> [Double] {
    if let gaps = gapsCache[Int(node)] { return gaps }
    var gaps = [Double](repeating: 0, count: children.count)
    for i in children.indices.dropFirst() {
      gaps[i] =
        layout.spacing
        ?? children[i - 1].spacing.distance(to: children[i].spacing, along: layout.axis)
    }
    gapsCache[Int(node)] = gaps
    return gaps
  }

  func arrangeStack(_ node: NodeID, _ layout: StackLayout, _ p: ProposedSize)
    -> StackLayout.Arrangement
  {
    let c = children(node)
    return layout.arrange(c, gaps: gaps(node, layout, c), proposal: p)
  }
}
