/// Fixed-size storage a `LayoutComputer` owns for its per-node tables (size answers, gaps):
/// reads and writes through a pointer, with no copy-on-write check, retain or exclusivity
/// check per access — the size cache is read several times per node. The computer frees it.
struct NodeTable<Element> {
  let base: UnsafeMutablePointer<Element>
  let count: Int

  init(repeating value: Element, count: Int) {
    self.count = count
    base = .allocate(capacity: Swift.max(count, 1))
    base.initialize(repeating: value, count: count)
  }

  /// Room for `count` elements, uninitialised: for a trivial `Element` whose slots are read
  /// only after they are written.
  init(uninitializedCount count: Int) {
    self.count = count
    base = .allocate(capacity: Swift.max(count, 1))
  }

  init(copying elements: [Element]) {
    count = elements.count
    base = .allocate(capacity: Swift.max(count, 1))
    _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
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

  /// Called once, by the owner's `deinit`.
  func free() {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
