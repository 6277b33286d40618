/// A piece of a `Text` with its own font: the operands of `Text("a") + Text("b").bold()`, the
/// runs of inline Markdown (`"Tap **Save**"`) and images interpolated into a text
/// (`Text("\(Image(systemName: "star")) 4.5")`). A text of several runs is measured as one
/// paragraph: lines break across runs, each line is as tall as its tallest run.
public struct TextRun: Sendable, Hashable {
  /// The run's characters; an image is one U+FFFC (the object replacement character).
  public var text: String
  /// The font after the run's own modifiers over the environment's.
  public var font: FontSpec
  /// `.kerning` / `.tracking` of the run, in points; nil: none.
  public var tracking: Double?
  /// `.monospacedDigit()`: digits take tabular widths.
  public var monospacedDigits: Bool
  /// `.baselineOffset`: the run drawn this many points above the baseline; its line grows to
  /// hold it.
  public var baselineOffset: Double
  /// An image drawn in the text: its width in ems of the run's font (an SF Symbol at the
  /// medium scale is about 1 em; `SymbolSize`). Nil for text.
  public var attachmentEms: Double?

  public init(
    text: String, font: FontSpec, tracking: Double? = nil, monospacedDigits: Bool = false,
    baselineOffset: Double = 0, attachmentEms: Double? = nil
  ) {
    self.baselineOffset = baselineOffset
    self.text = text
    self.font = font
    self.tracking = tracking
    self.monospacedDigits = monospacedDigits
    self.attachmentEms = attachmentEms
  }

  /// The character that stands for an image in a run's text.
  public static let attachmentCharacter = "\u{FFFC}"
}

extension TextMeasuring {
  /// Measurers that know no runs measure their joined text in the text's style.
  public func measure(runs: [TextRun], style: TextStyle, proposal: ProposedSize)
    -> TextLayoutResult
  {
    measure(runs.map(\.text).joined(), style: style, proposal: proposal)
  }
}
