import CHarfBuzz

/// A font file cut down to the characters a picture draws (HarfBuzz's subsetter), so that an
/// SVG can carry its font: a few kilobytes instead of the whole face. Hinting is dropped
/// (browsers do not need it); glyph outlines, metrics and kerning stay. The bytes depend only
/// on the file, the characters and the HarfBuzz version.
public enum FontSubset {
  /// The subset font's bytes, or nil when the file cannot be read or subset.
  public static func subset(fontFile path: String, characters: [Unicode.Scalar]) -> [UInt8]? {
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    let face = hb_face_create(blob, 0)
    defer { hb_face_destroy(face) }
    guard let input = hb_subset_input_create_or_fail() else { return nil }
    defer { hb_subset_input_destroy(input) }
    let unicodes = hb_subset_input_unicode_set(input)
    for character in characters { hb_set_add(unicodes, character.value) }
    hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING.rawValue)
    guard let subset = hb_subset_or_fail(face, input) else { return nil }
    defer { hb_face_destroy(subset) }
    let result = hb_face_reference_blob(subset)
    defer { hb_blob_destroy(result) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(result, &length), length > 0 else { return nil }
    return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
      Array(UnsafeBufferPointer(start: $0, count: Int(length)))
    }
  }
}
