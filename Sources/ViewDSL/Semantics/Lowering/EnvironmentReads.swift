import LayoutEngine

/// The parts of the run's environment a compile read. Two runs that agree on every part read
/// lower a file to the same tree and diagnostics, so a matrix compiles a file once per
/// distinct `key(of:)` rather than once per combination.
public struct EnvironmentReads: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `--dynamic-type`: symbol sizes, list row heights, `dynamicTypeSize` conditions.
  public static let dynamicTypeSize = EnvironmentReads(rawValue: 1 << 0)
  /// The size classes, read as classes: two canvases of one class share a compile.
  public static let horizontalSizeClass = EnvironmentReads(rawValue: 1 << 1)
  public static let verticalSizeClass = EnvironmentReads(rawValue: 1 << 2)
  /// `canvasWidth`, `canvasHeight` in conditions and `.view` programs.
  public static let canvasWidth = EnvironmentReads(rawValue: 1 << 3)
  public static let canvasHeight = EnvironmentReads(rawValue: 1 << 4)
  /// `displayScale`, `pixelLength`, and which `@2x`/`@3x` file an `Image` is.
  public static let displayScale = EnvironmentReads(rawValue: 1 << 5)
  /// `--os-version`: bar, list and switch metrics.
  public static let os = EnvironmentReads(rawValue: 1 << 6)

  /// The values of exactly the parts read: equal keys, equal compiles.
  public func key(of environment: CompileEnvironment) -> EnvironmentKey {
    EnvironmentKey(
      reads: self,
      dynamicTypeSize: contains(.dynamicTypeSize) ? environment.dynamicTypeSize : nil,
      horizontalSizeClass: contains(.horizontalSizeClass)
        ? environment.horizontalSizeClass : nil,
      verticalSizeClass: contains(.verticalSizeClass) ? environment.verticalSizeClass : nil,
      canvasWidth: contains(.canvasWidth) ? environment.canvasSize.width : nil,
      canvasHeight: contains(.canvasHeight) ? environment.canvasSize.height : nil,
      displayScale: contains(.displayScale) ? environment.displayScale : nil,
      os: contains(.os) ? environment.os : nil)
  }
}

/// An environment projected on the parts a compile read (`EnvironmentReads.key(of:)`).
public struct EnvironmentKey: Hashable, Sendable {
  var reads: EnvironmentReads
  var dynamicTypeSize: DynamicTypeSize?
  var horizontalSizeClass: String?
  var verticalSizeClass: String?
  var canvasWidth: Double?
  var canvasHeight: Double?
  var displayScale: Double?
  var os: PlatformVersion?
}

/// The one way lowering and the interpreter read the run's environment: each read is
/// recorded, so that the compile can say what its result depends on. One reader is shared by
/// the interpreter and the lowerer of one compile; `check`'s scratch lowerers have their own
/// (`scratch()`).
final class EnvironmentReader {
  private let environment: CompileEnvironment
  private let images: ImageLookup?
  private(set) var reads: EnvironmentReads = []

  init(_ environment: CompileEnvironment = CompileEnvironment(), images: ImageLookup? = nil) {
    self.environment = environment
    self.images = images
  }

  /// A reader of the same environment and images that records its reads apart (`check`).
  func scratch() -> EnvironmentReader { EnvironmentReader(environment, images: images) }

  var dynamicTypeSize: DynamicTypeSize {
    reads.insert(.dynamicTypeSize)
    return environment.dynamicTypeSize
  }

  var horizontalSizeClass: String {
    reads.insert(.horizontalSizeClass)
    return environment.horizontalSizeClass
  }

  var verticalSizeClass: String {
    reads.insert(.verticalSizeClass)
    return environment.verticalSizeClass
  }

  var canvasWidth: Double {
    reads.insert(.canvasWidth)
    return environment.canvasSize.width
  }

  var canvasHeight: Double {
    reads.insert(.canvasHeight)
    return environment.canvasSize.height
  }

  var displayScale: Double {
    reads.insert(.displayScale)
    return environment.displayScale
  }

  var pixelLength: Double { 1 / displayScale }

  var os: PlatformVersion {
    reads.insert(.os)
    return environment.os
  }

  /// The environment values a number may name (`.frame(height: pixelLength)`), else nil.
  func number(_ name: String) -> Double? {
    switch name {
    case "displayScale": displayScale
    case "pixelLength": pixelLength
    default: nil
    }
  }

  /// `Image("name")`'s size: the caller picks the file for the canvas's scale (`@2x`, `@3x`).
  func imageSize(_ name: String) -> ImageLookupResult? {
    guard let images else { return nil }
    reads.insert(.displayScale)
    return images(name)
  }
}
