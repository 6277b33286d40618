/// The safe area a node is placed in (LayoutRules.md §7.12), in canvas coordinates.
///
/// Each physical edge that has an inset holds a `Band`: the outer edge (the window's, or the
/// edge of the view whose `safeAreaInset`/`safeAreaPadding` added it) and the inner, safe
/// edge. A view's inset on an edge is the distance from its own edge to the outer edge, when
/// its edge lies in the band (within ε); it is not part of the view's frame. The placement
/// pass carries one optional region (`LayoutComputer.safeArea`): `nil` when the canvas has no
/// safe area and nothing adds one, so layouts without a safe area pay nothing.
struct SafeAreaRegion: Sendable, Hashable {
  /// One edge's inset region: coordinates on the edge's axis.
  struct Band: Sendable, Hashable {
    var outer: Double
    var inner: Double
  }

  var top: Band?
  var left: Band?
  var bottom: Band?
  var right: Band?

  /// A view's inset per physical edge: `left`/`right` in `leading`/`trailing`.
  typealias Insets = EdgeInsets

  /// The canvas's region: the window edges outside the safe rectangle; nil without insets.
  static func root(_ canvas: Canvas) -> SafeAreaRegion? {
    let s = canvas.safeArea
    let rtl = canvas.layoutDirection == .rightToLeft
    let (l, r) = rtl ? (s.trailing, s.leading) : (s.leading, s.trailing)
    let w = canvas.size.width
    let h = canvas.size.height
    var region = SafeAreaRegion()
    if s.top > 0 { region.top = Band(outer: 0, inner: s.top) }
    if s.bottom > 0 { region.bottom = Band(outer: h, inner: h - s.bottom) }
    if l > 0 { region.left = Band(outer: 0, inner: l) }
    if r > 0 { region.right = Band(outer: w, inner: w - r) }
    return region.isEmpty ? nil : region
  }

  var isEmpty: Bool { top == nil && left == nil && bottom == nil && right == nil }

  /// The insets of a view with `frame` (physical: leading = left): for each edge whose band
  /// the view's edge lies in, within `epsilon`, the distance to the outer edge.
  func insets(of frame: Rect, epsilon: Double) -> EdgeInsets {
    var i = EdgeInsets()
    if let b = top, frame.minY >= b.outer - epsilon, frame.minY <= b.inner + epsilon {
      i.top = Swift.max(0, frame.minY - b.outer)
    }
    if let b = bottom, frame.maxY <= b.outer + epsilon, frame.maxY >= b.inner - epsilon {
      i.bottom = Swift.max(0, b.outer - frame.maxY)
    }
    if let b = left, frame.minX >= b.outer - epsilon, frame.minX <= b.inner + epsilon {
      i.leading = Swift.max(0, frame.minX - b.outer)
    }
    if let b = right, frame.maxX <= b.outer + epsilon, frame.maxX >= b.inner - epsilon {
      i.trailing = Swift.max(0, b.outer - frame.maxX)
    }
    return i
  }

  /// How far the bands reach into `frame` on each edge (physical): what a scroll view insets
  /// its content by.
  func overlap(of frame: Rect) -> EdgeInsets {
    EdgeInsets(
      top: top.map { Swift.max(0, Swift.min(frame.height, $0.inner - frame.minY)) } ?? 0,
      leading: left.map { Swift.max(0, Swift.min(frame.width, $0.inner - frame.minX)) } ?? 0,
      bottom: bottom.map { Swift.max(0, Swift.min(frame.height, frame.maxY - $0.inner)) } ?? 0,
      trailing: right.map { Swift.max(0, Swift.min(frame.width, frame.maxX - $0.inner)) } ?? 0)
  }

  /// The region without the given physical edges (`leading` = left); nil when none is left.
  func removing(_ edges: Edge.Set) -> SafeAreaRegion? {
    var r = self
    if edges.contains(.top) { r.top = nil }
    if edges.contains(.bottom) { r.bottom = nil }
    if edges.contains(.leading) { r.left = nil }
    if edges.contains(.trailing) { r.right = nil }
    return r.isEmpty ? nil : r
  }

  /// The region a child sees when a modifier with frame `outer` insets it to `inner` and
  /// adds the difference to the safe area (`safeAreaInset`, `safeAreaPadding`): on each
  /// physical edge in `edges`, the band reaches from the child's edge to the outer edge of
  /// the existing band if the modifier touches it, else to the modifier's own edge.
  static func extending(
    _ region: SafeAreaRegion?, edges: Edge.Set, outer: Rect, inner: Rect, epsilon: Double
  ) -> SafeAreaRegion? {
    guard !edges.isEmpty else { return region }
    var r = region ?? SafeAreaRegion()
    if edges.contains(.top) {
      let o =
        region?.top != nil && touchesEdge(region!.top!, outer.minY, epsilon, low: true)
        ? region!.top!.outer : outer.minY
      r.top = Band(outer: o, inner: inner.minY)
    }
    if edges.contains(.bottom) {
      let o =
        region?.bottom != nil && touchesEdge(region!.bottom!, outer.maxY, epsilon, low: false)
        ? region!.bottom!.outer : outer.maxY
      r.bottom = Band(outer: o, inner: inner.maxY)
    }
    if edges.contains(.leading) {
      let o =
        region?.left != nil && touchesEdge(region!.left!, outer.minX, epsilon, low: true)
        ? region!.left!.outer : outer.minX
      r.left = Band(outer: o, inner: inner.minX)
    }
    if edges.contains(.trailing) {
      let o =
        region?.right != nil && touchesEdge(region!.right!, outer.maxX, epsilon, low: false)
        ? region!.right!.outer : outer.maxX
      r.right = Band(outer: o, inner: inner.maxX)
    }
    return r
  }

  private static func touchesEdge(_ b: Band, _ edge: Double, _ epsilon: Double, low: Bool) -> Bool {
    low
      ? edge >= b.outer - epsilon && edge <= b.inner + epsilon
      : edge <= b.outer + epsilon && edge >= b.inner - epsilon
  }
}

extension Edge.Set {
  /// Reading-direction edges as physical ones (`leading` = left): right-to-left swaps.
  func physical(_ direction: LayoutDirection) -> Edge.Set {
    guard direction == .rightToLeft else { return self }
    var s = self.subtracting(.horizontal)
    if contains(.leading) { s.insert(.trailing) }
    if contains(.trailing) { s.insert(.leading) }
    return s
  }
}

extension EdgeInsets {
  /// Reading-direction insets as physical ones (`leading` = left): right-to-left swaps.
  func physical(_ direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading) : self
  }
}
