/// Every node's frame in canvas coordinates, unrounded, written by placement through a
/// pointer: `Layout.run` hands the computer the storage of the result's `[Rect]` while it is
/// being made (`[Rect](unsafeUninitializedCapacity:)`), so nothing is copied at the end.
///
/// What it buys: the frames were a `[Rect]` property, and every write checked that its buffer
/// was unique (`_makeMutableAndUnique`, `isUniquelyReferenced`, `_endMutation`): 2.3% of a
/// layout's instructions on the wide and feed shapes (BENCHMARKS.md, *Speed work, ninth round:
/// the engine*). A computer made without storage (tests) allocates its own and frees it.
struct FrameTable {
  private let frames: UnsafeMutableBufferPointer<Rect>
  private let owned: Bool

  /// `count` frames of storage the computer owns, every one `.zero`.
  init(count: Int) {
    frames = .allocate(capacity: count)
    frames.initialize(repeating: .zero)
    owned = true
  }

  /// Frames written into `storage`, which outlives the computer: zeroed, or uninitialised when
  /// placement writes every one (`LayoutTree.placesEveryNode`).
  init(borrowing storage: UnsafeMutableBufferPointer<Rect>) {
    frames = storage
    owned = false
  }

  @inline(__always)
  subscript(node: Int) -> Rect {
    get { frames[node] }
    nonmutating set { frames[node] = newValue }
  }

  /// Every frame, copied out.
  var array: [Rect] { Array(frames) }

  /// Called once, by the computer's `deinit`.
  func free() {
    if owned { frames.deallocate() }
  }
}
