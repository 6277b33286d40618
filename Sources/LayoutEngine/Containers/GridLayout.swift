/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` with `GridRow` children.
/// Child sizing: columns share the width and rows the height as an HStack's and a VStack's
/// children do (§6.1), each cell proposed its column's width and its row's height.
/// Own size: the columns' widths and the rows' heights plus the spacing (LayoutRules.md §6.5,
/// our reconstruction of Q1; Layout.md says what we chose).
public struct GridLayout: Sendable {
  public var alignment: Alignment
  /// nil: 8 points (the default spacing between two ordinary views).
  public var horizontalSpacing: Double?
  public var verticalSpacing: Double?

  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  var hs: Double { horizontalSpacing ?? Spacing.defaultDistance }
  var vs: Double { verticalSpacing ?? Spacing.defaultDistance }
}

/// `GridRow(alignment:)`: a row of cells in a `Grid`. Outside a grid it lays its children
/// out as an `HStack` with that alignment.
public struct GridRowLayout: Sendable {
  public var alignment: VerticalAlignment?

  public init(alignment: VerticalAlignment? = nil) {
    self.alignment = alignment
  }

  var stack: StackLayout {
    StackLayout(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil)
  }
}

extension GridLayout {
  /// One cell: its node, first column, column count and traits.
  struct Cell {
    var node: NodeID
    var row: Int
    var column: Int
    var span: Int
    var traits: GridCellLayout
  }

  struct Structure {
    var rows: [NodeID]
    /// Per row: the `GridRow`'s alignment, or nil (also for a view outside a row).
    var rowAlignments: [VerticalAlignment?]
    var cells: [Cell]
    var columnCount: Int
  }

  struct Arrangement {
    var size: Size
    var rowFrames: [Rect]
    var placements: [(NodeID, ChildPlacement)]
  }

  /// The columns' widths (or the rows' heights) with the spacing between them: where each
  /// starts, and the whole length.
  struct Tracks {
    var lengths: [Double]
    var offsets: [Double]
    var total: Double

    init(lengths: [Double], spacing: Double) {
      self.lengths = lengths
      var offsets = [Double](repeating: 0, count: lengths.count)
      for i in lengths.indices.dropFirst() {
        offsets[i] = offsets[i - 1] + lengths[i - 1] + spacing
      }
      self.offsets = offsets
      total = lengths.isEmpty ? 0 : offsets[lengths.count - 1] + lengths[lengths.count - 1]
    }

    /// The width of a cell spanning its columns, the spacing between them included (0 for a
    /// cell of no column).
    func span(_ c: Cell) -> Double {
      c.span == 0
        ? 0 : offsets[c.column + c.span - 1] + lengths[c.column + c.span - 1] - offsets[c.column]
    }
  }
}

extension LayoutComputer {
  /// The traits of a cell: `GridCellLayout` nodes anywhere in its chain of modifiers, the
  /// outermost setting of each winning.
  func gridTraits(_ node: NodeID) -> GridCellLayout {
    var traits = GridCellLayout()
    var found = (false, false, false, false)
    var n = node
    while true {
      let kind = tree.stored[Int(n)].kind
      if case .gridCell(let l) = kind {
        if !found.0, let c = l.columns {
          traits.columns = c
          found.0 = true
        }
        if !found.1, let a = l.columnAlignment {
          traits.columnAlignment = a
          found.1 = true
        }
        if !found.2, let a = l.anchor {
          traits.anchor = a
          found.2 = true
        }
        if !found.3, l.unsizedHorizontally || l.unsizedVertically {
          traits.unsizedHorizontally = l.unsizedHorizontally
          traits.unsizedVertically = l.unsizedVertically
          found.3 = true
        }
      }
      guard isUnaryModifier(kind) else { return traits }
      n = tree.child(of: n)
    }
  }

  private func isUnaryModifier(_ kind: StoredKind) -> Bool {
    switch kind {
    case .frame, .flexFrame, .padding, .fixedSize, .layoutPriority, .offset, .position,
      .alignmentGuide, .aspectRatio, .layoutDirection, .gridCell:
      return true
    default:
      return false
    }
  }

  func gridStructure(_ node: NodeID) -> GridLayout.Structure {
    let rows = Array(tree.children(of: node))
    var cells: [GridLayout.Cell] = []
    var alignments: [VerticalAlignment?] = []
    var columnCount = 0
    var fullWidth: [Int] = []
    for (r, row) in rows.enumerated() {
      if case .gridRow(let l) = tree.stored[Int(row)].kind {
        alignments.append(l.alignment)
        var column = 0
        for cell in tree.children(of: row) {
          let traits = gridTraits(cell)
          let span = Swift.max(1, traits.columns ?? 1)
          cells.append(.init(node: cell, row: r, column: column, span: span, traits: traits))
          column += span
        }
        columnCount = Swift.max(columnCount, column)
      } else {
        alignments.append(nil)
        fullWidth.append(cells.count)
        cells.append(.init(node: row, row: r, column: 0, span: 0, traits: gridTraits(row)))
      }
    }
    if columnCount == 0 && !fullWidth.isEmpty { columnCount = 1 }
    for i in fullWidth { cells[i].span = columnCount }
    return .init(rows: rows, rowAlignments: alignments, cells: cells, columnCount: columnCount)
  }

  /// Sizes columns and rows for a proposal and places every cell (grid coordinates).
  func arrangeGrid(_ node: NodeID, _ l: GridLayout, _ p: ProposedSize) -> GridLayout.Arrangement {
    let s = gridStructure(node)
    guard s.columnCount > 0 || !s.rows.isEmpty else {
      return .init(size: .zero, rowFrames: [], placements: [])
    }
    let columns = gridColumns(s, l, p)
    let rows = gridRows(s, l, p, columns)
    let placements = gridPlacements(s, l, columns, rows)
    let rowFrames = rows.lengths.indices.map {
      Rect(x: 0, y: rows.offsets[$0], width: columns.total, height: rows.lengths[$0])
    }
    return .init(
      size: Size(width: columns.total, height: rows.total), rowFrames: rowFrames,
      placements: placements)
  }

  /// 1. Columns: the widest single-column cell that sizes its column, shared like an HStack's
  /// children; then spanning cells that size columns widen the columns they span, equally.
  private func gridColumns(_ s: GridLayout.Structure, _ l: GridLayout, _ p: ProposedSize)
    -> GridLayout.Tracks
  {
    let n = s.columnCount
    let columnCells = (0..<n).map { j in
      s.cells.filter { $0.span == 1 && $0.column == j && !$0.traits.unsizedHorizontally }
    }
    func columnWidth(_ j: Int, _ w: Double?) -> Double {
      columnCells[j].map { size($0.node, ProposedSize(width: w, height: nil)).width }.max() ?? 0
    }
    func columnPriority(_ j: Int) -> Double {
      columnCells[j].map { layoutPriority($0.node) }.max() ?? 0
    }
    let innerWidth = p.width.map { $0 - Double(Swift.max(n - 1, 0)) * l.hs }
    var widths = GridLayout.share(
      count: n, length: innerWidth, priority: columnPriority, length: columnWidth)
    for cell in s.cells where cell.span > 1 && !cell.traits.unsizedHorizontally {
      let range = cell.column..<(cell.column + cell.span)
      let spanned = range.reduce(0) { $0 + widths[$1] } + Double(cell.span - 1) * l.hs
      let others = widths.indices.filter { !range.contains($0) }.reduce(0) {
        $0 + widths[$1] + l.hs
      }
      let offer = p.width.map { Swift.max(0, $0 - others) }
      let needed = size(cell.node, ProposedSize(width: offer, height: nil)).width
      if needed > spanned {
        for j in range { widths[j] += (needed - spanned) / Double(cell.span) }
      }
    }
    return GridLayout.Tracks(lengths: widths, spacing: l.hs)
  }

  /// 2. Rows: the tallest cell that sizes its row, proposed its cell's width, shared like a
  /// VStack's children.
  private func gridRows(
    _ s: GridLayout.Structure, _ l: GridLayout, _ p: ProposedSize, _ columns: GridLayout.Tracks
  ) -> GridLayout.Tracks {
    let rowCount = s.rows.count
    let rowCells = (0..<rowCount).map { r in
      s.cells.filter { $0.row == r && !$0.traits.unsizedVertically }
    }
    func rowHeight(_ r: Int, _ h: Double?) -> Double {
      rowCells[r].map {
        size($0.node, ProposedSize(width: columns.span($0), height: h)).height
      }.max() ?? 0
    }
    func rowPriority(_ r: Int) -> Double { rowCells[r].map { layoutPriority($0.node) }.max() ?? 0 }
    let innerHeight = p.height.map { $0 - Double(Swift.max(rowCount - 1, 0)) * l.vs }
    let heights = GridLayout.share(
      count: rowCount, length: innerHeight, priority: rowPriority, length: rowHeight)
    return GridLayout.Tracks(lengths: heights, spacing: l.vs)
  }

  /// 3. Cells: proposed their cell's size, aligned in it by anchor > column/row > grid.
  private func gridPlacements(
    _ s: GridLayout.Structure, _ l: GridLayout, _ columns: GridLayout.Tracks,
    _ rows: GridLayout.Tracks
  ) -> [(NodeID, ChildPlacement)] {
    var dims: [ViewDimensions] = []
    for c in s.cells {
      let proposal = ProposedSize(width: columns.span(c), height: rows.lengths[c.row])
      dims.append(LayoutChild(computer: self, node: c.node).dimensions(proposal))
    }
    let columnAlignment = (0..<s.columnCount).map { j in
      s.cells.first { $0.column == j && $0.span == 1 && $0.traits.columnAlignment != nil }?
        .traits.columnAlignment
    }
    var placements: [(NodeID, ChildPlacement)] = []
    for (i, c) in s.cells.enumerated() {
      let cell = Size(width: columns.span(c), height: rows.lengths[c.row])
      let d = dims[i]
      var origin = Point(x: c.span == 0 ? 0 : columns.offsets[c.column], y: rows.offsets[c.row])
      if let anchor = c.traits.anchor {
        origin.x += anchor.x * (cell.width - d.width)
        origin.y += anchor.y * (cell.height - d.height)
      } else {
        let hk = ((c.span == 1 ? columnAlignment[c.column] : nil) ?? l.alignment.horizontal).key
        let vk = (s.rowAlignments[c.row] ?? l.alignment.vertical).key
        origin.x +=
          reference(
            hk, cell,
            s.cells.indices.filter { s.cells[$0].column == c.column && s.cells[$0].span == c.span },
            dims) - d[hk]
        origin.y +=
          reference(vk, cell, s.cells.indices.filter { s.cells[$0].row == c.row }, dims) - d[vk]
      }
      let proposal = ProposedSize(width: cell.width, height: cell.height)
      placements.append((c.node, ChildPlacement(proposal: proposal, origin: origin, size: d.size)))
    }
    return placements
  }

  /// Where a guide lies in a cell: a frame guide at its place in the cell; a baseline or
  /// custom guide where the cells of the row (column) put it, the largest value.
  private func reference(
    _ key: AlignmentKey, _ cell: Size, _ group: [Int], _ dims: [ViewDimensions]
  ) -> Double {
    if key.isFrameAlignment { return defaultAlignment(key, size: cell) }
    return group.map { dims[$0][key] }.max() ?? 0
  }
}

extension GridLayout {
  /// Shares a length among `count` pseudo-children as a stack does (§6.1): higher priority
  /// first, then the least flexible (length at 0 vs at ∞), each offered an equal share of
  /// what is left; nil: every one at its ideal length.
  static func share(
    count n: Int, length: Double?, priority: (Int) -> Double,
    length size: (Int, Double?) -> Double
  ) -> [Double] {
    guard let length else { return (0..<n).map { size($0, nil) } }
    var result = [Double](repeating: 0, count: n)
    let minima = (0..<n).map { size($0, 0) }
    let flex = (0..<n).map { i -> Double in
      let f = size(i, .infinity) - minima[i]
      return f.isNaN ? .infinity : f
    }
    let priorities = (0..<n).map(priority)
    let order = (0..<n).sorted { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      if flex[a] != flex[b] { return flex[a] < flex[b] }
      if flex[a] == .infinity && minima[a] != minima[b] { return minima[a] > minima[b] }
      return a < b
    }
    guard let first = order.first else { return result }
    var available = length
    for i in 0..<n where priorities[i] != priorities[first] { available -= minima[i] }
    var start = 0
    while start < n {
      var end = start
      while end < n && priorities[order[end]] == priorities[order[start]] { end += 1 }
      if start > 0 { for k in start..<end { available += minima[order[k]] } }
      var remaining = Double(end - start)
      for k in start..<end {
        let i = order[k]
        result[i] = size(i, Swift.max(available / remaining, 0))
        if !result[i].isNaN { available -= result[i] }
        remaining -= 1
      }
      start = end
    }
    return result
  }
}
