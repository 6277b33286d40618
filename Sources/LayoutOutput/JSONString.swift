/// Appends `string` to `output` as a JSON string literal (RFC 8259 §7): quotes and backslashes
/// are escaped, control characters become `\n`, `\t`, … or `\u00XX`, and everything else —
/// non-ASCII included — is written as UTF-8, unescaped.
public func appendJSONString(_ string: String, to output: inout String) {
  output.append("\"")
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": output.append("\\\"")
    case "\\": output.append("\\\\")
    case "\n": output.append("\\n")
    case "\r": output.append("\\r")
    case "\t": output.append("\\t")
    case "\u{08}": output.append("\\b")
    case "\u{0C}": output.append("\\f")
    case _ where scalar.value < 0x20:
      output.append("\\u00")
      output.append(hexDigit(scalar.value >> 4))
      output.append(hexDigit(scalar.value & 0xF))
    default:
      output.unicodeScalars.append(scalar)
    }
  }
  output.append("\"")
}

/// `string` as a JSON string literal.
public func jsonString(_ string: String) -> String {
  var output = ""
  appendJSONString(string, to: &output)
  return output
}

private func hexDigit(_ value: UInt32) -> Character {
  Character(Unicode.Scalar(UInt8(value < 10 ? 48 + value : 87 + value)))
}
