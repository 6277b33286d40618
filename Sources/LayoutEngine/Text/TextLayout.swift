/// `Text("…")`: no child.
/// Own size: what the text measurer answers for the proposal (one line per paragraph when
/// unspecified, wrapped to a width otherwise), rounded up to the pixel grid (§5.4).
/// Explicit guides: the first and last text baselines. Spacing: font-metric based (§3.4).
public struct TextLayout: Sendable {
  public var string: String
  public var style: TextStyle
  /// `.multilineTextAlignment`: for drawing only, never read by layout.
  public var alignment: TextAlignment
  /// Pieces with fonts of their own (`string` is their text joined); empty: one font, the
  /// style's.
  public var runs: [TextRun]

  public init(
    string: String, style: TextStyle = TextStyle(), alignment: TextAlignment = .leading,
    runs: [TextRun] = []
  ) {
    self.string = string
    self.style = style
    self.alignment = alignment
    self.runs = runs
  }

  func measure(_ p: ProposedSize, _ measurer: any TextMeasuring) -> TextLayoutResult {
    runs.isEmpty
      ? measurer.measure(string, style: style, proposal: p)
      : measurer.measure(runs: runs, style: style, proposal: p)
  }

  /// The font whose metrics space the text from its neighbours: the style's, or the run
  /// with the tallest line (a line is as tall as its tallest run).
  func spacingFont(_ measurer: any TextMeasuring) -> FontSpec {
    guard !runs.isEmpty else { return style.font }
    var best = runs[0].font
    var tallest = -Double.infinity
    for run in runs {
      let m = measurer.metrics(for: run.font)
      if m.ascender - m.descender > tallest {
        tallest = m.ascender - m.descender
        best = run.font
      }
    }
    return best
  }

  func explicitAlignment(
    _ key: AlignmentKey, proposal: ProposedSize, measurer: any TextMeasuring
  ) -> Double? {
    switch key {
    case .firstTextBaseline: return measure(proposal, measurer).firstBaseline
    case .lastTextBaseline: return measure(proposal, measurer).lastBaseline
    default: return nil
    }
  }

  /// LayoutRules.md §3.4 (iOS 17 semantics): with line height `a − d` and `dts` its tenth
  /// rounded up to a pixel, an ordinary view above sits `dls − ascender` from the text's top
  /// edge and one below `max(dls − capHeight, dts + descent)` from its bottom edge; two texts
  /// meet by their baselines or the lower font's leading. Horizontally a text has no entries,
  /// so it is 8 from its neighbours like any view.
  func spacing(_ measurer: any TextMeasuring, pixelLength px: Double) -> Spacing {
    let m = measurer.metrics(for: spacingFont(measurer))
    let lineHeight = m.ascender - m.descender
    let dts = roundUp(0.1 * lineHeight, px)
    let dls = lineHeight + dts
    let ideal = measure(.unspecified, measurer)
    let metrics = Spacing.TextMetrics(
      ascend: m.ascender, descend: -m.descender, leading: m.leading, pixelLength: px)
    return Spacing(entries: [
      .init(category: .textToText, edge: .top, value: .bottomTextMetrics(metrics)),
      .init(category: .textToText, edge: .bottom, value: .topTextMetrics(metrics)),
      .init(category: .textBaseline, edge: .top, value: .distance(-ideal.firstBaseline)),
      .init(
        category: .textBaseline, edge: .bottom,
        value: .distance(ideal.lastBaseline - ideal.size.height)),
      .init(category: .edgeAboveText, edge: .top, value: .distance(dls - m.ascender)),
      .init(
        category: .edgeBelowText, edge: .bottom,
        value: .distance(Swift.max(dls - m.capHeight, dts - m.descender))),
    ])
  }

  private func roundUp(_ v: Double, _ px: Double) -> Double {
    guard px > 0 else { return v }
    return (v / px - 1e-9).rounded(.up) * px
  }
}

/// A deterministic stand-in for fonts, like the Ahem font layout engines test with: every
/// character is `advance × size` wide, a line is `lineHeight × size` tall, words wrap at
/// spaces. The engine uses it when no measurer is given; the real one is `TextMeasurement`.
public final class FixedAdvanceTextMeasurer: TextMeasuring {
  public let advance: Double
  public let lineHeight: Double

  public init(advance: Double = 0.5, lineHeight: Double = 1.2) {
    self.advance = advance
    self.lineHeight = lineHeight
  }

  private func pointSize(_ font: FontSpec) -> Double {
    switch font.base {
    case .system(let size), .custom(_, let size, _): return size
    case .textStyle: return 17
    }
  }

  public func metrics(for font: FontSpec) -> FontMetrics {
    let s = pointSize(font)
    return FontMetrics(
      ascender: 0.8 * lineHeight * s, descender: -0.2 * lineHeight * s, leading: 0,
      capHeight: 0.56 * lineHeight * s)
  }

  public func measure(_ text: String, style: TextStyle, proposal: ProposedSize)
    -> TextLayoutResult
  {
    let s = pointSize(style.font)
    let charWidth = advance * s
    let maxWidth = proposal.width ?? .infinity
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if !line.isEmpty && Double(candidate.count) * charWidth > maxWidth {
          lines.append(line)
          line = String(word)
        } else {
          line = candidate
        }
      }
      lines.append(line)
    }
    if let limit = style.maxLines, lines.count > limit { lines = Array(lines.prefix(limit)) }
    let count = Swift.max(lines.count, style.reservedLines, 1)
    let width = lines.map { Double($0.count) * charWidth }.max() ?? 0
    let h = lineHeight * s
    return TextLayoutResult(
      size: Size(width: width, height: Double(count) * h), firstBaseline: 0.8 * h,
      lastBaseline: Double(lines.count - 1) * h + 0.8 * h, lineCount: lines.count, lines: lines)
  }
}
