/// The iOS release whose system chrome (navigation and tab bars, lists and forms) a canvas
/// models: their metrics changed between releases (Documentation/Chrome.md, "Which iOS").
public enum PlatformVersion: String, Sendable, Hashable, CaseIterable {
  /// iOS 26 (Xcode 26, Liquid Glass): the default, the newest release with measurements.
  case iOS26 = "iOS 26"
  /// iOS 18 (Xcode 16), and an app that opts out of the new design.
  case iOS18 = "iOS 18"

  /// `26`, `18`, `iOS 26`, `ios18`: the forms `--os-version` takes.
  public init?(argument: String) {
    var text = argument.lowercased().filter { $0 != " " }
    if text.hasPrefix("ios") { text.removeFirst(3) }
    switch text {
    case "26": self = .iOS26
    case "18": self = .iOS18
    default: return nil
    }
  }
}
