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
    (9007199254740992, "9007199254740992"),
    (1e15 + 0.125, "1000000000000000.125"),
  ])
  func formats(value: Double, expected: String) {
    #expect(formatNumber(value) == expected)
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
    #expect(UnifiedDiff.diff(expected: "a\nb\n", actual: "a\nb\n", expectedName: "x", actualName: "y") == "")
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
