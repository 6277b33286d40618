import Foundation
import Testing

/// Every error a user can reach on the command line is a sentence that says what is wrong and
/// what to do (never a Swift value such as `unreadableFont("…")`), as `error: …` on standard
/// error, the parser's own messages included, with the documented exit status: 2 for an input
/// the run cannot use, 64 for a usage error. Each case runs the real binary and pins the first
/// line exactly.
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
        "error: cannot read font 'Examples': Is a directory; --font takes a TrueType or OpenType file (.ttf, .otf)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--font", "no/such/font.ttf"], status: 2,
      firstLine:
        "error: cannot read font 'no/such/font.ttf': No such file or directory; --font takes a TrueType or OpenType file (.ttf, .otf)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--font", ""], status: 64,
      firstLine:
        "error: --font needs a value; give it the path of a TrueType or OpenType file (.ttf, .otf)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width", "-1"], status: 64,
      firstLine:
        "error: --width must be a number of points, 0 or more (got -1)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width=-1"], status: 64,
      firstLine:
        "error: --width must be a number of points, 0 or more (got -1)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--height", "-2"], status: 64,
      firstLine:
        "error: --height must be a number of points, 0 or more (got -2)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--scale", "-2"], status: 64,
      firstLine:
        "error: --scale must be 0 (no rounding) or a positive number such as 1, 2 or 3 (got -2)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--scale", "-1"], status: 64,
      firstLine:
        "error: --scale must be 0 (no rounding) or a positive number such as 1, 2 or 3 (got -1)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--scale", "nan"], status: 64,
      firstLine:
        "error: --scale must be 0 (no rounding) or a positive number such as 1, 2 or 3 (got nan)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--scale", "abc"], status: 64,
      firstLine:
        "error: The value 'abc' is invalid for '--scale <scale>': give 0 (no rounding) or a positive number such as 1, 2 or 3"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width", "nan"], status: 64,
      firstLine:
        "error: --width must be a number of points, 0 or more (got nan)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width", "inf"], status: 64,
      firstLine:
        "error: --width must be a number of points, 0 or more (got inf)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--width", "abc"], status: 64,
      firstLine:
        "error: The value 'abc' is invalid for '--width <points>': give a number of points, 0 or more, such as 390"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--height", "tall"], status: 64,
      firstLine:
        "error: The value 'tall' is invalid for '--height <points>': give a number of points, 0 or more, such as 844"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--jobs", "0"], status: 64,
      firstLine:
        "error: --jobs must be 1 or more (got 0)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--jobs", "-3"], status: 64,
      firstLine:
        "error: --jobs must be 1 or more (got -3)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--jobs", "many"], status: 64,
      firstLine:
        "error: The value 'many' is invalid for '--jobs <n>': give a whole number, 1 or more"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--safe-area", "1,2"], status: 64,
      firstLine:
        "error: The value '1,2' is invalid for '--safe-area <top,leading,bottom,trailing>': four numbers of points, 0 or more, separated by commas: top,leading,bottom,trailing (for example 59,0,34,0)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--safe-area", "-1,0,0,0"], status: 64,
      firstLine:
        "error: The value '-1,0,0,0' is invalid for '--safe-area <top,leading,bottom,trailing>': four numbers of points, 0 or more, separated by commas: top,leading,bottom,trailing (for example 59,0,34,0)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--dynamic-type", "huge"], status: 64,
      firstLine:
        "error: The value 'huge' is invalid for '--dynamic-type <size>': give a Dynamic Type size (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5), 'all', or a comma list of sizes"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--layout-direction", "up"], status: 64,
      firstLine:
        "error: The value 'up' is invalid for '--layout-direction <layout-direction>'. Please provide one of 'ltr', 'rtl' or 'both'."
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "xml"], status: 64,
      firstLine:
        "error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json' or 'svg'."
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--color", "sometimes"], status: 64,
      firstLine:
        "error: The value 'sometimes' is invalid for '--color <color>'. Please provide one of 'auto', 'always' or 'never'."
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--device", "foo"], status: 64,
      firstLine:
        "error: unknown device 'foo' (layoutc --list-devices lists them all)"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--device", "iPhone 16 Prp"], status: 64,
      firstLine:
        "error: unknown device 'iPhone 16 Prp'; did you mean 'iPhone 16 Pro', 'iPhone 15 Pro', 'iPhone 17 Pro'? (layoutc --list-devices lists them all)"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--highlight", "swatch"], status: 64,
      firstLine:
        "error: --highlight marks a view in a picture; add --format svg"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "svg", "--highlight", "nothing"],
      status: 64,
      firstLine:
        "error: --highlight nothing: no view has this .id; give one of the file's ids: 'swatch'"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "svg", "--highlight", ""], status: 64,
      firstLine:
        "error: --highlight needs a value; give it a view's .id"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "svg", "--trace"], status: 64,
      firstLine:
        "error: --trace prints with the table or the JSON; leave out --format svg to trace"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--format", "svg", "--trace-view", "swatch"],
      status: 64,
      firstLine:
        "error: --trace prints with the table or the JSON; leave out --format svg to trace"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--trace-view", "nothing"], status: 2,
      firstLine:
        "error: --trace-view nothing: no view has the id 'nothing'; give a view's .id, or the line it is written on"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--trace-view", "99"], status: 2,
      firstLine:
        "error: --trace-view 99: no view has the id '99', and no view or layout modifier is on line 99; give a view's .id, or the line it is written on"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--trace-view", ""], status: 64,
      firstLine:
        "error: --trace-view needs a value; give it a view's .id, or the line it is written on"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--trace-view"], status: 64,
      firstLine:
        "error: Missing value for '--trace-view <id|line>'"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--check", "no/such/golden.json"], status: 2,
      firstLine:
        "error: cannot read expected file 'no/such/golden.json': No such file or directory; --check compares with a file that the same command wrote without --check"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--check", "Examples"], status: 2,
      firstLine:
        "error: cannot read expected file 'Examples': Is a directory; --check compares with a file that the same command wrote without --check"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--check", ""], status: 64,
      firstLine:
        "error: --check needs a value; give it the file to compare the output with"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--check"], status: 64,
      firstLine:
        "error: Missing value for '--check <expected.json>'"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--assets", "no/such/folder"], status: 2,
      firstLine:
        "error: cannot read assets folder 'no/such/folder': No such file or directory; --assets takes a folder of images"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--assets", "Examples/PaddedSwatch.view"],
      status: 2,
      firstLine:
        "error: cannot read assets folder 'Examples/PaddedSwatch.view': Not a directory; --assets takes a folder of images"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--assets", ""], status: 64,
      firstLine:
        "error: --assets needs a value; give it a folder of images"),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "Examples/Card.view", "--format", "svg"],
      status: 64,
      firstLine:
        "error: --format svg draws one file on one canvas, not a matrix; give one file, one device, one Dynamic Type size and one direction"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--device", "all", "--format", "svg"], status: 64,
      firstLine:
        "error: --format svg draws one file on one canvas, not a matrix; give one file, one device, one Dynamic Type size and one direction"
    ),
    Case(
      arguments: ["Examples/PaddedSwatch.view", "--bogus"], status: 64,
      firstLine:
        "error: Unknown option '--bogus'. Did you mean '--jobs'?"),
    Case(
      arguments: ["no/such/file.view"], status: 2,
      firstLine:
        "error: cannot read 'no/such/file.view': No such file or directory; give a .view file, or - to read standard input"
    ),
    // A folder is read as Swift sources (handed to layoutc-swift).
    Case(
      arguments: ["Schemas"], status: 2,
      firstLine:
        "error: no .swift file in Schemas; give .swift files or a folder that holds some"
    ),
    Case(
      arguments: [], status: 64,
      firstLine:
        "error: no file to lay out; give a .view file, or - to read standard input"),
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

  /// A `.view` file over the 32 MiB limit (`LayoutCommand.maximumSourceSize`) is refused before
  /// it is read: a sparse file of 33 MiB (33 × 2^20 bytes) costs no disk.
  @Test func fileTooLarge() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-large-\(UUID().uuidString).view"
    ).path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 33 << 20)
    try handle.close()
    let run = try layoutc([path])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "error: '\(path)' is larger than the limit of 32 MiB; layoutc lays out smaller files\n")
  }

  /// A parser error is printed as every other error is: `error: `, then the parser's help line
  /// for the option and the usage lines (never ArgumentParser's `Error: `).
  @Test func parserErrorsStartLikeTheOthers() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--width", "abc"])
    #expect(run.status == 64)
    #expect(
      run.standardError == """
        error: The value 'abc' is invalid for '--width <points>': give a number of points, 0 or more, such as 390
        Help:  --width <points>  Canvas width in points (default 390, or the device's).
        Usage: layoutc [<options>] [<file> ...]
          See 'layoutc --help' for more information.

        """)
    #expect(!run.standardError.contains("Error: "))
  }
}
