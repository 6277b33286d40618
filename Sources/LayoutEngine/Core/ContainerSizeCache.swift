/// The answers of nodes whose subtree holds a `containerRelativeFrame`, keyed by the proposal
/// and by the size of the container the frame reads (the nearest scroll view's, else the
/// root's). A scroll view's container follows its proposal, so it changes whenever the scroll
/// view is asked another proposal; keyed by it, an answer stays valid instead of being
/// forgotten below every change, which doubled the work at every level of nested scroll views.
/// Only the few nodes on the way to a relative frame use it; every other node keeps the flat
/// `SizeCache`.
struct ContainerSizeCache {
  /// The proposal's and the container's lengths as `SizeCache` keys (bit patterns: NaN finds
  /// NaN).
  struct Query: Hashable {
    var node: NodeID
    var width: UInt64
    var height: UInt64
    var containerWidth: UInt64
    var containerHeight: UInt64

    init(_ node: NodeID, _ p: ProposedSize, container: Size) {
      self.node = node
      width = SizeCache.key(p.width)
      height = SizeCache.key(p.height)
      containerWidth = SizeCache.key(container.width)
      containerHeight = SizeCache.key(container.height)
    }
  }

  private(set) var answers: [Query: Size] = [:]

  subscript(_ query: Query) -> Size? {
    get { answers[query] }
    set { answers[query] = newValue }
  }

  /// Forgets every answer: a `GeometryReader` placed at a new size invalidates what rests on it.
  mutating func removeAll() {
    if !answers.isEmpty { answers.removeAll() }
  }
}
