/// One paragraph (no newlines) split into grapheme clusters (Swift `Character`), with the
/// places a line may break; independent of the font.
struct Paragraph {
  /// Whitespace graphemes hang at the end of a line and do not count in its width.
  let isWhitespace: [Bool]
  /// UTF-16 offset where each grapheme starts, plus the total at the end.
  let utf16Starts: [Int]
  let utf16: [UInt16]
  /// The paragraph's text and where each grapheme starts in it, plus its end: a line's text
  /// is one slice (building it from `Character`s took a generic append per grapheme).
  let text: Substring
  let starts: [String.Index]
  private let breaks: LazyBreaks

  init(_ text: Substring, breaker: LineBreaker) {
    self.text = text
    breaks = LazyBreaks(breaker)
    if let ascii = Self.ascii(text) {
      (utf16, utf16Starts, starts, isWhitespace) = ascii
      return
    }
    let graphemes = Array(text)
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
  }

  /// A paragraph of ASCII without CR LF is one grapheme per byte: its tables without
  /// grapheme breaking or `Character`s (three quarters of a short text's paragraph set-up).
  /// nil for any other text.
  private static func ascii(_ text: Substring)
    -> ([UInt16], [Int], [String.Index], [Bool])?
  {
    var units: [UInt16] = []
    var isWhitespace: [Bool] = []
    let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
      units.reserveCapacity(bytes.count)
      isWhitespace.reserveCapacity(bytes.count)
      var previous: UInt8 = 0
      for byte in bytes {
        if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
        units.append(UInt16(byte))
        // Unicode's White_Space in ASCII (`Character.isWhitespace`): tab to carriage return,
        // and space.
        isWhitespace.append(byte == 0x20 || (0x09...0x0D).contains(byte))
        previous = byte
      }
      return true
    }
    guard plain == true else { return nil }
    var starts = Array(text.utf8.indices)
    starts.append(text.endIndex)
    return (units, Array(0...units.count), starts, isWhitespace)
  }

  var count: Int { utf16Starts.count - 1 }

  /// Grapheme k.
  func grapheme(_ k: Int) -> Character { text[starts[k]] }

  /// Grapheme k is a lone U+0020 (where `WordShapes` splits a text into words).
  func isSpace(_ k: Int) -> Bool {
    utf16Starts[k + 1] - utf16Starts[k] == 1 && utf16[utf16Starts[k]] == 0x20
  }

  /// `canBreakBefore[k]`: a line may end before grapheme k (k in 0…count; the end always).
  /// Found by ICU the first time a line of the paragraph does not fit (`LineWrapper`).
  var canBreakBefore: [Bool] { breaks.value(self) }

  /// ICU was asked (tests check that a fitting paragraph never asks).
  var breaksFound: Bool { breaks.found }

  /// Splits text into paragraphs at newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029, …); a
  /// trailing newline starts an empty last paragraph.
  static func split(_ text: String) -> [Substring] {
    // ASCII without line feed, vertical tab, form feed or carriage return is one paragraph:
    // no grapheme breaking (a quarter of a short text's paragraph set-up).
    var text = text
    let single = text.withUTF8 { bytes in
      !bytes.contains { $0 >= 0x80 || (0x0A...0x0D).contains($0) }
    }
    if single { return [text[...]] }
    return text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
  }
}

/// A paragraph's break opportunities, made when first asked: a text whose lines all fit
/// never needs them (most interface strings), and ICU's iterator was a third of a short
/// text's first measurement.
final class LazyBreaks {
  private var breaker: LineBreaker?
  private var breaks: [Bool]?

  init(_ breaker: LineBreaker) { self.breaker = breaker }

  var found: Bool { breaks != nil }

  func value(_ paragraph: Paragraph) -> [Bool] {
    if let breaks { return breaks }
    // Map ICU's UTF-16 offsets onto grapheme boundaries; offsets inside a grapheme (Swift's
    // Unicode data can be newer than ICU's) are dropped.
    let starts = paragraph.utf16Starts
    var found = [Bool](repeating: false, count: paragraph.count + 1)
    var index = 0
    for offset in breaker!.utf16Offsets(paragraph.utf16) {
      while index < starts.count && starts[index] < offset { index += 1 }
      if index < starts.count && starts[index] == offset { found[index] = true }
    }
    found[paragraph.count] = true
    breaks = found
    breaker = nil
    return found
  }
}
