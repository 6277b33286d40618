import LayoutEngine

/// `--trace`: the negotiation as a table for people, or as the JSON document's `trace` array.
///
/// ```
/// EVENT   PROPOSED   SIZE      AT        VIEW
/// size    390 × 844  120 × 70            Color #swatch 4:1 .padding 6:3
/// size    370 × 824  100 × 50              Color #swatch 4:1 .frame 5:3
/// ```
///
/// One row per event, in the order they happened. The view comes last, indented two spaces
/// per level of nesting, so that the number columns stay aligned however deep the tree is.
/// Numbers are the engine's, before pixel rounding, formatted as in the JSON; an unspecified
/// length is `nil` and an infinite one `∞`.
public enum TraceRenderer {
  public static func render(_ entries: [TraceEntry], in result: LayoutResult) -> String {
    var table = Table(header: ["EVENT", "PROPOSED", "SIZE", "AT", "VIEW"])
    // A --trace-view selection starts deeper than 0: its shallowest event goes at the margin.
    let base = entries.map(\.depth).min() ?? 0
    for entry in entries {
      let event = entry.event
      let kind: String
      var at = ""
      switch event.kind {
      case .size: kind = event.cached ? "cached" : "size"
      case .guide:
        kind = "guide"
        at = "." + guideName(event.guide, in: result.tree)
        // Both axes have a centre: HorizontalAlignment.center is (h), VerticalAlignment's (v).
        if event.guide?.id == 1 { at += event.guide?.axis == .horizontal ? " (h)" : " (v)" }
        at += event.guideValue.map { " = " + length($0) } ?? ": default"
      case .place:
        kind = "place"
        at = "\(length(event.frame.minX)), \(length(event.frame.minY))"
      }
      table.rows.append([
        kind,
        "\(length(event.proposal.width)) × \(length(event.proposal.height))",
        "\(length(event.frame.width)) × \(length(event.frame.height))",
        at,
        indentation(entry.depth - base) + name(entry, in: result.tree),
      ])
    }
    return table.rendered()
  }

  /// The levels shown as indentation; deeper events are written at that indentation with
  /// their level (`⋯70 `), so a 4,000-level tree does not print megabytes of spaces per row.
  public static let maximumIndentation = 64

  /// Two spaces per level of nesting, up to `maximumIndentation` levels.
  static func indentation(_ level: Int) -> String {
    guard level > maximumIndentation else { return String(repeating: "  ", count: level) }
    return String(repeating: "  ", count: maximumIndentation) + "⋯\(level) "
  }

  /// The view as the table names it, its `#id`, its position, and the modifier's name and
  /// position when the event is a modifier's: `Text "Hi" #title 3:5 .padding 4:7`.
  static func name(_ entry: TraceEntry, in tree: LayoutTree) -> String {
    let view = tree.views[entry.view]
    var name = TableRenderer.viewLabel(view)
    if let id = view.id { name += " #" + id }
    name += " \(view.line):\(view.column)"
    if let m = entry.modifier {
      let modifier = view.modifiers[m]
      name += " .\(modifier.name) \(modifier.line):\(modifier.column)"
    }
    return name
  }

  /// A guide by its SwiftUI name: `leading`, `center`, `firstTextBaseline`, a custom one's.
  static func guideName(_ key: AlignmentKey?, in tree: LayoutTree) -> String {
    guard let key else { return "" }
    if key.isCustom {
      let i = key.id - AlignmentKey.firstCustomID
      return tree.customAlignments.indices.contains(i) ? tree.customAlignments[i].name : "custom"
    }
    switch key.id {
    case 0: return key.axis == .horizontal ? "leading" : "top"
    case 1: return "center"
    case 2: return key.axis == .horizontal ? "trailing" : "bottom"
    case 3: return "firstTextBaseline"
    default: return "lastTextBaseline"
    }
  }

  /// A length as the trace prints it: `nil` (unspecified), `∞`, or a number.
  static func length(_ value: Double?) -> String {
    guard let value else { return "nil" }
    if value.isInfinite { return value < 0 ? "-∞" : "∞" }
    return formatNumber(value)
  }

  /// The `trace` array of the JSON document. Each entry: `event` (`size`, `guide` or `place`),
  /// `depth`, `view` (an index into `views`), `modifier` (`{index, name}` in the view's
  /// `modifiers`, or null for the view itself), `proposal` (`width`, `height`); then for `size`
  /// the answer's `width`, `height` and `cached`; for `guide` the `width` and `height` it is
  /// asked at, the `guide`, its `axis` and its explicit `value` (null: none, the default
  /// applies); for
  /// `place` the frame's `x`, `y`, `width`, `height`.
  public static func json(_ entries: [TraceEntry], in result: LayoutResult) -> JSONValue {
    .array(
      entries.map { entry in
        let event = entry.event
        var members: [(key: String, value: JSONValue)] = [
          (
            "event",
            .string(event.kind == .place ? "place" : event.kind == .guide ? "guide" : "size")
          ),
          ("depth", .integer(entry.depth)),
          ("view", .integer(entry.view)),
          (
            "modifier",
            entry.modifier.map { m in
              .object([
                ("index", .integer(m)),
                ("name", .string(result.tree.views[entry.view].modifiers[m].name)),
              ])
            } ?? .null
          ),
          (
            "proposal",
            .object([
              ("width", jsonLength(event.proposal.width)),
              ("height", jsonLength(event.proposal.height)),
            ])
          ),
        ]
        if event.kind == .place {
          members.append(("x", jsonLength(event.frame.minX)))
          members.append(("y", jsonLength(event.frame.minY)))
        }
        members.append(("width", jsonLength(event.frame.width)))
        members.append(("height", jsonLength(event.frame.height)))
        if event.kind == .size { members.append(("cached", .bool(event.cached))) }
        if event.kind == .guide {
          members.append(("guide", .string(guideName(event.guide, in: result.tree))))
          members.append(
            ("axis", .string(event.guide?.axis == .vertical ? "vertical" : "horizontal")))
          members.append(("value", jsonLength(event.guideValue)))
        }
        return .object(members)
      })
  }

  /// JSON has no infinity: a length is a number, `null` when unspecified, or the string
  /// `"infinity"` (`"-infinity"`, and `"nan"` for the undefined length ∞ − ∞).
  static func jsonLength(_ value: Double?) -> JSONValue {
    guard let value else { return .null }
    if value.isNaN { return .string("nan") }
    if value.isInfinite { return .string(value < 0 ? "-infinity" : "infinity") }
    return .number(value)
  }
}
