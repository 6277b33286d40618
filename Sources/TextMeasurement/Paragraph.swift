/// One paragraph (no newlines) split into grapheme clusters (Swift `Character`), with the
/// places a line may break; independent of the font.
struct Paragraph {
  let graphemes: [Character]
  /// `canBreakBefore[k]`: a line may end before grapheme k (k in 0…count; the end always).
  let canBreakBefore: [Bool]
  /// Whitespace graphemes hang at the end of a line and do not count in its width.
  let isWhitespace: [Bool]
  /// UTF-16 offset where each grapheme starts, plus the total at the end.
  let utf16Starts: [Int]
  let utf16: [UInt16]
  /// The paragraph's text and where each grapheme starts in it, plus its end: a line's text
  /// is one slice (building it from `Character`s took a generic append per grapheme).
  let text: Substring
  let starts: [String.Index]

  init(_ text: Substring) {
    self.text = text
    graphemes = Array(text)
    utf16 = Array(text.utf16)
    var utf16Starts: [Int] = []
    utf16Starts.reserveCapacity(graphemes.count + 1)
    var starts: [String.Index] = []
    starts.reserveCapacity(graphemes.count + 1)
    var offset = 0
    var position = text.startIndex
    for grapheme in graphemes {
      utf16Starts.append(offset)
      starts.append(position)
      offset += grapheme.utf16.count
      position = text.utf8.index(position, offsetBy: grapheme.utf8.count)
    }
    utf16Starts.append(offset)
    starts.append(position)
    self.utf16Starts = utf16Starts
    self.starts = starts
    isWhitespace = graphemes.map { $0.isWhitespace }
    // Map ICU's UTF-16 offsets onto grapheme boundaries; offsets inside a grapheme (Swift's
    // Unicode data can be newer than ICU's) are dropped.
    var breaks = [Bool](repeating: false, count: graphemes.count + 1)
    var index = 0
    for offset in LineBreakOpportunities.utf16Offsets(utf16) {
      while index < utf16Starts.count && utf16Starts[index] < offset { index += 1 }
      if index < utf16Starts.count && utf16Starts[index] == offset { breaks[index] = true }
    }
    breaks[graphemes.count] = true
    canBreakBefore = breaks
  }

  var count: Int { graphemes.count }

  /// Splits text into paragraphs at newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029, …); a
  /// trailing newline starts an empty last paragraph.
  static func split(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
  }
}
