import Foundation
import LayoutOutput
import Testing

@Suite struct NumberFormatTests {
  @Test(arguments: [
    (20.333333333333332, "20.333"),
    (16, "16"),
    (-4.5, "-4.5"),
    (0, "0"),
    (-0.0, "0"),
    (-0.0001, "0"),
    (-0.0005, "-0.001"),
    (0.0004, "0"),
    (0.1 + 0.2, "0.3"),
    (1.05, "1.05"),
    (0.001, "0.001"),
    (0.01, "0.01"),
    (100.10, "100.1"),
    (41.333, "41.333"),
    (16.666666666666668, "16.667"),
    (-20.333333333333332, "-20.333"),
    (999.9996, "1000"),
    (1e20, "100000000000000000000"),
    (-1e20, "-100000000000000000000"),
    (9_007_199_254_740_992, "9007199254740992"),
    (1e15 + 0.125, "1000000000000000.125"),
  ])
  func formats(value: Double, expected: String) {
    #expect(formatNumber(value) == expected)
  }

  /// The JSON writer formats numbers in place in its buffer; it must print what
  /// `formatNumber` prints, checked against thousandths worked out with integer and string
  /// operations, on 20,000 pseudo-random values of every magnitude and sign.
  @Test func writerNumbersMatchAWrittenOutReference() {
    func reference(_ v: Double) -> String {
      let m = v.magnitude
      if m >= 0x1p53 { return formatNumber(v) }  // whole numbers: the digit path
      var whole = Int64(m.rounded(.towardZero))
      var thousandths = Int64(
        ((m - m.rounded(.towardZero)) * 1000).rounded(.toNearestOrAwayFromZero))
      if thousandths == 1000 {
        whole += 1
        thousandths = 0
      }
      if whole == 0 && thousandths == 0 { return "0" }
      var text = (v < 0 ? "-" : "") + String(whole)
      if thousandths > 0 {
        var digits = String(thousandths)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        text += "." + digits
      }
      return text
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var values: [Double] = [
      0, -0.0, 0.0005, -0.0005, 999.9995, 0x1p53 - 1, -(0x1p53 - 1), 0x1p53, 1e300,
    ]
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let mantissa = Double(state >> 11) / Double(1 << 53)
      let exponent = Int(state % 64) - 20
      values.append((state & 1 == 0 ? 1 : -1) * mantissa * pow(2, Double(exponent)))
    }
    var writer = JSONWriter()
    writer.openArray()
    for v in values {
      writer.element()
      writer.number(v)
    }
    writer.closeArray()
    let written = writer.finish().split(separator: "\n").dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,")) }
    #expect(written == values.map(reference))
    #expect(values.map(formatNumber) == values.map(reference))
  }

  /// Digits are written two at a time from a table: every length of 1 to 19 digits (at each
  /// power of ten, one below and one above it, its negation and 7·10^k + 42), the extremes of
  /// `Int`, and every whole number to 10,000 print as Swift's `String(_:)` prints them.
  @Test func digitsOfEveryLengthMatchSwiftsOwn() {
    var values = [0, 1, 9, 10, 99, Int.max, Int.min, Int.min + 1]
    var power = 1
    for _ in 1...18 {
      power *= 10
      values += [power - 1, power, power + 1, -power, 7 * power + 42]
    }
    var writer = JSONWriter()
    writer.openArray()
    for v in values {
      writer.element()
      writer.integer(v)
    }
    writer.closeArray()
    let written = writer.finish().split(separator: "\n").dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,")) }
    #expect(written == values.map { String($0) })
    let small = Array(0...10_000)
    #expect(small.map { formatNumber(Double($0)) } == small.map { String($0) })
    // 0.5, 1.5, …: one decimal, the table's pair `50` with its trailing zero dropped.
    #expect(small.map { formatNumber(Double($0) + 0.5) } == small.map { "\($0).5" })
  }

  @Test func neverPrintsAnExponent() {
    for value in [1e-7, 1e21, 1.7976931348623157e308, .leastNonzeroMagnitude] {
      let text = formatNumber(value)
      #expect(!text.contains("e") && !text.contains("E"), "\(value) printed as \(text)")
    }
    #expect(formatNumber(1.7976931348623157e308).count == 309)
  }

  @Test func nonFiniteValues() {
    #expect(formatNumber(.infinity) == "inf")
    #expect(formatNumber(-.infinity) == "-inf")
    #expect(formatNumber(.nan) == "nan")
  }
}

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(
      UnifiedDiff.diff(expected: "a\nb\n", actual: "a\nb\n", expectedName: "x", actualName: "y")
        == "")
  }

  /// One changed line among many: a single hunk with three lines of context on each side.
  @Test func localChangeInALargeText() {
    let a = (1...10_000).map { "line \($0)" }.joined(separator: "\n")
    let b = a.replacingOccurrences(of: "line 5000\n", with: "line five thousand\n")
    let diff = UnifiedDiff.diff(expected: a, actual: b, expectedName: "old", actualName: "new")
    #expect(
      diff == """
        --- old
        +++ new
        @@ -4997,7 +4997,7 @@
         line 4997
         line 4998
         line 4999
        -line 5000
        +line five thousand
         line 5001
         line 5002
         line 5003

        """)
  }

  /// A middle larger than the matching bound is shown as one replaced block, quickly.
  @Test func hugeMiddleIsOneBlock() {
    let a = (1...5_000).map { "a\($0)" }.joined(separator: "\n")
    let b = (1...5_000).map { "b\($0)" }.joined(separator: "\n")
    let diff = UnifiedDiff.diff(expected: a, actual: b, expectedName: "old", actualName: "new")
    #expect(diff.hasPrefix("--- old\n+++ new\n@@ -1,5000 +1,5000 @@\n-a1\n"))
  }
}
