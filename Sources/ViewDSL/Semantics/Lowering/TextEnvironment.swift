import LayoutEngine

/// The environment values text reads, as the language tracks them down the tree: SwiftUI's
/// `.font`, `.fontWeight`, `.bold`, `.lineLimit`… are environment modifiers, so on a stack
/// they reach every `Text` inside it unless a closer one overrides them.
struct TextEnvironment: Sendable {
  var font: FontSpec = .body
  /// `.fontWeight(_:)` / `.bold()`: overrides the font's own weight.
  var weight: Int?
  var italic = false
  var design: FontSpec.Design?
  var maxLines: Int?
  var reservedLines = 0
  var truncationMode = TextStyle.TruncationMode.tail
  var minimumScaleFactor = 1.0
  var lineSpacing = 0.0
  var allowsTightening = false
  var tracking: Double?
  /// `.monospacedDigit()`: tabular figures.
  var monospacedDigit = false
  /// `.baselineOffset(_:)`, points up.
  var baselineOffset = 0.0
  var textCase: TextCase?
  /// `.multilineTextAlignment(_:)`: no frame changes; carried to the text for pictures.
  var multilineAlignment = TextAlignment.leading
  /// `.dynamicTypeSize(_:)`: a size set here, or (when none is) a clamp on the run's size.
  var dynamicTypeSize: DynamicTypeSize?
  var dynamicTypeRange: ClosedRange<DynamicTypeSize>?
  /// `.imageScale(_:)`: read by `Image(systemName:)`.
  var imageScale = SymbolSize.Scale.medium
  /// `.buttonStyle(_:)`, `.controlSize(_:)`, `.progressViewStyle(_:)`: read by controls
  /// (`ControlViews`), as member names.
  var buttonStyle = "automatic"
  /// `.listRowSpacing(_:)`: the space between a list's rows (`ListViews`).
  var listRowSpacing: Double?
  /// `.listSectionSpacing(_:)`: the space between a list's sections (`ListViews`).
  var listSectionSpacing: Double?
  /// `.listStyle(_:)`, when it changes the metrics: `plain` (iOS 26 only so far).
  var listStyle = "automatic"
  /// `.environment(\.defaultMinListRowHeight, …)`: the shortest row of a list inside.
  var minListRowHeight: Double?
  /// `.pickerStyle(_:)`: the styles laid out are the menu and navigation-link rows.
  var pickerStyle = "automatic"
  /// `.tabViewStyle(_:)`: `page` has no tab bar.
  var tabViewStyle = "automatic"
  var controlSize = "regular"
  var progressViewStyle = "automatic"
  /// `.toggleStyle(_:)`: `button` draws a Toggle as a bordered button.
  var toggleStyle = "automatic"
  /// `.textFieldStyle(_:)`: `roundedBorder` pads a field to the bordered box's height.
  var textFieldStyle = "automatic"
  /// `.labelsHidden()`: toggles and steppers show their control only.
  var labelsHidden = false
  /// `.labelStyle(_:)`: what a `Label` shows, as a member name.
  var labelStyle = "automatic"

  enum TextCase: Sendable { case uppercase, lowercase }

  /// The style a `Text` in this environment is measured with.
  var style: TextStyle {
    var f = font
    if let weight { f.weight = weight }
    if italic { f.italic = true }
    if let design { f.design = design }
    f.dynamicTypeSize = dynamicTypeSize
    f.dynamicTypeRange = dynamicTypeRange
    return TextStyle(
      font: f, maxLines: maxLines, reservedLines: reservedLines, truncationMode: truncationMode,
      minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing,
      allowsTightening: allowsTightening, tracking: tracking)
  }

  /// The string as drawn (`.textCase` changes the letters, hence the width).
  func transform(_ string: String) -> String {
    switch textCase {
    case .uppercase: string.uppercased()
    case .lowercase: string.lowercased()
    case nil: string
    }
  }

  /// `.dynamicTypeSize(size)` sets the size for everything inside; a range clamps the size
  /// that reaches it (a known size directly, the run's size by narrowing the clamp).
  mutating func setDynamicType(_ size: DynamicTypeSize) {
    dynamicTypeSize = size
    dynamicTypeRange = nil
  }

  mutating func clampDynamicType(_ range: ClosedRange<DynamicTypeSize>) {
    if let size = dynamicTypeSize {
      dynamicTypeSize = min(max(size, range.lowerBound), range.upperBound)
    } else if let current = dynamicTypeRange {
      let lower = min(max(range.lowerBound, current.lowerBound), current.upperBound)
      let upper = max(min(range.upperBound, current.upperBound), lower)
      dynamicTypeRange = lower...upper
    } else {
      dynamicTypeRange = range
    }
  }

  /// `Font.Weight` on the CSS scale.
  static let weights: [String: Int] = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
  ]
}
