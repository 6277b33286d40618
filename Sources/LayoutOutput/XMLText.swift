/// Text escaped for XML content and attribute values: `& < > "` as entities; characters XML 1.0
/// forbids (control characters other than tab, line feed and carriage return, lone surrogates
/// cannot occur in a Swift string, U+FFFE and U+FFFF) become U+FFFD.
public func xmlEscaped(_ text: String) -> String {
  var out = ""
  out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
    case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
      out += "\u{FFFD}"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}
