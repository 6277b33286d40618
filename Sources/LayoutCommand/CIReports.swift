import LayoutOutput

/// The reports a CI reads (Documentation/CI.md): GitHub Actions annotations and JUnit XML.
extension GoldenReport {
  /// One `::error` workflow command per screen and canvas that changed, has no golden or
  /// failed, and per stale golden: GitHub Actions shows each on the file and line it names
  /// (a change: the first changed view's line).
  func annotations() -> String {
    var out = ""
    for (index, item) in items.enumerated() {
      let result = results[index]
      switch result.status {
      case .unchanged: continue
      case .changed:
        out += Self.annotation(
          file: result.firstFile ?? item.file, line: max(1, result.firstLine ?? 1),
          title: "layout changed", message: ([item.label] + result.diff).joined(separator: "\n"))
      case .new:
        out += Self.annotation(
          file: item.file, line: 1, title: "no golden",
          message: "\(item.label) has no golden \(item.golden); record it with layoutc record")
      case .error:
        out += Self.annotation(
          file: item.file, line: nil, title: "layout failed",
          message: "\(item.label) could not be laid out; the log says why")
      }
    }
    for path in stale where !deleted.contains(path) {
      out += Self.annotation(
        file: path, line: nil, title: "stale golden",
        message: "no screen lays out to \(path); delete it, or run layoutc record --prune")
    }
    return out
  }

  /// `::error file=F,line=L,title=T::MESSAGE`, escaped as the workflow commands require: `%`,
  /// carriage returns and line feeds everywhere, and `:` and `,` in the properties.
  static func annotation(file: String, line: Int?, title: String, message: String) -> String {
    func escaped(_ text: String, property: Bool) -> String {
      var out = ""
      for character in text {
        switch character {
        case "%": out += "%25"
        case "\r": out += "%0D"
        case "\n": out += "%0A"
        case "\r\n": out += "%0D%0A"
        case ":" where property: out += "%3A"
        case "," where property: out += "%2C"
        default: out.append(character)
        }
      }
      return out
    }
    var properties = ["file=" + escaped(file, property: true)]
    if let line { properties.append("line=\(line)") }
    properties.append("title=" + escaped("layoutc: " + title, property: true))
    return "::error " + properties.joined(separator: ",") + "::"
      + escaped(message, property: false) + "\n"
  }

  /// `--report junit FILE`: one `testsuite`, a `testcase` per screen and canvas (its class the
  /// screen, its name the canvas) and per stale golden; a change, a missing golden or a stale
  /// one is a `failure` whose message and text are the diff, an input error an `error`.
  func junit() -> String {
    var cases = ""
    var failures = 0
    var errors = 0
    func attribute(_ text: String) -> String {
      var escaped = ""
      for character in xmlEscaped(text) {
        switch character {
        case "\n": escaped += "&#10;"
        case "\r", "\r\n": escaped += "&#10;"
        case "\t": escaped += "&#9;"
        default: escaped.append(character)
        }
      }
      return escaped
    }
    func testcase(_ classname: String, _ name: String, file: String, failure: (String, String)?)
      -> String
    {
      let open =
        "  <testcase classname=\"\(attribute(classname))\" name=\"\(attribute(name))\" file=\"\(attribute(file))\""
      guard let (type, message) = failure else { return open + "/>\n" }
      let element = type == "error" ? "error" : "failure"
      return open + ">\n    <\(element) type=\"\(type)\" message=\"\(attribute(message))\">"
        + xmlEscaped(message) + "</\(element)>\n  </testcase>\n"
    }
    for (index, item) in items.enumerated() {
      let result = results[index]
      var failure: (String, String)?
      switch result.status {
      case .unchanged: break
      case _ where recorded.contains(index): break
      case .changed: failure = ("changed", result.diff.joined(separator: "\n"))
      case .new: failure = ("new", "no golden \(item.golden); record it with layoutc record")
      case .error:
        failure = ("error", result.standardError.isEmpty ? "not laid out" : result.standardError)
      }
      if let (type, _) = failure {
        if type == "error" { errors += 1 } else { failures += 1 }
      }
      cases += testcase(item.screen, item.canvas, file: item.file, failure: failure)
    }
    for path in stale where !deleted.contains(path) {
      failures += 1
      cases += testcase(
        path, "stale golden", file: path,
        failure: (
          "stale", "no screen lays out to \(path); delete it, or run layoutc record --prune"
        ))
    }
    let tests = items.count + stale.filter { !deleted.contains($0) }.count
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuite name=\"layoutc \(mode.rawValue)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
      + cases + "</testsuite>\n"
  }
}
