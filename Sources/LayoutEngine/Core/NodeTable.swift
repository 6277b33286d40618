/// Fixed-size storage a `LayoutComputer` owns for its per-node tables (size answers, gaps):
/// reads and writes through a pointer, with no copy-on-write check, retain or exclusivity
/// check per access — the size cache is read several times per node. The computer frees it.
struct NodeTable<Element> {
  let base: UnsafeMutablePointer<Element>
  let count: Int
  /// Allocated here, so freed by `free` (not a borrowed table).
  private let owned: Bool

  init(repeating value: Element, count: Int) {
    self.count = count
    base = .allocate(capacity: Swift.max(count, 1))
    base.initialize(repeating: value, count: count)
    owned = true
  }

  /// Room for `count` elements, uninitialised: for a trivial `Element` whose slots are read
  /// only after they are written.
  init(uninitializedCount count: Int) {
    self.count = count
    base = .allocate(capacity: Swift.max(count, 1))
    owned = true
  }

  init(copying elements: [Element]) {
    count = elements.count
    base = .allocate(capacity: Swift.max(count, 1))
    _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
    owned = true
  }

  /// `elements` read in place, never written: valid while their owner keeps them, which must
  /// outlive the table (`Layout.run` lends the tree's child list and routes for the layout;
  /// copying them was 4 bytes a node read and written twice at every start).
  init(borrowing elements: UnsafeBufferPointer<Element>) {
    count = elements.count
    if let start = elements.baseAddress {
      base = UnsafeMutablePointer(mutating: start)
      owned = false
    } else {
      base = .allocate(capacity: 1)
      owned = true
    }
  }

  @inline(__always)
  subscript(i: Int) -> Element {
    get { base[i] }
    nonmutating set { base[i] = newValue }
  }

  /// The run `start..<start + length`, valid while the table lives.
  func buffer(_ start: Int, _ length: Int) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base + start, count: length)
  }

  /// Every element, copied out.
  var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Called once, by the owner's `deinit`; a borrowed table is left alone.
  func free() {
    guard owned else { return }
    base.deinitialize(count: count)
    base.deallocate()
  }
}
