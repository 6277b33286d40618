/// The inline Markdown SwiftUI reads in a `Text` string literal (a `LocalizedStringKey`):
/// `**bold**`, `*italic*` / `_italic_`, `~~struck~~`, `` `code` `` and `[link](url)`. Their
/// markers are not drawn, so they are not measured. Each emphasised piece becomes a run
/// measured in its own face (bold, italic; code in the monospaced design), as SwiftUI draws
/// the `AttributedString` it makes. `Text(verbatim:)` is not read as Markdown.
enum InlineMarkdown {
  struct Result: Equatable {
    var text: String
    /// The whole text is bold / italic.
    var bold = false
    var italic = false
    /// The text's pieces of one style, in order (one piece when nothing is emphasised).
    var runs: [Run] = []
  }

  struct Run: Equatable {
    var text: String
    var bold = false
    var italic = false
    var code = false
  }

  /// A backslash before ASCII punctuation writes the character itself (`\\*`).
  private static func isEscapable(_ c: Unicode.Scalar) -> Bool {
    c.isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(c)
  }

  static func read(_ source: String) -> Result {
    let scalars = Array(source.unicodeScalars)
    guard scalars.contains(where: { "*_~`[\\".unicodeScalars.contains($0) }) else {
      return Result(text: source, runs: [Run(text: source)])
    }
    var out: [Unicode.Scalar] = []
    // Open delimiter runs: (character, length, position in `out`).
    var open: [(Unicode.Scalar, Int, Int)] = []
    // Spans of `out` that a matched pair covered, with its length (1 italic, 2 bold).
    var spans: [(start: Int, end: Int, length: Int, marker: Unicode.Scalar)] = []
    var i = 0
    func isSpace(_ k: Int) -> Bool {
      k < 0 || k >= scalars.count || scalars[k].properties.isWhitespace
    }
    func isWordCharacter(_ k: Int) -> Bool {
      k >= 0 && k < scalars.count
        && (scalars[k].properties.isAlphabetic || scalars[k].properties.numericType != nil)
    }
    while i < scalars.count {
      let c = scalars[i]
      if c == "\\", i + 1 < scalars.count, isEscapable(scalars[i + 1]) {
        out.append(scalars[i + 1])
        i += 2
        continue
      }
      if c == "`", let close = scalars[(i + 1)...].firstIndex(of: "`") {
        spans.append((out.count, out.count + close - i - 1, 0, "`"))
        out.append(contentsOf: scalars[(i + 1)..<close])
        i = close + 1
        continue
      }
      if c == "[", let close = scalars[(i + 1)...].firstIndex(of: "]"), close + 1 < scalars.count,
        scalars[close + 1] == "(", let end = scalars[(close + 2)...].firstIndex(of: ")")
      {
        out.append(contentsOf: scalars[(i + 1)..<close])
        i = end + 1
        continue
      }
      if c == "*" || c == "_" || c == "~" {
        var run = 1
        while i + run < scalars.count, scalars[i + run] == c { run += 1 }
        if c == "~" && run != 2 {
          out.append(contentsOf: scalars[i..<(i + run)])
          i += run
          continue
        }
        let before = i - 1
        let after = i + run
        // `_` inside a word (snake_case) is not emphasis; `*` is.
        let canOpen = !isSpace(after) && !(c == "_" && isWordCharacter(before))
        let canClose = !isSpace(before) && !(c == "_" && isWordCharacter(after))
        if canClose, let k = open.lastIndex(where: { $0.0 == c && $0.1 == run }) {
          let opener = open[k]
          open.removeSubrange(k...)
          // The opener's characters were written out: take them back, moving the spans
          // closed since then with the text.
          out.removeSubrange(opener.2..<(opener.2 + run))
          for s in spans.indices where spans[s].start >= opener.2 + run {
            spans[s].start -= run
            spans[s].end -= run
          }
          spans.append((opener.2, out.count, run, c))
          i += run
          continue
        }
        if canOpen {
          open.append((c, run, out.count))
        }
        out.append(contentsOf: scalars[i..<(i + run)])
        i += run
        continue
      }
      out.append(c)
      i += 1
    }
    var result = Result(text: String(String.UnicodeScalarView(out)))
    for span in spans
    where span.start == 0 && span.end == out.count && span.marker != "~"
      && span.marker != "`"
    {
      if span.length >= 2 { result.bold = true }
      if span.length == 1 || span.length == 3 { result.italic = true }
    }
    result.runs = runs(out, spans)
    return result
  }

  /// The text cut where its style changes.
  private static func runs(
    _ out: [Unicode.Scalar],
    _ spans: [(start: Int, end: Int, length: Int, marker: Unicode.Scalar)]
  ) -> [Run] {
    var styles = [Run](repeating: Run(text: ""), count: out.count)
    for span in spans where span.marker != "~" {
      for k in max(0, span.start)..<min(out.count, max(span.start, span.end)) {
        if span.marker == "`" {
          styles[k].code = true
        } else {
          if span.length >= 2 { styles[k].bold = true }
          if span.length == 1 || span.length == 3 { styles[k].italic = true }
        }
      }
    }
    var runs: [Run] = []
    var scalars = String.UnicodeScalarView()
    for k in out.indices {
      if k > 0, styles[k] != styles[k - 1] {
        var run = styles[k - 1]
        run.text = String(scalars)
        runs.append(run)
        scalars = String.UnicodeScalarView()
      }
      scalars.append(out[k])
    }
    var last = styles.last ?? Run(text: "")
    last.text = String(scalars)
    runs.append(last)
    return runs
  }
}
