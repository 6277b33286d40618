import Testing

/// `String(format:)` and the interpolations SwiftUI's `Text` formats (`specifier:`,
/// `format:`), as Apple's platforms print them.
@Suite struct StringFormatTests {
  /// Each as `printf` makes it: zero padding to width 5 with 2 decimals ("03.14"), hex and
  /// octal, a plain `%d` reads 32 bits of an `Int` (5,000,000,000 − 2³² = 705,032,704) where
  /// `%ld` reads 64, positional arguments, an exact half rounded to even (0.125 → "0.12"),
  /// exponent form, `%%`, `hh` reading 8 bits (0x1AB → "ab") and `h` 16 (70,000 − 65,536 =
  /// 4,464). Before, "%05.2f" printed "3.141595.2f" and "%x" the decimal
  /// "255", silently.
  @Test func conversionsAsPrintfMakesThem() {
    let out = swiftTexts([
      """
      struct F: View {
        var body: some View {
          VStack {
            Text(String(format: "%@ has %d", "Ann", 3))
            Text(String(format: "%.1f%%", 12.345))
            Text(String(format: "%05.2f", 3.14159))
            Text(String(format: "%x %X %o", 255, 255, 8))
            Text(String(format: "%d|%ld", 5_000_000_000, 5_000_000_000))
            Text(String(format: "%2$@ %1$@", "a", "b"))
            Text(String(format: "%.2f", 0.125))
            Text(String(format: "%e", 1234.5))
            Text(String(format: "[%-4@][%4@]", "ab", "cd"))
            Text(String(format: "%02.2hhx%hd", 0x1AB, 70_000))
          }
        }
      }
      #Preview { F() }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.texts == [
        "Ann has 3", "12.3%", "03.14", "ff FF 10", "705032704|5000000000", "b a", "0.12",
        "1.234500e+03", "[ab  ][  cd]", "ab4464",
      ])
  }

  /// `\(x, specifier: "%.2f")` is `String(format:)` of `x`, and `\(x, format: .number)` is
  /// `x.formatted(.number)` (three decimals at most in `en_US`). Before, the specifier was
  /// dropped: "3.14159 stars" and "4", silently.
  @Test func interpolationsWithASpecifierOrAFormat() {
    let out = swiftTexts([
      """
      struct F: View {
        let rating = 3.14159
        var body: some View {
          VStack {
            Text("\\(rating, specifier: "%.2f") stars")
            Text("\\(4, specifier: "%03d")")
            Text("\\(rating, format: .number)")
          }
        }
      }
      #Preview { F() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["3.14 stars", "004", "3.142"])
  }

  /// A conversion layoutc does not make is an error at the call, not text made up; so is a
  /// width past any text's (a hostile one would allocate a gigabyte).
  @Test func otherConversionsAreErrors() {
    let out = swiftTexts([
      """
      struct F: View {
        var body: some View {
          VStack {
            Text(String(format: "%c", 65))
            Text(String(format: "%999999999d", 1))
          }
        }
      }
      #Preview { F() }
      """
    ])
    #expect(out.messages.count == 2)
    #expect(out.messages.first?.contains("'%c' in a format is not supported yet") == true)
    #expect(out.messages.last?.contains("a format this wide is not supported yet") == true)
  }
}
