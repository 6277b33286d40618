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

/// Everything one run of `layoutc` needs, already parsed. Canvas flags left nil take the
/// device preset's value, or the default canvas (390 × 844, scale 3, no safe area).
public struct RunOptions: Sendable {
  /// A path, or `-` for standard input.
  public var input: String
  public var width: Double?
  public var height: Double?
  /// A device preset's name or slug (`DevicePreset.named`).
  public var device: String?
  public var scale: Double?
  public var safeArea: EdgeInsets?
  public var layoutDirection: LayoutDirection
  public var dynamicTypeSize: DynamicTypeSize
  /// A font file for text measurement; it must exist and be readable (checked by `run`).
  public var fontPath: String?
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

  /// Whether the run records and prints a trace.
  public var tracing: Bool { trace || traceView != nil }

  public init(
    input: String, width: Double? = nil, height: Double? = nil, device: String? = nil,
    scale: Double? = nil, safeArea: EdgeInsets? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    dynamicTypeSize: DynamicTypeSize = .large, fontPath: String? = nil,
    format: OutputFormat = .table,
    strict: Bool = false, color: ColorMode = .auto, assetsDirectory: String? = nil,
    checkPath: String? = nil, trace: Bool = false, traceView: String? = nil,
    highlight: String? = nil
  ) {
    self.input = input
    self.width = width
    self.height = height
    self.device = device
    self.scale = scale
    self.safeArea = safeArea
    self.layoutDirection = layoutDirection
    self.dynamicTypeSize = dynamicTypeSize
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

  /// The canvas these options describe: the device preset (if any), then each explicit flag.
  /// Throws `DeviceLookupError` for an unknown device.
  public func canvas() throws(DeviceLookupError) -> Canvas {
    var canvas = Canvas()
    if let device {
      let preset = try DevicePreset.named(device)
      canvas = Canvas(size: preset.size, safeArea: preset.safeArea, scale: preset.scale)
    }
    if let width { canvas.size.width = width }
    if let height { canvas.size.height = height }
    if let scale { canvas.scale = scale }
    if let safeArea { canvas.safeArea = safeArea }
    canvas.layoutDirection = layoutDirection
    return canvas
  }
}
