#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a plain JSON run writes its document while rendering it (`RunEnvironment.streamedOutput`),
/// a chunk at a time, so the whole document is never held: about 320 bytes a view of the
/// process's peak memory for the 100,000-view file.
///
/// After a failed write the rest is dropped, as the whole document's single write dropped what
/// it could not write: the output is cut short, never left with a hole, and the exit status is
/// the run's.
public final class StreamedOutput: @unchecked Sendable {
  // Used by one run's thread, which its caller waits for: never by two threads at once.
  private let write: (UnsafeBufferPointer<UInt8>) -> Bool
  private var failed = false

  /// `write` writes every byte it is given and says whether it could.
  public init(_ write: @escaping (UnsafeBufferPointer<UInt8>) -> Bool) {
    self.write = write
  }

  /// The process's standard output.
  public static func standardOutput() -> StreamedOutput {
    StreamedOutput { writeAll($0, to: STDOUT_FILENO) }
  }

  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !failed else { return }
    failed = !write(bytes)
  }
}
