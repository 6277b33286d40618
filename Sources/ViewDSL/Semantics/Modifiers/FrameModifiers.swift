import LayoutEngine

/// `.frame(width:height:alignment:)` and
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
enum FrameModifiers {
  static let definitions = [
    ModifierDefinition(
      name: "frame",
      overloads: [
        Signature("fixed", [length("width"), length("height"), alignment]),
        Signature(
          "flexible",
          [
            length("minWidth"), length("idealWidth"), length("maxWidth"),
            length("minHeight"), length("idealHeight"), length("maxHeight"), alignment,
          ]),
      ],
      role: .layout(lower))
  ]

  /// `label: CGFloat? = nil`.
  private static func length(_ label: String) -> Parameter {
    .labelled(label, .optional(.numberOrInfinity), defaulted: true)
  }

  /// `alignment: Alignment = .center`.
  private static let alignment = Parameter.labelled("alignment", .alignment, defaulted: true)

  @Sendable static func lower(
    _ call: BoundCall, _ child: NodeID, _ content: [NodeID], _ context: inout LoweringContext
  ) -> NodeID {
    let alignment = call.alignment("alignment") ?? .center
    if call.form == "fixed" {
      // Each argument read once (a look-up compares names; a frame's lowering did six).
      let width = call.number("width")
      let height = call.number("height")
      checkDimension("width", width, call, &context)
      checkDimension("height", height, call, &context)
      let frame = FrameLayout(width: width, height: height, alignment: alignment)
      return context.addNode(.frame(frame), child: child)
    }
    let width = limits(call, "Width", &context)
    let height = limits(call, "Height", &context)
    let frame = FlexFrameLayout(width: width, height: height, alignment: alignment)
    return context.addNode(.flexFrame(frame), child: child)
  }

  /// SwiftUI ignores a negative or non-finite dimension ("Invalid frame dimension").
  private static func checkDimension(
    _ name: String, _ value: Double?, _ call: BoundCall, _ context: inout LoweringContext
  ) {
    if let v = value, !v.isNaN, v < 0 || v.isInfinite {
      context.report(.invalidFrameDimension(name), at: call.location(of: name))
    }
  }

  /// One axis's limits, with SwiftUI's warnings: a negative limit (treated as 0), an
  /// infinite minimum or ideal, and limits out of order ("Contradictory frame constraints").
  private static func limits(
    _ call: BoundCall, _ axis: String, _ context: inout LoweringContext
  ) -> FlexFrameLayout.Limits {
    let names = ["min", "ideal", "max"].map { $0 + axis }
    let values = names.map { call.number($0) }
    for (name, value) in zip(names, values) {
      guard let v = value, !v.isNaN else { continue }
      if v < 0 {
        context.report(.negativeFrameLimit(name), at: call.location(of: name))
      } else if v.isInfinite, name != names[2] {
        context.report(.infiniteFrameLimit(name), at: call.location(of: name))
      }
    }
    for (i, j) in [(0, 1), (1, 2), (0, 2)] {
      if let a = values[i], let b = values[j], a > b {
        context.report(
          .contradictoryFrameConstraints(names[i], names[j]), at: call.location(of: names[j]))
        break
      }
    }
    return FlexFrameLayout.Limits(min: values[0], ideal: values[1], max: values[2])
  }
}
