/// Appends `string` to `output` as a JSON string literal (RFC 8259 §7): quotes and backslashes
/// are escaped, control characters become `\n`, `\t`, … or `\u00XX`, and everything else —
/// non-ASCII included — is written as UTF-8, unescaped.
public func appendJSONString(_ string: String, to output: inout String) {
  var bytes: [UInt8] = []
  appendJSONString(string, to: &bytes)
  output.append(String(decoding: bytes, as: UTF8.self))
}

/// The same, as UTF-8 bytes. A `String` is valid UTF-8, and every byte of a multi-byte
/// sequence is 0x80 or more, so escaping byte by byte is escaping scalar by scalar.
public func appendJSONString(_ string: String, to output: inout [UInt8]) {
  output.append(UInt8(ascii: "\""))
  var string = string
  string.withUTF8 { utf8 in
    var start = 0
    for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
      start = i + 1
      output.append(UInt8(ascii: "\\"))
      switch byte {
      case 0x22, 0x5C: output.append(byte)
      case 0x0A: output.append(UInt8(ascii: "n"))
      case 0x0D: output.append(UInt8(ascii: "r"))
      case 0x09: output.append(UInt8(ascii: "t"))
      case 0x08: output.append(UInt8(ascii: "b"))
      case 0x0C: output.append(UInt8(ascii: "f"))
      default:
        output.append(contentsOf: [
          UInt8(ascii: "u"), 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0xF),
        ])
      }
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
  }
  output.append(UInt8(ascii: "\""))
}

/// `string` as a JSON string literal.
public func jsonString(_ string: String) -> String {
  var output: [UInt8] = []
  appendJSONString(string, to: &output)
  return String(decoding: output, as: UTF8.self)
}

private func hexDigit(_ value: UInt8) -> UInt8 {
  value < 10 ? 48 + value : 87 + value
}
