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
  /// ICU's line iterator, opened once (`LineBreaker`).
  let lineBreaker = LineBreaker()

  /// Unchecked: no access to it overlaps another (`find` and `insert` call nothing that
  /// reaches it), and the runtime's check cost a cached look-up about 90 instructions.
  @exclusivity(unchecked) private var results = TextResultCache()
  /// Where results keep their lines and drawings.
  var lineWriter = TextLineWriter()
  /// Below the results, by text: paragraphs and their shapings (one dictionary: each distinct
  /// dictionary type costs the runtime a search of every protocol conformance at first use).
  private var texts: [String: TextEntry] = [:]
  /// Texts of several runs: results by (runs, style, proposal), and what their measurements
  /// share (made only when a text has runs).
  private var runResults: [RunsResultKey: TextLayoutResult] = [:]
  var runEntries: [[TextRun]: RunsEntry] = [:]
  /// `--fallback-font`: where graphemes the measuring font lacks take their advances.
  var fallback: FontFace?
  /// How many times HarfBuzz shaped a paragraph (tests check the caches with it).
  public private(set) var shapingCount = 0

  /// The bundled Inter, found beside an installed executable or in the sources (`FontLocator`).
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

  /// Measures graphemes the font lacks with this font's advances (`--fallback-font`), as iOS
  /// draws them from a fallback font; its line heights are not used. Throws when the file
  /// is no font.
  public func useFallbackFont(_ path: String) throws {
    _ = try FontFace.FileMetrics(path: path)
    fallback = try FontFace(path: path)
  }

  /// The characters of a measured text that no font had (neither the measuring font, nor
  /// `--fallback-font`, nor a modelled fallback for CJK and emoji): each was measured as the
  /// font's .notdef box. Empty for a text not measured yet.
  public func missingCharacters(in text: String) -> [Character] {
    guard let entry = texts[text] else { return [] }
    var found: [Character] = []
    for shaping in entry.shapings {
      for (index, shaped) in shaping.paragraphs.enumerated() {
        for k in shaped?.missing ?? [] {
          let c = entry.paragraphs[index].grapheme(k)
          if !found.contains(c) { found.append(c) }
        }
      }
    }
    return found
  }

  /// The same for a text of runs.
  public func missingCharacters(in runs: [TextRun]) -> [Character] {
    runEntries[runs]?.missing ?? []
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
    switch results.find(text, style: style, proposal: proposal) {
    case .hit(let cached): return cached
    case .miss(let miss):
      let result = computeMeasure(text, style: style, proposal: proposal)
      results.insert(result, for: text, at: miss)
      return result
    }
  }

  public func measure(runs: [TextRun], style: TextStyle, proposal: ProposedSize)
    -> TextLayoutResult
  {
    let key = RunsResultKey(
      runs: runs, style: style, width: proposal.width, height: proposal.height)
    if let cached = runResults[key] { return cached }
    let result = computeMeasure(runs: runs, style: style, proposal: proposal)
    runResults[key] = result
    return result
  }

  /// nil and ∞ → the largest finite width (one line per paragraph); ≤ 0 → the smallest
  /// positive width (one grapheme per line).
  static func widthLimit(_ proposal: ProposedSize) -> Double {
    switch proposal.width {
    case nil: .greatestFiniteMagnitude
    case let width? where width <= 0: .leastNonzeroMagnitude
    case let width? where !width.isFinite: .greatestFiniteMagnitude
    case let width?: width
    }
  }

  func countShaping() { shapingCount += 1 }

  // MARK: Caches below the result

  /// What every measurement of one text shares: its paragraphs (with their break
  /// opportunities) and, per face used, each paragraph's shaping, made when first needed.
  final class TextEntry {
    let paragraphs: [Paragraph]
    var shapings: [(face: FontFace, paragraphs: [ShapedParagraph?])] = []

    init(_ text: String, breaker: LineBreaker) {
      paragraphs = Paragraph.split(text).map { Paragraph($0, breaker: breaker) }
    }
  }

  func entry(_ text: String) -> TextEntry {
    if let cached = texts[text] { return cached }
    let entry = TextEntry(text, breaker: lineBreaker)
    texts[text] = entry
    return entry
  }

  func shaped(_ entry: TextEntry, paragraph: Int, face: FontFace) -> ShapedParagraph {
    let slot: Int
    if let found = entry.shapings.firstIndex(where: { $0.face === face }) {
      slot = found
      if let cached = entry.shapings[slot].paragraphs[paragraph] { return cached }
    } else {
      slot = entry.shapings.count
      entry.shapings.append(
        (face, [ShapedParagraph?](repeating: nil, count: entry.paragraphs.count)))
    }
    shapingCount += 1
    let shaped = ShapedParagraph(entry.paragraphs[paragraph], face: face, fallback: fallback)
    entry.shapings[slot].paragraphs[paragraph] = shaped
    return shaped
  }

  private struct RunsResultKey: Hashable {
    var runs: [TextRun]
    var style: TextStyle
    var width: Double?
    var height: Double?
  }
}
