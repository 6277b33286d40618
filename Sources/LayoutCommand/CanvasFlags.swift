import LayoutEngine
import LayoutOutput

/// The canvas flags of `layoutc` (`--width`, `--height`, `--device`, `--scale`, `--safe-area`,
/// `--layout-direction`, `--dynamic-type`): their values, how each is read from text, how they
/// are checked and the canvas they describe (`RunOptions.canvasFlags`). The executable (through swift-argument-parser)
/// and an example's `// layoutc:` header (`ExampleHeader`) both go through this type, so an
/// example is laid out in the golden tests exactly as `layoutc` lays it out with those flags.
public struct CanvasFlags: Sendable, Equatable {
  public var width: Double?
  public var height: Double?
  public var device: String?
  public var scale: Double?
  public var safeArea: EdgeInsets?
  public var layoutDirection: LayoutDirection
  public var dynamicTypeSize: DynamicTypeSize
  /// `--os-version`: whose bars and lists.
  public var os: PlatformVersion

  public init(
    width: Double? = nil, height: Double? = nil, device: String? = nil, scale: Double? = nil,
    safeArea: EdgeInsets? = nil, layoutDirection: LayoutDirection = .leftToRight,
    dynamicTypeSize: DynamicTypeSize = .large, os: PlatformVersion = .iOS26
  ) {
    self.os = os
    self.width = width
    self.height = height
    self.device = device
    self.scale = scale
    self.safeArea = safeArea
    self.layoutDirection = layoutDirection
    self.dynamicTypeSize = dynamicTypeSize
  }

  /// The flags' names, as written on the command line.
  public static let names = [
    "--width", "--height", "--device", "--scale", "--safe-area", "--layout-direction",
    "--dynamic-type", "--os-version",
  ]

  /// Checks the values as `layoutc` does before running: lengths and scale finite and 0 or
  /// more, a known device. Returns the first problem, nil when all are valid.
  public func problem() -> CommandLineError? {
    for (name, value) in [("--width", width), ("--height", height)] {
      if let value, !(value.isFinite && value >= 0) {
        return .invalidLength(option: name, value: formatNumber(value))
      }
    }
    if let scale, !(scale.isFinite && scale >= 0) {
      return .invalidScale(value: formatNumber(scale))
    }
    if let device {
      do { _ = try DevicePreset.named(device) } catch { return .unknownDevice(error) }
    }
    return nil
  }

  /// The canvas the flags describe: the device preset (if any), then each explicit flag.
  /// Throws `DeviceLookupError` for an unknown device.
  public func canvas() throws(DeviceLookupError) -> Canvas {
    var canvas = Canvas()
    if let device {
      let preset = try DevicePreset.named(device)
      canvas = Canvas(size: preset.size, safeArea: preset.safeArea, scale: preset.scale)
    }
    if let width { canvas.size.width = width }
    if let height { canvas.size.height = height }
    if let scale { canvas.scale = scale }
    if let safeArea { canvas.safeArea = safeArea }
    canvas.layoutDirection = layoutDirection
    canvas.os = os
    return canvas
  }

  // MARK: Reading values from text (shared with the executable's argument types)

  /// `top,leading,bottom,trailing`: four numbers, 0 or more (spaces around them allowed).
  public static func safeArea(_ text: String) -> EdgeInsets? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { Double($0.trimmingSpaces) }
    guard parts.count == 4, values.count == 4, values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      return nil
    }
    return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  /// `ltr` or `rtl`.
  public static func layoutDirection(_ text: String) -> LayoutDirection? {
    switch text {
    case "ltr": .leftToRight
    case "rtl": .rightToLeft
    default: nil
    }
  }

  /// `xSmall` … `accessibility5`, spelled as SwiftUI's `DynamicTypeSize` cases.
  public static func dynamicTypeSize(_ text: String) -> DynamicTypeSize? {
    DynamicTypeSize(rawValue: text)
  }

  /// A number as swift-argument-parser reads a `Double` option (Swift's `Double(_:)`).
  public static func number(_ text: String) -> Double? {
    Double(text)
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return s
  }
}
