import CHarfBuzz

/// Whether a face shapes a text split at its spaces exactly as the whole: true when nothing
/// HarfBuzz applies can see the space glyph (U+0020), so no substitution or positioning
/// reaches across it and "a b" shapes as "a", " " and "b" side by side. What it buys: each
/// word is shaped once per face and reused (`WordShapes`); shaping was two thirds of a
/// column of wrapping text (BENCHMARKS.md, *Speed work, third round: text*).
///
/// The space must be in no glyph set of a GSUB or GPOS lookup HarfBuzz applies (its shape
/// plan's lookups; `hb_ot_layout_lookup_collect_glyphs`), and since those sets leave out
/// class 0 ("every other glyph"), no class-based context rule of any lookup may use class 0
/// past its first glyph and no class-based kerning may give class 0 a value. No lookup may skip base glyphs (it would
/// skip the space), the space must not be a mark or ligature, and the face must have no
/// tables HarfBuzz applies outside OpenType layout (`kern`, AAT) nor random alternates.
enum SpaceSeparation {
  static func holds(face: OpaquePointer, font: OpaquePointer) -> Bool {
    var space: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return false }
    for name in ["kern", "morx", "mort", "kerx", "trak"] where tableLength(face, name) > 0 {
      return false
    }
    let glyphClass = hb_ot_layout_get_glyph_class(face, space)
    guard
      glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED
        || glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH
    else { return false }
    guard let glyphs = hb_set_create(), let lookups = hb_set_create() else { return false }
    defer {
      hb_set_destroy(glyphs)
      hb_set_destroy(lookups)
    }
    for name in ["GSUB", "GPOS"] {
      let table = tag(name)
      if hasFeature(face, table, tag("rand")) { return false }
      guard classZeroUnused(face, name) else { return false }
      hb_set_clear(lookups)
      appliedLookups(face, table, into: lookups)
      var index = UInt32.max  // HB_SET_VALUE_INVALID: start of the iteration
      while hb_set_next(lookups, &index) != 0 {
        hb_ot_layout_lookup_collect_glyphs(face, table, index, glyphs, glyphs, glyphs, glyphs)
      }
    }
    return hb_set_has(glyphs, space) == 0
  }

  /// The lookups HarfBuzz applies with layoutc's features (`FontFace`: kerning on,
  /// contextual alternates off, tabular figures or not) to a text of a script `WordShapes`
  /// splits, left to right in English. Without the fraction features: HarfBuzz applies them
  /// only around U+2044 FRACTION SLASH, and such texts are shaped whole.
  private static func appliedLookups(
    _ face: OpaquePointer, _ table: hb_tag_t, into set: OpaquePointer
  ) {
    var features = ["kern=1", "calt=0", "tnum=1", "frac=0", "numr=0", "dnom=0"].map { text in
      var feature = hb_feature_t()
      _ = hb_feature_from_string(text, -1, &feature)
      return feature
    }
    for script in WordShapes.scripts {
      var properties = hb_segment_properties_t(
        direction: HB_DIRECTION_LTR, script: script, language: hb_language_from_string("en", -1),
        reserved1: nil, reserved2: nil)
      let plan = hb_shape_plan_create(face, &properties, &features, UInt32(features.count), nil)
      hb_ot_shape_plan_collect_lookups(plan, table, set)
      hb_shape_plan_destroy(plan)
    }
  }

  static func tag(_ name: String) -> hb_tag_t {
    name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
  }

  private static func tableLength(_ face: OpaquePointer, _ name: String) -> UInt32 {
    let blob = hb_face_reference_table(face, tag(name))
    defer { hb_blob_destroy(blob) }
    return hb_blob_get_length(blob)
  }

  private static func hasFeature(_ face: OpaquePointer, _ table: hb_tag_t, _ feature: hb_tag_t)
    -> Bool
  {
    var tags = [hb_tag_t](repeating: 0, count: 64)
    var start: UInt32 = 0
    while true {
      var count = UInt32(tags.count)
      let total = hb_ot_layout_table_get_feature_tags(face, table, start, &count, &tags)
      if tags[0..<Int(count)].contains(feature) { return true }
      start += count
      if count == 0 || start >= total { return false }
    }
  }

  /// Reads the table's lookups: false when one skips base glyphs, a class-based context
  /// rule matches class 0 after its first glyph, or class-based kerning gives class 0 a
  /// value (or the table cannot be read).
  private static func classZeroUnused(_ face: OpaquePointer, _ name: String) -> Bool {
    let blob = hb_face_reference_table(face, tag(name))
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return true }
    let table = OpenTypeBytes(UnsafeRawBufferPointer(start: data, count: Int(length)))
    let positioning = name == "GPOS"
    guard let lookupList = table.offset(0, at: 8), let count = table.u16(lookupList) else {
      return false
    }
    for index in 0..<count {
      guard let lookup = table.offset(lookupList, at: 2 + 2 * index),
        let type = table.u16(lookup), let flags = table.u16(lookup + 2),
        let subtables = table.u16(lookup + 4), flags & 0x2 == 0
      else { return false }
      for k in 0..<subtables {
        guard var subtable = table.offset(lookup, at: 6 + 2 * k) else { return false }
        var kind = type
        if kind == (positioning ? 9 : 7) {  // extension
          guard let real = table.u16(subtable + 2), let far = table.u32(subtable + 4) else {
            return false
          }
          kind = real
          subtable += far
        }
        guard table.u16(subtable) == 2 else { continue }  // only format 2 is class-based
        let safe: Bool? =
          switch (positioning, kind) {
          case (false, 5), (true, 7): table.contextClassZeroUnused(subtable, chained: false)
          case (false, 6), (true, 8): table.contextClassZeroUnused(subtable, chained: true)
          case (true, 2): table.pairClassZeroUnused(subtable)
          default: true
          }
        guard safe == true else { return false }
      }
    }
    return true
  }
}
