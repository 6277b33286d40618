/// A stack's last arrangement along its axis (steps 1–4 of LayoutRules.md §6.1): the length
/// offered to each child and the size it answered, kept so that placing the stack neither
/// distributes again nor searches the size cache for its children's answers.
///
/// SwiftUI asks a stack for its size, then places it with its final proposal, and the
/// placement arranges the children again: each probed at 0 and ∞ once more (cached answers),
/// sorted, offered its share, asked its size for it. The shares depend only on the proposal's
/// length along the axis, the gaps, the priorities and the children's answers to the probes and
/// shares; the answers are kept by the size cache, so a placement proposed the same length
/// along the axis, and across it the same length or one all the children ignore
/// (`SizeShortcuts`), gets the same shares and the same answers. A placement that finds them
/// proposes each child its share and reads its size from here; it skips the probes, the sort
/// and a search of each child's size-cache row, which had left the processor's caches since
/// sizing on large trees (BENCHMARKS.md, *Speed work, tenth round: the engine*). A stack
/// proposed no length along its axis offers each child its ideal length and keeps the
/// answers the same way.
///
/// Only when sizes are pure functions of the proposal: not with a trace (which shows every
/// query), stand-ins (`SizingBehavior`), relative frames (container sizes) or frames that
/// read a `GeometryReader` (whose sizes change when the reader is placed again); the
/// computer gives no slot then.
struct StackShares {
  /// Per place in the tree's child list: the length offered to that child along its
  /// parent's axis when the parent last distributed one.
  private let shares: NodeTable<Double>
  /// Per place in the tree's child list: the child's answer in its parent's last arrangement.
  private let sizes: NodeTable<Size>
  /// Per size-cache row (every stack has one): the proposal of the stack's last arrangement.
  /// Uninitialised: read only once the row holds an answer (`SizeCache.isEmpty`), and a
  /// stack's first answer is computed through `slot`, which notes the proposal while the row
  /// is empty. Filling it with `.unspecified` at the start wrote 16 bytes a row per layout.
  private let proposals: NodeTable<ProposedSize>

  init(childListCount: Int, rowCount: Int) {
    // Uninitialised: a stack's shares and sizes are read only once its proposal is noted,
    // after the arrangement that wrote them (zeroing them was a write of every node's slot
    // per layout).
    shares = NodeTable(uninitializedCount: childListCount)
    sizes = NodeTable(uninitializedCount: childListCount)
    proposals = NodeTable(uninitializedCount: rowCount)
  }

  /// Called once, by the computer's `deinit`.
  func free() {
    shares.base.deallocate()
    sizes.base.deallocate()
    proposals.base.deallocate()
  }

  /// A stack's shares and its children's answers, where `arrange` reads them (`known`) or
  /// writes them.
  struct Slot {
    let shares: UnsafeMutableBufferPointer<Double>
    let sizes: UnsafeMutableBufferPointer<Size>
    /// The shares and sizes hold the arrangement for this proposal.
    let known: Bool
  }

  /// The slot of the stack with size-cache `row` whose children start at `first` in the
  /// child list, for an arrangement of `p` along `axis`. Known when the stack's row holds an
  /// answer (not `empty`) and the last arrangement's proposal had the same bits along the
  /// axis, and across it the same bits or a length the children all ignore (`ignoresAcross`). Otherwise, when `noting`, the proposal is noted
  /// now and the arrangement about to run fills the slot; nil when not. Placement does not
  /// note: a stack is placed once, so what it wrote then would never be read (the feed shape's
  /// lines stack, placed at a height it was never sized with, wrote them on every card).
  @inline(__always)
  func slot(
    row: Int32, first: Int, count: Int, _ p: ProposedSize, axis: Axis, ignoresAcross: Bool,
    empty: Bool, noting: Bool
  ) -> Slot? {
    var known = false
    if !empty {
      let last = proposals[Int(row)]
      known =
        last.bits(axis) == p.bits(axis)
        && (ignoresAcross || last.bits(axis.other) == p.bits(axis.other))
    }
    if !known {
      guard noting else { return nil }
      proposals[Int(row)] = p
    }
    return Slot(
      shares: UnsafeMutableBufferPointer(start: shares.base + first, count: count),
      sizes: UnsafeMutableBufferPointer(start: sizes.base + first, count: count), known: known)
  }
}
