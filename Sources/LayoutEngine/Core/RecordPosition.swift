/// A view's or modifier's line, column and file in 32 bits each instead of 64: a file is at
/// most 32 MiB and a run has at most a few thousand files. Every view of a tree keeps one, so
/// this takes 12 bytes a view and a modifier off the tree (a view record was 96 bytes instead of
/// 128, a modifier record 40 instead of 56: `ViewRecordTests`), 4.4 MB of the 100,000-view
/// file's peak memory.
@usableFromInline
struct RecordPosition: Sendable {
  @usableFromInline var line: Int32
  @usableFromInline var column: Int32
  @usableFromInline var file: Int32

  @inlinable
  init(line: Int, column: Int, file: Int) {
    self.line = Int32(line)
    self.column = Int32(column)
    self.file = Int32(file)
  }
}
