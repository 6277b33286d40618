import LayoutEngine

/// View records rendered on another thread while the document's start streams
/// (`JSONRenderer.stream(…, concurrently:)`): kept as the writer's chunks, copied into arrays of
/// 64 KiB (below glibc's mmap threshold, so they reuse freed heap instead of new pages).
/// Written by one thread, read by the other only after it has waited for the first.
final class RenderedChunks: @unchecked Sendable {
  private(set) var chunks: [[UInt8]] = []

  /// The records of `range` (which does not start at 0), as they follow the earlier ones.
  func render(_ result: LayoutResult, _ range: Range<Int>, chunkSize: Int) {
    var writer = JSONWriter(chunkSize: chunkSize) { [self] in chunks.append(Array($0)) }
    JSONViewRecords.write(result, range, to: &writer)
    writer.flushPart()
  }
}
