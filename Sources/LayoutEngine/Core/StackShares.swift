/// The lengths a stack last shared out among its children along its axis (steps 1–4 of
/// LayoutRules.md §6.1), kept so that placing the stack does not distribute again.
///
/// SwiftUI asks a stack for its size, then places it with its final proposal, and the
/// placement arranges the children again: each probed at 0 and ∞ once more (cached answers),
/// sorted, offered its share. The shares depend only on the proposal's length along the axis,
/// the gaps, the priorities and the children's answers to the probes and shares; the answers
/// are kept by the size cache, so a placement proposed the same length along the axis, and
/// across it the same length or one all the children ignore (`SizeShortcuts`), gets the same
/// shares. A placement that finds them proposes each child its share and reads its size and
/// guide as before; it skips the probes and the sort.
///
/// Only when sizes are pure functions of the proposal: not with a trace (which shows every
/// query), stand-ins (`SizingBehavior`), relative frames (container sizes) or frames that
/// read a `GeometryReader` (whose sizes change when the reader is placed again); the
/// computer gives no slot then.
struct StackShares {
  /// Per place in the tree's child list: the length offered to that child along its
  /// parent's axis when the parent last distributed one.
  private let shares: NodeTable<Double>
  /// Per size-cache row (every stack has one): the proposal of the stack's last distribution;
  /// `ProposedSize.unspecified` (which never distributes) until it has one.
  private let proposals: NodeTable<ProposedSize>

  init(childListCount: Int, rowCount: Int) {
    // Uninitialised: a stack's shares are read only once its proposal is noted, after the
    // distribution that wrote them (zeroing them was a write of every node's slot per layout).
    shares = NodeTable(uninitializedCount: childListCount)
    proposals = NodeTable(repeating: .unspecified, count: rowCount)
  }

  /// Called once, by the computer's `deinit`.
  func free() {
    shares.base.deallocate()
    proposals.free()
  }

  /// A stack's shares, where `arrange` reads them (`known`) or writes them.
  struct Slot {
    let shares: UnsafeMutableBufferPointer<Double>
    /// The shares hold the distribution for this proposal.
    let known: Bool
  }

  /// The slot of the stack with size-cache `row` whose children start at `first` in the
  /// child list, for a distribution of `p` along `axis`. Known when the last distribution's
  /// proposal had the same bits along the axis, and across it the same bits or a length the
  /// children all ignore (`ignoresAcross`). Otherwise, when `noting`, the proposal is noted
  /// now and the distribution about to run fills the shares; nil when not. Placement does not
  /// note: a stack is placed once, so shares written then are never read (the feed shape's
  /// lines stack, placed at a height it was never sized with, wrote them on every card).
  @inline(__always)
  func slot(
    row: Int32, first: Int, count: Int, _ p: ProposedSize, axis: Axis, ignoresAcross: Bool,
    noting: Bool
  ) -> Slot? {
    let last = proposals[Int(row)]
    let known =
      last.bits(axis) == p.bits(axis)
      && (ignoresAcross || last.bits(axis.other) == p.bits(axis.other))
    if !known {
      guard noting else { return nil }
      proposals[Int(row)] = p
    }
    return Slot(
      shares: UnsafeMutableBufferPointer(start: shares.base + first, count: count), known: known)
  }
}
