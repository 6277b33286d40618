import LayoutEngine

/// The `--format json` output (SPEC §4): the canvas, then every view depth first with its
/// display frame (rounded to the pixel grid) and its modifiers' frames, innermost first.
///
/// Keys come in the order of SPEC §4; the layout of the text is `JSONValue`'s (`jq .` style).
/// Renaming or removing a key raises `schemaVersion`; adding one does not
/// (`Schemas/layoutc-output.schema.json`).
public enum JSONRenderer {
  /// Raised when a key is renamed or removed, never when one is added.
  public static let schemaVersion = 1

  /// With `trace` (`--trace`), the document ends with a `trace` array (`TraceRenderer.json`);
  /// without it the key is absent.
  public static func render(_ result: LayoutResult, trace: [TraceEntry]? = nil) -> String {
    document(result, trace: trace).rendered()
  }

  /// The document as a value, before printing.
  public static func document(_ result: LayoutResult, trace: [TraceEntry]? = nil) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("schemaVersion", .integer(schemaVersion)),
      ("canvas", canvas(result.canvas)),
      ("views", .array(result.tree.views.enumerated().map { view($0.element, index: $0.offset, in: result) })),
    ]
    if let trace { members.append(("trace", TraceRenderer.json(trace, in: result))) }
    return .object(members)
  }

  static func canvas(_ canvas: Canvas) -> JSONValue {
    let safeArea = canvas.safeArea
    return .object([
      ("width", .number(canvas.size.width)),
      ("height", .number(canvas.size.height)),
      ("scale", .number(canvas.scale)),
      ("layoutDirection", .string(canvas.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")),
      (
        "safeArea",
        .object([
          ("top", .number(safeArea.top)),
          ("leading", .number(safeArea.leading)),
          ("bottom", .number(safeArea.bottom)),
          ("trailing", .number(safeArea.trailing)),
        ])
      ),
    ])
  }

  static func view(_ view: ViewRecord, index: Int, in result: LayoutResult) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("index", .integer(index)),
      ("parent", view.parent.map { .integer($0) } ?? .null),
      ("type", .string(view.type)),
    ]
    if let id = view.id { members.append(("id", .string(id))) }
    if view.type == "Text" {
      members.append(("text", .string(view.text ?? "")))
      // SPEC §4: `lines` (how many lines the text was laid out in), then the baselines as
      // offsets from the view's top.
      if let measured = result.texts[view.node] {
        members.append(("lines", .integer(measured.lineCount)))
        members.append(("firstBaseline", .number(measured.firstBaseline)))
        members.append(("lastBaseline", .number(measured.lastBaseline)))
      }
    }
    members.append(("line", .integer(view.line)))
    members.append(("column", .integer(view.column)))
    members.append(contentsOf: frame(result.displayFrame(view.node)))
    members.append(
      (
        "modifiers",
        .array(
          view.modifiers.map { modifier in
            .object([("name", .string(modifier.name))] + frame(result.displayFrame(modifier.node)))
          })
      ))
    if let behavior = result.behaviors?[index] {
      members.append(("behavior", self.behavior(behavior)))
    }
    return .object(members)
  }

  /// `--behaviors`: `{"intrinsic": {"horizontal": …, "vertical": …}, "effective": {…}}`.
  static func behavior(_ b: ViewBehavior) -> JSONValue {
    func axes(_ h: SizingBehavior, _ v: SizingBehavior) -> JSONValue {
      .object([("horizontal", .string(h.rawValue)), ("vertical", .string(v.rawValue))])
    }
    return .object([
      ("intrinsic", axes(b.intrinsic.horizontal, b.intrinsic.vertical)),
      ("effective", axes(b.effective.horizontal, b.effective.vertical)),
    ])
  }

  static func frame(_ rect: Rect) -> [(key: String, value: JSONValue)] {
    [
      ("x", .number(rect.minX)),
      ("y", .number(rect.minY)),
      ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ]
  }
}
