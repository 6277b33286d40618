import LayoutEngine

/// Several files and canvases in one run (matrices): every combination of the
/// files, the devices (`--device all` or a comma list), the Dynamic Type sizes
/// (`--dynamic-type all` or a list) and the layout directions (`--layout-direction both`),
/// in that nesting order, file outermost. Each combination is an ordinary run; the output is
/// theirs in that order, whatever order they finish in.
public struct Matrix: Sendable, Equatable {
  public var files: [String]
  /// nil: no `--device` (the default canvas or the explicit flags).
  public var devices: [String?]
  public var dynamicTypeSizes: [DynamicTypeSize]
  public var layoutDirections: [LayoutDirection]
  /// A Swift run's canvases, outermost in place of `files` (each names its own file).
  var previews: [PreviewChoice] = []

  public init(
    files: [String], devices: [String?] = [nil], dynamicTypeSizes: [DynamicTypeSize] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight]
  ) {
    self.files = files
    self.devices = devices
    self.dynamicTypeSizes = dynamicTypeSizes
    self.layoutDirections = layoutDirections
  }

  /// More than one combination: the output becomes JSON Lines (or titled tables).
  public var isMatrix: Bool { combinations.count > 1 }

  public var combinations: [Combination] {
    var all: [Combination] = []
    let outer: [(String, PreviewChoice?)] =
      previews.isEmpty ? files.map { ($0, nil) } : previews.map { ($0.file, $0) }
    for (file, preview) in outer {
      for device in devices {
        for size in dynamicTypeSizes {
          for direction in layoutDirections {
            all.append(
              Combination(
                file: file, preview: preview, device: device, dynamicTypeSize: size,
                layoutDirection: direction))
          }
        }
      }
    }
    return all
  }

  /// One cell of the matrix.
  public struct Combination: Sendable, Equatable {
    public var file: String
    /// A Swift run's preview and view.
    var preview: PreviewChoice?
    public var device: String?
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection

    var directionName: String { layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight" }
  }

  // MARK: Reading the flags

  /// `--device`: a name, `all` (every preset, in `--list-devices` order) or a comma list.
  /// Throws the lookup error of the first unknown name.
  public static func devices(_ text: String?) throws(DeviceLookupError) -> [String?] {
    guard let text else { return [nil] }
    if text == "all" { return DevicePreset.all.map(\.name) }
    let names = text.split(separator: ",").map { String($0).trimmingCharacters(" ") }
    var devices: [String?] = []
    for name in names {
      devices.append(try DevicePreset.named(name).name)
    }
    return devices.isEmpty ? [nil] : devices
  }

  /// `--dynamic-type`: a size, `all` (xSmall … accessibility5) or a comma list; nil if a name
  /// is not a size.
  public static func dynamicTypeSizes(_ text: String) -> [DynamicTypeSize]? {
    if text == "all" { return DynamicTypeSize.allCases }
    var sizes: [DynamicTypeSize] = []
    for name in text.split(separator: ",") {
      guard let size = DynamicTypeSize(rawValue: String(name).trimmingCharacters(" ")) else {
        return nil
      }
      sizes.append(size)
    }
    return sizes.isEmpty ? nil : sizes
  }

  /// `--layout-direction`: `ltr`, `rtl` or `both` (left to right first).
  public static func layoutDirections(_ text: String) -> [LayoutDirection]? {
    if text == "both" { return [.leftToRight, .rightToLeft] }
    return CanvasFlags.layoutDirection(text).map { [$0] }
  }
}

extension String {
  fileprivate func trimmingCharacters(_ character: Character) -> String {
    var s = Substring(self)
    while s.first == character { s.removeFirst() }
    while s.last == character { s.removeLast() }
    return String(s)
  }
}
