import LayoutEngine

/// `TextMeasuring` with FreeType, HarfBuzz and ICU: Inter bundled in place of SF Pro, with
/// SF Pro's vertical metrics and tracking, measuring as iOS does (Documentation/Text.md).
///
/// One instance per run: it caches every result by (text, style, proposal), shaping by
/// (paragraph, face) and break opportunities by text. Not thread-safe.
public final class TextMeasurer: TextMeasuring {
  public let displayScale: Double
  public let dynamicTypeSize: DynamicTypeSize
  let source: FontSource
  let rounding: PixelRounding

  private var results: [ResultKey: TextLayoutResult] = [:]
  private var paragraphCache: [String: [Paragraph]] = [:]
  private var shapeCache: [ShapeKey: ShapedParagraph] = [:]
  private var ellipsisCache: [ObjectIdentifier: Int] = [:]
  /// How many times HarfBuzz shaped a paragraph (tests check the caches with it).
  public private(set) var shapingCount = 0

  /// The bundled Inter, found beside the executable (SwiftPM resources) or the sources.
  public convenience init(displayScale: Double = 3, dynamicTypeSize: DynamicTypeSize = .large)
    throws
  {
    try self.init(
      displayScale: displayScale, dynamicTypeSize: dynamicTypeSize,
      fontDirectory: FontLocator.bundledDirectory())
  }

  /// The bundled Inter from an explicit directory (tests, unusual installs).
  public init(displayScale: Double, dynamicTypeSize: DynamicTypeSize, fontDirectory: String)
    throws
  {
    self.displayScale = displayScale
    self.dynamicTypeSize = dynamicTypeSize
    self.source = try FontSource(bundledDirectory: fontDirectory)
    self.rounding = PixelRounding(scale: displayScale)
  }

  /// One user font (`--font PATH`) with its own metrics, for every weight and style.
  public init(displayScale: Double, dynamicTypeSize: DynamicTypeSize, fontFile: String) throws {
    self.displayScale = displayScale
    self.dynamicTypeSize = dynamicTypeSize
    self.source = try FontSource(fontFile: fontFile)
    self.rounding = PixelRounding(scale: displayScale)
  }

  /// Where the bundled fonts are (for diagnostics and the checksum test).
  public static func bundledFontDirectory() throws -> String { try FontLocator.bundledDirectory() }

  /// The bundled font files' names.
  public static let bundledFontFiles: [String] = FontSource.bundledFiles

  /// Library versions that decide results: HarfBuzz and ICU's Unicode data.
  public static var libraryVersions: String {
    "HarfBuzz \(FontFace.harfBuzzVersion), ICU Unicode \(LineBreakOpportunities.unicodeVersion)"
  }

  public func metrics(for font: FontSpec) -> FontMetrics {
    let resolved = resolve(font, size: pointSize(font))
    return FontMetrics(
      ascender: resolved.ascender, descender: -resolved.descender, leading: resolved.leading,
      capHeight: resolved.capHeight)
  }

  public func measure(_ text: String, style: TextStyle, proposal: ProposedSize) -> TextLayoutResult
  {
    let key = ResultKey(text: text, style: style, width: proposal.width, height: proposal.height)
    if let cached = results[key] { return cached }
    let result = computeMeasure(text, style: style, proposal: proposal)
    results[key] = result
    return result
  }

  // MARK: Caches below the result

  func paragraphs(of text: String) -> [Paragraph] {
    if let cached = paragraphCache[text] { return cached }
    let paragraphs = Paragraph.split(text).map(Paragraph.init)
    paragraphCache[text] = paragraphs
    return paragraphs
  }

  func shaped(_ text: String, paragraph: Int, face: FontFace) -> ShapedParagraph {
    let key = ShapeKey(text: text, paragraph: paragraph, face: ObjectIdentifier(face))
    if let cached = shapeCache[key] { return cached }
    shapingCount += 1
    let shaped = ShapedParagraph(paragraphs(of: text)[paragraph], face: face)
    shapeCache[key] = shaped
    return shaped
  }

  func ellipsisUnits(_ face: FontFace) -> Int {
    if let cached = ellipsisCache[ObjectIdentifier(face)] { return cached }
    let units = face.shape(Array("…".utf16)).reduce(0) { $0 + $1.advance }
    ellipsisCache[ObjectIdentifier(face)] = units
    return units
  }

  private struct ResultKey: Hashable {
    var text: String
    var style: TextStyle
    var width: Double?
    var height: Double?
  }

  private struct ShapeKey: Hashable {
    var text: String
    var paragraph: Int
    var face: ObjectIdentifier
  }
}
