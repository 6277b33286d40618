import Foundation
import Testing

/// Every error a user can reach on the command line is a sentence that says what is wrong
/// (never a Swift value such as `unreadableFont("…")`), on standard error, with the documented
/// exit status: 2 for an input the run cannot use, 64 for a usage error. Each case runs the
/// real binary and pins the first line exactly.
@Suite struct ErrorMessageTests {
  struct Case: CustomStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var firstLine: String
    var description: String { "layoutc " + arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["Examples/FeedCard.view", "--font", "/etc/passwd"], status: 2,
      firstLine:
        "error: '/etc/passwd' is not a font layoutc can read; --font takes a TrueType or OpenType file (.ttf, .otf)"
    ),
    Case(
      arguments: ["Examples/FeedCard.view", "--font", "Examples"], status: 2,
      firstLine:
        "error: cannot read font 'Examples': Is a directory"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--font", "no/such/font.ttf"], status: 2,
      firstLine:
        "error: cannot read font 'no/such/font.ttf': No such file or directory"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width", "-1"], status: 64,
      firstLine:
        "Error: --width must be a number of points, 0 or more (got -1)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--height", "-2"], status: 64,
      firstLine:
        "Error: --height must be a number of points, 0 or more (got -2)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--scale", "-2"], status: 64,
      firstLine:
        "Error: --scale must be 0 (no rounding) or a positive number such as 1, 2 or 3 (got -2)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width", "nan"], status: 64,
      firstLine:
        "Error: --width must be a number of points, 0 or more (got nan)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width", "abc"], status: 64,
      firstLine:
        "Error: The value 'abc' is invalid for '--width <points>'"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--jobs", "0"], status: 64,
      firstLine:
        "Error: --jobs must be 1 or more (got 0)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--jobs", "-3"], status: 64,
      firstLine:
        "Error: --jobs must be 1 or more (got -3)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--safe-area", "1,2"], status: 64,
      firstLine:
        "Error: The value '1,2' is invalid for '--safe-area <top,leading,bottom,trailing>': four numbers of points, 0 or more, separated by commas: top,leading,bottom,trailing (for example 59,0,34,0)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--safe-area", "-1,0,0,0"], status: 64,
      firstLine:
        "Error: The value '-1,0,0,0' is invalid for '--safe-area <top,leading,bottom,trailing>': four numbers of points, 0 or more, separated by commas: top,leading,bottom,trailing (for example 59,0,34,0)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--dynamic-type", "huge"], status: 64,
      firstLine:
        "Error: The value 'huge' is invalid for '--dynamic-type <size>': give a Dynamic Type size (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5), 'all', or a comma list of sizes"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--layout-direction", "up"], status: 64,
      firstLine:
        "Error: The value 'up' is invalid for '--layout-direction <layout-direction>'. Please provide one of 'ltr', 'rtl' or 'both'."
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "xml"], status: 64,
      firstLine:
        "Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json' or 'svg'."
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--color", "sometimes"], status: 64,
      firstLine:
        "Error: The value 'sometimes' is invalid for '--color <color>'. Please provide one of 'auto', 'always' or 'never'."
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--device", "foo"], status: 64,
      firstLine:
        "Error: unknown device 'foo' (layoutc --list-devices lists them all)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--device", "iPhone 16 Prp"], status: 64,
      firstLine:
        "Error: unknown device 'iPhone 16 Prp'; did you mean 'iPhone 16 Pro', 'iPhone 15 Pro', 'iPhone 17 Pro'? (layoutc --list-devices lists them all)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--highlight", "swatch"], status: 64,
      firstLine:
        "Error: --highlight needs --format svg"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "svg", "--highlight", "nothing"],
      status: 64,
      firstLine:
        "error: --highlight: no view has the id 'nothing' (ids: 'swatch')"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "svg", "--trace"], status: 64,
      firstLine:
        "Error: --trace prints with the table or the JSON, not --format svg"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--trace-view", "nothing"], status: 2,
      firstLine:
        "error: --trace-view nothing: no view has the id 'nothing'"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--trace-view"], status: 64,
      firstLine:
        "Error: Missing value for '--trace-view <id|line>'"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--check", "no/such/golden.json"], status: 2,
      firstLine:
        "error: cannot read expected file 'no/such/golden.json': No such file or directory"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--check"], status: 64,
      firstLine:
        "Error: Missing value for '--check <expected.json>'"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--assets", "no/such/folder"], status: 2,
      firstLine:
        "error: cannot read assets folder 'no/such/folder': No such file or directory"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "Examples/Card.view", "--format", "svg"],
      status: 64,
      firstLine:
        "Error: --format svg draws one file on one canvas, not a matrix"),
    Case(
      arguments: ["no/such/file.view"], status: 2,
      firstLine:
        "error: cannot read 'no/such/file.view': No such file or directory"),
    Case(
      arguments: ["Examples"], status: 2,
      firstLine:
        "error: cannot read 'Examples': Is a directory"),
    Case(
      arguments: [], status: 64,
      firstLine:
        "Error: Missing expected argument '<file>'"),
  ]

  @Test(arguments: cases)
  func errorIsASentence(_ errorCase: Case) throws {
    let run = try layoutc(errorCase.arguments)
    #expect(run.status == errorCase.status)
    #expect(run.standardOutput == "")
    let first = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)[0]
    #expect(String(first) == errorCase.firstLine)
    // A Swift value printed as is would show its case name and parentheses.
    #expect(!run.standardError.contains("Font(\""), "\(run.standardError)")
  }
}
