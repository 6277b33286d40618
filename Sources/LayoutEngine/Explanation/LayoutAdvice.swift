/// A modifier that had no effect in this layout, found after placement, for warnings: an
/// `alignmentGuide` whose guide no container asked the view for (LayoutRules.md §2.2), a
/// `layoutPriority` that a modifier outside it hides from the stack (§4: a container reads the
/// priority of its child's outermost layout, and most modifiers report 0), or a frame length
/// computed from a `GeometryReader`'s proxy that came out negative (§5.7, §7.2).
public struct LayoutAdvice: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// The guide set by the modifier was never queried.
    case unusedAlignmentGuide(AlignmentKey)
    /// The priority does not reach the parent; `hiddenBy` indexes the view's modifiers: the
    /// first one outside that reports another priority.
    case hiddenLayoutPriority(Double, hiddenBy: Int)
    /// A proxy frame's length that SwiftUI ignores ("Invalid frame dimension").
    case invalidFrameLength(InvalidFrameLengths)
  }

  /// Indices into `LayoutTree.views` and that view's `modifiers`.
  public var view: Int
  public var modifier: Int
  public var kind: Kind

  public init(view: Int, modifier: Int, kind: Kind) {
    self.view = view
    self.modifier = modifier
    self.kind = kind
  }
}

/// The lengths of a frame over a `GeometryReader`'s proxy that came out negative or not
/// finite for the reader's size as placed (nil: that length was fine or not given).
public struct InvalidFrameLengths: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}

extension LayoutComputer {
  /// The advice for every view, in view order then modifier order.
  func advice() -> [LayoutAdvice] {
    guard summary.hasAdvisedModifiers || !invalidGeometryFrames.isEmpty else { return [] }
    var found: [LayoutAdvice] = []
    for (v, view) in tree.views.enumerated() {
      for (m, record) in view.modifiers.enumerated() {
        switch tree.stored[Int(record.node)].kind {
        case .alignmentGuide(let i) where !queriedGuides.contains(record.node):
          let key = tree.alignmentGuides[Int(i)].key
          found.append(LayoutAdvice(view: v, modifier: m, kind: .unusedAlignmentGuide(key)))
        case .layoutPriority(let l) where l.priority != layoutPriority(view.outermostNode):
          let outside = view.modifiers.indices.dropFirst(m + 1)
          let hider = outside.first { layoutPriority(view.modifiers[$0].node) != l.priority } ?? m
          found.append(
            LayoutAdvice(
              view: v, modifier: m, kind: .hiddenLayoutPriority(l.priority, hiddenBy: hider)))
        case .geometryFrame:
          if let lengths = invalidGeometryFrames[record.node] {
            found.append(LayoutAdvice(view: v, modifier: m, kind: .invalidFrameLength(lengths)))
          }
        default:
          break
        }
      }
    }
    return found
  }
}
