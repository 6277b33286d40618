import LayoutEngine

/// The `--format json` output (Documentation/JSON.md): the canvas, then every view depth first with its
/// display frame (rounded to the pixel grid) and its modifiers' frames, innermost first.
///
/// Keys come in the order of Documentation/JSON.md; the layout of the text is `JSONWriter`'s (`jq .` style),
/// written straight to bytes (a large file renders in one pass, without a document tree); the
/// view records, nearly all of the bytes, as fixed runs between their values (`JSONViewRecords`).
/// Renaming or removing a key raises `schemaVersion`; adding one does not
/// (`Schemas/layoutc-output.schema.json`).
public enum JSONRenderer {
  /// Raised when a key is renamed or removed, never when one is added.
  public static let schemaVersion = 1

  /// With `trace` (`--trace`), the document ends with a `trace` array (`TraceRenderer.json`);
  /// without it the key is absent.
  public static func render(_ result: LayoutResult, trace: [TraceEntry]? = nil) -> String {
    renderBytes(result, trace: trace).string
  }

  /// The same document as the writer's bytes (`RenderedBytes`), without a copy into a `String`.
  public static func renderBytes(_ result: LayoutResult, trace: [TraceEntry]? = nil)
    -> RenderedBytes
  {
    // About 330 bytes per view with one modifier: reserve once instead of doubling.
    var writer = JSONWriter(capacity: 512 + result.tree.views.count * 400)
    write(result, trace: trace, &writer)
    return writer.finishBytes()
  }

  /// The same document handed to `sink` a chunk at a time as it is written
  /// (`JSONWriter.init(chunkSize:sink:)`): a plain run prints it without ever holding it whole,
  /// about 320 bytes a view less at the process's peak.
  public static func stream(
    _ result: LayoutResult, trace: [TraceEntry]? = nil,
    chunkSize: Int = JSONWriter.defaultChunkSize, to sink: @escaping JSONWriter.Sink
  ) {
    var writer = JSONWriter(chunkSize: chunkSize, sink: sink)
    write(result, trace: trace, &writer)
    writer.finishStream()
  }

  static func write(_ result: LayoutResult, trace: [TraceEntry]?, _ writer: inout JSONWriter) {
    writer.openObject()
    writer.key("schemaVersion")
    writer.integer(schemaVersion)
    writer.key("canvas")
    canvas(result.canvas, &writer)
    writer.key("views")
    JSONViewRecords.write(result, to: &writer)
    if let trace {
      writer.key("trace")
      TraceRenderer.json(trace, in: result).write(to: &writer)
    }
    writer.closeObject()
  }

  static func canvas(_ canvas: Canvas, _ w: inout JSONWriter) {
    let safeArea = canvas.safeArea
    w.openObject()
    w.key("width")
    w.number(canvas.size.width)
    w.key("height")
    w.number(canvas.size.height)
    w.key("scale")
    w.number(canvas.scale)
    w.key("layoutDirection")
    w.string(canvas.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")
    w.key("os")
    w.string(canvas.os.rawValue)
    w.key("safeArea")
    w.openObject()
    w.key("top")
    w.number(safeArea.top)
    w.key("leading")
    w.number(safeArea.leading)
    w.key("bottom")
    w.number(safeArea.bottom)
    w.key("trailing")
    w.number(safeArea.trailing)
    w.closeObject()
    w.closeObject()
  }
}
