/// A font as SwiftUI's `Font` describes it; the text measurer resolves it to a point size
/// (Dynamic Type) and a face.
public struct FontSpec: Sendable, Hashable {
  /// SwiftUI's text styles (`Font.TextStyle`).
  public enum TextStyleName: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// `Font.Design`.
  public enum Design: String, Sendable, Hashable { case `default`, rounded, monospaced, serif }

  public enum Base: Sendable, Hashable {
    /// `.body`, `.title`, …: scales with Dynamic Type.
    case textStyle(TextStyleName)
    /// `.system(size:weight:design:)`: a fixed size.
    case system(size: Double)
    /// `.custom(_:size:)` (fixed) or `.custom(_:size:relativeTo:)` (scaled like a style).
    case custom(name: String, size: Double, relativeTo: TextStyleName?)
  }

  public var base: Base
  /// `Font.Weight` on the CSS scale (400 regular, 600 semibold, 700 bold); nil: the style's.
  public var weight: Int?
  public var design: Design
  public var italic: Bool
  /// `.dynamicTypeSize(_:)`: the size this font is resolved at instead of the run's.
  public var dynamicTypeSize: DynamicTypeSize?
  /// `.dynamicTypeSize(a...b)`: the run's (or overriding) size clamped to this range.
  public var dynamicTypeRange: ClosedRange<DynamicTypeSize>?
  /// `Font.monospacedDigit()`: tabular figures. A text in such a font is measured as a run
  /// (`TextRun.monospacedDigits`).
  public var monospacedDigits = false

  public init(
    base: Base = .textStyle(.body), weight: Int? = nil, design: Design = .default,
    italic: Bool = false, dynamicTypeSize: DynamicTypeSize? = nil,
    dynamicTypeRange: ClosedRange<DynamicTypeSize>? = nil
  ) {
    self.base = base
    self.weight = weight
    self.design = design
    self.italic = italic
    self.dynamicTypeSize = dynamicTypeSize
    self.dynamicTypeRange = dynamicTypeRange
  }

  /// The Dynamic Type size this font resolves at in a run whose size is `runSize`.
  public func resolvedDynamicTypeSize(in runSize: DynamicTypeSize) -> DynamicTypeSize {
    let size = dynamicTypeSize ?? runSize
    guard let range = dynamicTypeRange else { return size }
    return min(max(size, range.lowerBound), range.upperBound)
  }

  /// `.body`, SwiftUI's default for `Text`.
  public static let body = FontSpec()
}

/// Everything about a `Text` that decides its size.
public struct TextStyle: Sendable, Hashable {
  public enum TruncationMode: Sendable, Hashable { case head, middle, tail }

  public var font: FontSpec
  /// `lineLimit(n)` or the upper bound of `lineLimit(a...b)`; nil: unlimited.
  public var maxLines: Int?
  /// Lines always reserved: `lineLimit(n, reservesSpace: true)` → n, `lineLimit(a...b)` → a.
  public var reservedLines: Int
  public var truncationMode: TruncationMode
  /// `minimumScaleFactor(_:)`, 1 when not set.
  public var minimumScaleFactor: Double
  /// `lineSpacing(_:)`: extra points between lines.
  public var lineSpacing: Double
  public var allowsTightening: Bool
  /// `kerning(_:)` / `tracking(_:)` in points, added to every advance; nil: none.
  public var tracking: Double?

  public init(
    font: FontSpec = .body, maxLines: Int? = nil, reservedLines: Int = 0,
    truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
    lineSpacing: Double = 0, allowsTightening: Bool = false, tracking: Double? = nil
  ) {
    self.font = font
    self.maxLines = maxLines
    self.reservedLines = reservedLines
    self.truncationMode = truncationMode
    self.minimumScaleFactor = minimumScaleFactor
    self.lineSpacing = lineSpacing
    self.allowsTightening = allowsTightening
    self.tracking = tracking
  }
}

/// A font's vertical metrics in points, for the text spacing formulas (LayoutRules.md §3.4).
public struct FontMetrics: Sendable, Hashable {
  public var ascender: Double
  /// Negative: below the baseline.
  public var descender: Double
  public var leading: Double
  public var capHeight: Double

  public init(ascender: Double, descender: Double, leading: Double, capHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
  }
}

/// The engine's only window onto fonts: the text target implements it with FreeType,
/// HarfBuzz and ICU; tests use a fixed-advance fake. The engine never measures text itself,
/// and asks each (string, style, proposal) once: implementations should cache the work below
/// that (shaping, break opportunities) across proposals.
public protocol TextMeasuring: AnyObject {
  /// The text's size for a proposal. A nil width asks for the ideal: one line per
  /// paragraph; a nil height, as many lines as needed (up to the style's limit).
  func measure(_ text: String, style: TextStyle, proposal: ProposedSize) -> TextLayoutResult
  /// A text of several runs (`TextRun`), each with its own font, wrapped as one paragraph
  /// per newline. The default joins the runs and measures them in `style`.
  func measure(runs: [TextRun], style: TextStyle, proposal: ProposedSize) -> TextLayoutResult
  /// The resolved font's vertical metrics (for spacing between texts and their neighbours).
  func metrics(for font: FontSpec) -> FontMetrics
}
