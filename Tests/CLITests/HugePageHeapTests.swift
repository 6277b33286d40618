import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A run of a file of 256 KiB or more grows its heap ahead in huge pages (`HugePageHeap`):
/// the same output as the same source read from standard input (which is left alone), in far
/// fewer page faults.
@Suite struct HugePageHeapTests {
  /// 3,000 rows of the bench's wide shape: 12,002 views, about 450 KB of source, so the file's
  /// run marks 24 × 450 KB ≈ 10.8 MB of heap.
  static let source =
    "ScrollView\n  VStack(spacing: 0)\n"
    + String(
      repeating: """
            HStack(spacing: 0)
              Color.red.frame(width: 40, height: 40)
              Color.green.frame(height: 40)
              Color.red.frame(width: 20, height: 20)

        """, count: 3_000)

  static func writeSource() throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-huge-\(UUID().uuidString).view")
    try Data(source.utf8).write(to: file)
    return file
  }

  @Test func aLargeFileLaysOutAsFromStandardInput() throws {
    #expect(Self.source.utf8.count > 256 << 10)
    let file = try Self.writeSource()
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try layoutc([file.path, "--format", "json"])
    let fromInput = try layoutc(["-", "--format", "json"], input: Self.source)
    #expect(fromFile.status == 0)
    #expect(fromFile.standardError == "")
    #expect(fromFile.standardOutput.utf8.count > 3_000_000)
    #expect(fromFile.standardOutput == fromInput.standardOutput)
  }

  #if canImport(Glibc)
    /// Where the kernel gives huge pages to marked memory and the allocator is glibc's (not
    /// AddressSanitizer's): the file's run faults in fewer pages than the same source from
    /// standard input. Measured with the debug build (a 31 MB resident peak): 3,416 faults
    /// from standard input (not marked), 1,432 from the file.
    @Test func aLargeFileFaultsInHugePages() throws {
      let mode = try? String(
        contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
      let sanitized = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
      guard let mode, !mode.contains("[never]"), !sanitized else { return }
      let file = try Self.writeSource()
      defer { try? FileManager.default.removeItem(at: file) }
      let input = try Self.writeSource()
      defer { try? FileManager.default.removeItem(at: input) }
      let fromFile = try faults([file.path, "--format", "json"], input: nil)
      let fromInput = try faults(["-", "--format", "json"], input: input.path)
      #expect(
        fromFile * 3 < fromInput * 2,
        "\(fromFile) faults from the file, \(fromInput) from standard input")
    }

    /// The minor page faults of one `layoutc` run, its output discarded: spawned and waited
    /// for by itself, so that tests running beside it do not count.
    func faults(_ arguments: [String], input: String?) throws -> Int {
      let binary = try #require(layoutcBinary, "layoutc was not found beside the test bundle")
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
      let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid = pid_t()
      #expect(posix_spawn(&pid, binary.path, &actions, nil, argv, environ) == 0)
      var status: Int32 = 0
      var usage = rusage()
      #expect(wait4(pid, &status, 0, &usage) == pid)
      #expect(status == 0)
      return usage.ru_minflt
    }
  #endif
}
