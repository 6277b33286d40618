#if canImport(Glibc)
  import Glibc
#endif

/// Grows glibc's main heap ahead of a large file's run, in transparent huge pages.
///
/// A large file's run touches its memory once, as it grows: the 100,000-view file faulted in
/// 21,600 pages of 4 KiB, and the kernel's work for them was a quarter of the run's processor
/// time (51 of 222 ms). The kernel gives 2 MiB pages only to memory marked `MADV_HUGEPAGE`
/// (under the usual `madvise` setting of `/sys/kernel/mm/transparent_hugepage/enabled`), and
/// glibc marks its heap only when an environment variable tells it (`glibc.malloc.hugetlb`).
/// So the run takes the room it will need from the heap in blocks, marks it and gives it back;
/// later allocations are carved from it. That file then faults 1,862 times and takes 175 ms
/// (BENCHMARKS.md, *The heap in huge pages*). Untouched huge pages cost nothing: the resident
/// peak grows by about the last, partly used one.
public enum HugePageHeap {
  /// Below this size a file's run is short: not worth the calls.
  static let minimumSourceSize = 256 << 10
  /// The heap's peak is 22 to 25 times the source's size on the bench's files.
  static let bytesPerSourceByte = 24
  /// At most this much is marked: where the kernel had to find hundreds of huge pages (the
  /// 500,000-view file's 400 MB) its faults sometimes cost more than small pages'.
  static let maximumReserve = 128 << 20
  static let hugePage = 2 << 20
  /// glibc's largest mmap threshold (half its 64 MiB heap maximum): blocks up to it come from
  /// the heap, larger ones would be mapped apart.
  static let blockSize = 32 << 20

  /// Prepares the heap for the run of the file at `path` (`-`, standard input, is left alone).
  /// Must run on the thread whose arena the run uses, with `SingleArena` in effect.
  public static func prepare(forSourceAt path: String) {
    #if canImport(Glibc)
      guard path != "-" else { return }
      var info = stat()
      guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
        Int(info.st_size) >= minimumSourceSize
      else { return }
      reserve(bytes: min(Int(info.st_size) * bytesPerSourceByte, maximumReserve))
    #endif
  }

  #if canImport(Glibc)
    static func reserve(bytes: Int) {
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      // <malloc.h>: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3. Blocks of `blockSize` come from
      // the heap, and freeing them must not give the heap's top back to the system.
      guard mallopt(-3, Int32(blockSize)) == 1, mallopt(-1, Int32.max) == 1 else { return }
      var blocks: [(start: Int, end: Int)] = []
      blocks.reserveCapacity(bytes / blockSize + 1)
      var left = bytes
      while left > 0 {
        let size = min(left, blockSize - 4096)
        guard let block = malloc(size) else { break }
        blocks.append((Int(bitPattern: block), Int(bitPattern: block) + size))
        left -= size
      }
      // One stretch of the heap (each block right after the one before, past its header):
      // marked from its first whole huge page to its last. MADV_HUGEPAGE is 14.
      let contiguous = zip(blocks, blocks.dropFirst()).allSatisfy { $1.start - $0.end <= 64 }
      if contiguous, let first = blocks.first, let last = blocks.last {
        let start = (first.start + hugePage - 1) & ~(hugePage - 1)
        let end = last.end & ~(hugePage - 1)
        if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, 14) }
      }
      for block in blocks.reversed() { free(UnsafeMutableRawPointer(bitPattern: block.start)) }
    }
  #endif
}
