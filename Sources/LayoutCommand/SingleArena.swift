#if canImport(Glibc)
  import Glibc
#endif

/// Makes glibc serve every thread from its main heap, for a process whose work runs on one
/// thread (a single file's run, on its large-stack thread while the main thread waits).
///
/// glibc gives each new thread an arena of its own and grows that arena's heap only by what
/// each allocation needs: one `mprotect` system call per 4 KiB page. The 100,000-view file
/// made 13,525 of them (23% of the run's system calls' time under `strace -c`). The main
/// heap grows by `brk` with 128 KiB to spare: 418 calls, and about 15 ms less system time
/// (BENCHMARKS.md, *One heap for a run on one thread*). A matrix's workers keep their own
/// arenas: sharing one would make them wait for each other's allocations.
public enum SingleArena {
  /// Must be called before the process starts its first thread: glibc fixes its arena limit
  /// when a second arena is first wanted.
  public static func use() {
    #if canImport(Glibc)
      // `mallopt` and `M_ARENA_MAX` (-8, <malloc.h>) are not in the Glibc module's headers;
      // the function is looked up in the C library already loaded.
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
      let arenaMaximum: Int32 = -8
      _ = unsafeBitCast(symbol, to: MallOpt.self)(arenaMaximum, 1)
    #endif
  }
}
