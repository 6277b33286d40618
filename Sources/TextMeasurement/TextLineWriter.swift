import LayoutEngine

/// Where a measurer's results keep their lines and drawings: one `TextLineStore` at a time,
/// replaced when full by one twice its size, up to 4,096 results. What it buys: a result
/// allocates no store of its own, and a cached result handed out again retains a store it
/// shares with thousands (BENCHMARKS.md, *A repeated string at 5 million a second*).
struct TextLineWriter {
  private var store = TextLineStore(capacity: 16)

  mutating func result(
    size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, lines: [String],
    drawing: TextDrawing
  ) -> TextLayoutResult {
    if store.isFull { store = TextLineStore(capacity: min(store.capacity * 2, 4096)) }
    let index = store.append(lines: lines, drawing: drawing)
    return TextLayoutResult(
      size: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline, lineCount: lineCount,
      store: store, index: index)
  }
}
