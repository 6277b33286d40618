import LayoutEngine

/// What the run looks like to a compile: the Dynamic Type size, the canvas and the OS, for
/// `AnyLayout` conditions, `@Environment` values and metrics. Lowering reads it only through
/// `EnvironmentReader`, which records the parts read.
public struct CompileEnvironment: Sendable {
  public var dynamicTypeSize: DynamicTypeSize
  public var canvasSize: Size
  /// The run's `--scale`; 0 (rounding off) reads as 3, the scale text is measured at.
  public var displayScale: Double
  /// Whose bars and lists (`--os-version`).
  public var os: PlatformVersion

  public init(
    dynamicTypeSize: DynamicTypeSize = .large, canvasSize: Size = Size(width: 390, height: 844),
    displayScale: Double = 3, os: PlatformVersion = .iOS26
  ) {
    self.dynamicTypeSize = dynamicTypeSize
    self.canvasSize = canvasSize
    self.displayScale = displayScale > 0 ? displayScale : 3
    self.os = os
  }

  /// One display pixel in points.
  public var pixelLength: Double { 1 / displayScale }

  /// iOS size classes from the canvas (Apple HIG, Layout, "Device size classes"): a phone in
  /// landscape (height under 500 pt) is compact tall and regular wide only on the largest
  /// models (932 pt and more, e.g. Pro Max); otherwise a width of 700 pt or more (iPads in
  /// full screen, 744 pt and up) is regular.
  public var horizontalSizeClass: String {
    canvasSize.height < 500
      ? (canvasSize.width >= 900 ? "regular" : "compact")
      : (canvasSize.width >= 700 ? "regular" : "compact")
  }

  public var verticalSizeClass: String { canvasSize.height < 500 ? "compact" : "regular" }
}
