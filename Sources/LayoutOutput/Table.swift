/// Plain-text columns: each as wide as its widest cell, separated by two spaces, with trailing
/// spaces removed. Widths count `Character`s, so box-drawing characters and accented letters
/// line up; East Asian wide characters take two cells in a terminal and may not.
public struct Table: Sendable {
  public var header: [String]
  public var rows: [[String]] = []

  public init(header: [String]) {
    self.header = header
  }

  /// The table, one line per row after the header, each ending with `\n`. Columns whose index
  /// is in `rightAligned` are padded on the left.
  public func rendered(rightAligned: Set<Int> = []) -> String {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    var output = ""
    for row in all {
      var line = ""
      for (column, cell) in row.enumerated() where column < widths.count {
        if column > 0 { line.append("  ") }
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        line.append(rightAligned.contains(column) ? padding + cell : cell + padding)
      }
      while line.last == " " { line.removeLast() }
      output.append(line)
      output.append("\n")
    }
    return output
  }
}
