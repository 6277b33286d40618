/// A view's size together with its alignment guides, as SwiftUI's `ViewDimensions`.
///
/// `self[key]` is the view's explicit value for the guide if it has one, else the guide's
/// default (LayoutRules.md §2.1).
public struct ViewDimensions {
  let computer: LayoutComputer
  let node: NodeID
  public let size: Size
  let proposal: ProposedSize

  public var width: Double { size.width }
  public var height: Double { size.height }

  /// The explicit value if any, else the default value of the guide.
  public subscript(key: AlignmentKey) -> Double {
    computer.explicitAlignment(node, key, size: size, proposal: proposal)
      ?? computer.defaultAlignment(key, size: size)
  }

  /// The explicit value of a guide, or nil.
  public subscript(explicit key: AlignmentKey) -> Double? {
    computer.explicitAlignment(node, key, size: size, proposal: proposal)
  }
}
