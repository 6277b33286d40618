import LayoutEngine

extension TextMeasurer {
  /// SwiftUI's answer for one proposal (LayoutRules.md §5.4, Text.md §5–§6).
  func computeMeasure(_ text: String, style: TextStyle, proposal: ProposedSize)
    -> TextLayoutResult
  {
    let widthLimit = Self.widthLimit(proposal)
    let baseSize = pointSize(style.font)
    var request = self.request(style, size: baseSize, widthLimit: widthLimit, proposal: proposal)
    var layout = self.layout(text, request)
    if !fits(layout), style.allowsTightening {
      request.tightening = 1 + Self.tighteningFactor
      layout = self.layout(text, request)
    }
    if !fits(layout), style.minimumScaleFactor < 1 {
      (request, layout) = scaledDown(
        text, style, baseSize: baseSize, template: request,
        proposal: proposal)
    }
    return result(layout, request: request, style: style)
  }

  /// Text fits when nothing was cut and no word had to be broken.
  func fits(_ layout: WrappedText) -> Bool { !layout.truncated && !layout.brokeWord }

  func request(_ style: TextStyle, size: Double, widthLimit: Double, proposal: ProposedSize)
    -> LayoutRequest
  {
    let font = resolve(style.font, size: size)
    var maxLines = max(1, style.maxLines ?? Int.max)
    // A concrete height shows the lines that fit in it, at least one.
    if let height = proposal.height, height.isFinite {
      let pitch = font.lineHeight + style.lineSpacing
      let fitting = ((height + style.lineSpacing + 1e-9) / pitch).rounded(.down)
      maxLines = min(maxLines, max(1, fitting >= Double(Int.max) ? Int.max : Int(fitting)))
    }
    return LayoutRequest(
      font: font, widthLimit: widthLimit, maxLines: maxLines,
      truncationMode: style.truncationMode, tightening: 1, extraTracking: style.tracking ?? 0)
  }

  /// `minimumScaleFactor`: the largest size on the 0.25 pt grid between `factor × size` and
  /// the size whose layout fits (binary search; fitting is monotonic in size), or the
  /// smallest allowed size, truncated, when none fits.
  func scaledDown(
    _ text: String, _ style: TextStyle, baseSize: Double, template: LayoutRequest,
    proposal: ProposedSize
  ) -> (LayoutRequest, WrappedText) {
    let smallest = max(
      0.25,
      (baseSize * max(style.minimumScaleFactor, 0) * 4 - 1e-9)
        .rounded(.up) / 4)
    // Sizes below base; a font of 1e308 points has more quarter points than an Int holds, and
    // a billion steps is already past any size that can fit.
    let steps = Int(min(((baseSize - smallest) * 4 - 1e-9).rounded(.up), 1e9))
    func attempt(_ step: Int) -> (LayoutRequest, WrappedText) {
      var request = self.request(
        style, size: smallest + Double(step) * 0.25, widthLimit: template.widthLimit,
        proposal: proposal)
      request.tightening = template.tightening
      return (request, layout(text, request))
    }
    guard steps > 0 else { return attempt(0) }
    var low = 0
    var high = steps - 1
    var best: (LayoutRequest, WrappedText)?
    while low <= high {
      let middle = (low + high) / 2
      let candidate = attempt(middle)
      if fits(candidate.1) {
        best = candidate
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return best ?? attempt(0)
  }

  /// Sizes rounded up to the pixel grid, the first baseline to the nearest pixel, the last
  /// baseline shifted by the same correction and rounded up (Text.md §3).
  func result(_ layout: WrappedText, request: LayoutRequest, style: TextStyle) -> TextLayoutResult {
    let font = request.font
    let lineCount = max(1, layout.lines.count)
    let shownLines = max(lineCount, style.reservedLines)
    let pitch = font.lineHeight + style.lineSpacing
    let height =
      Double(shownLines) * font.lineHeight
      + Double(shownLines - 1) * style.lineSpacing
    let firstBaseline = rounding.nearest(font.ascender)
    let correction = firstBaseline - font.ascender
    let lastBaseline = rounding.up(Double(lineCount - 1) * pitch + font.ascender + correction)
    return lineWriter.result(
      size: Size(width: rounding.up(layout.width), height: rounding.up(height)),
      firstBaseline: firstBaseline, lastBaseline: lastBaseline, lineCount: lineCount,
      lines: layout.lines,
      drawing: TextDrawing(
        fontFile: font.face.path, pointSize: font.size, linePitch: pitch, lineWidths: layout.widths)
    )
  }
}
