/// `Spacer(minLength:)`: no child.
/// Own size: along its stack's axis the proposal but at least `minLength` (8 by default), 0
/// across it; outside a stack both axes behave that way. Priority −∞, and no spacing next to
/// it (LayoutRules.md §5.5).
public struct SpacerLayout: Sendable {
  public var minLength: Double?
  /// The enclosing stack's axis; nil outside a stack.
  public var axis: Axis?

  public init(minLength: Double? = nil, axis: Axis?) {
    self.minLength = minLength
    self.axis = axis
  }

  func sizeThatFits(_ p: ProposedSize) -> Size {
    let m = minLength ?? Spacing.defaultDistance
    func length(_ v: Double?) -> Double { Swift.max(v ?? -.infinity, m) }
    switch axis {
    case .horizontal: return Size(width: length(p.width), height: 0)
    case .vertical: return Size(width: 0, height: length(p.height))
    case nil: return Size(width: length(p.width), height: length(p.height))
    }
  }

  var spacing: Spacing {
    switch axis {
    case .horizontal: return .zero(on: [.leading, .trailing])
    case .vertical: return .zero(on: [.top, .bottom])
    case nil: return .zero
    }
  }
}
