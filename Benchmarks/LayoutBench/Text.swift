import CHarfBuzz
import LayoutEngine
import TextMeasurement

/// 100,000 interface strings, the same on every run: labels, counts, times, names and short
/// sentences, most of them different.
func interfaceStrings(_ count: Int) -> [String] {
  let words = [
    "Inbox", "Settings", "Profile", "Updated", "minutes", "ago", "Share", "Edit", "Delete",
    "Favourites", "Messages", "Weekly", "summary", "Steps", "sleep", "and", "workouts", "of",
    "the", "last", "seven", "days", "Downloads", "Library", "Search", "Cancel", "Done", "Photos",
    "Notifications", "Privacy", "Battery", "General", "Wallpaper", "Display", "Brightness",
  ]
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  return (0..<count).map { i in
    var parts: [String] = []
    for _ in 0..<(1 + next(6)) { parts.append(words[next(words.count)]) }
    return parts.joined(separator: " ") + (i % 3 == 0 ? " (\(i))" : "")
  }
}

/// Text measurement throughput: every string measured once (shaping, line breaking, metrics:
/// what a `Text` costs the first time), the same strings again (the measurer's result cache:
/// a dictionary look-up), and raw HarfBuzz shaping of the same strings with the same font
/// (`hb_shape` and the sum of advances, nothing else) as the floor.
func benchText(count: Int, runs: Int) -> String {
  let strings = interfaceStrings(count)
  let style = TextStyle()
  let proposal = ProposedSize(width: 358, height: nil)
  let bytes = strings.reduce(0) { $0 + $1.utf8.count }

  var cold: [UInt64] = []
  var warm: [UInt64] = []
  for _ in 0..<runs {
    let measurer = try! TextMeasurer(displayScale: 3, dynamicTypeSize: .large)
    var start = now()
    for s in strings { _ = measurer.measure(s, style: style, proposal: proposal) }
    cold.append(now() - start)
    start = now()
    for s in strings { _ = measurer.measure(s, style: style, proposal: proposal) }
    warm.append(now() - start)
  }

  let fontPath = try! TextMeasurer.bundledFontDirectory() + "/" + regularFontFile()
  let blob = hb_blob_create_from_file(fontPath)
  let face = hb_face_create(blob, 0)
  let font = hb_font_create(face)
  let buffer = hb_buffer_create()
  var raw: [UInt64] = []
  var advances = 0
  for _ in 0..<runs {
    let start = now()
    for s in strings {
      hb_buffer_clear_contents(buffer)
      var s = s
      s.withUTF8 { hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
      hb_buffer_guess_segment_properties(buffer)
      hb_shape(font, buffer, nil, 0)
      var n: UInt32 = 0
      let positions = hb_buffer_get_glyph_positions(buffer, &n)!
      for g in 0..<Int(n) { advances += Int(positions[g].x_advance) }
    }
    raw.append(now() - start)
  }
  precondition(advances > 0, "HarfBuzz shaped something")
  hb_buffer_destroy(buffer)
  hb_font_destroy(font)
  hb_face_destroy(face)
  hb_blob_destroy(blob)
  return
    #"{"strings": \#(count), "bytes": \#(bytes), "cold": \#(cold), "warm": \#(warm), "harfbuzz": \#(raw)}"#
}

/// The bundled upright regular face (the one `.body` text uses).
func regularFontFile() -> String {
  TextMeasurer.bundledFontFiles.contains("Inter-Regular.otf")
    ? "Inter-Regular.otf" : TextMeasurer.bundledFontFiles[0]
}
