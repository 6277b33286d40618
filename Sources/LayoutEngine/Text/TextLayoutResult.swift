/// A measured text for one proposal: sizes rounded up to the pixel grid, the first baseline
/// rounded to the nearest pixel (Text.md §3). Its lines and drawing sit in a `TextLineStore`
/// (layout reads only the numbers; output and pictures read the lines, which are materialised
/// when asked for).
public struct TextLayoutResult: Sendable, Hashable {
  public var size: Size
  /// Distances from the top to the first and the last baseline.
  public var firstBaseline: Double
  public var lastBaseline: Double
  public var lineCount: Int
  private var store: TextLineStore
  private var index: Int32

  /// The lines as laid out (after truncation, with "…" where cut), for output and pictures.
  public var lines: [String] {
    get { store.lines(at: index) }
    set { (store, index) = TextLineStore.single(lines: newValue, drawing: drawing) }
  }

  /// The font and line geometry for drawing the lines; nil from measurers without fonts.
  public var drawing: TextDrawing? {
    get { store.drawing(at: index) }
    set { (store, index) = TextLineStore.single(lines: lines, drawing: newValue) }
  }

  public init(
    size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int,
    lines: [String] = [], drawing: TextDrawing? = nil
  ) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
    (store, index) = TextLineStore.single(lines: lines, drawing: drawing)
  }

  /// A result whose lines and drawing are element `index` of `store`.
  public init(
    size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int,
    store: TextLineStore, index: Int32
  ) {
    precondition(index >= 0 && Int(index) < store.count)
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
    self.store = store
    self.index = index
  }

  /// Equal when the numbers, the lines and the drawing are, wherever they are stored.
  public static func == (a: Self, b: Self) -> Bool {
    guard a.size == b.size, a.firstBaseline == b.firstBaseline,
      a.lastBaseline == b.lastBaseline, a.lineCount == b.lineCount
    else { return false }
    if a.store === b.store, a.index == b.index { return true }
    return a.lines == b.lines && a.drawing == b.drawing
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(firstBaseline)
    hasher.combine(lastBaseline)
    hasher.combine(lineCount)
    hasher.combine(lines)
    hasher.combine(drawing)
  }
}
