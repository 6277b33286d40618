import LayoutEngine

/// The `views` array of `JSONRenderer`'s document, written as fixed byte runs between values.
///
/// Every view record sits at the same depth (an element of the top object's `views`), so what
/// comes between two of its values — a comma, a line break, the indentation and the next key —
/// is the same bytes in every record. Each such run is copied as one `StaticString` instead of
/// going through `JSONWriter`'s general layout (a separator, a line start and the key, each with
/// its own bookkeeping: about 150 instructions a key). The runs spell out the writer's `jq .`
/// layout at this depth: four spaces before a record, six before its keys, ten before a
/// modifier's; `JSONViewRecordsTests` checks them against the general writer.
enum JSONViewRecords {
  /// The `views` value, after its key: `[]` when there are none.
  static func write(_ result: LayoutResult, to w: inout JSONWriter) {
    let views = result.tree.views
    guard !views.isEmpty else { return w.run("[]") }
    let records = Context(result)
    w.run("[")
    for index in views.indices {
      w.run(index == 0 ? "\n    {\n      \"index\": " : ",\n    {\n      \"index\": ")
      record(views[index], index: index, records, &w)
      w.run("\n    }")
    }
    w.run("\n  ]")
  }

  /// What every record reads from the result, taken out of it once.
  private struct Context {
    let result: LayoutResult
    let files: [String]
    let behaviors: [ViewBehavior]?

    init(_ result: LayoutResult) {
      self.result = result
      files = result.tree.files
      behaviors = result.behaviors
    }
  }

  /// A record's members after `"index": ` (Documentation/JSON.md's order).
  private static func record(
    _ view: ViewRecord, index: Int, _ records: Context, _ w: inout JSONWriter
  ) {
    w.integer(index)
    if let parent = view.parent {
      w.run(",\n      \"parent\": ")
      w.integer(parent)
    } else {
      w.run(",\n      \"parent\": null")
    }
    w.run(",\n      \"type\": ")
    w.string(view.type)
    if let id = view.id {
      w.run(",\n      \"id\": ")
      w.string(id)
    }
    if view.role == .text {
      w.run(",\n      \"text\": ")
      w.string(view.text ?? "")
      // `lines` (how many lines the text was laid out in), then the baselines as offsets from
      // the view's top.
      if let measured = records.result.texts[view.node] {
        w.run(",\n      \"lines\": ")
        w.integer(measured.lineCount)
        w.run(",\n      \"firstBaseline\": ")
        w.number(measured.firstBaseline)
        w.run(",\n      \"lastBaseline\": ")
        w.number(measured.lastBaseline)
      }
    }
    if view.estimate != nil {
      // The view's size rests on an unmeasured constant.
      w.run(",\n      \"estimated\": true")
    }
    if !records.files.isEmpty {
      w.run(",\n      \"file\": ")
      w.string(records.files[view.file])
    }
    w.run(",\n      \"line\": ")
    w.integer(view.line)
    w.run(",\n      \"column\": ")
    w.integer(view.column)
    frame(records.result.displayFrame(view.node), FrameKeys.view, &w)
    modifiers(view.modifiers, records, &w)
    if let behaviors = records.behaviors {
      behavior(behaviors[index], &w)
    }
  }

  private static func modifiers(
    _ modifiers: [ModifierRecord], _ records: Context, _ w: inout JSONWriter
  ) {
    guard !modifiers.isEmpty else { return w.run(",\n      \"modifiers\": []") }
    w.run(",\n      \"modifiers\": [")
    for (position, modifier) in modifiers.enumerated() {
      w.run(
        position == 0
          ? "\n        {\n          \"name\": " : ",\n        {\n          \"name\": ")
      w.string(modifier.name)
      frame(records.result.displayFrame(modifier.node), FrameKeys.modifier, &w)
      w.run("\n        }")
    }
    w.run("\n      ]")
  }

  /// The four members of a frame, each run with its comma and indentation.
  private struct FrameKeys {
    let x: StaticString
    let y: StaticString
    let width: StaticString
    let height: StaticString

    /// A view's own frame, among its record's members.
    static let view = FrameKeys(
      x: ",\n      \"x\": ", y: ",\n      \"y\": ", width: ",\n      \"width\": ",
      height: ",\n      \"height\": ")
    /// A modifier's frame, inside its object in `modifiers`.
    static let modifier = FrameKeys(
      x: ",\n          \"x\": ", y: ",\n          \"y\": ", width: ",\n          \"width\": ",
      height: ",\n          \"height\": ")
  }

  private static func frame(_ rect: Rect, _ keys: FrameKeys, _ w: inout JSONWriter) {
    w.run(keys.x)
    w.number(rect.minX)
    w.run(keys.y)
    w.number(rect.minY)
    w.run(keys.width)
    w.number(rect.width)
    w.run(keys.height)
    w.number(rect.height)
  }

  /// `--behaviors`: `{"intrinsic": {"horizontal": …, "vertical": …}, "effective": {…}}`.
  private static func behavior(_ b: ViewBehavior, _ w: inout JSONWriter) {
    w.run(",\n      \"behavior\": {\n        \"intrinsic\": {\n          \"horizontal\": ")
    w.string(b.intrinsic.horizontal.rawValue)
    w.run(",\n          \"vertical\": ")
    w.string(b.intrinsic.vertical.rawValue)
    w.run("\n        },\n        \"effective\": {\n          \"horizontal\": ")
    w.string(b.effective.horizontal.rawValue)
    w.run(",\n          \"vertical\": ")
    w.string(b.effective.vertical.rawValue)
    w.run("\n        }\n      }")
  }
}
