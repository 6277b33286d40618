import LayoutEngine

/// The `--format json` output (Documentation/JSON.md): the canvas, then every view depth first with its
/// display frame (rounded to the pixel grid) and its modifiers' frames, innermost first.
///
/// Keys come in the order of Documentation/JSON.md; the layout of the text is `JSONWriter`'s (`jq .` style),
/// written straight to bytes (a large file renders in one pass, without a document tree).
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
    writer.openArray()
    for (index, view) in result.tree.views.enumerated() {
      writer.element()
      self.view(view, index: index, in: result, &writer)
    }
    writer.closeArray()
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

  static func view(_ view: ViewRecord, index: Int, in result: LayoutResult, _ w: inout JSONWriter) {
    w.openObject()
    w.key("index")
    w.integer(index)
    w.key("parent")
    if let parent = view.parent { w.integer(parent) } else { w.null() }
    w.key("type")
    w.string(view.type)
    if let id = view.id {
      w.key("id")
      w.string(id)
    }
    if view.role == .text {
      w.key("text")
      w.string(view.text ?? "")
      // Documentation/JSON.md: `lines` (how many lines the text was laid out in), then the baselines as
      // offsets from the view's top.
      if let measured = result.texts[view.node] {
        w.key("lines")
        w.integer(measured.lineCount)
        w.key("firstBaseline")
        w.number(measured.firstBaseline)
        w.key("lastBaseline")
        w.number(measured.lastBaseline)
      }
    }
    if view.estimate != nil {
      // Documentation/JSON.md: the view's size rests on an unmeasured constant.
      w.key("estimated")
      w.bool(true)
    }
    if !result.tree.files.isEmpty {
      w.key("file")
      w.string(result.tree.files[view.file])
    }
    w.key("line")
    w.integer(view.line)
    w.key("column")
    w.integer(view.column)
    frame(result.displayFrame(view.node), &w)
    w.key("modifiers")
    w.openArray()
    for modifier in view.modifiers {
      w.element()
      w.openObject()
      w.key("name")
      w.string(modifier.name)
      frame(result.displayFrame(modifier.node), &w)
      w.closeObject()
    }
    w.closeArray()
    if let behavior = result.behaviors?[index] {
      w.key("behavior")
      self.behavior(behavior, &w)
    }
    w.closeObject()
  }

  /// `--behaviors`: `{"intrinsic": {"horizontal": …, "vertical": …}, "effective": {…}}`.
  static func behavior(_ b: ViewBehavior, _ w: inout JSONWriter) {
    func axes(_ h: SizingBehavior, _ v: SizingBehavior, _ w: inout JSONWriter) {
      w.openObject()
      w.key("horizontal")
      w.string(h.rawValue)
      w.key("vertical")
      w.string(v.rawValue)
      w.closeObject()
    }
    w.openObject()
    w.key("intrinsic")
    axes(b.intrinsic.horizontal, b.intrinsic.vertical, &w)
    w.key("effective")
    axes(b.effective.horizontal, b.effective.vertical, &w)
    w.closeObject()
  }

  static func frame(_ rect: Rect, _ w: inout JSONWriter) {
    w.key("x")
    w.number(rect.minX)
    w.key("y")
    w.number(rect.minY)
    w.key("width")
    w.number(rect.width)
    w.key("height")
    w.number(rect.height)
  }
}
