import LayoutEngine

/// The static members and initialisers of the value types arguments use: what `.leading`,
/// `Edge.Set.top` or `EdgeInsets(top:leading:bottom:trailing:)` mean.
enum ValueTables {
  static let numberQualifiers = ["CGFloat", "Double", "Float"]
  static let numberMembers: [String: Double] = [
    "infinity": .infinity, "nan": .nan, "zero": 0, "pi": .pi,
    "greatestFiniteMagnitude": .greatestFiniteMagnitude,
  ]
  /// `min(a, b)`, `max(a, b)` and the conversions `CGFloat(x)`, `Double(x)`.
  static let numberFunctions = ["min", "max"]

  static let alignments: [String: Alignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
    "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
    "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    "centerFirstTextBaseline": .centerFirstTextBaseline,
    "centerLastTextBaseline": .centerLastTextBaseline,
    "leadingFirstTextBaseline": .leadingFirstTextBaseline,
    "leadingLastTextBaseline": .leadingLastTextBaseline,
    "trailingFirstTextBaseline": .trailingFirstTextBaseline,
    "trailingLastTextBaseline": .trailingLastTextBaseline,
  ]

  static let horizontalAlignments: [String: HorizontalAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]

  static let verticalAlignments: [String: VerticalAlignment] = [
    "top": .top, "center": .center, "bottom": .bottom,
    "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
  ]

  static let edgeSets: [String: Edge.Set] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    "horizontal": .horizontal, "vertical": .vertical, "all": .all,
  ]

  static let axisSets: [String: Axis.Set] = [
    "horizontal": .horizontal, "vertical": .vertical,
  ]

  static let cornerStyles: [String: RoundedCornerStyle] = [
    "circular": .circular, "continuous": .continuous,
  ]

  /// `Color.red` … : the named colours and semantic colours SwiftUI declares.
  static let namedColors = [
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
  ]

  static let colorSpaces = ["sRGB", "sRGBLinear", "displayP3"]

  /// Initialisers of value types, matched like any call.
  static let edgeInsetsSignatures = [
    Signature(
      "memberwise",
      [
        .labelled("top", .number), .labelled("leading", .number), .labelled("bottom", .number),
        .labelled("trailing", .number),
      ]),
    Signature("zero", []),
  ]

  static let sizeSignatures = [
    Signature("memberwise", [.labelled("width", .number), .labelled("height", .number)])
  ]

  static let pointSignatures = [
    Signature("memberwise", [.labelled("x", .number), .labelled("y", .number)])
  ]

  static let alignmentSignatures = [
    Signature(
      "memberwise",
      [.labelled("horizontal", .horizontalAlignment), .labelled("vertical", .verticalAlignment)])
  ]

  /// The horizontal/vertical guide a `.name` stands for inside `d[…]`; `.center` needs the
  /// axis the closure computes.
  static func guideKey(_ name: String, axis: Axis?) -> AlignmentKey? {
    if name == "center" {
      guard let axis else { return nil }
      return axis == .horizontal ? .horizontalCenter : .verticalCenter
    }
    if let h = horizontalAlignments[name] { return h.key }
    return verticalAlignments[name]?.key
  }
}
