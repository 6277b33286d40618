/// A rendered document kept as the UTF-8 bytes the writer produced, handed over without a
/// copy. Turning a 100,000-view JSON document (32 MB) into a `String` copied it while the
/// writer's buffer was still alive: 320 bytes per view of peak memory, and a UTF-8 check of
/// every byte. The bytes go to standard output as they are; `string` decodes them only for
/// callers that need text (`--check`, matrices, tests). A plain run does not hold the document
/// at all: it streams it (`JSONRenderer.stream`).
public final class RenderedBytes: @unchecked Sendable {
  // Written once by the writer, then only read: safe to share.
  private let storage: UnsafeMutablePointer<UInt8>
  public let count: Int

  /// Takes ownership of `count` initialised bytes at `storage` (allocated with `allocate`).
  init(taking storage: UnsafeMutablePointer<UInt8>, count: Int) {
    self.storage = storage
    self.count = count
  }

  deinit { storage.deallocate() }

  /// The bytes, for writing out.
  public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: storage, count: count))
  }

  /// The document as text.
  public var string: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }
}
