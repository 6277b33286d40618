/// The spacing preferences a view reports on its edges (SwiftUI's `ViewSpacing`).
///
/// Entries are keyed by an optional category and an edge. Two neighbours' distance comes from
/// categories both have on their facing edges, else from uncategorised entries, else the
/// platform default of 8 points (LayoutRules.md §3.2). Edges are in reading-direction terms.
public struct Spacing: Sendable, Hashable {
  public enum Category: Sendable, Hashable {
    case textToText, edgeAboveText, edgeBelowText, textBaseline
    case edgeLeftText, edgeRightText, leftTextBaseline, rightTextBaseline
  }

  /// Font metrics a text reports on its top or bottom edge (LayoutRules.md §3.4).
  public struct TextMetrics: Sendable, Hashable {
    public var ascend: Double
    public var descend: Double
    public var leading: Double
    public var pixelLength: Double

    public init(ascend: Double, descend: Double, leading: Double, pixelLength: Double) {
      self.ascend = ascend
      self.descend = descend
      self.leading = leading
      self.pixelLength = pixelLength
    }
  }

  public enum Value: Sendable, Hashable {
    case distance(Double)
    case topTextMetrics(TextMetrics)
    case bottomTextMetrics(TextMetrics)
  }

  public struct Entry: Sendable, Hashable {
    public var category: Category?
    public var edge: Edge
    public var value: Value
  }

  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The platform default between two views with nothing in common.
  public static let defaultDistance: Double = 8

  /// An ordinary view: a zero "edge next to text" entry on each edge, which meets no
  /// category of another ordinary view, so two of them end up 8 apart.
  public static let `default` = Spacing(entries: Edge.allCases.map(defaultEntry))

  /// Uncategorised zero on every edge (an empty container).
  public static let zero = Spacing(
    entries: Edge.allCases.map {
      Entry(category: nil, edge: $0, value: .distance(0))
    })

  /// Uncategorised zero on the given edges only (a `Spacer` on its axis' edges).
  static func zero(on edges: [Edge]) -> Spacing {
    Spacing(entries: edges.map { Entry(category: nil, edge: $0, value: .distance(0)) })
  }

  private static func defaultEntry(_ edge: Edge) -> Entry {
    let category: Category
    switch edge {
    case .top: category = .edgeBelowText
    case .bottom: category = .edgeAboveText
    case .leading: category = .edgeRightText
    case .trailing: category = .edgeLeftText
    }
    return Entry(category: category, edge: edge, value: .distance(0))
  }

  /// Forgets what the edges said and puts the ordinary view's entries back: padding and
  /// frames do this to the edges they touch (LayoutRules.md §3.3).
  func reset(_ edges: Edge.Set) -> Spacing {
    guard !edges.isEmpty else { return self }
    var kept = entries.filter { !edges.contains(Edge.Set($0.edge)) }
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      kept.append(Spacing.defaultEntry(edge))
    }
    return Spacing(entries: kept)
  }

  /// Keeps only the entries on some edges.
  func only(_ edges: Edge.Set) -> Spacing {
    Spacing(entries: entries.filter { edges.contains(Edge.Set($0.edge)) })
  }

  /// The union of two spacings; on a shared key the larger distance wins.
  public func union(_ other: Spacing) -> Spacing {
    var result = entries
    for e in other.entries {
      if let i = result.firstIndex(where: { $0.category == e.category && $0.edge == e.edge }) {
        if case .distance(let a) = result[i].value, case .distance(let b) = e.value, b > a {
          result[i].value = .distance(b)
        }
      } else {
        result.append(e)
      }
    }
    return Spacing(entries: result)
  }

  /// The distance from a view with spacing `self` to its successor `next` along `axis`
  /// (LayoutRules.md §3.2).
  public func distance(to next: Spacing, along axis: Axis) -> Double {
    let trailEdge: Edge = axis == .horizontal ? .trailing : .bottom
    let leadEdge: Edge = axis == .horizontal ? .leading : .top
    let mine = entries.filter { $0.edge == trailEdge }
    let theirs = next.entries.filter { $0.edge == leadEdge }
    // 1. The side with fewer entries is the source (ties: the successor).
    let nextIsSource = next.entries.count <= entries.count
    let source = nextIsSource ? theirs : mine
    let target = nextIsSource ? mine : theirs
    // 2.–3. Categories on both facing edges; the largest value wins.
    var best: Double?
    for s in source {
      guard let category = s.category,
        let t = target.first(where: { $0.category == category })
      else { continue }
      let (above, below) = nextIsSource ? (t.value, s.value) : (s.value, t.value)
      if let v = Spacing.combine(above: above, below: below) {
        best = Swift.max(best ?? -.infinity, v)
      }
    }
    if let best { return best }
    // 4. Uncategorised entries.
    let a = mine.first { $0.category == nil }
    let b = theirs.first { $0.category == nil }
    if a != nil || b != nil {
      return Swift.max(
        a.flatMap(\.value.distance) ?? -.infinity,
        b.flatMap(\.value.distance) ?? -.infinity)
    }
    // 5. The platform default.
    return Spacing.defaultDistance
  }

  /// The value of a pair of entries of one category: `above` on the preceding view's
  /// trailing edge, `below` on the successor's leading edge.
  private static func combine(above: Value, below: Value) -> Double? {
    switch (above, below) {
    case (.distance(let a), .distance(let b)): return a + b
    case (.distance(let a), _): return a
    case (_, .distance(let b)): return b
    case (.topTextMetrics, .bottomTextMetrics(let lower)):
      // A text's bottom edge carries its top metrics and its top edge its bottom metrics
      // (LayoutRules.md §3.4). v5 semantics: the lower text's leading, rounded up to the pixel
      // grid.
      let px = lower.pixelLength > 0 ? lower.pixelLength : 1
      return (lower.leading / px).rounded(.up) * px
    default: return nil
    }
  }
}

extension Spacing.Value {
  var distance: Double? {
    if case .distance(let d) = self { return d }
    return nil
  }
}

extension Edge.Set {
  init(_ edge: Edge) {
    switch edge {
    case .top: self = .top
    case .leading: self = .leading
    case .bottom: self = .bottom
    case .trailing: self = .trailing
    }
  }
}
