#if canImport(Glibc)
  import Glibc
#endif

/// Gives the pages of freed memory back to the system (glibc's `malloc_trim`), once a run has
/// freed its file's syntax and before layout allocates its size cache.
///
/// glibc keeps freed pages resident. The syntax of a large file (about 500 bytes a view) is
/// freed at the end of compiling, but the size cache of 500,000 views (168 MB, past glibc's
/// mmap threshold) is mapped fresh: both were resident at once, and that file peaked in layout
/// at 618 MB. Now its peak is the end of compiling (BENCHMARKS.md, *Peak memory: streamed JSON*).
enum FreedMemory {
  /// Below this many views the syntax freed is a few megabytes at most and trimming would walk
  /// the heap for nothing (18,000 instructions for `Examples/FeedCard.view`, 0.07% of its run).
  static let worthwhileViews = 10_000

  static func release() {
    #if canImport(Glibc)
      // Not in the Glibc module's headers; looked up in the C library already loaded.
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }
}
