/// The lines and drawings of many measured texts, each written once, for results that carry
/// an index into it instead of arrays of their own (`TextLayoutResult`). What it buys: a
/// cached result handed out again retains one object shared by thousands of results, whose
/// reference count stays in the processor's cache, instead of two arrays of its own that miss
/// it (BENCHMARKS.md, *A repeated string at 5 million a second*). Its capacity is fixed: a
/// full store is replaced, never grown, so an element once written never moves, and a result
/// may read it on any thread while the one writer appends later elements.
public final class TextLineStore: @unchecked Sendable {
  private struct Element {
    var lines: [String]
    var drawing: TextDrawing?
  }

  private let elements: UnsafeMutablePointer<Element>
  public let capacity: Int
  /// Written only by the owner that appends; readers never look at it.
  public private(set) var count = 0

  public init(capacity: Int) {
    precondition(capacity > 0 && capacity <= Int(Int32.max))
    self.capacity = capacity
    elements = .allocate(capacity: capacity)
  }

  deinit {
    elements.deinitialize(count: count)
    elements.deallocate()
  }

  public var isFull: Bool { count == capacity }

  /// Writes the next element and returns its index; only the store's owner appends.
  public func append(lines: [String], drawing: TextDrawing?) -> Int32 {
    precondition(count < capacity, "a full TextLineStore is replaced, not grown")
    (elements + count).initialize(to: Element(lines: lines, drawing: drawing))
    count += 1
    return Int32(count - 1)
  }

  func lines(at index: Int32) -> [String] { elements[Int(index)].lines }
  func drawing(at index: Int32) -> TextDrawing? { elements[Int(index)].drawing }

  /// One result's own store (results made without a measurer's store, or changed).
  static func single(lines: [String], drawing: TextDrawing?) -> (TextLineStore, Int32) {
    if lines.isEmpty, drawing == nil { return (empty, 0) }
    let store = TextLineStore(capacity: 1)
    return (store, store.append(lines: lines, drawing: drawing))
  }

  /// No lines, no drawing: shared by every result that has neither.
  private static let empty: TextLineStore = {
    let store = TextLineStore(capacity: 1)
    _ = store.append(lines: [], drawing: nil)
    return store
  }()
}
