import LayoutEngine
import LayoutOutput
import Testing

/// A streamed document (`JSONRenderer.stream`) is the rendered one byte for byte, handed over in
/// chunks no larger than the chunk size, so the writer never holds the whole document.
@Suite struct JSONStreamTests {
  /// What a sink was handed.
  final class Chunks {
    var bytes: [UInt8] = []
    var sizes: [Int] = []
  }

  func streamed(_ result: LayoutResult, chunkSize: Int) -> Chunks {
    let chunks = Chunks()
    JSONRenderer.stream(result, chunkSize: chunkSize) { chunk in
      chunks.bytes.append(contentsOf: chunk)
      chunks.sizes.append(chunk.count)
    }
    return chunks
  }

  /// `nestedViews()` renders to more than 1,000 bytes; in chunks of 256 (the smallest chunk)
  /// that is at least 4 chunks, each at most 256 bytes, together the bytes of `renderBytes`.
  @Test func streamedBytesAreTheDocumentInChunksOfAtMostTheChunkSize() {
    let whole = JSONRenderer.renderBytes(nestedViews()).withBytes { Array($0) }
    let chunks = streamed(nestedViews(), chunkSize: 256)
    #expect(chunks.bytes == whole)
    #expect(whole.count > 1_000)
    #expect(chunks.sizes.count >= (whole.count + 255) / 256)
    #expect(chunks.sizes.allSatisfy { $0 <= 256 })
  }

  /// A piece larger than a chunk (a 1,000-character text: its string, quotes included, is
  /// 1,002 bytes, written in one piece after `"text": `) is handed over whole: the buffer grows
  /// to 1,002 bytes for it and the bytes are still the document's.
  @Test func aPieceLargerThanAChunkIsWrittenWhole() {
    let result = textView(String(repeating: "a", count: 1_000))
    let whole = JSONRenderer.renderBytes(result).withBytes { Array($0) }
    let chunks = streamed(result, chunkSize: 256)
    #expect(chunks.bytes == whole)
    #expect(chunks.sizes.contains(1_002))
  }

  /// A text view alone on the canvas.
  func textView(_ text: String) -> LayoutResult {
    var builder = LayoutTreeBuilder()
    let index = builder.beginView(
      ViewRecord(type: "Text", role: .text, text: text, line: 1, column: 1, parent: nil))
    let node = builder.addNode(.shape)
    builder.completeView(index, node: node, modifiers: [])
    return Layout.run(builder.finish(root: node), on: Canvas())
  }
}
