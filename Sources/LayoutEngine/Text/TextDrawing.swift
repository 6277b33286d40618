/// How a measured text is drawn, for pictures (`--format svg`); layout never reads it.
/// The font is the one the lines were laid out in, after any `minimumScaleFactor` scaling.
public struct TextDrawing: Sendable, Hashable {
  /// The font file the text was shaped with (a bundled face or `--font`).
  public var fontFile: String
  /// The point size the lines were laid out at.
  public var pointSize: Double
  /// The distance from one baseline to the next (line height plus `lineSpacing`).
  public var linePitch: Double
  /// Each line's width in points, as measured (tracking included), in the order of `lines`.
  public var lineWidths: [Double]

  public init(fontFile: String, pointSize: Double, linePitch: Double, lineWidths: [Double]) {
    self.fontFile = fontFile
    self.pointSize = pointSize
    self.linePitch = linePitch
    self.lineWidths = lineWidths
  }
}
