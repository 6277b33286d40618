import LayoutEngine

/// What to print: the table for people, the JSON of Documentation/JSON.md, or an SVG picture.
public enum OutputFormat: String, Sendable, CaseIterable {
  case table, json, svg
}

/// When diagnostics on standard error are coloured.
public enum ColorMode: String, Sendable, CaseIterable {
  /// Only when standard error is a terminal and `NO_COLOR` is unset or empty.
  case auto
  case always
  case never
}

/// Everything one run of `layoutc` needs, already parsed: the canvas flags (`CanvasFlags`,
/// the same the examples' headers give) and the rest of the command line.
public struct RunOptions: Sendable {
  /// A path, or `-` for standard input.
  public var input: String
  /// The canvas: device, size, scale, safe area, direction, Dynamic Type size.
  public var canvasFlags: CanvasFlags
  /// A font file for text measurement; it must exist and be readable (checked by `run`).
  public var fontPath: String?
  /// `--fallback-font`: measures the characters the font lacks; checked like `fontPath`.
  public var fallbackFontPath: String?
  /// `--assets DIR`: searched for `Image("name")` files before the `.view` file's folder.
  public var assetsDirectory: String?
  public var format: OutputFormat
  /// Warnings are errors (exit 2).
  public var strict: Bool
  public var color: ColorMode
  /// `--check EXPECTED`: compare the output with this file instead of printing it.
  public var checkPath: String?
  /// `--behaviors`: probe and report every view's sizing behaviour.
  public var behaviors = false
  /// `--trace`: print every proposal and placement before the table, or as the JSON's `trace`.
  public var trace: Bool
  /// `--trace-view ID|LINE`: trace only this view (implies `trace`).
  public var traceView: String?
  /// `--highlight ID` (`--format svg` only): the views with this `.id` drawn strongly.
  public var highlight: String?

  /// `.swift` files and folders read as one program (`input` is then unused).
  public var swiftSources: [String] = []
  /// `--preview NAME` (repeatable): the previews, providers or views to lay out; none means
  /// every preview of the files.
  public var previews: [String] = []
  /// The one canvas of a Swift run (set by `runSwift` for each combination).
  var previewChoice: PreviewChoice?
  /// `--list-previews`: print the program's previews instead of laying one out.
  public var listPreviews = false
  /// `--data NAME=FILE.json`, in the order given.
  public var data: [(name: String, path: String)] = []

  /// Whether the run takes Swift input.
  public var readsSwift: Bool { !swiftSources.isEmpty }

  /// Whether the run records and prints a trace.
  public var tracing: Bool { trace || traceView != nil }

  public init(
    input: String, canvasFlags: CanvasFlags = CanvasFlags(), fontPath: String? = nil,
    format: OutputFormat = .table,
    strict: Bool = false, color: ColorMode = .auto, assetsDirectory: String? = nil,
    checkPath: String? = nil, trace: Bool = false, traceView: String? = nil,
    highlight: String? = nil
  ) {
    self.input = input
    self.canvasFlags = canvasFlags
    self.fontPath = fontPath
    self.format = format
    self.strict = strict
    self.color = color
    self.assetsDirectory = assetsDirectory
    self.checkPath = checkPath
    self.trace = trace
    self.traceView = traceView
    self.highlight = highlight
  }

  /// The Dynamic Type size text is measured at.
  public var dynamicTypeSize: DynamicTypeSize { canvasFlags.dynamicTypeSize }

  /// The canvas these options describe (`CanvasFlags.canvas()`).
  public func canvas() throws(DeviceLookupError) -> Canvas { try canvasFlags.canvas() }
}
