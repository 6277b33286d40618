import Testing

@testable import ViewDSL

/// Source text with emoji location markers (`1️⃣` … `9️⃣`, `0️⃣`, `🔟`) taken out, and where
/// each marker stood in the clean text. Tests then assert diagnostics *at markers* instead of
/// hand-counted columns (the idea of swift-syntax's `LocationMarkers`).
///
///     let marked = MarkedSource("VStack\n  1️⃣Txt(\"x\")")
///     marked.text                 // "VStack\n  Txt(\"x\")"
///     marked.location("1️⃣")      // line 2, column 3, offset 9
struct MarkedSource {
  /// The text without its markers.
  let text: String
  /// Each marker's position in `text` (line and column 1-based, column in Unicode scalars,
  /// offset in UTF-8 bytes).
  let markers: [String: ViewDSL.SourceLocation]

  init(_ marked: String) {
    var clean = String.UnicodeScalarView()
    var markers: [String: ViewDSL.SourceLocation] = [:]
    var line = 1
    var column = 1
    var offset = 0
    let scalars = Array(marked.unicodeScalars)
    var i = 0
    while i < scalars.count {
      if let (marker, length) = Self.marker(in: scalars, at: i) {
        precondition(markers[marker] == nil, "marker \(marker) used twice")
        markers[marker] = ViewDSL.SourceLocation(line: line, column: column, offset: offset)
        i += length
        continue
      }
      let scalar = scalars[i]
      clean.append(scalar)
      offset += String(scalar).utf8.count
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      i += 1
    }
    self.text = String(clean)
    self.markers = markers
  }

  /// The clean text as a source file.
  func source(name: String = "Test.view") -> SourceFile {
    SourceFile(name: name, text: text)
  }

  /// The location of `marker`; records an issue (and returns 1:1) when the text lacks it.
  func location(
    _ marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> ViewDSL.SourceLocation {
    guard let location = markers[marker] else {
      Issue.record("no marker \(marker) in the source", sourceLocation: sourceLocation)
      return ViewDSL.SourceLocation(line: 1, column: 1, offset: 0)
    }
    return location
  }

  /// A keycap marker (`digit`, optional U+FE0F, U+20E3) or `🔟` starting at `i`.
  private static func marker(
    in scalars: [Unicode.Scalar], at i: Int
  ) -> (String, Int)? {
    if scalars[i] == "\u{1F51F}" { return ("\u{1F51F}", 1) }
    guard ("0"..."9").contains(scalars[i]) else { return nil }
    var j = i + 1
    if j < scalars.count, scalars[j] == "\u{FE0F}" { j += 1 }
    guard j < scalars.count, scalars[j] == "\u{20E3}" else { return nil }
    return (String(scalars[i]) + "\u{FE0F}\u{20E3}", j - i + 1)
  }
}

/// A diagnostic a test expects at a marker. `id` is the catalogue id (the `DiagnosticMessage`
/// member name); `message`, when given, must match the text exactly too.
struct ExpectedDiagnostic: CustomStringConvertible {
  var marker: String
  var id: String
  var message: String?
  var severity: DiagnosticSeverity

  init(
    _ marker: String, _ id: String, message: String? = nil, severity: DiagnosticSeverity = .error
  ) {
    self.marker = marker
    self.id = id
    self.message = message
    self.severity = severity
  }

  var description: String {
    "\(marker) \(severity.rawValue) \(id)" + (message.map { ": \($0)" } ?? "")
  }
}

/// Runs `run` (by default the parser) over the marked source with its markers removed and
/// checks that it reports exactly `expected`, in source order, each at its marker.
///
///     assertDiagnostics("VStack\n\t1️⃣Text(\"x\")", [.init("1️⃣", "tabInIndentation")])
///     assertDiagnostics(src, [...], run: { compile($0).diagnostics })  // semantic pass
@discardableResult
func assertDiagnostics(
  _ marked: String,
  _ expected: [ExpectedDiagnostic],
  run: (SourceFile) -> [Diagnostic] = { parse($0).diagnostics },
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Diagnostic] {
  let source = MarkedSource(marked)
  let actual = run(source.source()).sorted { $0.location < $1.location }
  let expectedSorted = expected.sorted {
    source.location($0.marker, sourceLocation: sourceLocation)
      < source.location($1.marker, sourceLocation: sourceLocation)
  }
  func show(_ d: Diagnostic) -> String {
    let marker = source.markers.first { $0.value == d.location }?.key ?? "?"
    return
      "\(d.location.line):\(d.location.column) (\(marker)) \(d.severity.rawValue) \(d.id): \(d.message)"
  }
  let listing = actual.map(show).joined(separator: "\n")
  guard actual.count == expectedSorted.count else {
    Issue.record(
      "expected \(expectedSorted.count) diagnostic(s), got \(actual.count):\n\(listing)",
      sourceLocation: sourceLocation)
    return actual
  }
  for (want, got) in zip(expectedSorted, actual) {
    let at = source.location(want.marker, sourceLocation: sourceLocation)
    let matches =
      got.id == want.id && got.severity == want.severity && got.location == at
      && (want.message == nil || want.message == got.message)
    if !matches {
      Issue.record(
        "expected \(want) at \(at.line):\(at.column), got \(show(got))\nall:\n\(listing)",
        sourceLocation: sourceLocation)
    }
  }
  return actual
}
