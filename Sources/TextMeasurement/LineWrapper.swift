/// A line of one paragraph: graphemes start..<end.
struct WrappedLine: Equatable {
  var start: Int
  var end: Int
  /// The line ends inside a word that was wider than the line (character wrap).
  var brokeWord: Bool
}

/// Greedy word wrap as CoreText's `byWordWrapping`: each line takes as many break
/// opportunities as fit (trailing spaces hang); a word wider than the line is broken between
/// grapheme clusters; then SwiftUI's orphan avoidance.
enum LineWrapper {
  /// A line fits when its width is at most `limit` (a tiny tolerance keeps a width proposed
  /// back from a rounded-up measurement fitting).
  static func wrap(_ widths: ParagraphWidths, limit: Double) -> [WrappedLine] {
    let count = widths.count
    guard count > 0 else { return [WrappedLine(start: 0, end: 0, brokeWord: false)] }
    let limit = limit + 1e-9
    // Every prefix fits: the greedy pass would take each opportunity up to the end, so the
    // paragraph is one line and ICU's opportunities are not needed.
    if widths.widestPrefix <= limit { return [WrappedLine(start: 0, end: count, brokeWord: false)] }
    let breaks = widths.paragraph.canBreakBefore
    var lines: [WrappedLine] = []
    var start = 0
    while start < count {
      var best = -1
      var end = start + 1
      while end <= count {
        if breaks[end] {
          if widths.lineWidth(start, end) <= limit { best = end } else { break }
        }
        end += 1
      }
      if best > 0 {
        lines.append(WrappedLine(start: start, end: best, brokeWord: false))
        start = best
      } else {
        // Character wrap: as many graphemes as fit, at least one.
        var stop = start + 1
        while stop < count && widths.width(start, stop + 1) <= limit { stop += 1 }
        // Spaces after the cut hang on this line rather than start the next one.
        while stop < count && widths.paragraph.isWhitespace[stop] { stop += 1 }
        lines.append(WrappedLine(start: start, end: stop, brokeWord: true))
        start = stop
      }
    }
    avoidOrphan(&lines, widths, limit: limit)
    return lines
  }

  /// SwiftUI keeps a single word off the last line of a paragraph (Apple Developer Forums
  /// 796272; UIKit's `LineBreakStrategy.pushOut`): when the last line holds one word, the
  /// previous line's last word moves down if the new last line still fits.
  static func avoidOrphan(_ lines: inout [WrappedLine], _ widths: ParagraphWidths, limit: Double) {
    guard lines.count >= 2 else { return }
    let last = lines[lines.count - 1]
    let previous = lines[lines.count - 2]
    let breaks = widths.paragraph.canBreakBefore
    guard !previous.brokeWord, !last.brokeWord,
      !(last.start + 1..<last.end).contains(where: { breaks[$0] })
    else { return }
    // The previous line's last opportunity that leaves it with visible content.
    guard
      let move = (previous.start + 1..<previous.end).last(where: {
        breaks[$0] && widths.trimmedEnd(previous.start, $0) > previous.start
      }),
      widths.lineWidth(move, last.end) <= limit
    else { return }
    lines[lines.count - 2].end = move
    lines[lines.count - 1].start = move
  }
}
