/// One step of the negotiation, recorded when layout runs with `trace: true`: a node was
/// proposed a size and answered (`size`), was asked for an alignment guide (`guide`), or was
/// placed with a proposal in a frame (`place`).
///
/// Events are in the order they happened. Each names the event it happened inside — the
/// parent's sizing, guide or placement that asked — so that the output can nest a child's
/// proposals under its parent's. Every node is recorded; the output chooses which to show.
public struct TraceEvent: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A proposal and the size the node answered.
    case size
    /// A guide asked of the node at a size it chose for a proposal (`ViewDimensions`).
    case guide
    /// The proposal the node was placed with and its frame.
    case place
  }

  public var kind: Kind
  public var node: NodeID
  /// The index of the enclosing event in the trace, nil for the root's (the canvas asked).
  public var parent: Int?
  public var proposal: ProposedSize
  /// `size`: the answer. `guide`: the size the guide is asked at. `place`: the frame in canvas
  /// coordinates. Unrounded.
  public var frame: Rect
  /// `size` only: the answer came from the engine's size cache (asked before with this
  /// proposal), so nothing under it was asked again.
  public var cached: Bool = false
  /// `guide` only: the guide asked for.
  public var guide: AlignmentKey?
  /// `guide` only: the node's explicit value for it; nil when it has none and the guide's
  /// default (a fraction of the size) applies.
  public var guideValue: Double?
}

/// Collects `TraceEvent`s while a `LayoutComputer` runs. The computer holds an optional
/// recorder, nil unless tracing, so a run without a trace pays one nil check per call.
final class TraceRecorder {
  private(set) var events: [TraceEvent] = []
  /// The events still running (a size being computed, a subtree being placed), innermost last.
  private var open: [Int] = []

  /// Starts an event that may contain others; close it with `end`.
  func begin(
    _ kind: TraceEvent.Kind, _ node: NodeID, _ proposal: ProposedSize, frame: Rect = .zero,
    guide: AlignmentKey? = nil
  ) {
    events.append(
      TraceEvent(
        kind: kind, node: node, parent: open.last, proposal: proposal, frame: frame, guide: guide))
    open.append(events.count - 1)
  }

  /// Closes the innermost event; a `size` event gets its answer now, a `guide` its value.
  func end(answer: Size? = nil, guideValue: Double? = nil) {
    guard let index = open.popLast() else { return }
    if let answer { events[index].frame = Rect(origin: .zero, size: answer) }
    if let guideValue { events[index].guideValue = guideValue }
  }

  /// A size answered from the cache: an event with nothing inside it.
  func cachedSize(_ node: NodeID, _ proposal: ProposedSize, _ answer: Size) {
    events.append(
      TraceEvent(
        kind: .size, node: node, parent: open.last, proposal: proposal,
        frame: Rect(origin: .zero, size: answer), cached: true))
  }
}
