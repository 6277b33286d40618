import LayoutEngine
import Testing

@testable import TextMeasurement

/// The result cache's keys (bytes hashed, not normalised; proposals as `Double?`) and the
/// lines its results keep in shared stores.
@Suite struct ResultCacheTests {
  /// "Café" precomposed (U+00E9, 5 UTF-8 bytes) and decomposed ("e" + U+0301, 6 bytes) hash
  /// apart, so the second is a miss of the result cache; it is measured through the caches
  /// below, keyed by canonical equivalence, and gets the first one's result without shaping.
  @Test func canonicallyEquivalentTextsGetTheSameResult() throws {
    let precomposed = "Caf\u{E9} au lait"
    let decomposed = "Cafe\u{301} au lait"
    #expect(precomposed == decomposed)
    #expect(precomposed.utf8.count + 1 == decomposed.utf8.count)
    let measurer = try makeMeasurer()
    let first = wrapped(measurer, precomposed, width: 50)
    let shapings = measurer.shapingCount
    let second = wrapped(measurer, decomposed, width: 50)
    #expect(second == first)
    #expect(measurer.shapingCount == shapings)
    // Measured alone, the decomposed text has the same size ("Café au" does not fit in 50
    // points: two lines).
    let alone = wrapped(try makeMeasurer(), decomposed, width: 50)
    #expect(alone.size == first.size)
    #expect(first.lineCount == 2)
  }

  /// A width of −0 is the width 0 (`Double?` equality): the same entry, one grapheme per line
  /// ("Hi yo": "H", "i", "y", "o", 4 lines). A nil width is the ideal: one line.
  @Test func proposalsKeyAsOptionalDoubles() throws {
    let measurer = try makeMeasurer()
    let zero = wrapped(measurer, "Hi yo", width: 0)
    #expect(zero.lineCount == 4)
    #expect(wrapped(measurer, "Hi yo", width: -0.0) == zero)
    let unspecified = ideal(measurer, "Hi yo")
    #expect(unspecified.lineCount == 1)
    #expect(unspecified.lines == ["Hi yo"])
    #expect(wrapped(measurer, "Hi yo", width: 0).lines == ["H", "i", "y", "o"])
  }

  /// 10,000 distinct texts fill stores of 16, 32, …, 4,096 results (8,176 in all) and 1,824
  /// elements of the next 4,096: every result's lines, read again after all of them, are its own.
  @Test func linesSurviveManyStores() throws {
    let measurer = try makeMeasurer()
    let texts = (0..<10_000).map { "Item \($0) of the list" }
    let firsts = texts.map { wrapped(measurer, $0, width: 60) }
    for (i, text) in texts.enumerated() {
      let again = wrapped(measurer, text, width: 60)
      #expect(again.lines == firsts[i].lines)
      #expect(again.lines.joined(separator: " ") == text)
      #expect(again.drawing?.lineWidths.count == again.lineCount)
    }
  }

  /// A result is a value: changing a copy's lines leaves the cached one alone, and results
  /// compare by their contents wherever those are stored.
  @Test func resultsAreValues() throws {
    let measurer = try makeMeasurer()
    let cached = wrapped(measurer, "Hello world", width: 50)
    var copy = cached
    copy.lines = ["changed"]
    #expect(copy != cached)
    #expect(wrapped(measurer, "Hello world", width: 50).lines == ["Hello", "world"])
    var rebuilt = TextLayoutResult(
      size: cached.size, firstBaseline: cached.firstBaseline, lastBaseline: cached.lastBaseline,
      lineCount: cached.lineCount, lines: cached.lines, drawing: cached.drawing)
    #expect(rebuilt == cached)
    #expect(rebuilt.hashValue == cached.hashValue)
    rebuilt.drawing = nil
    #expect(rebuilt != cached)
    #expect(rebuilt.lines == cached.lines)
  }

  /// Every byte of the text, the key and both dimensions move the hash: texts of 0–40 bytes
  /// differing in one byte at each position (the 8-byte words, the overlapping last word,
  /// the 4-byte halves and the 1–3-byte tail) all hash apart.
  @Test func everyByteMovesTheHash() {
    let hasher = TextKeyHash()
    for length in 0...40 {
      let base = String(repeating: "a", count: length)
      var seen: Set<UInt64> = [hasher.hash(base, key: 0, width: 0, height: 0)]
      for position in 0..<length {
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "b")
        seen.insert(
          hasher.hash(String(decoding: bytes, as: UTF8.self), key: 0, width: 0, height: 0))
      }
      #expect(seen.count == length + 1)
      seen.insert(hasher.hash(base, key: 4, width: 0, height: 0))
      seen.insert(hasher.hash(base, key: 0, width: 1, height: 0))
      seen.insert(hasher.hash(base, key: 0, width: 0, height: 1))
      #expect(seen.count == length + 4)
    }
  }
}
