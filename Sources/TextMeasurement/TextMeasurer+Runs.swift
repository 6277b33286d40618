import LayoutEngine

/// A text of several runs (`Text("a") + Text("b").bold()`, inline Markdown, interpolated
/// images): one paragraph per newline as for a single font, with each run shaped in its own
/// face, lines broken where the joined text may break (ICU over the whole paragraph), and
/// each line as tall as the tallest font on it, as CoreText stacks a line of mixed fonts
/// (Text.md §6.1).
extension TextMeasurer {
  /// What every measurement of one list of runs shares: the paragraphs, which run each
  /// grapheme belongs to, and each run's shaping, made when first needed.
  final class RunsEntry {
    let paragraphs: [Paragraph]
    /// Per paragraph, its pieces of one run each: graphemes `range`, run `run`.
    let segments: [[(range: Range<Int>, run: Int)]]
    /// Per paragraph, the run at its start (an empty paragraph's line height).
    let firstRun: [Int]
    var shapings: [ShapingKey: [Int]] = [:]
    /// Characters no font had (`TextMeasurer.missingCharacters`).
    var missing: [Character] = []

    init(_ runs: [TextRun], breaker: LineBreaker) {
      let joined = runs.map(\.text).joined()
      var runEnds: [Int] = []  // UTF-16 offset where each run ends in `joined`
      var total = 0
      for run in runs {
        total += run.text.utf16.count
        runEnds.append(total)
      }
      var paragraphs: [Paragraph] = []
      var segments: [[(range: Range<Int>, run: Int)]] = []
      var firstRun: [Int] = []
      var run = 0
      for text in Paragraph.split(joined) {
        let paragraph = Paragraph(text, breaker: breaker)
        let start = joined.utf16.distance(from: joined.startIndex, to: text.startIndex)
        func runAt(_ offset: Int) -> Int {
          while run < runs.count - 1 && runEnds[run] <= offset { run += 1 }
          return run
        }
        firstRun.append(runAt(start))
        var pieces: [(range: Range<Int>, run: Int)] = []
        for index in 0..<paragraph.count {
          let owner = runAt(start + paragraph.utf16Starts[index])
          if let last = pieces.last, last.run == owner {
            pieces[pieces.count - 1].range = last.range.lowerBound..<(index + 1)
          } else {
            pieces.append((index..<(index + 1), owner))
          }
        }
        paragraphs.append(paragraph)
        segments.append(pieces)
      }
      self.paragraphs = paragraphs
      self.segments = segments
      self.firstRun = firstRun
    }
  }

  struct ShapingKey: Hashable {
    var paragraph: Int
    var segment: Int
    var face: ObjectIdentifier
  }

  /// The runs' fonts at a scale factor (1 unless `minimumScaleFactor` shrinks the text).
  func resolvedRuns(_ runs: [TextRun], factor: Double) -> [ResolvedFont] {
    runs.map { resolve($0.font, size: pointSize($0.font) * factor) }
  }

  func computeMeasure(runs: [TextRun], style: TextStyle, proposal: ProposedSize)
    -> TextLayoutResult
  {
    let entry = runsEntry(runs)
    var fonts = resolvedRuns(runs, factor: 1)
    var request = runsRequest(fonts, style, proposal: proposal)
    var layout = layoutRuns(entry, runs, fonts, request)
    if !fits(layout), style.allowsTightening {
      request.tightening = 1 + Self.tighteningFactor
      layout = layoutRuns(entry, runs, fonts, request)
    }
    if !fits(layout), style.minimumScaleFactor < 1 {
      // The largest factor on a grid of 1/64 that fits, as for one font (binary search).
      let steps = 64
      let smallest = max(0.01, style.minimumScaleFactor)
      var low = 0
      var high = steps - 1
      var best: ([ResolvedFont], LayoutRequest, WrappedText)?
      while low <= high {
        let middle = (low + high) / 2
        let factor = smallest + (1 - smallest) * Double(middle) / Double(steps)
        let scaled = resolvedRuns(runs, factor: factor)
        var candidate = runsRequest(scaled, style, proposal: proposal)
        candidate.tightening = request.tightening
        let attempt = layoutRuns(entry, runs, scaled, candidate)
        if fits(attempt) {
          best = (scaled, candidate, attempt)
          low = middle + 1
        } else {
          high = middle - 1
        }
      }
      if best == nil {
        let scaled = resolvedRuns(runs, factor: smallest)
        var candidate = runsRequest(scaled, style, proposal: proposal)
        candidate.tightening = request.tightening
        best = (scaled, candidate, layoutRuns(entry, runs, scaled, candidate))
      }
      (fonts, request, layout) = best!
    }
    return runsResult(layout, entry: entry, runs: runs, fonts: fonts, style: style)
  }

  private func runsEntry(_ runs: [TextRun]) -> RunsEntry {
    if let cached = runEntries[runs] { return cached }
    let entry = RunsEntry(runs, breaker: lineBreaker)
    runEntries[runs] = entry
    return entry
  }

  /// The width limit and line count for a proposal; the tallest run's line decides how many
  /// lines a height holds.
  private func runsRequest(_ fonts: [ResolvedFont], _ style: TextStyle, proposal: ProposedSize)
    -> LayoutRequest
  {
    let tallest = fonts.max { $0.lineHeight < $1.lineHeight }!
    var request = self.request(
      style, size: tallest.size, widthLimit: Self.widthLimit(proposal), proposal: proposal)
    request.font = tallest
    return request
  }

  private func layoutRuns(
    _ entry: RunsEntry, _ runs: [TextRun], _ fonts: [ResolvedFont], _ request: LayoutRequest
  ) -> WrappedText {
    let ellipsis = { (paragraph: Int, start: Int) in
      let run = self.run(entry, paragraph: paragraph, at: start)
      return self.ellipsisWidth(fonts[run], tracking: fonts[run].tracking)
    }
    return wrap(paragraphs: entry.paragraphs.count, request, ellipsis: ellipsis) { index in
      let paragraph = entry.paragraphs[index]
      var prefix = [Double](repeating: 0, count: paragraph.count + 1)
      var sum = 0.0
      for (number, segment) in entry.segments[index].enumerated() {
        let run = runs[segment.run]
        let font = fonts[segment.run]
        if let ems = run.attachmentEms {
          for k in segment.range {
            sum += ems * font.size
            prefix[k + 1] = sum
          }
          continue
        }
        let key = ShapingKey(paragraph: index, segment: number, face: ObjectIdentifier(font.face))
        let advances: [Int]
        if let cached = entry.shapings[key] {
          advances = cached
        } else {
          var missing: [Int] = []
          advances = ShapedParagraph.advances(
            paragraph, segment.range, face: font.face, tabularDigits: run.monospacedDigits,
            fallback: fallback, missing: &missing)
          for k in missing where !entry.missing.contains(paragraph.grapheme(k)) {
            entry.missing.append(paragraph.grapheme(k))
          }
          entry.shapings[key] = advances
          countShaping()
        }
        let tracking = font.tracking + (run.tracking ?? 0)
        for (offset, k) in segment.range.enumerated() {
          sum += Double(advances[offset]) * font.pointsPerUnit + tracking
          prefix[k + 1] = sum
        }
      }
      return ParagraphWidths(paragraph, prefix: prefix)
    }
  }

  /// The run grapheme `index` of a paragraph belongs to (its first run when empty).
  private func run(_ entry: RunsEntry, paragraph: Int, at index: Int) -> Int {
    entry.segments[paragraph].first { $0.range.contains(index) }?.run
      ?? entry.segments[paragraph].last?.run ?? entry.firstRun[paragraph]
  }

  /// Each line as tall as the largest ascender plus the largest descender of the runs it
  /// shows; the first baseline at the first line's ascender (Text.md §3's rounding).
  private func runsResult(
    _ layout: WrappedText, entry: RunsEntry, runs textRuns: [TextRun], fonts: [ResolvedFont],
    style: TextStyle
  ) -> TextLayoutResult {
    var ascenders: [Double] = []
    var heights: [Double] = []
    for span in layout.spans {
      var ascender = 0.0
      var descender = 0.0
      var leading = 0.0
      let segments = entry.segments[span.paragraph]
      let shown = segments.filter { $0.range.overlaps(span.start..<max(span.end, span.start + 1)) }
      let owners =
        shown.isEmpty ? [run(entry, paragraph: span.paragraph, at: span.start)] : shown.map(\.run)
      for run in owners {
        // A raised run lifts the line's top; a lowered one its bottom.
        let offset = textRuns[run].baselineOffset
        ascender = max(ascender, fonts[run].ascender + offset)
        descender = max(descender, fonts[run].descender - offset)
        leading = max(leading, fonts[run].leading)
      }
      ascenders.append(ascender)
      heights.append(ascender + descender + leading)
    }
    if heights.isEmpty {
      let font = fonts[entry.firstRun.first ?? 0]
      ascenders = [font.ascender]
      heights = [font.lineHeight]
    }
    let lineCount = heights.count
    // Lines reserved beyond the text's own are as tall as its first run's.
    let reserved = max(0, style.reservedLines - lineCount)
    let shown = lineCount + reserved
    let height =
      heights.reduce(0, +) + Double(reserved) * fonts[0].lineHeight
      + Double(shown - 1) * style.lineSpacing
    let firstBaseline = rounding.nearest(ascenders[0])
    let correction = firstBaseline - ascenders[0]
    let above = heights.dropLast().reduce(0, +) + Double(lineCount - 1) * style.lineSpacing
    let lastBaseline = rounding.up(above + ascenders[lineCount - 1] + correction)
    let first = fonts[entry.firstRun.first ?? 0]
    return lineWriter.result(
      size: Size(width: rounding.up(layout.width), height: rounding.up(height)),
      firstBaseline: firstBaseline, lastBaseline: lastBaseline, lineCount: lineCount,
      lines: layout.lines,
      drawing: TextDrawing(
        fontFile: first.face.path, pointSize: first.size,
        linePitch: lineCount > 1
          ? (above / Double(lineCount - 1)) : first.lineHeight + style.lineSpacing,
        lineWidths: layout.widths))
  }
}
