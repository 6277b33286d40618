/// A JSON document with its object keys in the order they were added, printed the way `jq .`
/// prints: one value per line, two-space indentation, `"key": value`, `[]` and `{}` for empty
/// containers, `\n` line endings and a final newline (`JSONWriter` holds that layout).
///
/// That one rule for every level keeps the output easy to describe, stable, and friendly to
/// line-based diffs of golden files: a changed frame edge is a changed line.
public indirect enum JSONValue: Sendable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  /// A length in points, printed with `formatNumber`; `null` when not finite (JSON has no
  /// infinity).
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case null

  /// The printed document, ending with a newline.
  public func rendered() -> String {
    var writer = JSONWriter()
    write(to: &writer)
    return writer.finish()
  }

  /// Writes the value at the writer's position (after a `key` or `element`).
  public func write(to writer: inout JSONWriter) {
    switch self {
    case .object(let members):
      writer.openObject()
      for member in members {
        writer.key(escaping: member.key)
        member.value.write(to: &writer)
      }
      writer.closeObject()
    case .array(let elements):
      writer.openArray()
      for element in elements {
        writer.element()
        element.write(to: &writer)
      }
      writer.closeArray()
    case .string(let string): writer.string(string)
    case .number(let value): writer.number(value)
    case .integer(let value): writer.integer(value)
    case .bool(let value): writer.bool(value)
    case .null: writer.null()
    }
  }
}
