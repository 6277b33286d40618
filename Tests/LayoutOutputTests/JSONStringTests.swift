import LayoutOutput
import Testing

@Suite struct JSONStringTests {
  @Test func escapesQuotesBackslashesAndControlCharacters() {
    #expect(jsonString("plain") == #""plain""#)
    #expect(jsonString("say \"hi\"") == #""say \"hi\"""#)
    #expect(jsonString(#"a\b"#) == #""a\\b""#)
    #expect(jsonString("line\nnext\ttab\r") == #""line\nnext\ttab\r""#)
    #expect(jsonString("\u{0}\u{1}\u{1F}\u{08}\u{0C}") == #""\u0000\u0001\u001f\b\f""#)
    #expect(jsonString("/") == #""/""#)
  }

  @Test func writesNonASCIIAsUTF8() {
    #expect(jsonString("café ☕️ 日本 \u{7F}") == "\"café ☕️ 日本 \u{7F}\"")
    #expect(Array(jsonString("é").utf8) == [0x22, 0xC3, 0xA9, 0x22])
  }
}
