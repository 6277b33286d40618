import Testing

/// A view that took the undetermined 10 points gets a warning at its line ; `--strict`
/// makes it an error.
@Suite struct UndeterminedLengthWarningTests {
  @Test func warningAtTheView() throws {
    let run = try layoutc(["-"], input: "ScrollView\n  Color.red\n")
    #expect(run.status == 0)
    #expect(
      run.standardError.hasPrefix(
        "<stdin>:2:3: warning: 'Color' was proposed no height, so it took SwiftUI's default of 10 points"
      ))
    #expect(run.standardError.contains(" 2 |   Color.red\n   |   ^\n"))
  }

  @Test func strictMakesItAnError() throws {
    let run = try layoutc(["-", "--strict"], input: "Color.red.fixedSize()\n")
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix("<stdin>:1:1: error: 'Color' was proposed no width or height"))
  }

  @Test func framedViewsAreSilent() throws {
    let run = try layoutc(["-"], input: "ScrollView\n  Color.red.frame(height: 100)\n")
    #expect(run.standardError == "")
  }
}

/// Modifiers that had no effect get a warning at their dot : an alignment guide the
/// container never asks for, a layout priority hidden by a modifier outside it.
@Suite struct AdviceWarningTests {
  @Test func unusedGuideAndHiddenPriority() throws {
    let source = """
      HStack
        Text("a")
          .alignmentGuide(.leading) { d in d.width }
        Text("b")
          .layoutPriority(1)
          .padding()

      """
    let run = try layoutc(["-"], input: source)
    #expect(run.status == 0)
    #expect(
      run.standardError.contains(
        "<stdin>:3:5: warning: 'alignmentGuide(.leading)' has no effect: its container, 'HStack', never asks this view for its 'leading' guide"
      ))
    #expect(
      run.standardError.contains(
        "<stdin>:5:5: warning: 'layoutPriority(1)' has no effect: '.padding' outside it reports another priority to the container"
      ))
    let strict = try layoutc(["-", "--strict"], input: source)
    #expect(strict.status == 2)
  }

  /// A frame length computed from a GeometryReader's proxy that comes out negative (390 − 1000
  /// = −610) is ignored, as SwiftUI ignores it with a runtime warning: a warning at the
  /// frame's dot, an error with `--strict`.
  @Test func aNegativeProxyLength() throws {
    let source = """
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width - 1000, height: 10)
      }

      """
    let run = try layoutc(["-"], input: source)
    #expect(run.status == 0)
    #expect(
      run.standardError.hasPrefix(
        "<stdin>:2:12: warning: this frame's width -610, computed from a GeometryReader's size, has no effect"
      ))
    let strict = try layoutc(["-", "--strict"], input: source)
    #expect(strict.status == 2)
  }
}
