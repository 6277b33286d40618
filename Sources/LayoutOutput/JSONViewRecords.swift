import LayoutEngine

/// The `views` array of `JSONRenderer`'s document, written as fixed byte runs between values.
///
/// Every view record sits at the same depth (an element of the top object's `views`), so what
/// comes between two of its values — a comma, a line break, the indentation and the next key —
/// is the same bytes in every record. Each such run is copied as one `StaticString` instead of
/// going through `JSONWriter`'s general layout (a separator, a line start and the key, each with
/// its own bookkeeping: about 150 instructions a key). The runs spell out the writer's `jq .`
/// layout at this depth: four spaces before a record, six before its keys, ten before a
/// modifier's; `JSONViewRecordsTests` checks them against the general writer. With the other
/// steps of BENCHMARKS.md's *JSON at a few instructions a byte*, the wide shape's 10,002 records
/// take 19.5 million instructions instead of 59.9.
enum JSONViewRecords {
  /// The `views` value, after its key: `[]` when there are none.
  static func write(_ result: LayoutResult, to w: inout JSONWriter) {
    let views = result.tree.views
    guard !views.isEmpty else { return w.run("[]") }
    let records = Context(result)
    w.run("[")
    views.withUnsafeBufferPointer { views in
      for index in views.indices {
        if index == 0 {
          w.run("\n    {\n      \"index\": ")
        } else {
          w.run(",\n    {\n      \"index\": ")
        }
        record(views.baseAddress! + index, index: index, result, records, &w)
        w.run("\n    }")
      }
    }
    w.run("\n  ]")
  }

  /// The arrays every record reads from the result, taken out of it once. The result itself is
  /// passed on as a parameter: read from a stored property, each `displayFrame` call copied
  /// its 216 bytes first (29 instructions).
  private struct Context {
    let files: [String]
    let behaviors: [ViewBehavior]?

    init(_ result: LayoutResult) {
      files = result.tree.files
      behaviors = result.behaviors
    }
  }

  /// A record's members after `"index": ` (Documentation/JSON.md's order). `view` points into
  /// the tree's array: a record passed by value is first copied out of it, a retain and a
  /// release of each of its strings and of its modifiers (260 instructions).
  private static func record(
    _ view: UnsafePointer<ViewRecord>, index: Int, _ result: LayoutResult, _ records: Context,
    _ w: inout JSONWriter
  ) {
    w.integer(index)
    if let parent = view.pointee.parent {
      w.run(",\n      \"parent\": ")
      w.integer(parent)
    } else {
      w.run(",\n      \"parent\": null")
    }
    w.run(",\n      \"type\": ")
    w.string(view.pointee.type)
    if let id = view.pointee.id {
      w.run(",\n      \"id\": ")
      w.string(id)
    }
    if view.pointee.role == .text {
      w.run(",\n      \"text\": ")
      w.string(view.pointee.text ?? "")
      // `lines` (how many lines the text was laid out in), then the baselines as offsets from
      // the view's top.
      if let measured = result.texts[view.pointee.node] {
        w.run(",\n      \"lines\": ")
        w.integer(measured.lineCount)
        w.run(",\n      \"firstBaseline\": ")
        w.number(measured.firstBaseline)
        w.run(",\n      \"lastBaseline\": ")
        w.number(measured.lastBaseline)
      }
    }
    if view.pointee.estimate != nil {
      // The view's size rests on an unmeasured constant.
      w.run(",\n      \"estimated\": true")
    }
    if !records.files.isEmpty {
      w.run(",\n      \"file\": ")
      w.string(records.files[view.pointee.file])
    }
    w.run(",\n      \"line\": ")
    w.integer(view.pointee.line)
    w.run(",\n      \"column\": ")
    w.integer(view.pointee.column)
    frame(result.displayFrame(view.pointee.node), FrameKeys.view, &w)
    modifiers(view.pointee.modifiers, result, &w)
    if let behaviors = records.behaviors {
      behavior(behaviors[index], &w)
    }
  }

  private static func modifiers(
    _ modifiers: [ModifierRecord], _ result: LayoutResult, _ w: inout JSONWriter
  ) {
    guard !modifiers.isEmpty else { return w.run(",\n      \"modifiers\": []") }
    w.run(",\n      \"modifiers\": [")
    modifiers.withUnsafeBufferPointer { modifiers in
      for position in modifiers.indices {
        if position == 0 {
          w.run("\n        {\n          \"name\": ")
        } else {
          w.run(",\n        {\n          \"name\": ")
        }
        w.string(modifiers[position].name)
        frame(result.displayFrame(modifiers[position].node), FrameKeys.modifier, &w)
        w.run("\n        }")
      }
    }
    w.run("\n      ]")
  }

  /// The four members of a frame, each run with its comma and indentation.
  private struct FrameKeys {
    let x: StaticString
    let y: StaticString
    let width: StaticString
    let height: StaticString

    // Computed, so that an inlined `frame` sees literals (constant lengths) in its runs.
    /// A view's own frame, among its record's members.
    static var view: FrameKeys {
      FrameKeys(
        x: ",\n      \"x\": ", y: ",\n      \"y\": ", width: ",\n      \"width\": ",
        height: ",\n      \"height\": ")
    }
    /// A modifier's frame, inside its object in `modifiers`.
    static var modifier: FrameKeys {
      FrameKeys(
        x: ",\n          \"x\": ", y: ",\n          \"y\": ", width: ",\n          \"width\": ",
        height: ",\n          \"height\": ")
    }
  }

  @inline(__always)
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
