/// A JSON document with its object keys in the order they were added, printed the way `jq .`
/// prints: one value per line, two-space indentation, `"key": value`, `[]` and `{}` for empty
/// containers, `\n` line endings and a final newline.
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
    var output = ""
    write(to: &output, indent: 0)
    output.append("\n")
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .object(let members):
      guard !members.isEmpty else { return output.append("{}") }
      output.append("{\n")
      for (i, member) in members.enumerated() {
        output.append(String(repeating: "  ", count: indent + 1))
        appendJSONString(member.key, to: &output)
        output.append(": ")
        member.value.write(to: &output, indent: indent + 1)
        output.append(i == members.count - 1 ? "\n" : ",\n")
      }
      output.append(String(repeating: "  ", count: indent))
      output.append("}")
    case .array(let elements):
      guard !elements.isEmpty else { return output.append("[]") }
      output.append("[\n")
      for (i, element) in elements.enumerated() {
        output.append(String(repeating: "  ", count: indent + 1))
        element.write(to: &output, indent: indent + 1)
        output.append(i == elements.count - 1 ? "\n" : ",\n")
      }
      output.append(String(repeating: "  ", count: indent))
      output.append("]")
    case .string(let string):
      appendJSONString(string, to: &output)
    case .number(let value):
      output.append(value.isFinite ? formatNumber(value) : "null")
    case .integer(let value):
      output.append(String(value))
    case .bool(let value):
      output.append(value ? "true" : "false")
    case .null:
      output.append("null")
    }
  }
}
