/// The views of the tree builder's open view frames, each followed by the children read under
/// it so far, in order: when a view's frame closes, its children move out of here into one
/// array of their exact count, and the view itself stays as its parent's next child (or leaves,
/// for a parent that is not a view). The builder changes a view in place here (`subscript`).
///
/// Appended one by one to the parent's `children`, a row of three views grew its array three
/// times (capacity 1, 2, 4: an allocation and a move each, about 400 instructions a view of
/// the wide benchmark file) and kept room for a fourth.
final class PendingViews {
  private var storage: UnsafeMutablePointer<ViewSyntax>
  private var capacity = 64
  /// How many views wait here; a view frame notes it when it opens.
  private(set) var count = 0

  init() {
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  func push(_ view: consuming ViewSyntax) {
    if count == capacity {
      let larger = UnsafeMutablePointer<ViewSyntax>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = larger
      capacity *= 2
    }
    (storage + count).initialize(to: view)
    count += 1
  }

  /// The view at `index`, read and changed in place (a getter would copy the whole view to
  /// read one field).
  subscript(index: Int) -> ViewSyntax {
    unsafeAddress {
      precondition(index >= 0 && index < count, "pending view index out of range")
      return UnsafePointer(storage + index)
    }
    unsafeMutableAddress {
      precondition(index >= 0 && index < count, "pending view index out of range")
      return storage + index
    }
  }

  /// The last view, moved out.
  func pop() -> ViewSyntax {
    count -= 1
    return (storage + count).move()
  }

  /// The views from `start` on, moved (not copied) into an array of their count.
  ///
  /// Reserved and appended one by one: `Array(unsafeUninitializedCapacity:)` allocates through
  /// the standard library's unspecialised generic path, about 680 instructions an array
  /// against 330 for `reserveCapacity` and a few for each append.
  func take(from start: Int) -> [ViewSyntax] {
    let taken = count - start
    guard taken > 0 else { return [] }
    var views: [ViewSyntax] = []
    views.reserveCapacity(taken)
    for k in start..<count { views.append((storage + k).move()) }
    count = start
    return views
  }
}
