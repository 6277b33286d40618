/// Renders diagnostics the way compilers do: a `file:line:column: severity: message` header,
/// the source line with a line-number gutter, and a caret under the column.
///
///     Screen.view:3:5: error: unknown view 'Txt'; did you mean 'Text'?
///      3 |     Txt("Hello")
///        |     ^
public enum DiagnosticFormatter {
  /// Lines longer than this many columns are shown as a window around the caret.
  static let maximumExcerptWidth = 120

  public static func format(
    _ diagnostics: [Diagnostic], in source: SourceFile, color: Bool
  ) -> String {
    let decorator: any DiagnosticDecorator = color ? ANSIDecorator() : PlainDecorator()
    let largestLine = diagnostics.map(\.location.line).max() ?? 1
    let gutterWidth = String(max(largestLine, 1)).count
    var output = ""
    for diagnostic in diagnostics {
      let location = diagnostic.location
      output += decorator.location("\(source.name):\(location.line):\(location.column):")
      output += " " + decorator.severity(diagnostic.severity) + " " + diagnostic.message + "\n"
      let excerpt = Excerpt(source.bytes, at: location.offset)
      let number = String(location.line)
      let blankGutter = String(repeating: " ", count: gutterWidth)
      let paddedNumber = String(repeating: " ", count: gutterWidth - number.count) + number
      output +=
        decorator.gutter(" \(paddedNumber) |") + (excerpt.text.isEmpty ? "" : " " + excerpt.text)
        + "\n"
      output += decorator.gutter(" \(blankGutter) |") + " " + excerpt.caretPadding
      output += decorator.caret("^") + "\n"
    }
    return output
  }
}

/// How the parts of a diagnostic are styled; plain and ANSI output share the formatter.
protocol DiagnosticDecorator {
  func location(_ text: String) -> String
  func severity(_ severity: DiagnosticSeverity) -> String
  func gutter(_ text: String) -> String
  func caret(_ text: String) -> String
}

struct PlainDecorator: DiagnosticDecorator {
  func location(_ text: String) -> String { text }
  func severity(_ severity: DiagnosticSeverity) -> String { severity.rawValue + ":" }
  func gutter(_ text: String) -> String { text }
  func caret(_ text: String) -> String { text }
}

struct ANSIDecorator: DiagnosticDecorator {
  static let bold = "\u{1B}[1m"
  static let red = "\u{1B}[1;31m"
  static let magenta = "\u{1B}[1;35m"
  static let cyan = "\u{1B}[1;36m"
  static let green = "\u{1B}[1;32m"
  static let reset = "\u{1B}[0m"

  func location(_ text: String) -> String { Self.bold + text + Self.reset }
  func severity(_ severity: DiagnosticSeverity) -> String {
    let style =
      switch severity {
      case .error: Self.red
      case .warning: Self.magenta
      case .note: Self.cyan
      }
    return style + severity.rawValue + ":" + Self.reset
  }
  func gutter(_ text: String) -> String { text }
  func caret(_ text: String) -> String { Self.green + text + Self.reset }
}

/// The source line holding a byte offset, cut to a window around that offset when it is long,
/// with the whitespace that puts a caret under the offset. Works on bytes so a 10 MB line costs
/// one scan; an offset past the end (an end-of-file error) lands after the last line.
struct Excerpt {
  var text: String
  var caretPadding: String

  init(_ bytes: [UInt8], at offset: Int) {
    let offset = min(max(offset, 0), bytes.count)
    var lineStart = offset
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    var lineEnd = offset
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
    let caretByte = min(offset, lineEnd)

    // Scalar starts (not continuation bytes) give columns; the caret's column is 0-based here.
    func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
    var caretColumn = 0
    var columnCount = 0
    for index in lineStart..<lineEnd where isScalarStart(bytes[index]) {
      if index < caretByte { caretColumn += 1 }
      columnCount += 1
    }
    let width = DiagnosticFormatter.maximumExcerptWidth
    var first = 0
    var last = columnCount
    if columnCount > width {
      first = max(0, caretColumn - width / 2)
      last = min(columnCount, first + width)
      first = max(0, last - width)
    }
    // Byte range of columns first..<last, and the padding bytes before the caret.
    var startByte = lineEnd
    var endByte = lineEnd
    var padding: [UInt8] = []
    var column = -1
    for index in lineStart..<lineEnd where isScalarStart(bytes[index]) {
      column += 1
      if column == first { startByte = index }
      if column == last {
        endByte = index
        break
      }
      if column >= first, column < caretColumn {
        padding.append(bytes[index] == UInt8(ascii: "\t") ? UInt8(ascii: "\t") : UInt8(ascii: " "))
      }
    }
    if first >= columnCount { startByte = lineEnd }
    let leading = first > 0 ? "…" : ""
    let trailing = last < columnCount ? "…" : ""
    text = leading + String(decoding: bytes[startByte..<endByte], as: UTF8.self) + trailing
    caretPadding = (first > 0 ? " " : "") + String(decoding: padding, as: UTF8.self)
  }
}
