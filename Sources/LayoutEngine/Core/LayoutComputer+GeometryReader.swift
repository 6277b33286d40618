/// What a `GeometryReader`'s proxy reads during layout (LayoutRules.md §5.7): each reader's
/// size as placed, recorded before its children are sized, and the frames computed from it.
extension LayoutComputer {
  /// The size of the `depth`-th `GeometryReader` around `node` (0 the innermost), as placed;
  /// nil before it is placed.
  func readerSize(enclosing node: NodeID, depth: Int) -> Size? {
    var n = parents[Int(node)]
    var remaining = depth
    while n >= 0 {
      if case .geometryReader = tree.stored[Int(n)].kind {
        if remaining == 0 { return readerSizes[n] }
        remaining -= 1
      }
      n = parents[Int(n)]
    }
    return nil
  }

  /// Records a reader's size before its children are sized. Its descendants are sized only
  /// while it is placed (a reader's own size never asks them), so their cached sizes rest on
  /// the size recorded last; placed again at another size, the reader forgets them.
  func setReaderSize(_ node: NodeID, _ size: Size) {
    if let old = readerSizes[node], old == size { return }
    let hadOne = readerSizes[node] != nil
    readerSizes[node] = size
    if hadOne { forgetSizes(below: node) }
  }

  /// Forgets the cached sizes below `node` (a reader placed at a new size).
  func forgetSizes(below node: NodeID) {
    // Remembered guide values may rest on the forgotten sizes.
    alignmentMemo.values.removeAll()
    containerCache.removeAll()
    var pending = Array(tree.children(of: node))
    while let n = pending.popLast() {
      if let row = shortcuts.row(n) { cache.clear(row) }
      pending.append(contentsOf: tree.children(of: n))
    }
  }

  /// The fixed frame a `GeometryFrameLayout` stands for now: each length computed from its
  /// reader's recorded size; a length whose reader is not placed yet (a view probed alone)
  /// fixes nothing. A length that is negative or not finite fixes nothing either, as for any
  /// frame, and is noted for the advice (SwiftUI logs "Invalid frame dimension").
  func geometryFrame(_ node: NodeID, _ layout: GeometryFrameLayout) -> FrameLayout {
    func value(_ length: GeometryFrameLayout.Length?) -> Double? {
      guard let length, let reader = readerSize(enclosing: node, depth: length.depth) else {
        return nil
      }
      return length.value(reader: reader)
    }
    let (w, h) = (value(layout.width), value(layout.height))
    func invalid(_ v: Double?) -> Bool { v.map { $0 < 0 || !$0.isFinite } ?? false }
    if invalid(w) || invalid(h) {
      invalidGeometryFrames[node] = InvalidFrameLengths(
        width: invalid(w) ? w : nil, height: invalid(h) ? h : nil)
    } else if !invalidGeometryFrames.isEmpty {
      invalidGeometryFrames[node] = nil  // its reader was placed again at a size that works
    }
    return FrameLayout(width: w, height: h, alignment: layout.alignment)
  }
}
