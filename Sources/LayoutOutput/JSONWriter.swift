/// Writes JSON in `jq .` style straight into UTF-8 bytes: one value per line, two-space
/// indentation, `"key": value`, `{}` and `[]` for empty containers.
///
/// The renderer writes through this instead of building a `JSONValue` tree first: a 100,000-view
/// document is then one growing buffer, not millions of small strings and enum boxes. The
/// buffer is managed by hand (a byte store is a capacity check and a write), which is why the
/// writer cannot be copied.
///
/// A streaming writer (`init(chunkSize:sink:)`) never holds the whole document: when the next
/// piece does not fit its buffer, the buffer goes to the sink and starts again, so a 32 MB
/// document costs one chunk of memory. The check is the one that would otherwise grow the
/// buffer, so the bytes' fast path is the same.
public struct JSONWriter: ~Copyable {
  /// Where a streaming writer's chunks go: an output stream's `write`, for one.
  public typealias Sink = (UnsafeBufferPointer<UInt8>) -> Void

  /// 64 KiB: about 200 views of the renderer's JSON per `write`, few enough calls for a
  /// 32 MB document (about 500) and small beside the layout it prints.
  public static let defaultChunkSize = 64 << 10

  private var storage: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// nil: the writer keeps every byte until `finish`.
  private let sink: Sink?
  /// Per open container, how many members or elements it has so far.
  private var counts: [Int] = []
  /// Numbers and escaped strings are formatted here, then copied in.
  private var scratch: [UInt8] = []

  public init(capacity: Int = 0) {
    self.capacity = max(capacity, 256)
    storage = .allocate(capacity: self.capacity)
    sink = nil
  }

  /// A streaming writer: bytes go to `sink` in chunks of at most `chunkSize` (unless one piece,
  /// a long string, is larger: the buffer then grows to hold it); `finishStream()` sends the rest.
  public init(chunkSize: Int = defaultChunkSize, sink: @escaping Sink) {
    capacity = max(chunkSize, 256)
    storage = .allocate(capacity: capacity)
    self.sink = sink
  }

  deinit { storage.deallocate() }

  // MARK: Containers

  public mutating func openObject() { open(UInt8(ascii: "{")) }
  public mutating func closeObject() { close(UInt8(ascii: "}")) }
  public mutating func openArray() { open(UInt8(ascii: "[")) }
  public mutating func closeArray() { close(UInt8(ascii: "]")) }

  /// Starts an object member: the separator, the indentation and `"key": `, the key escaped
  /// as any string. The value follows.
  public mutating func key(escaping key: String) {
    nextItem()
    string(key)
    byte(UInt8(ascii: ":"))
    byte(UInt8(ascii: " "))
  }

  /// The same for a key known to need no escaping (the renderer's own keys, all plain ASCII
  /// names): its bytes are copied as they are.
  public mutating func key(_ key: StaticString) {
    nextItem()
    reserve(key.utf8CodeUnitCount + 4)
    storage[count] = UInt8(ascii: "\"")
    (storage + count + 1).update(from: key.utf8Start, count: key.utf8CodeUnitCount)
    count += key.utf8CodeUnitCount + 1
    storage[count] = UInt8(ascii: "\"")
    storage[count + 1] = UInt8(ascii: ":")
    storage[count + 2] = UInt8(ascii: " ")
    count += 3
  }

  /// Starts an array element: the separator and the indentation. The value follows.
  public mutating func element() { nextItem() }

  // MARK: Values

  public mutating func string(_ value: String) {
    // Type and modifier names, ids, most texts: nothing to escape, so the bytes are copied
    // straight from the string's storage, no scratch copy and no escaping pass.
    let copied = value.utf8.withContiguousStorageIfAvailable { plainString($0) }
    guard copied != true else { return }
    scratch.removeAll(keepingCapacity: true)
    appendJSONString(value, to: &scratch)
    flushScratch()
  }

  /// A length with `formatNumber`'s digits; `null` when not finite (JSON has no infinity).
  public mutating func number(_ value: Double) {
    guard value.isFinite else { return run("null") }
    guard value.magnitude < 0x1p53 else {
      scratch.removeAll(keepingCapacity: true)
      appendNumber(value, to: &scratch)
      return flushScratch()
    }
    // Every length of a layout: formatted in place, no scratch copy.
    reserve(maximumShortNumberLength)
    count += writeShortNumber(value, to: storage + count)
  }

  public mutating func integer(_ value: Int) {
    reserve(20)
    count += writeInteger(Int64(value), to: storage + count)
  }

  public mutating func bool(_ value: Bool) { run(value ? "true" : "false") }
  public mutating func null() { run("null") }

  /// Bytes copied as they are: a renderer that knows the layout around its values writes the
  /// separators, indentation and keys between them as one run (`JSONViewRecords`). The caller
  /// keeps the document well formed; the writer's own layout does not see these bytes.
  /// Inlined, a literal's length is a constant and the copy a few moves: as a call, a run cost
  /// 50 instructions, 29 of them in `memcpy`.
  @inline(__always)
  mutating func run(_ bytes: StaticString) {
    reserve(bytes.utf8CodeUnitCount)
    (storage + count).update(from: bytes.utf8Start, count: bytes.utf8CodeUnitCount)
    count += bytes.utf8CodeUnitCount
  }

  /// The document: the bytes written and a final newline.
  public mutating func finish() -> String {
    byte(UInt8(ascii: "\n"))
    return String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// The document as `finish()` makes it, its buffer handed over instead of copied; the writer
  /// is left empty.
  public mutating func finishBytes() -> RenderedBytes {
    byte(UInt8(ascii: "\n"))
    let document = RenderedBytes(taking: storage, count: count)
    capacity = 1
    count = 0
    storage = .allocate(capacity: capacity)
    return document
  }

  /// A streaming writer's end: the final newline, then every byte still buffered to the sink.
  public mutating func finishStream() {
    byte(UInt8(ascii: "\n"))
    flush()
  }

  // MARK: Layout

  private mutating func open(_ bracket: UInt8) {
    byte(bracket)
    counts.append(0)
  }

  private mutating func close(_ bracket: UInt8) {
    let count = counts.removeLast()
    if count > 0 { startLine(counts.count) }
    byte(bracket)
  }

  private mutating func nextItem() {
    let top = counts.count - 1
    if counts[top] > 0 { byte(UInt8(ascii: ",")) }
    counts[top] += 1
    startLine(counts.count)
  }

  /// A line break and two spaces per level.
  private mutating func startLine(_ depth: Int) {
    reserve(1 + 2 * depth)
    storage[count] = UInt8(ascii: "\n")
    (storage + count + 1).update(repeating: UInt8(ascii: " "), count: 2 * depth)
    count += 1 + 2 * depth
  }

  // MARK: Bytes

  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(count + extra) }
  }

  private mutating func grow(_ needed: Int) {
    var needed = needed
    if sink != nil {
      let extra = needed - count
      flush()
      guard extra > capacity else { return }
      // A piece larger than a chunk: the buffer grows to hold it.
      needed = extra
    }
    let newCapacity = max(needed, capacity * 2)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  /// A streaming writer hands its buffered bytes to the sink and starts its buffer again.
  private mutating func flush() {
    guard let sink, count > 0 else { return }
    sink(UnsafeBufferPointer(start: storage, count: count))
    count = 0
  }

  private mutating func byte(_ b: UInt8) {
    reserve(1)
    storage[count] = b
    count += 1
  }

  /// Writes `utf8` in quotes when it has nothing to escape (no quote, backslash or control
  /// byte; multi-byte UTF-8 is written as it is); false, writing nothing, otherwise. Each byte
  /// is checked and copied in one pass: the strings are short (names of a few letters), where
  /// a call to `memcpy` would cost more than the bytes.
  private mutating func plainString(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    reserve(utf8.count + 2)
    let start = storage + count
    start[0] = UInt8(ascii: "\"")
    for offset in utf8.indices {
      let byte = utf8[offset]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
      start[offset &+ 1] = byte
    }
    start[utf8.count + 1] = UInt8(ascii: "\"")
    count += utf8.count + 2
    return true
  }

  private mutating func flushScratch() {
    guard !scratch.isEmpty else { return }
    reserve(scratch.count)
    scratch.withUnsafeBufferPointer {
      (storage + count).update(from: $0.baseAddress!, count: $0.count)
    }
    count += scratch.count
  }
}
