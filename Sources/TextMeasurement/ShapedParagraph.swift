import CHarfBuzz

/// A paragraph shaped with one face: each grapheme's advance in font units, GPOS kerning
/// included (a pair's adjustment belongs to its first grapheme). Independent of point size,
/// so one shaping serves every size, width and scale factor.
struct ShapedParagraph {
  let advances: [Int]
  /// Graphemes neither the face nor the fallback font has, nor a modelled fallback: measured
  /// as the face's .notdef box (`TextMeasurer.missingCharacters`).
  let missing: [Int]

  init(_ paragraph: Paragraph, face: FontFace, fallback: FontFace? = nil) {
    var missing: [Int] = []
    advances = Self.advances(
      paragraph, 0..<paragraph.count, face: face, fallback: fallback, missing: &missing)
    self.missing = missing
  }

  /// The advances of graphemes `range` of a paragraph shaped on their own with `face` (a run
  /// of a styled text; nothing kerns across runs, whose fonts differ). On a face that
  /// separates at spaces, a text of a simple script is shaped word by word through the face's
  /// `WordShapes`, with the script HarfBuzz guesses for the whole: the same advances.
  static func advances(
    _ paragraph: Paragraph, _ range: Range<Int>, face: FontFace, tabularDigits: Bool = false,
    fallback: FontFace? = nil, missing: inout [Int]
  ) -> [Int] {
    guard !range.isEmpty else { return [] }
    var advances = [Int](repeating: 0, count: range.count)
    var found = [Bool](repeating: false, count: range.count)
    paragraph.utf16.withUnsafeBufferPointer { all in
      let whole = UnsafeBufferPointer(
        rebasing: all[
          paragraph.utf16Starts[range.lowerBound]..<paragraph.utf16Starts[range.upperBound]])
      guard range.count > 1, let script = WordShapes.wordScript(whole), face.separatesAtSpaces
      else {
        shape(paragraph, range, all, face, tabularDigits, nil, &advances, &found, at: 0)
        return
      }
      let words = tabularDigits ? face.tabularWords : face.words
      var start = range.lowerBound
      while start < range.upperBound {
        var stop = start + 1
        if !paragraph.isSpace(start) {
          while stop < range.upperBound && !paragraph.isSpace(stop) { stop += 1 }
        }
        let word = UnsafeBufferPointer(
          rebasing: all[paragraph.utf16Starts[start]..<paragraph.utf16Starts[stop]])
        words.lookUp(
          word, script: script, graphemes: stop - start, into: &advances, &found,
          at: start - range.lowerBound
        ) { wordAdvances, wordFound in
          shape(
            paragraph, start..<stop, all, face, tabularDigits, script, &wordAdvances, &wordFound,
            at: 0)
        }
        start = stop
      }
    }
    // iOS takes what the font lacks from a fallback font: `--fallback-font`'s advances
    // (scaled to this face's units), else the modelled CJK and emoji widths (PingFang, Apple
    // Color Emoji), else Inter's .notdef box, reported.
    for index in 0..<range.count where !found[index] {
      let grapheme = paragraph.grapheme(range.lowerBound + index)
      if let fallback, let units = fallback.advance(of: grapheme) {
        advances[index] = Int(
          (Double(units) * Double(face.unitsPerEm) / Double(fallback.unitsPerEm)).rounded())
      } else if let ems = fallbackEms(grapheme) {
        advances[index] = Int((ems * Double(face.unitsPerEm)).rounded())
      } else if !grapheme.isWhitespace {
        missing.append(range.lowerBound + index)
      }
    }
    return advances
  }

  /// Shapes graphemes `range` alone and adds each glyph's advance to its grapheme's (from
  /// `offset` in `advances`), marking the graphemes that had a glyph.
  private static func shape(
    _ paragraph: Paragraph, _ range: Range<Int>, _ all: UnsafeBufferPointer<UInt16>,
    _ face: FontFace, _ tabularDigits: Bool, _ script: hb_script_t?, _ advances: inout [Int],
    _ found: inout [Bool], at offset: Int
  ) {
    let first = paragraph.utf16Starts[range.lowerBound]
    let end = paragraph.utf16Starts[range.upperBound]
    // UTF-16 offset (from the range's start) → grapheme index in the range.
    var graphemeAt = [Int](repeating: 0, count: end - first + 1)
    for index in range {
      for unit in paragraph.utf16Starts[index]..<paragraph.utf16Starts[index + 1] {
        graphemeAt[unit - first] = index - range.lowerBound
      }
    }
    let text = UnsafeBufferPointer(rebasing: all[first..<end])
    face.shape(text, tabularDigits: tabularDigits, script: script) { glyphs in
      for glyph in glyphs {
        let index =
          offset + min(graphemeAt[min(Int(glyph.info.cluster), text.count)], range.count - 1)
        advances[index] += Int(glyph.advance)
        if glyph.info.codepoint != 0 { found[index] = true }
      }
    }
  }

  /// Advance in ems of a grapheme the font lacks: emoji 1.25 em (Apple Color Emoji, an
  /// estimate), East Asian wide/fullwidth 1 em (PingFang's ideographs); nil keeps .notdef.
  static func fallbackEms(_ grapheme: Character) -> Double? {
    let scalars = grapheme.unicodeScalars
    guard let first = scalars.first else { return nil }
    let props = first.properties
    if props.isEmojiPresentation || (props.isEmoji && scalars.contains { $0.value == 0xFE0F })
      || (0x1F1E6...0x1F1FF).contains(first.value)
    {
      return 1.25
    }
    if isWide(first.value) { return 1 }
    return nil
  }

  /// East Asian Wide/Fullwidth blocks (the stdlib has no East_Asian_Width property).
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
