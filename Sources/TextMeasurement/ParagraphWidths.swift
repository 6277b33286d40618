/// A paragraph's grapheme widths in points at one size and tracking, as prefix sums so any
/// line's width is a subtraction.
struct ParagraphWidths {
  let paragraph: Paragraph
  /// `prefix[k]`: width of graphemes 0..<k.
  let prefix: [Double]

  /// The largest prefix (NaN if any is): every line from the start up to any grapheme is at
  /// most this wide.
  var widestPrefix: Double {
    var widest = 0.0
    for width in prefix where !(width <= widest) {
      if width.isNaN { return .nan }
      widest = width
    }
    return widest
  }

  init(_ paragraph: Paragraph, shaped: ShapedParagraph, pointsPerUnit: Double, tracking: Double) {
    self.paragraph = paragraph
    var prefix = [Double](repeating: 0, count: paragraph.count + 1)
    var sum = 0.0
    for index in 0..<paragraph.count {
      sum += Double(shaped.advances[index]) * pointsPerUnit + tracking
      prefix[index + 1] = sum
    }
    self.prefix = prefix
  }

  /// Widths from prefix sums made elsewhere (a text of several runs).
  init(_ paragraph: Paragraph, prefix: [Double]) {
    self.paragraph = paragraph
    self.prefix = prefix
  }

  var count: Int { paragraph.count }

  /// `end` moved back over whitespace that hangs at the end of a line.
  func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start && paragraph.isWhitespace[end - 1] { end -= 1 }
    return end
  }

  /// `start` moved forward over whitespace (for a line shown from its end, head truncation).
  func trimmedStart(_ start: Int, _ end: Int) -> Int {
    var start = start
    while start < end && paragraph.isWhitespace[start] { start += 1 }
    return start
  }

  /// Width of graphemes start..<end, trailing whitespace not counted.
  func lineWidth(_ start: Int, _ end: Int) -> Double {
    prefix[trimmedEnd(start, end)] - prefix[start]
  }

  /// Raw width of graphemes start..<end.
  func width(_ start: Int, _ end: Int) -> Double { prefix[end] - prefix[start] }

  /// The text of graphemes start..<end.
  func text(_ start: Int, _ end: Int) -> String {
    String(paragraph.text[paragraph.starts[start]..<paragraph.starts[end]])
  }
}
