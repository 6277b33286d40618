import LayoutEngine

/// One layout of a text at one font size: wrapped, limited to the lines that may show, the
/// last shown line truncated when text is left over.
struct WrappedText {
  var lines: [String]
  var widths: [Double]
  /// Text was cut (more lines than allowed, or a paragraph that did not fit).
  var truncated: Bool
  /// A word was broken between graphemes because it was wider than the line.
  var brokeWord: Bool
  /// Which graphemes each line shows (a truncated line: from its start to its paragraph's
  /// end), for the line heights of a text of several runs.
  var spans: [LineSpan] = []

  var width: Double { widths.max() ?? 0 }
}

/// Graphemes `start..<end` of paragraph `paragraph`.
struct LineSpan: Equatable {
  var paragraph: Int
  var start: Int
  var end: Int
}

/// Everything a layout needs besides the text: the font, the width limit, how many lines may
/// show, and the tightening allowance.
struct LayoutRequest {
  var font: ResolvedFont
  /// Line width in points (never 0, never infinite).
  var widthLimit: Double
  var maxLines: Int
  var truncationMode: TextStyle.TruncationMode
  /// 1 + the share of a line that tightening may absorb (1 when off).
  var tightening: Double
  /// Extra tracking from `.tracking`/`.kerning`, in points.
  var extraTracking: Double

  /// A line's width as reported: a line that tightening squeezed in is exactly the limit;
  /// anything else (even a grapheme wider than the line) is its own width.
  func reported(_ width: Double) -> Double {
    width > widthLimit && width <= widthLimit * tightening + 1e-9 ? widthLimit : width
  }
}

extension TextMeasurer {
  /// `NSParagraphStyle.tighteningFactorForTruncation` defaults to 0.05: a line up to 5 %
  /// too long is tightened to fit instead of truncated.
  static let tighteningFactor = 0.05

  func layout(_ text: String, _ request: LayoutRequest) -> WrappedText {
    let entry = self.entry(text)
    let font = request.font
    let tracking = font.tracking + request.extraTracking
    let ellipsis = ellipsisWidth(font, tracking: tracking)
    let widths = { (index: Int) in
      ParagraphWidths(
        entry.paragraphs[index], shaped: self.shaped(entry, paragraph: index, face: font.face),
        pointsPerUnit: font.pointsPerUnit, tracking: tracking)
    }
    return wrap(
      paragraphs: entry.paragraphs.count, request, ellipsis: { _, _ in ellipsis }, widths: widths)
  }

  /// Wraps each paragraph to the request's width and keeps the lines that may show, the last
  /// one truncated when text is left over. `ellipsis(paragraph, start)`: the width of "…"
  /// on a line cut there.
  func wrap(
    paragraphs count: Int, _ request: LayoutRequest, ellipsis: (Int, Int) -> Double,
    widths widthsOf: (Int) -> ParagraphWidths
  ) -> WrappedText {
    let fitLimit = request.widthLimit * request.tightening
    var result = WrappedText(lines: [], widths: [], truncated: false, brokeWord: false)
    for index in 0..<count {
      let widths = widthsOf(index)
      let wrapped = LineWrapper.wrap(widths, limit: fitLimit)
      for (lineIndex, line) in wrapped.enumerated() {
        let moreFollows = lineIndex < wrapped.count - 1 || index < count - 1
        if result.lines.count == request.maxLines - 1 && moreFollows {
          let cut = Truncator.truncate(
            widths, from: line.start, ellipsisWidth: ellipsis(index, line.start),
            limit: fitLimit, mode: request.truncationMode)
          result.lines.append(cut.text)
          result.widths.append(request.reported(cut.width))
          result.spans.append(LineSpan(paragraph: index, start: line.start, end: widths.count))
          result.truncated = true
          return result
        }
        if line.brokeWord { result.brokeWord = true }
        let stop = widths.trimmedEnd(line.start, line.end)
        result.lines.append(widths.text(line.start, stop))
        result.widths.append(request.reported(widths.lineWidth(line.start, line.end)))
        result.spans.append(LineSpan(paragraph: index, start: line.start, end: line.end))
      }
    }
    return result
  }

  func ellipsisWidth(_ font: ResolvedFont, tracking: Double) -> Double {
    Double(font.face.ellipsisUnits) * font.pointsPerUnit + tracking
  }
}
