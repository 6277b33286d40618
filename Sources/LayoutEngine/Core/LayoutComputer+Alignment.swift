extension LayoutComputer {
  /// The node's explicit value for a guide when it has `size` after `proposal`, or nil.
  /// Inlined for its usual answer: nil at once for a subtree that cannot answer any guide.
  @inline(__always)
  func explicitAlignment(
    _ node: NodeID, _ key: AlignmentKey, size: Size, proposal: ProposedSize
  ) -> Double? {
    if recorder == nil && !summary.mayAnswer(node, key) { return nil }
    return askedAlignment(node, key, size: size, proposal: proposal)
  }

  /// Whether every child of the container `node` takes `key`'s default: no node under it can
  /// give the guide an explicit value (`TreeSummary`; a container's entry is its children's)
  /// and no trace must see the questions. A stack then aligns its children without asking
  /// each (`StackLayout.arrange`): the test made for every child of every arrangement was 2%
  /// of a feed layout's instructions (BENCHMARKS.md, *Speed work, tenth round: the engine*).
  @inline(__always)
  func childrenTakeDefault(_ node: NodeID, _ key: AlignmentKey) -> Bool {
    recorder == nil && !summary.mayAnswer(node, key)
  }

  /// Whether some node under `node` (itself included) may give any guide an explicit value, or
  /// a trace must see the question; false answers every guide with its default.
  @inline(__always)
  func mayAnswerAnyGuide(_ node: NodeID) -> Bool {
    recorder != nil || summary.mayAnswerAny(node)
  }

  private func askedAlignment(
    _ node: NodeID, _ key: AlignmentKey, size: Size, proposal: ProposedSize
  ) -> Double? {
    guard let recorder else {
      return explicitValue(node, key, size: size, proposal: proposal)
    }
    recorder.begin(.guide, node, proposal, frame: Rect(origin: .zero, size: size), guide: key)
    let value = explicitValue(node, key, size: size, proposal: proposal)
    recorder.end(guideValue: value)
    return value
  }

  private func explicitValue(
    _ node: NodeID, _ key: AlignmentKey, size: Size, proposal: ProposedSize
  ) -> Double? {
    switch tree.stored[Int(node)].kind {
    case .shape, .circle, .spacer, .divider, .empty, .geometryReader: return nil
    case .image(let i): return tree.images[Int(i)].explicitAlignment(key, size: size)
    case .text(let i):
      let l = tree.texts[Int(i)]
      return l.explicitAlignment(key, proposal: proposal, measurer: textMeasurer)
    case .stack(let l):
      guard !key.isFrameAlignment else { return nil }
      return memoisedAlignment(node, key, size, proposal) {
        let arrangement = arrangeStack(node, l, l.placementProposal(proposal, size: size))
        return combine(key, children(node), arrangement.placements)
      }
    case .zstack(let l):
      guard !key.isFrameAlignment else { return nil }
      return memoisedAlignment(node, key, size, proposal) {
        let arrangement = l.arrange(children(node), proposal: ProposedSize(size))
        return combine(key, children(node), arrangement.placements)
      }
    case .secondaryLayer:
      return explicitAlignment(tree.child(of: node), key, size: size, proposal: proposal)
    case .container(let i):
      let l = tree.containers[Int(i)]
      return memoisedAlignment(node, key, size, proposal) {
        containerAlignment(l, node, key, size: size, proposal: proposal)
      }
    case .grid(let l):
      guard !key.isFrameAlignment else { return nil }
      return memoisedAlignment(node, key, size, proposal) {
        let placements = arrangeGrid(node, l, proposal).placements
        return combine(
          key, placements.map { LayoutChild(computer: self, node: $0.0) }, placements.map(\.1))
      }
    case .gridRow(let l):
      guard !key.isFrameAlignment else { return nil }
      return memoisedAlignment(node, key, size, proposal) {
        let arrangement = arrangeStack(
          node, l.stack, l.stack.placementProposal(proposal, size: size))
        return combine(key, children(node), arrangement.placements)
      }
    case .safeAreaInset(let l):
      let c = children(node)
      let a = l.arrange(primary: c[0], content: c[1], proposal: proposal)
      guard let v = c[0].explicitAlignment(key, size: a.primary.size, proposal: a.primary.proposal)
      else { return nil }
      return a.primary.origin[key.axis] + v
    case .viewThatFits(let l):
      let c = children(node)
      guard !c.isEmpty else { return nil }
      return c[l.choice(c, proposal)].explicitAlignment(key, size: size, proposal: proposal)
    default:
      // Every other kind is a unary modifier (`UnaryDispatch.swift`).
      return unary(node, UnaryAlignment(key: key, size: size, proposal: proposal)) ?? nil
    }
  }

  /// A container's explicit value: its children's explicit values, each shifted by the
  /// child's origin, combined per guide — first baseline the top-most, last baseline the
  /// bottom-most (verdict of LayoutRules.md §2.3), a custom guide their mean.
  func combine(
    _ key: AlignmentKey, _ children: some Sequence<LayoutChild>, _ placements: [ChildPlacement]
  ) -> Double? {
    var values: [Double] = []
    for (child, p) in zip(children, placements) {
      if let v = child.explicitAlignment(key, size: p.size, proposal: p.proposal) {
        values.append(p.origin[key.axis] + v)
      }
    }
    guard !values.isEmpty else { return nil }
    if key == .firstTextBaseline { return values.min() }
    if key == .lastTextBaseline { return values.max() }
    return values.reduce(0, +) / Double(values.count)
  }

  /// The default value of a guide for a view of `size` (LayoutRules.md §2.1): fractions of the
  /// size for the built-in guides (text baselines fall back to the bottom), the declared
  /// closure for a custom one.
  @inline(__always)
  func defaultAlignment(_ key: AlignmentKey, size: Size) -> Double {
    if key.isCustom { return customDefault(key, size: size) }
    let length = size[key.axis]
    switch key.id {
    case 0: return 0
    case 1: return length / 2
    default: return length
    }
  }

  private func customDefault(_ key: AlignmentKey, size: Size) -> Double {
    let custom = tree.customAlignments[key.id - AlignmentKey.firstCustomID]
    return custom.defaultValue.evaluate(width: size.width, height: size.height) {
      k, explicitOnly in
      explicitOnly || k == key ? nil : self.defaultAlignment(k, size: size)
    } ?? 0
  }
}
