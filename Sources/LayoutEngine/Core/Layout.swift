/// The canvas a tree is laid out on: a window or screen.
public struct Canvas: Sendable, Hashable {
  public var size: Size
  public var safeArea: EdgeInsets
  /// Pixels per point; 0 turns display rounding off.
  public var scale: Double
  public var layoutDirection: LayoutDirection
  /// The iOS release whose bars and lists are modelled (reported, not used by the engine).
  public var os: PlatformVersion

  public init(
    size: Size = Size(width: 390, height: 844), safeArea: EdgeInsets = .zero, scale: Double = 3,
    layoutDirection: LayoutDirection = .leftToRight, os: PlatformVersion = .iOS26
  ) {
    self.size = size
    self.safeArea = safeArea
    self.scale = scale
    self.layoutDirection = layoutDirection
    self.os = os
  }

  /// The rectangle inside the safe area, in left-to-right terms.
  public var safeRect: Rect {
    Rect(
      x: safeArea.leading, y: safeArea.top,
      width: Swift.max(0, size.width - safeArea.leading - safeArea.trailing),
      height: Swift.max(0, size.height - safeArea.top - safeArea.bottom))
  }
}

/// Every node's frame after layout.
public struct LayoutResult: Sendable {
  public let tree: LayoutTree
  public let canvas: Canvas
  /// Frames in canvas coordinates, unrounded, indexed by node.
  public let frames: [Rect]
  /// Each `Text` node's measurement for the proposal it was placed with.
  public let texts: [NodeID: TextLayoutResult]
  /// Greedy leaves (shapes, colours, GeometryReader, a Divider's length) placed without a
  /// proposed length, which therefore took the default 10 points.
  public let undeterminedLengths: [NodeID: [Axis]]
  /// Modifiers that had no effect (an unused alignment guide, a hidden layout priority).
  public let advice: [LayoutAdvice]
  /// Each view's sizing behaviour, by view index, when asked for (`behaviors: true`).
  public let behaviors: [ViewBehavior]?
  /// Every proposal and placement in order, when laid out with `trace: true`; nil otherwise.
  public let trace: [TraceEvent]?

  /// The frame of a node rounded to the canvas's pixel grid.
  public func displayFrame(_ node: NodeID) -> Rect {
    PixelGrid.round(frames[Int(node)], scale: canvas.scale)
  }
}

/// The entry point: lays a tree out on a canvas as a hosting controller would.
public enum Layout {
  /// Without a measurer, text uses the fixed-advance stand-in (tests, library users without
  /// fonts). `behaviors` also probes every view's sizing behaviour, after placement.
  ///
  /// The root view is proposed the canvas minus its safe area and centred in the safe
  /// rectangle (LayoutRules.md §1.3); right-to-left mirrors it inside the canvas. With `trace`,
  /// the result also holds every proposal and placement (`LayoutResult.trace`); the frames are
  /// the same either way.
  public static func run(
    _ tree: LayoutTree, on canvas: Canvas,
    textMeasurer: (any TextMeasuring)? = nil, dynamicTypeSize: DynamicTypeSize = .large,
    behaviors: Bool = false, trace: Bool = false
  ) -> LayoutResult {
    // With rounding off (scale 0) a pixel-thin view is 1 point thick.
    let pixelLength = canvas.scale > 0 ? 1 / canvas.scale : 1
    var parts:
      (
        texts: [NodeID: TextLayoutResult], undetermined: [NodeID: [Axis]],
        advice: [LayoutAdvice], behaviors: [ViewBehavior]?, trace: [TraceEvent]?
      )?
    // Placement writes the frames straight into the result's array (`FrameTable`), and the
    // computer reads the tree's child list and routes in place (`NodeTable(borrowing:)`): all
    // three are valid only inside these closures, so everything that asks the computer runs
    // here.
    let frames = [Rect](unsafeUninitializedCapacity: tree.stored.count) { storage, count in
      // Left uninitialised when placement writes every frame (`EveryNodePlaced.swift`).
      if !tree.placesEveryNode { storage.initialize(repeating: .zero) }
      count = storage.count
      tree.childList.withUnsafeBufferPointer { childList in
        tree.summary.routes.withUnsafeBufferPointer { routes in
          let c = LayoutComputer(
            tree: tree, pixelLength: pixelLength,
            textMeasurer: textMeasurer ?? FixedAdvanceTextMeasurer(),
            dynamicTypeSize: dynamicTypeSize, trace: trace, frames: storage,
            childList: childList, routes: routes)
          c.layOutRoot(on: canvas)
          // The trace is the layout's: what the behaviour probes below record is dropped.
          let events = c.recorder?.events
          parts = (
            c.textResults, c.undeterminedLengths, c.advice(),
            behaviors ? c.behaviors() : nil, events
          )
        }
      }
    }
    let p = parts!
    return LayoutResult(
      tree: tree, canvas: canvas, frames: frames, texts: p.texts,
      undeterminedLengths: p.undetermined, advice: p.advice, behaviors: p.behaviors,
      trace: p.trace)
  }
}

extension LayoutComputer {
  /// Sizes the root for the canvas's safe rectangle and places it there, centred. (Not named
  /// `run`: profiles collect from `Layout.run` by the pattern `*Layout*run*`.)
  fileprivate func layOutRoot(on canvas: Canvas) {
    guard tree.root >= 0 else { return }
    let safe = canvas.safeRect
    safeArea = SafeAreaRegion.root(canvas)
    rootContainerSize = safe.size
    let proposal = ProposedSize(safe.size)
    let size = size(tree.root, proposal)
    let origin = Point(
      x: safe.minX + (safe.width - size.width) / 2,
      y: safe.minY + (safe.height - size.height) / 2)
    let window = Rect(origin: .zero, size: canvas.size)
    let frame = childFrame(origin, size, in: window, canvas.layoutDirection)
    place(tree.root, frame: frame, proposal: proposal, direction: canvas.layoutDirection)
  }
}
