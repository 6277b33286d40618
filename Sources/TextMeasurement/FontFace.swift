import CFreeType
import CHarfBuzz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

public enum TextMeasurementError: Error, Sendable, Equatable {
  /// The bundled fonts were not found (searched directories listed).
  case fontsNotFound([String])
  /// A font file could not be read or FreeType/HarfBuzz rejected it.
  case unreadableFont(String)
}

/// One font file: FreeType for its design-unit metrics, HarfBuzz (its own OpenType functions at
/// scale = units per em, never hb-ft) for shaping, so advances are exact integers in font units.
final class FontFace {
  let path: String
  let unitsPerEm: Int
  /// The file's own vertical metrics in font units (used only for `--font` faces).
  let ascender: Int
  let descender: Int
  let lineGap: Int
  let capHeight: Int
  private let hbFace: OpaquePointer
  private let hbFont: OpaquePointer
  /// Pinned features: kerning on, contextual alternates off (Inter's `calt` turns `->` into
  /// an arrow, SF does not), standard ligatures as HarfBuzz's default.
  private let features: [hb_feature_t]

  init(path: String) throws {
    self.path = path
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
    guard unitsPerEm > 0, let blob = hb_blob_create_from_file_or_fail(path) else {
      throw TextMeasurementError.unreadableFont(path)
    }
    defer { hb_blob_destroy(blob) }
    hbFace = hb_face_create(blob, 0)
    hbFont = hb_font_create(hbFace)
    hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))
    features = ["kern=1", "calt=0"].map { text in
      var feature = hb_feature_t()
      _ = hb_feature_from_string(text, -1, &feature)
      return feature
    }
  }

  static var harfBuzzVersion: String { String(cString: hb_version_string()) }

  deinit {
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
  func shape(_ utf16: [UInt16]) -> [Glyph] {
    guard !utf16.isEmpty else { return [] }
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    utf16.withUnsafeBufferPointer { text in
      hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
    }
    hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
    hb_buffer_guess_segment_properties(buffer)
    features.withUnsafeBufferPointer { list in
      hb_shape(hbFont, buffer, list.baseAddress, UInt32(list.count))
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    return (0..<Int(count)).map { index in
      Glyph(
        cluster: Int(infos[index].cluster), glyph: infos[index].codepoint,
        advance: Int(positions[index].x_advance))
    }
  }
}
