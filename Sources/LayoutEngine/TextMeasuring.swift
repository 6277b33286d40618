/// How a `Text` is styled, as far as its size is concerned.
public struct TextStyle: Sendable, Hashable {
  /// Point size before Dynamic Type scaling is applied.
  public var pointSize: Double
  /// Font weight on SwiftUI's scale (`Font.Weight`): 400 regular, 700 bold.
  public var weight: Int
  public var italic: Bool
  /// nil: unlimited.
  public var lineLimit: Int?

  public init(pointSize: Double = 17, weight: Int = 400, italic: Bool = false, lineLimit: Int? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.italic = italic
    self.lineLimit = lineLimit
  }
}

/// A measured text: its size and baselines for one proposal.
public struct TextLayoutResult: Sendable, Hashable {
  public var size: Size
  /// Distance from the top to the first and last baselines.
  public var firstBaseline: Double
  public var lastBaseline: Double
  public var lineCount: Int

  public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
  }
}

/// The engine's only window onto fonts: the text target implements it with FreeType, tests
/// with a fixed-advance fake. The engine never measures text itself.
public protocol TextMeasuring: AnyObject {
  /// The text's size for a proposal (nil lengths ask for the ideal: one line per paragraph).
  func measure(_ text: String, style: TextStyle, proposal: ProposedSize) -> TextLayoutResult
}
