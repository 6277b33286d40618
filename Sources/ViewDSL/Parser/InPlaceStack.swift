/// A stack whose elements are read and changed in place through their address: the tree
/// builder's frames, and its pending views (`PendingViews`).
///
/// In an array, every change of a frame (several a line) checked the array's uniqueness and
/// bounds first, and a frame popped went through the generic `removeLast`; here a change is a
/// store, and a pop one move. Indices are checked once, against `count`.
final class InPlaceStack<Element> {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 16) {
    self.capacity = capacity
    storage = .allocate(capacity: capacity)
  }

  convenience init(_ first: consuming Element) {
    self.init()
    push(first)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// The element at `index`, in place.
  subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < count, "stack index out of range")
      return UnsafePointer(storage + index)
    }
    unsafeMutableAddress {
      precondition(index >= 0 && index < count, "stack index out of range")
      return storage + index
    }
  }

  func push(_ element: consuming Element) {
    if count == capacity {
      let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = larger
      capacity *= 2
    }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// The top element, moved out.
  func pop() -> Element {
    precondition(count > 0, "pop from an empty stack")
    count -= 1
    return (storage + count).move()
  }

  /// The elements from `start` on, moved (not copied) into an array of their count.
  ///
  /// Reserved and appended one by one: `Array(unsafeUninitializedCapacity:)` allocates through
  /// the standard library's unspecialised generic path, about 680 instructions an array
  /// against 330 for `reserveCapacity` and a few for each append.
  func take(from start: Int) -> [Element] {
    let taken = count - start
    guard taken > 0 else { return [] }
    var elements: [Element] = []
    elements.reserveCapacity(taken)
    for k in start..<count { elements.append((storage + k).move()) }
    count = start
    return elements
  }
}
