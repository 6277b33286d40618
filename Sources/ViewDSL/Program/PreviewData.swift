/// A JSON value given to a preview with `--data NAME=file.json`: what a preview cannot know
/// (a database's rows, a server's answer), written down by its user. Objects are read as model
/// values (`item.title`), arrays as arrays; a number written without a fraction or an exponent
/// is an `Int`, as Swift's `JSONDecoder` reads it into an `Int` property.
public indirect enum PreviewData: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([PreviewData])
  /// Keys in the order written.
  case object([(key: String, value: PreviewData)])

  public static func == (a: PreviewData, b: PreviewData) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value as the interpreter holds it: an object is a value of type `JSON`.
  var programValue: ProgramValue {
    switch self {
    case .null: return .none
    case .bool(let b): return .bool(b)
    case .int(let i): return .int(i)
    case .double(let d): return .double(d)
    case .string(let s): return .string(s)
    case .array(let items): return .array(items.map(\.programValue))
    case .object(let entries):
      var fields: [String: ProgramValue] = [:]
      for (key, value) in entries { fields[key] = value.programValue }
      return .instance(type: "JSON", fields: fields)
    }
  }
}

/// Reads JSON (RFC 8259) into `PreviewData`. Nesting is limited, so a hostile file cannot
/// overflow the stack; an error names its 1-based line and column.
public struct PreviewDataReader {
  public struct Failure: Error, Equatable {
    public var line: Int
    public var column: Int
    public var reason: String

    public init(line: Int, column: Int, reason: String) {
      self.line = line
      self.column = column
      self.reason = reason
    }
  }

  /// The deepest nesting of arrays and objects read.
  static let maximumDepth = 200

  private let bytes: [UInt8]
  private var i = 0
  private var depth = 0

  public static func read(_ bytes: [UInt8]) -> Result<PreviewData, Failure> {
    var reader = PreviewDataReader(bytes: bytes)
    do throws(Failure) {
      reader.skipSpace()
      let value = try reader.value()
      reader.skipSpace()
      guard reader.i == bytes.count else { throw reader.failure("more after the value") }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ reason: String) -> Failure {
    var line = 1
    var column = 1
    for b in bytes[..<min(i, bytes.count)] {
      if b == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Failure(line: line, column: column, reason: reason)
  }

  private mutating func skipSpace() {
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
  }

  private mutating func value() throws(Failure) -> PreviewData {
    guard i < bytes.count else { throw failure("a value was expected") }
    switch bytes[i] {
    case UInt8(ascii: "{"): return try nested { (r: inout Self) throws(Failure) in try r.object() }
    case UInt8(ascii: "["): return try nested { (r: inout Self) throws(Failure) in try r.array() }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("a value was expected")
    }
  }

  private mutating func nested(_ body: (inout Self) throws(Failure) -> PreviewData)
    throws(Failure) -> PreviewData
  {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw failure("nested deeper than \(Self.maximumDepth) levels")
    }
    return try body(&self)
  }

  private mutating func object() throws(Failure) -> PreviewData {
    i += 1
    var entries: [(key: String, value: PreviewData)] = []
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
      i += 1
      return .object(entries)
    }
    while true {
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
        throw failure("a key in double quotes was expected")
      }
      let key = try string()
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
        throw failure("':' was expected")
      }
      i += 1
      skipSpace()
      entries.append((key, try value()))
      skipSpace()
      guard i < bytes.count else { throw failure("'}' was expected") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "}") else { throw failure("',' or '}' was expected") }
      i += 1
      return .object(entries)
    }
  }

  private mutating func array() throws(Failure) -> PreviewData {
    i += 1
    var items: [PreviewData] = []
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
      i += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      guard i < bytes.count else { throw failure("']' was expected") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "]") else { throw failure("',' or ']' was expected") }
      i += 1
      return .array(items)
    }
  }

  private mutating func literal(_ word: String, _ value: PreviewData) throws(Failure)
    -> PreviewData
  {
    let expected = Array(word.utf8)
    guard bytes.count - i >= expected.count, Array(bytes[i..<(i + expected.count)]) == expected
    else { throw failure("a value was expected") }
    i += expected.count
    return value
  }

  private mutating func number() throws(Failure) -> PreviewData {
    let start = i
    var isInteger = true
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    func digits(_ r: inout Self) -> Int {
      let from = r.i
      while r.i < r.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(r.bytes[r.i]) {
        r.i += 1
      }
      return r.i - from
    }
    // JSON allows no leading zero: `0`, `0.5`, but not `01`.
    if i < bytes.count, bytes[i] == UInt8(ascii: "0") {
      i += 1
    } else {
      guard digits(&self) > 0 else { throw failure("a digit was expected") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      isInteger = false
      guard digits(&self) > 0 else { throw failure("a digit was expected after '.'") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      isInteger = false
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits(&self) > 0 else { throw failure("a digit was expected in the exponent") }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text) else { throw failure("a number was expected") }
    return .double(value)
  }

  private mutating func string() throws(Failure) -> String {
    i += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush(_ run: inout [UInt8], _ scalars: inout String.UnicodeScalarView) {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll()
    }
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        flush(&run, &scalars)
        return String(scalars)
      }
      if b < 0x20 { throw failure("a control character in a string") }
      guard b == UInt8(ascii: "\\") else {
        run.append(b)
        i += 1
        continue
      }
      flush(&run, &scalars)
      i += 1
      guard i < bytes.count else { break }
      let escape = bytes[i]
      i += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code), bytes.count - i >= 6,
          bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u")
        {
          i += 2
          let low = try hex4()
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("an invalid \\u escape") }
        scalars.append(scalar)
      default:
        throw failure("an invalid escape")
      }
    }
    throw failure("the string is not closed")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard bytes.count - i >= 4 else { throw failure("four hex digits were expected") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[i]
      let digit: UInt32
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
      default: throw failure("four hex digits were expected")
      }
      value = value * 16 + digit
      i += 1
    }
    return value
  }
}
