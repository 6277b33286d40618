import LayoutCommand
import LayoutEngine
import Testing

/// An example's `// layoutc:` header: split as a shell splits it, read and checked with
/// `CanvasFlags` (the code the executable reads its canvas flags with).
@Suite struct ExampleHeaderTests {
  @Test func aDeviceInQuotes() throws {
    let source = "// layoutc: --device \"iPhone 16 Pro\"\n// what it shows\nColor.red\n"
    #expect(try ExampleHeader.arguments(in: source) == ["--device", "iPhone 16 Pro"])
    let flags = try ExampleHeader.flags(in: source)
    #expect(flags == CanvasFlags(device: "iPhone 16 Pro"))
    let canvas = try RunOptions(input: "X.view", canvasFlags: flags).canvas()
    #expect(canvas.size == Size(width: 402, height: 874))
    #expect(canvas.safeArea == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    #expect(canvas.scale == 3)
  }

  @Test func everyCanvasFlagInBothSpellings() throws {
    let flags = try ExampleHeader.flags(
      in:
        "// layoutc: --width 320 --height=500 --scale 2 --safe-area '10, 0,20,0' --layout-direction rtl --dynamic-type=xxLarge --device iphone-16-pro --os-version=18\r\nText(\"a\")"
    )
    #expect(
      flags
        == CanvasFlags(
          width: 320, height: 500, device: "iphone-16-pro", scale: 2,
          safeArea: EdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0),
          layoutDirection: .rightToLeft,
          dynamicTypeSize: .xxLarge, os: .iOS18))
    // Explicit flags override the preset, as on the command line.
    let canvas = try RunOptions(input: "X.view", canvasFlags: flags).canvas()
    #expect(canvas.size == Size(width: 320, height: 500))
    #expect(canvas.safeArea == EdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0))
    #expect(canvas.scale == 2)
    #expect(canvas.layoutDirection == .rightToLeft)
    #expect(canvas.os == .iOS18)
    #expect(throws: ExampleHeaderError.self) {
      try ExampleHeader.flags(in: "// layoutc: --os-version 17\nColor.red")
    }
  }

  @Test func noHeaderIsTheDefaultCanvas() throws {
    #expect(
      try ExampleHeader.arguments(in: "// A comment\n// layoutc: --width 10\nColor.red") == nil)
    #expect(try ExampleHeader.arguments(in: " // layoutc: --width 10") == nil)
    #expect(try ExampleHeader.flags(in: "Color.red") == CanvasFlags())
    #expect(try ExampleHeader.arguments(in: "// layoutc:") == [])
  }

  @Test func splittingQuotesLikeAShell() throws {
    #expect(try ExampleHeader.split("  a  'b c'\t\"d e\"f '' ") == ["a", "b c", "d ef", ""])
    #expect(throws: ExampleHeaderError.self) { try ExampleHeader.split("--device \"iPhone") }
    #expect(throws: ExampleHeaderError.self) { try ExampleHeader.split("--device iPhone\\ 16") }
  }

  @Test(arguments: [
    ("--format json", "'--format' is not a canvas flag"),
    ("--width", "--width needs a value"),
    ("--width 10 --width 20", "--width is given twice"),
    ("--width wide", "--width: 'wide' is not a number"),
    ("--width -1", "--width must be a number of points, 0 or more (got -1)"),
    ("--scale -2", "--scale must be 0"),
    ("--safe-area 1,2,3", "--safe-area: '1,2,3' is not four numbers"),
    ("--layout-direction up", "--layout-direction: 'up' is not ltr or rtl"),
    ("--dynamic-type huge", "--dynamic-type: 'huge' is not a Dynamic Type size"),
    ("--device Pixel", "unknown device 'Pixel'"),
  ])
  func errorsSayWhatIsWrong(header: String, message: String) {
    do {
      _ = try ExampleHeader.flags(in: "// layoutc: \(header)\nColor.red")
      Issue.record("'\(header)' was accepted")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  /// A view that lowers to text without a `Text` view of its own (a control's title) is
  /// measured with the font, as a `Text` is: 20.333 tall at 3x, not an estimate.
  @Test func controlTitlesAreMeasuredWithTheFont() {
    let outcome = LayoutCommand.run(
      RunOptions(input: "-", format: .json, color: .never),
      environment: RunEnvironment(standardInput: Array("TextField(\"Name\", text: $n)\n".utf8)))
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardOutput.contains(
        "\"y\": 412,\n      \"width\": 390,\n      \"height\": 20.333,"),
      "\(outcome.standardOutput)")
  }
}
