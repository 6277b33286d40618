import Testing

/// Standard-library values (dictionaries, strings) as Swift computes them.
@Suite struct StandardValueTests {
  /// `Dictionary(grouping:by:)` groups by the key (3 letters: "Zoe" and "Bob"),
  /// `uniqueKeysWithValues:` pairs keys with values ("adam" → 4) and `uniquingKeysWith:`
  /// combines a key met twice (1 + 2 = 3). Before, "cannot put a member expression in a
  /// string" and "a preview cannot know 'a subscript'".
  @Test func dictionaryInitializers() {
    let out = swiftTexts([
      """
      struct Counts: View {
        let names = ["Zoe", "adam", "Bob"]
        var body: some View {
          VStack {
            Text("\\(Dictionary(grouping: names, by: { $0.count })[3]?.count ?? 0)")
            Text("\\(Dictionary(uniqueKeysWithValues: names.map { ($0, $0.count) })["adam"] ?? 0)")
            Text("\\(Dictionary([("a", 1), ("a", 2)], uniquingKeysWith: +)["a"] ?? 0)")
          }
        }
      }
      #Preview { Counts() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["2", "4", "3"])
  }

  /// A string's views count what Swift counts: "né🇫🇷" is 3 characters, 4 Unicode scalars (the
  /// flag is two), 11 UTF-8 bytes (1 + 2 + 4 + 4) and 6 UTF-16 units (1 + 1 + 2 + 2) (Ice's
  /// `content.asRawText.unicodeScalars.count`; before, "a string has no member").
  @Test func stringViewsCount() {
    let out = swiftTexts([
      """
      struct Counts: View {
        let s = "né🇫🇷"
        var body: some View {
          Text("\\(s.count) \\(s.unicodeScalars.count) \\(s.utf8.count) \\(s.utf16.count)")
        }
      }
      #Preview { Counts() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["3 4 11 6"])
  }

  /// Floating-point methods and casts as Swift computes them: `10 as Double` divides as 2.5
  /// (it divided as the integer 10, giving 2, silently); 7.5 mod 2 is 1.5; √2; 7.5 rounded
  /// down, up and −7.5 toward zero; 2.5 to nearest even is 2. Before, "a number has no member".
  @Test func floatingPointMethodsAndCasts() {
    let out = swiftTexts([
      """
      struct P: View {
        let x = 7.5
        var body: some View {
          VStack {
            Text("\\((10 as Double) / 4) \\(10 as CGFloat)")
            Text("\\(x.truncatingRemainder(dividingBy: 2)) \\(2.0.squareRoot())")
            Text("\\(x.rounded(.down)) \\(x.rounded(.up)) \\((-x).rounded(.towardZero)) \\(2.5.rounded(.toNearestOrEven))")
          }
        }
      }
      #Preview { P() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["2.5 10.0", "1.5 1.4142135623730951", "7.0 8.0 -7.0 2.0"])
  }

  /// Integer overflow stops an app in Swift: here each is an error at the operation, never a
  /// crash of layoutc or a wrapped number (`Int.max + 1`, `Int.min / -1`, `-Int.min`); a range
  /// up to `Int.max` is too many elements, not an overflow. The fuzzer found the division.
  @Test func integerOverflowIsAnError() {
    let out = swiftTexts([
      """
      struct P: View {
        var body: some View {
          VStack {
            Color.red.frame(width: Double(Int.max + 1), height: Double(Int.min / -1))
            Text("\\(-Int.min)")
            ForEach(Array(1...Int.max), id: \\.self) { _ in Color.red }
            ForEach(2...2, id: \\.self) { _ in Text("one") }
          }
        }
      }
      #Preview { P() }
      """
    ])
    #expect(
      out.messages == [
        "4:37 this arithmetic overflows 'Int', which stops an app in Swift",
        "4:66 this arithmetic overflows 'Int', which stops an app in Swift",
        "5:15 this arithmetic overflows 'Int', which stops an app in Swift",
        "6:21 'ForEach' has more than 10000 elements",
      ])
  }

  /// A format style's `.precision(.fractionLength(…))`, as `en_US` writes it: exactly two
  /// digits ("3.14", and an integer's "5.00"), at most one ("1,234.5", "2" for 2.0), a
  /// percentage's one ("12.3%" for 0.1234). Before, "'formatted' here is not supported yet"
  /// (Hacking with Swift's `Text("\(amount, format: .number.precision(.fractionLength(2)))")`).
  @Test func fractionLengthPrecision() {
    let out = swiftTexts([
      """
      struct V: View {
        let amount = 3.14159
        var body: some View {
          VStack {
            Text("\\(amount, format: .number.precision(.fractionLength(2)))")
            Text(5.formatted(.number.precision(.fractionLength(2))))
            Text(1234.5.formatted(.number.precision(.fractionLength(0...1))))
            Text(2.0.formatted(.number.precision(.fractionLength(0...1))))
            Text(0.1234.formatted(.percent.precision(.fractionLength(1))))
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["3.14", "5.00", "1,234.5", "2", "12.3%"])
  }

  /// A range too long to make an array of is kept as the range where a view takes one: the
  /// grocery app's `Stepper(value: $n, in: (min ?? 0)...(Int.max - 1))` lays out (before,
  /// "'ForEach' has more than 10000 elements", in a view without a `ForEach`); a loop over it
  /// is still that error, at the range.
  @Test func longRangesAsArguments() {
    let stepper = swiftTexts([
      """
      struct V: View {
        @State var n = 1
        var minimum: Int? = 0
        var body: some View {
          Stepper(value: $n, in: (minimum ?? 0)...(Int.max - 1), step: 1, label: { Text("Amount") })
        }
      }
      #Preview { V() }
      """
    ])
    #expect(stepper.messages == [])
    #expect(stepper.texts == ["Amount"])
    let loop = swiftTexts([
      """
      func total() -> Int {
        var t = 0
        for i in 0..<100_000 { t += i }
        return t
      }
      #Preview { Text("\\(total())") }
      """
    ])
    #expect(loop.messages.first == "3:12 'ForEach' has more than 10000 elements")
  }
}
