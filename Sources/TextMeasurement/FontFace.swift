import CFreeType
import CHarfBuzz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

public enum TextMeasurementError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bundled fonts were not found (searched directories listed).
  case fontsNotFound([String])
  /// A font file could not be read or FreeType/HarfBuzz rejected it.
  case unreadableFont(String)

  /// The sentence a user reads after `error: `.
  public var description: String {
    switch self {
    case .fontsNotFound(let places):
      return "the bundled fonts were not found (looked in \(places.joined(separator: ", "))); "
        + "run layoutc from the source tree it was built in, or install it with 'make install'"
    case .unreadableFont(let path):
      return "'\(path)' is not a font layoutc can read; --font takes a TrueType or OpenType "
        + "file (.ttf, .otf)"
    }
  }
}

/// One font file, shaped with HarfBuzz (its own OpenType functions at scale = units per em,
/// never hb-ft), so advances are exact integers in font units. FreeType reads a file's own
/// vertical metrics (`FileMetrics`), which only a `--font` face needs: the bundled faces take
/// SF's, so they never go through FreeType (parsing a CFF face cost about as much as shaping
/// the first paragraph with it).
final class FontFace {
  let path: String
  let unitsPerEm: Int
  private let hbFace: OpaquePointer
  private let hbFont: OpaquePointer
  /// Pinned features: kerning on, contextual alternates off (Inter's `calt` turns `->` into
  /// an arrow, SF does not), standard ligatures as HarfBuzz's default.
  private let features: [hb_feature_t]
  /// The same with tabular figures (`tnum`), for `.monospacedDigit()`.
  private let tabularFeatures: [hb_feature_t]
  /// One buffer for every shaping with this face: creating one per paragraph cost an
  /// allocation and HarfBuzz's set-up each time.
  private let buffer: OpaquePointer

  /// A font file's own vertical metrics in font units, read by FreeType.
  struct FileMetrics {
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int

    /// Throws when FreeType cannot open the file as a font.
    init(path: String) throws {
      var library: FT_Library?
      guard FT_Init_FreeType(&library) == 0, let library else {
        throw TextMeasurementError.unreadableFont(path)
      }
      defer { FT_Done_FreeType(library) }
      var ftFace: FT_Face?
      guard FT_New_Face(library, path, 0, &ftFace) == 0, let ftFace else {
        throw TextMeasurementError.unreadableFont(path)
      }
      defer { FT_Done_Face(ftFace) }
      let face = ftFace.pointee
      unitsPerEm = Int(face.units_per_EM)
      ascender = Int(face.ascender)
      descender = Int(face.descender)
      lineGap = max(0, Int(face.height) - Int(face.ascender) + Int(face.descender))
      if let os2 = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2) {
        capHeight = Int(os2.assumingMemoryBound(to: TT_OS2.self).pointee.sCapHeight)
      } else {
        capHeight = Int(face.ascender) * 7 / 10
      }
    }
  }

  /// The face of a file HarfBuzz can read. `unitsPerEm`: FreeType's, for a `--font` face (its
  /// metrics are FreeType's, read first); nil for a bundled face, which then takes its `head`
  /// table's (the same number for every bundled file) and must have glyphs (else it is damaged).
  init(path: String, unitsPerEm knownUnitsPerEm: Int? = nil, separatesAtSpaces known: Bool? = nil)
    throws
  {
    self.path = path
    knownSeparation = known
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      throw TextMeasurementError.unreadableFont(path)
    }
    defer { hb_blob_destroy(blob) }
    let face: OpaquePointer = hb_face_create(blob, 0)
    let unitsPerEm =
      knownUnitsPerEm ?? (hb_face_get_glyph_count(face) > 0 ? Int(hb_face_get_upem(face)) : 0)
    guard unitsPerEm > 0 else {
      hb_face_destroy(face)
      throw TextMeasurementError.unreadableFont(path)
    }
    self.unitsPerEm = unitsPerEm
    hbFace = face
    hbFont = hb_font_create(hbFace)
    hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))
    func parsed(_ list: [String]) -> [hb_feature_t] {
      list.map { text in
        var feature = hb_feature_t()
        _ = hb_feature_from_string(text, -1, &feature)
        return feature
      }
    }
    features = parsed(["kern=1", "calt=0"])
    tabularFeatures = parsed(["kern=1", "calt=0", "tnum=1"])
    buffer = hb_buffer_create()
  }

  /// The advance of "…" (U+2026), shaped once per face when a line is first truncated.
  private(set) lazy var ellipsisUnits: Int = shape(Array("…".utf16)).reduce(0) { $0 + $1.advance }

  /// A grapheme's advance in this face's units when the face draws every glyph of it; nil
  /// when it lacks one (a fallback font's answer).
  func advance(of grapheme: Character) -> Int? {
    let glyphs = shape(Array(String(grapheme).utf16))
    guard !glyphs.isEmpty, glyphs.allSatisfy({ $0.glyph != 0 }) else { return nil }
    return glyphs.reduce(0) { $0 + $1.advance }
  }

  static var harfBuzzVersion: String { String(cString: hb_version_string()) }

  deinit {
    hb_buffer_destroy(buffer)
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
  }

  /// A shaped glyph: its cluster (UTF-16 offset into the shaped text), glyph id (0 = missing)
  /// and advance in font units (kerning included).
  struct Glyph {
    var cluster: Int
    var glyph: UInt32
    var advance: Int
  }

  /// Shapes UTF-16 text. Language and script are set explicitly so nothing depends on the
  /// process locale (HarfBuzz's default language comes from setlocale).
  func shape(_ utf16: [UInt16], tabularDigits: Bool = false) -> [Glyph] {
    utf16.withUnsafeBufferPointer { text in
      shape(text, tabularDigits: tabularDigits, script: nil) { glyphs in
        glyphs.map {
          Glyph(cluster: Int($0.info.cluster), glyph: $0.info.codepoint, advance: Int($0.advance))
        }
      }
    }
  }

  /// Shapes UTF-16 text into one buffer the face keeps (cleared before each use) and hands
  /// `body` its glyphs. `script` nil: guessed from the text as HarfBuzz does (its first
  /// character of a script other than Common or Inherited); else that script, left to right
  /// (a word of a paragraph shaped with the paragraph's guess, `WordShapes`).
  func shape<Result>(
    _ text: UnsafeBufferPointer<UInt16>, tabularDigits: Bool, script: hb_script_t?,
    _ body: (ShapedGlyphs) -> Result
  ) -> Result {
    guard !text.isEmpty else { return body(ShapedGlyphs(infos: nil, positions: nil, count: 0)) }
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
    hb_buffer_set_language(buffer, english)
    if let script {
      hb_buffer_set_script(buffer, script)
      hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    } else {
      hb_buffer_guess_segment_properties(buffer)
    }
    (tabularDigits ? tabularFeatures : features).withUnsafeBufferPointer { list in
      hb_shape(hbFont, buffer, list.baseAddress, UInt32(list.count))
    }
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    return body(ShapedGlyphs(infos: infos, positions: positions, count: Int(count)))
  }

  /// True when the face shapes text split at spaces as the whole (`SpaceSeparation`); checked
  /// the first time a text of several words is shaped with it, unless known at opening (the
  /// bundled faces: the check costs a screen's start-up about 1.2 million instructions a face).
  private(set) lazy var separatesAtSpaces =
    knownSeparation ?? SpaceSeparation.holds(face: hbFace, font: hbFont)
  private let knownSeparation: Bool?

  /// Each word's shaping so far, with and without tabular figures.
  let words = WordShapes()
  let tabularWords = WordShapes()

  private let english = hb_language_from_string("en", -1)
}

/// The glyphs of one shaping, valid until the face shapes again.
struct ShapedGlyphs: RandomAccessCollection {
  let infos: UnsafeMutablePointer<hb_glyph_info_t>?
  let positions: UnsafeMutablePointer<hb_glyph_position_t>?
  let count: Int

  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(index: Int) -> (info: hb_glyph_info_t, advance: Int32) {
    (infos![index], positions![index].x_advance)
  }
}
