import LayoutEngine

/// Inter's two optical cuts. SF switches from its Text to its Display design between 20 and
/// 28 pt; Inter's text cut with SF's tracking is the closer at 21 pt and the display cut
/// from 28 pt (Text.md §2.1), so the switch is at 26 pt, where neither cut is calibrated
/// (Text.md §1).
enum InterCut: String, Sendable {
  case text = "Inter"
  case display = "InterDisplay"

  static let displayFromSize = 26.0

  init(size: Double) { self = size < Self.displayFromSize ? .text : .display }
}

/// A face at a size, with everything the line layout needs in points.
struct ResolvedFont {
  let face: FontFace
  let size: Double
  /// Added to every grapheme's advance (SF's built-in tracking for the bundled text cut).
  let tracking: Double
  let ascender: Double
  /// Positive: distance below the baseline.
  let descender: Double
  let leading: Double
  let capHeight: Double

  var lineHeight: Double { ascender + descender + leading }
  var pointsPerUnit: Double { size / Double(face.unitsPerEm) }
}

/// Where faces come from: the bundled Inter (with SF Pro's vertical metrics and tracking) or
/// one user font file (`--font PATH`: its own metrics, every weight and style the same file).
final class FontSource {
  private enum Kind {
    /// `regular`: the regular text face, opened at start-up; a face that cannot be opened
    /// later falls back to it (the vertical metrics are SF's either way), so a damaged
    /// install never traps.
    case bundled(directory: String, regular: FontFace)
    case single(FontFace, FontFace.FileMetrics)
  }

  private let kind: Kind
  /// The bundled faces opened so far, by `bundledIndex` (a run opens only those it uses).
  private var faces = [FontFace?](repeating: nil, count: FontSource.bundledFiles.count)

  /// Every bundled file: both cuts, four weights, roman and italic (in `bundledIndex` order).
  static let bundledFiles: [String] = [InterCut.text, .display].flatMap { cut in
    ["Regular", "Medium", "SemiBold", "Bold"].flatMap { style in
      [false, true].map { italic in
        let name = italic ? (style == "Regular" ? "Italic" : style + "Italic") : style
        return "\(cut.rawValue)-\(name).otf"
      }
    }
  }

  init(bundledDirectory: String) throws {
    for name in Self.bundledFiles where !FontLocator.isReadable(bundledDirectory + "/" + name) {
      throw TextMeasurementError.fontsNotFound([bundledDirectory + "/" + name])
    }
    let regular = Self.bundledIndex(cut: .text, weight: 400, italic: false)
    let face = try FontFace(
      path: bundledDirectory + "/" + Self.bundledFiles[regular],
      separatesAtSpaces: Self.bundledSeparatesAtSpaces(regular))
    kind = .bundled(directory: bundledDirectory, regular: face)
    faces[regular] = face
  }

  init(fontFile: String) throws {
    let metrics = try FontFace.FileMetrics(path: fontFile)
    kind = .single(try FontFace(path: fontFile, unitsPerEm: metrics.unitsPerEm), metrics)
  }

  /// SF Pro per 2048 em (Text.md §2): ascender 1950, descender 494, line gap 0, cap 1443.
  static let sfUnitsPerEm = 2048.0

  func resolve(size: Double, weight: Int, italic: Bool) -> ResolvedFont {
    switch kind {
    case .single(let face, let metrics):
      let perUnit = size / Double(face.unitsPerEm)
      return ResolvedFont(
        face: face, size: size, tracking: 0, ascender: Double(metrics.ascender) * perUnit,
        descender: -Double(metrics.descender) * perUnit, leading: Double(metrics.lineGap) * perUnit,
        capHeight: Double(metrics.capHeight) * perUnit)
    case .bundled(let directory, let regular):
      let cut = InterCut(size: size)
      let face = bundledFace(
        directory: directory, regular: regular, cut: cut, weight: weight, italic: italic)
      let perSFUnit = size / Self.sfUnitsPerEm
      return ResolvedFont(
        face: face, size: size,
        tracking: cut == .text ? SFTracking.tracking(atSize: size) : 0,
        ascender: 1950 * perSFUnit, descender: 494 * perSFUnit, leading: 0,
        capHeight: 1443 * perSFUnit)
    }
  }

  /// Where the file for a cut, CSS weight and style is in `bundledFiles`: the nearest of
  /// Regular, Medium, SemiBold and Bold (below 450 Regular, below 550 Medium, below 650
  /// SemiBold, else Bold).
  static func bundledIndex(cut: InterCut, weight: Int, italic: Bool) -> Int {
    let style: Int
    switch weight {
    case ..<450: style = 0
    case ..<550: style = 1
    case ..<650: style = 2
    default: style = 3
    }
    return (cut == .text ? 0 : 8) + style * 2 + (italic ? 1 : 0)
  }

  /// `SpaceSeparation` for the bundled file at `index`, as WordShapingTests checks it: the
  /// regular and italic faces of both cuts separate at spaces, the heavier ones do not (the
  /// files are pinned by SHA-256 in the tests).
  static func bundledSeparatesAtSpaces(_ index: Int) -> Bool { index % 8 < 2 }

  private func bundledFace(
    directory: String, regular: FontFace, cut: InterCut, weight: Int, italic: Bool
  )
    -> FontFace
  {
    let index = Self.bundledIndex(cut: cut, weight: weight, italic: italic)
    if let face = faces[index] { return face }
    // Checked to exist at init and pinned by SHA-256 in the tests; a file damaged since then
    // measures with the regular face rather than stopping the run.
    let face =
      (try? FontFace(
        path: directory + "/" + Self.bundledFiles[index],
        separatesAtSpaces: Self.bundledSeparatesAtSpaces(index))) ?? regular
    faces[index] = face
    return face
  }
}
