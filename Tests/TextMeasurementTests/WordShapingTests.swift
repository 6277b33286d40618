import LayoutEngine
import Testing

@testable import TextMeasurement

/// Shaping word by word (`WordShapes`), the one ICU iterator and the paragraph tables give the
/// answers of shaping each paragraph whole and breaking it with a fresh iterator.
@Suite struct WordShapingTests {
  static let texts = [
    // Kerning pairs on both sides of spaces (A V, T o, L T, W a), ligatures, figures.
    "AVA To. LT Wave fi fl ffi 1/2 W. Yo, \"Ty\" — 2024 Th",
    "Γειά σου κόσμε", "Привет мир", "café e\u{301}te naïve", "a  b   c ", " lead", "x",
    "(42) minutes ago · 7 × 8",
  ]

  /// The regular and italic faces of both cuts keep the space out of every lookup layoutc
  /// applies; the heavier ones kern some glyphs before a space (GPOS `kern`, the space as a
  /// pair's second glyph), so their texts are shaped whole.
  @Test(arguments: FontSource.bundledFiles)
  func regularFacesSeparateAtSpaces(file: String) throws {
    let face = try FontFace(path: fontDirectory + "/" + file)
    let regular = file.hasSuffix("-Regular.otf") || file.hasSuffix("-Italic.otf")
    #expect(face.separatesAtSpaces == regular)
    let index = FontSource.bundledFiles.firstIndex(of: file)!
    #expect(FontSource.bundledSeparatesAtSpaces(index) == regular)
  }

  /// Each grapheme's advance, word by word, equals its advance in the whole paragraph's
  /// shaping (the glyphs' advances summed per cluster's grapheme), in every bundled face.
  @Test(arguments: FontSource.bundledFiles)
  func wordsShapeAsTheWhole(file: String) throws {
    let face = try FontFace(path: fontDirectory + "/" + file)
    let breaker = LineBreaker()
    for text in Self.texts {
      let paragraph = Paragraph(Substring(text), breaker: breaker)
      var whole = [Int](repeating: 0, count: paragraph.count)
      for glyph in face.shape(paragraph.utf16) {
        let grapheme = paragraph.utf16Starts.lastIndex { $0 <= glyph.cluster }!
        whole[grapheme] += glyph.advance
      }
      #expect(ShapedParagraph(paragraph, face: face).advances == whole, "\(text) in \(file)")
    }
  }

  /// "one two one two" is three words ("one", " ", "two"); "two one" adds none.
  @Test func eachWordIsShapedOnce() throws {
    let face = try FontFace(path: fontDirectory + "/Inter-Regular.otf")
    let breaker = LineBreaker()
    _ = ShapedParagraph(Paragraph("one two one two", breaker: breaker), face: face)
    #expect(face.words.count == 3)
    _ = ShapedParagraph(Paragraph("two one", breaker: breaker), face: face)
    #expect(face.words.count == 3)
    #expect(face.tabularWords.count == 0)
  }

  /// A script other than Latin, Greek or Cyrillic (here Hebrew) is shaped whole.
  @Test func otherScriptsAreShapedWhole() throws {
    let face = try FontFace(path: fontDirectory + "/Inter-Regular.otf")
    _ = ShapedParagraph(Paragraph("שלום עולם", breaker: LineBreaker()), face: face)
    #expect(face.words.count == 0)
  }

  /// ASCII paragraphs skip grapheme breaking: the same tables as `Character`s give.
  @Test func asciiParagraphsMatchCharacters() {
    let breaker = LineBreaker()
    for byte in UInt8(0)..<0x80 {
      let text = "a" + String(UnicodeScalar(byte)) + "b"
      let paragraph = Paragraph(Substring(text), breaker: breaker)
      let characters = Array(text)
      #expect(paragraph.count == characters.count)
      #expect(paragraph.isWhitespace == characters.map(\.isWhitespace))
      #expect((0..<paragraph.count).map(paragraph.grapheme) == characters)
    }
  }

  /// ASCII text without line breaks is one paragraph; anything else splits at `isNewline`.
  @Test func paragraphsSplitAtNewlines() {
    for text in ["", "a b", "a\nb", "a\r\nb", "a\rb\u{0B}c\u{0C}d", "x\n", "é\u{2028}f", "\u{85}"] {
      #expect(
        Paragraph.split(text)
          == text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline))
    }
    #expect(Paragraph.split("a\r\nb").count == 2)
  }

  /// One iterator for every paragraph: "Hello world" breaks before "world" (offset 6) and
  /// at its end (11), after another text was broken with the same iterator.
  @Test func oneIteratorBreaksEveryText() {
    let breaker = LineBreaker()
    #expect(breaker.utf16Offsets(Array("a-b c".utf16)) == [2, 4, 5])
    #expect(breaker.utf16Offsets(Array("Hello world".utf16)) == [6, 11])
    #expect(breaker.utf16Offsets([]) == [])
  }

  /// A paragraph whose every prefix fits is one line without asking ICU; one that wraps asks.
  /// "Hello world" in .body is about 80 points wide.
  @Test func breaksAreFoundOnlyWhenALineWraps() throws {
    let measurer = try makeMeasurer()
    _ = wrapped(measurer, "Hello world", width: 200)
    #expect(!measurer.entry("Hello world").paragraphs[0].breaksFound)
    _ = wrapped(measurer, "Hello world", width: 50)
    #expect(measurer.entry("Hello world").paragraphs[0].breaksFound)
  }

  /// A chained class rule whose lookahead is class 0 matches any glyph the class definition
  /// leaves out, the space too. Bytes: format 2, four null offsets, one rule set at 14; its one
  /// rule at 18: no backtrack, input of 2 (second class 3), lookahead of 1 (class 0 or 5).
  @Test(arguments: [(0, false), (5, true)])
  func classZeroInALookaheadIsSeen(lookahead: UInt8, unused: Bool) {
    let bytes: [UInt8] = [
      0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 14,  // header, one set
      0, 1, 0, 4,  // the set: one rule, 4 bytes on
      0, 0, 0, 2, 0, 3, 0, 1, 0, lookahead, 0, 0,  // the rule
    ]
    bytes.withUnsafeBytes { raw in
      #expect(OpenTypeBytes(raw).contextClassZeroUnused(0, chained: true) == unused)
    }
  }

  /// Class kerning of 2 × 2 classes, x-advance only (format 0x4, one field per record):
  /// records at 16, 18 (class 1 = 0), 20, 22 (class 1 = 1). A nonzero value before class 0
  /// (the record at 20; 0x00F6 = 246 units) would kern before a space.
  @Test(arguments: [(0, true), (0xF6, false)])
  func classZeroKerningIsSeen(value: UInt8, unused: Bool) {
    let bytes: [UInt8] = [
      0, 2, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2,
      0, 0, 0xFF, 0xCE, 0, value, 0, 20,
    ]
    bytes.withUnsafeBytes { raw in
      #expect(OpenTypeBytes(raw).pairClassZeroUnused(0) == unused)
    }
  }
}
