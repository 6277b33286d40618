import LayoutEngine

/// How a golden file is named: the screen's name without its extension, then the canvas —
/// the device's name with each run of other characters than letters and digits made one `-`,
/// the Dynamic Type size unless it is `large`, and `rtl` for right to left — joined by dots:
///
///     Screen.view on iPhone 16 Pro                      → Screen.iPhone-16-Pro.json
///     … on iPhone SE (3rd generation), xxLarge, rtl     → Screen.iPhone-SE-3rd-generation.xxLarge.rtl.json
///     … on the default canvas (no device)               → Screen.json
///
/// A Swift preview is its file's name and the preview's: `CardView.Meeting-card.iPhone-16-Pro.json`.
/// Device names start with `iPhone` or `iPad`, sizes and `rtl` are fixed words, so different
/// canvases never share a name.
enum GoldenName {
  static func file(stem: String, _ c: Matrix.Combination) -> String {
    var parts = [stem]
    if let device = c.device { parts.append(dashed(device)) }
    if c.dynamicTypeSize != .large { parts.append(c.dynamicTypeSize.rawValue) }
    if c.layoutDirection == .rightToLeft { parts.append("rtl") }
    return parts.joined(separator: ".") + ".json"
  }

  /// The canvas as the lines of `check` name it: `iPhone 16 Pro`, `default canvas · xxLarge · rtl`.
  static func canvas(_ c: Matrix.Combination) -> String {
    var parts = [c.device ?? "default canvas"]
    if c.dynamicTypeSize != .large { parts.append(c.dynamicTypeSize.rawValue) }
    if c.layoutDirection == .rightToLeft { parts.append("rtl") }
    return parts.joined(separator: " · ")
  }

  /// `iPhone SE (3rd generation)` → `iPhone-SE-3rd-generation`.
  static func dashed(_ text: String) -> String {
    var out = ""
    var pending = false
    for character in text {
      if character.isLetter || character.isNumber {
        if pending && !out.isEmpty { out.append("-") }
        pending = false
        out.append(character)
      } else {
        pending = true
      }
    }
    return out.isEmpty ? "preview" : out
  }

  /// `Screens/Card.view` → `Card`; a name without a dot is itself.
  static func stem(of path: String) -> String {
    let name = FileSystem.name(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
