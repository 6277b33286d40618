import LayoutEngine

/// Cuts the last visible line with "…" (U+2026) at grapheme boundaries so that the kept
/// text plus the ellipsis fits (Apple `truncationMode`; Text.md §6).
enum Truncator {
  struct Result: Equatable {
    var text: String
    var width: Double
  }

  /// `widths` is the line's paragraph; the line shows graphemes from `start` to the
  /// paragraph's end, cut to `limit`.
  static func truncate(
    _ widths: ParagraphWidths, from start: Int, ellipsisWidth: Double, limit: Double,
    mode: TextStyle.TruncationMode
  ) -> Result {
    let end = widths.count
    let room = limit + 1e-9 - ellipsisWidth
    switch mode {
    case .tail:
      var keep = start
      while keep < end && widths.lineWidth(start, keep + 1) <= room { keep += 1 }
      let stop = widths.trimmedEnd(start, keep)
      return Result(
        text: widths.text(start, stop) + "…",
        width: widths.width(start, stop) + ellipsisWidth)
    case .head:
      var keep = end
      while keep > start && widths.width(widths.trimmedStart(keep - 1, end), end) <= room {
        keep -= 1
      }
      let from = widths.trimmedStart(keep, end)
      let stop = widths.trimmedEnd(from, end)
      return Result(
        text: "…" + widths.text(from, stop),
        width: ellipsisWidth + widths.width(from, stop))
    case .middle:
      // Alternately keep one more grapheme at the front and at the back while both fit.
      let visibleEnd = widths.trimmedEnd(start, end)
      var front = start
      var back = visibleEnd
      var takeFront = true
      var stuck = 0
      while front < back && stuck < 2 {
        let candidateFront = takeFront ? front + 1 : front
        let candidateBack = takeFront ? back : back - 1
        let total = widths.width(start, candidateFront) + widths.width(candidateBack, visibleEnd)
        if total <= room {
          front = candidateFront
          back = candidateBack
          stuck = 0
        } else {
          stuck += 1
        }
        takeFront.toggle()
      }
      let head = widths.trimmedEnd(start, front)
      let tail = widths.trimmedStart(back, visibleEnd)
      return Result(
        text: widths.text(start, head) + "…" + widths.text(tail, visibleEnd),
        width: widths.width(start, head) + ellipsisWidth + widths.width(tail, visibleEnd))
    }
  }
}
