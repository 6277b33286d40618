import Foundation
import Testing

@Suite struct DiagnosticsTests {
  /// An unknown modifier is a warning (Documentation/Language.md).
  static let warning = "Color.red\n  .frame(width: 10, height: 10)\n  .glowEffect()\n"
  /// An unknown view is an error.
  static let error = "Colr.red\n"
  static let escape = "\u{1B}["

  @Test func warningsKeepExitZeroUnlessStrict() throws {
    let lenient = try layoutc(["-"], input: Self.warning)
    #expect(lenient.status == 0)
    #expect(lenient.standardError.contains("<stdin>:3:3: warning: "), "\(lenient.standardError)")
    #expect(lenient.standardOutput.contains("Color"))

    let strict = try layoutc(["-", "--strict"], input: Self.warning)
    #expect(strict.status == 2)
    #expect(strict.standardOutput == "")
    #expect(strict.standardError.contains("<stdin>:3:3: "))
  }

  @Test func errorsLookLikeACompilersWithTheSourceLine() throws {
    let run = try layoutc(["-"], input: Self.error)
    #expect(run.status == 2)
    let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("<stdin>:1:1: error: ") == true)
    #expect(run.standardError.contains("Colr.red"))
    #expect(run.standardError.contains("^"))
  }

  @Test func noColourWhenStandardErrorIsNotATerminal() throws {
    let run = try layoutc(["-"], input: Self.error)
    #expect(!run.standardError.contains(Self.escape))
  }

  @Test func noColourWithNoColorEvenWhenAsked() throws {
    let auto = try layoutc(
      ["-", "--color", "auto"], input: Self.error, environment: ["NO_COLOR": "1"])
    #expect(!auto.standardError.contains(Self.escape))
    let never = try layoutc(["-", "--color", "never"], input: Self.error)
    #expect(!never.standardError.contains(Self.escape))
  }

  @Test func colourWithColorAlways() throws {
    let run = try layoutc(
      ["-", "--color", "always"], input: Self.error, environment: ["NO_COLOR": ""])
    #expect(run.status == 2)
    #expect(run.standardError.contains(Self.escape))
  }
}
