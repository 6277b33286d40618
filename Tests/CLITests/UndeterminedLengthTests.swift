import Testing

/// A view that took the undetermined 10 points gets a warning at its line (issue 6); `--strict`
/// makes it an error.
@Suite struct UndeterminedLengthWarningTests {
  @Test func warningAtTheView() throws {
    let run = try layoutc(["-"], input: "ScrollView\n  Color.red\n")
    #expect(run.status == 0)
    #expect(run.standardError.hasPrefix("<stdin>:2:3: warning: 'Color' was proposed no height, so it took SwiftUI's default of 10 points"))
    #expect(run.standardError.contains(" 2 |   Color.red\n   |   ^\n"))
  }

  @Test func strictMakesItAnError() throws {
    let run = try layoutc(["-", "--strict"], input: "Color.red.fixedSize()\n")
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("<stdin>:1:1: error: 'Color' was proposed no width or height"))
  }

  @Test func framedViewsAreSilent() throws {
    let run = try layoutc(["-"], input: "ScrollView\n  Color.red.frame(height: 100)\n")
    #expect(run.standardError == "")
  }
}
