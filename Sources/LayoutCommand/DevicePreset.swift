import LayoutEngine
import LayoutOutput

/// A device's screen in portrait: its size in points, its safe-area insets and its scale.
/// The numbers and where they come from are listed in the README ("Devices").
public struct DevicePreset: Sendable, Hashable {
  public var name: String
  public var size: Size
  public var safeArea: EdgeInsets
  public var scale: Double

  init(
    _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double, scale: Double
  ) {
    self.name = name
    self.size = Size(width: width, height: height)
    self.safeArea = EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
    self.scale = scale
  }

  /// The name in lower case with every run of other characters turned into one `-`:
  /// `iPhone SE (3rd generation)` → `iphone-se-3rd-generation`.
  public var slug: String { Self.slug(name) }

  public static let all: [DevicePreset] = [
    DevicePreset("iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0, scale: 2),
    DevicePreset("iPhone 13", 390, 844, top: 47, bottom: 34, scale: 3),
    DevicePreset("iPhone 14", 390, 844, top: 47, bottom: 34, scale: 3),
    DevicePreset("iPhone 15", 393, 852, top: 59, bottom: 34, scale: 3),
    DevicePreset("iPhone 15 Pro", 393, 852, top: 59, bottom: 34, scale: 3),
    DevicePreset("iPhone 16", 393, 852, top: 59, bottom: 34, scale: 3),
    DevicePreset("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, scale: 3),
    DevicePreset("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, scale: 3),
    DevicePreset("iPhone 17 Pro", 402, 874, top: 62, bottom: 34, scale: 3),
    DevicePreset("iPad (10th generation)", 820, 1180, top: 24, bottom: 20, scale: 2),
    DevicePreset("iPad Pro 13-inch", 1032, 1376, top: 24, bottom: 20, scale: 2),
  ]

  /// The preset with this name, compared case-insensitively, or with this slug
  /// (`iphone-16-pro`; `iPhone 16 Pro` and `IPHONE_16_PRO` have the same slug).
  public static func named(_ name: String) throws(DeviceLookupError) -> DevicePreset {
    let wanted = slug(name)
    if let preset = all.first(where: { $0.slug == wanted }) { return preset }
    // Suggest names within a few edits of the slug, closest first; else the same family.
    let ranked = all.map { (preset: $0, distance: editDistance(wanted, $0.slug)) }
      .filter { $0.distance <= max(3, wanted.count / 3) }
      .sorted { $0.distance < $1.distance }
      .map(\.preset.name)
    let family = all.filter { $0.slug.hasPrefix(wanted.prefix(4)) && !wanted.isEmpty }.map(\.name)
    throw DeviceLookupError(name: name, suggestions: ranked.isEmpty ? family : ranked)
  }

  /// `--list-devices`: a table of every preset.
  public static func listing() -> String {
    var table = Table(header: [
      "DEVICE", "SLUG", "WIDTH", "HEIGHT", "SCALE", "SAFE AREA (TOP,LEADING,BOTTOM,TRAILING)",
    ])
    for preset in all {
      let s = preset.safeArea
      table.rows.append(
        [preset.name, preset.slug]
          + [preset.size.width, preset.size.height, preset.scale].map(formatNumber)
          + [[s.top, s.leading, s.bottom, s.trailing].map(formatNumber).joined(separator: ",")])
    }
    return table.rendered(rightAligned: [2, 3, 4])
  }

  static func slug(_ name: String) -> String {
    var slug = ""
    var pendingDash = false
    for scalar in name.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if pendingDash && !slug.isEmpty { slug.append("-") }
        pendingDash = false
        slug.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return slug
  }
}

/// `--device` named no preset.
public struct DeviceLookupError: Error, Sendable, Equatable, CustomStringConvertible {
  public var name: String
  public var suggestions: [String]

  public var description: String {
    var text = "unknown device '\(name)'"
    if !suggestions.isEmpty {
      text +=
        "; did you mean " + suggestions.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + "?"
    }
    return text + " (layoutc --list-devices lists them all)"
  }
}

/// Levenshtein distance over Unicode scalars.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.unicodeScalars)
  let b = Array(b.unicodeScalars)
  if a.isEmpty { return b.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + [Int](repeating: 0, count: b.count)
    for j in stride(from: 1, through: b.count, by: 1) {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
