/// The safe area during placement (LayoutRules.md §7.12).
///
/// The placement pass carries the safe-area region of the node being placed in
/// `LayoutComputer.safeArea`; only the modifiers that change it (`ignoresSafeArea`,
/// `safeAreaInset`, `safeAreaPadding`, `ScrollView`) set it for their children and restore
/// it. With no safe area it stays nil and nothing else is done.
extension LayoutComputer {
  /// How close an edge must be to count as touching a safe-area band: half a pixel.
  var safeAreaEpsilon: Double { pixelLength / 2 + 0.001 }

  func placeSafeAreaInset(
    _ l: SafeAreaInsetLayout, _ node: NodeID, _ frame: Rect, _ proposal: ProposedSize,
    _ direction: LayoutDirection
  ) {
    let c = tree.children(of: node)
    let primary = c[c.startIndex]
    let content = c[c.startIndex + 1]
    let a = l.arrange(
      primary: LayoutChild(computer: self, node: primary),
      content: LayoutChild(computer: self, node: content), proposal: proposal)
    let pf = childFrame(a.primary.origin, a.primary.size, in: frame, direction)
    place(
      content, frame: childFrame(a.content.origin, a.content.size, in: frame, direction),
      proposal: a.content.proposal, direction: direction)
    let saved = safeArea
    defer { safeArea = saved }
    let edge = Edge.Set(rawValue: 1 << l.edge.rawValue).physical(direction)
    safeArea = SafeAreaRegion.extending(
      saved, edges: edge, outer: frame, inner: pf, epsilon: safeAreaEpsilon)
    place(primary, frame: pf, proposal: a.primary.proposal, direction: direction)
  }
}

extension IgnoresSafeAreaLayout {
  /// The placement pass: with a safe area and the container regions ignored, the child is
  /// proposed the proposal grown by the insets of the ignored edges it touches and placed that
  /// far out; the edges it ignores are no longer safe-area edges inside it.
  func placeChild(
    _ child: LayoutChild, of node: NodeID, frame: Rect, proposal: ProposedSize,
    direction: LayoutDirection
  ) {
    let computer = child.computer
    let saved = computer.safeArea
    defer { computer.safeArea = saved }
    guard let region = saved, ignoresContainer else {
      computer.place(child.node, frame: frame, proposal: proposal, direction: direction)
      return
    }
    let ignored = edges.physical(direction)
    var g = region.insets(of: frame, epsilon: computer.safeAreaEpsilon)
    if !ignored.contains(.top) { g.top = 0 }
    if !ignored.contains(.bottom) { g.bottom = 0 }
    if !ignored.contains(.leading) { g.leading = 0 }
    if !ignored.contains(.trailing) { g.trailing = 0 }
    let p = IgnoresSafeAreaLayout.grown(proposal, by: g)
    let s = child.size(p)
    computer.safeArea = region.removing(ignored)
    computer.place(
      child.node,
      frame: Rect(
        x: frame.minX - g.leading, y: frame.minY - g.top, width: s.width, height: s.height),
      proposal: p, direction: direction)
  }
}

extension SafeAreaPaddingLayout {
  /// The placement pass: as `.padding`, and the padding joins the child's safe area.
  func placeChild(
    _ child: LayoutChild, of node: NodeID, frame: Rect, proposal: ProposedSize,
    direction: LayoutDirection
  ) {
    let computer = child.computer
    let p = placement(of: child, in: frame.size, proposal: proposal)
    let cf = computer.childFrame(p.origin, p.size, in: frame, direction)
    let saved = computer.safeArea
    defer { computer.safeArea = saved }
    computer.safeArea = SafeAreaRegion.extending(
      saved, edges: edges.physical(direction), outer: frame, inner: cf,
      epsilon: computer.safeAreaEpsilon)
    computer.place(child.node, frame: cf, proposal: p.proposal, direction: direction)
  }
}
