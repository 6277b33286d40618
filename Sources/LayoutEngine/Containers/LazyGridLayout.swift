/// `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`, from the
/// published measurements (LayoutRules.md §6.6), written on `ContainerLayout`.
/// Child sizing: each cell is proposed its track's length across and nil along the grid (for
/// the line's length), then the track's length by the line's length.
/// Own size: across, the proposal or the first pass's tracks if wider; along, the lines'
/// lengths plus `spacing` (8 by default) between them.
///
/// Described for `LazyVGrid` (tracks are columns, lines are rows); `LazyHGrid` is the same with
/// the axes swapped. The tracks for a width `w`, from the `GridItem`s alone:
/// 1. Take from `w` the spacing after every item but the last (`GridItem.spacing`, 8 if nil).
/// 2. Fixed items take their width first, whatever is left.
/// 3. The other items, in declaration order, are each offered `remaining / count`: a flexible
///    item takes it clamped to `[minimum, maximum]`, an adaptive item takes it as it is (never
///    below 0: its minimum does not hold it); each width comes off `remaining`.
/// 4. An adaptive item of width `c` and spacing `s` becomes
///    `n = max(1, ⌊(c + s) / (minimum + s)⌋)` tracks of `min((c − (n − 1)s) / n, maximum)`: the
///    minimum only counts the items, so they can be narrower than it, or 0 wide.
/// Then the grid:
/// 5. Its width is the proposal, or the tracks of steps 1–4 for the proposal when they are
///    wider (no proposal: the tracks for 0).
/// 6. Steps 1–4 run again for that width: these tracks place the cells (flexible columns that
///    overflowed come out wider than in the first pass).
/// 7. The tracks are centred in the grid when they fit, else start at its leading edge.
/// 8. Cells fill the rows in order; a row is as tall as its tallest cell; a cell sits in its
///    column × row rectangle at `GridItem.alignment`, else at the grid's `alignment` across
///    and centred along.
public struct LazyGridLayout: ContainerLayout {
  /// The axis the grid grows along: `.vertical` for `LazyVGrid`, `.horizontal` for `LazyHGrid`.
  public var axis: Axis
  /// The columns (`LazyVGrid`) or rows (`LazyHGrid`).
  public var items: [GridItem]
  /// The cells' alignment across the grid: a horizontal guide for `LazyVGrid`, a vertical one
  /// for `LazyHGrid`.
  public var alignment: AlignmentKey
  /// Between rows (`LazyVGrid`) or columns (`LazyHGrid`); nil: 8.
  public var spacing: Double?

  public init(axis: Axis, items: [GridItem], alignment: AlignmentKey? = nil, spacing: Double? = nil)
  {
    self.axis = axis
    self.items = items
    self.alignment =
      alignment ?? (axis == .vertical ? AlignmentKey.horizontalCenter : .verticalCenter)
    self.spacing = spacing
  }

  /// The most items an adaptive track holds (a guard against `minimum: 0, spacing: 0`).
  static let maximumAdaptiveCount = 1000

  /// One column of `LazyVGrid` (an adaptive `GridItem` makes several): where it starts across
  /// the block, its length, and the item's alignment.
  struct Track: Equatable {
    var offset: Double
    var length: Double
    var alignment: Alignment?
  }

  private var cross: Axis { axis.other }
  private var lineSpacing: Double { spacing ?? Spacing.defaultDistance }

  /// Steps 1–4: the tracks for a length across (nil: as if 0, so every flexible column takes
  /// its minimum and an adaptive one a single item of 0) and the block's length.
  func tracks(_ available: Double?) -> (tracks: [Track], length: Double) {
    // 1. The spacing after every item but the last.
    let gaps = items.dropLast().map { $0.spacing ?? Spacing.defaultDistance }
    var remaining = (available ?? 0) - gaps.reduce(0, +)
    // 2. Fixed items first.
    var remainingCount = 0
    for item in items {
      if case .fixed(let length) = item.size { remaining -= length } else { remainingCount += 1 }
    }
    // 3. The others in declaration order, each offered an equal share of what is left.
    var lengths = [Double](repeating: 0, count: items.count)
    for (i, item) in items.enumerated() {
      let share = remaining / Double(Swift.max(remainingCount, 1))
      switch item.size {
      case .fixed(let length):
        lengths[i] = length
        continue
      case .flexible(let minimum, let maximum):
        lengths[i] = Swift.min(Swift.max(share, minimum), maximum)
      case .adaptive:
        // Takes the share as offered: the minimum only counts its items (step 4).
        lengths[i] = Swift.max(share, 0)
      }
      remaining -= lengths[i]
      remainingCount -= 1
    }
    // 4. Adaptive items become as many tracks as fit at their minimum (at least one).
    var tracks: [Track] = []
    var offset = 0.0
    for (i, item) in items.enumerated() {
      if i > 0 { offset += gaps[i - 1] }
      guard case .adaptive(let minimum, let maximum) = item.size else {
        tracks.append(Track(offset: offset, length: lengths[i], alignment: item.alignment))
        offset += lengths[i]
        continue
      }
      let s = item.spacing ?? Spacing.defaultDistance
      let c = lengths[i]
      let fit = ((c + s) / (minimum + s)).rounded(.down)
      let n =
        fit.isFinite && fit >= 1 ? Int(Swift.min(fit, Double(Self.maximumAdaptiveCount))) : 1
      let length = Swift.max(Swift.min((c - Double(n - 1) * s) / Double(n), maximum), 0)
      for j in 0..<n {
        if j > 0 { offset += s }
        tracks.append(Track(offset: offset, length: length, alignment: item.alignment))
        offset += length
      }
    }
    return (tracks, offset)
  }

  /// Step 5: the grid's length across for a proposal: the proposal, or the first pass's block
  /// when it is wider.
  func length(_ proposal: Double?) -> Double {
    let first = tracks(proposal).length
    return Swift.max(proposal ?? first, first)
  }

  /// Steps 6–7: the tracks that place the cells, computed again from the grid's own length,
  /// and where their block starts: centred when it fits, else at the leading edge (an
  /// overflowing block runs past the trailing edge).
  func placed(_ length: Double) -> (tracks: [Track], start: Double) {
    let (tracks, block) = tracks(length)
    // Written so that ∞ − ∞ (an infinite proposal) starts at 0 too.
    return (tracks, length - block > 0 ? (length - block) / 2 : 0)
  }

  /// The cells of each line, as subview indices.
  private func lines(_ count: Int, tracks: Int) -> [Range<Int>] {
    guard tracks > 0 else { return [] }
    return stride(from: 0, to: count, by: tracks).map { $0..<Swift.min($0 + tracks, count) }
  }

  /// Each line's length along the grid: its longest cell, each proposed its track's length
  /// across and nil along.
  private func lineLengths(_ tracks: [Track], _ subviews: LayoutSubviews) -> [(Range<Int>, Double)]
  {
    lines(subviews.count, tracks: tracks.count).map { line in
      let length =
        line.map { i in
          var p = ProposedSize.unspecified
          p[cross] = tracks[i - line.lowerBound].length
          return subviews[i].sizeThatFits(p)[axis]
        }.max() ?? 0
      return (line, length)
    }
  }

  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let own = length(proposal[cross])
    // Rows measured with the tracks that will place them, so the height matches the cells.
    let lines = lineLengths(placed(own).tracks, subviews)
    var size = Size.zero
    size[cross] = own
    size[axis] =
      lines.map(\.1).reduce(0, +) + Double(Swift.max(lines.count - 1, 0)) * lineSpacing
    return size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    let (columns, offset) = placed(bounds.size[cross])
    let start = bounds.origin[cross] + offset
    var along = bounds.origin[axis]
    let defaultAlignment: Alignment =
      axis == .vertical
      ? Alignment(horizontal: HorizontalAlignment(alignment), vertical: .center)
      : Alignment(horizontal: .center, vertical: VerticalAlignment(alignment))
    for (line, length) in lineLengths(columns, subviews) {
      for i in line {
        let track = columns[i - line.lowerBound]
        var cell = Size.zero
        cell[cross] = track.length
        cell[axis] = length
        let p = ProposedSize(cell)
        let d = subviews[i].dimensions(in: p)
        let key = track.alignment ?? defaultAlignment
        let computer = subviews[i].computer
        var point = Point.zero
        point[cross] =
          start + track.offset + computer.defaultAlignment(key[cross], size: cell) - d[key[cross]]
        point[axis] = along + computer.defaultAlignment(key[axis], size: cell) - d[key[axis]]
        subviews[i].place(at: point, proposal: p)
      }
      along += length + lineSpacing
    }
  }
}

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` or one row of a `LazyHGrid`.
public struct GridItem: Sendable, Hashable {
  /// `GridItem.Size`.
  public enum Size: Sendable, Hashable {
    /// Exactly this length.
    case fixed(Double)
    /// A share of the remaining length, clamped (SwiftUI's defaults: 10 and infinity).
    case flexible(minimum: Double, maximum: Double)
    /// As many items as fit at `minimum`, sharing the item's length (each at most `maximum`;
    /// possibly narrower than `minimum`).
    case adaptive(minimum: Double, maximum: Double)
  }

  public var size: Size
  /// The spacing to the next item; nil: 8.
  public var spacing: Double?
  /// The cells' alignment in this column or row; nil: the grid's.
  public var alignment: Alignment?

  public init(
    _ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil,
    alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
