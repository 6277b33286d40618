import LayoutEngine

/// `GridItem` values for `LazyVGrid(columns:)` and `LazyHGrid(rows:)`: an array literal
/// `[GridItem(.fixed(100)), GridItem(.flexible())]` or
/// `Array(repeating: GridItem(.flexible()), count: 3)`, with SwiftUI's initialisers:
///
///     GridItem(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)
///     GridItem.Size.fixed(CGFloat)
///     GridItem.Size.flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
///     GridItem.Size.adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
enum GridItemValues {
  static let item = [
    Signature(
      "item",
      [
        .positional("size", .gridItemSize, defaulted: true),
        .labelled("spacing", .optional(.number), defaulted: true),
        .labelled("alignment", .optional(.alignment), defaulted: true),
      ])
  ]

  static let sizes: [String: [Signature]] = [
    "fixed": [Signature("fixed", [.positional("size", .number)])],
    "flexible": [
      Signature(
        "flexible",
        [
          .labelled("minimum", .number, defaulted: true),
          .labelled("maximum", .numberOrInfinity, defaulted: true),
        ])
    ],
    "adaptive": [
      Signature(
        "adaptive",
        [
          .labelled("minimum", .number), .labelled("maximum", .numberOrInfinity, defaulted: true),
        ])
    ],
  ]

  static let repeating = [
    Signature("repeating", [.labelled("repeating", .gridItem), .labelled("count", .number)])
  ]

  /// The most items `Array(repeating:count:)` makes.
  static let maximumCount = 1000
}

extension Evaluator {
  /// `[GridItem(…), …]` or `Array(repeating: GridItem(…), count: n)`.
  mutating func gridItems(_ e: ExprSyntax, parameter: String) throws(Mismatch) -> [GridItem] {
    if case .array(let elements) = e.kind {
      var items: [GridItem] = []
      for element in elements { items.append(try gridItem(element, parameter: parameter)) }
      return items
    }
    if let call = try construct(e, "Array", GridItemValues.repeating) {
      guard case .gridItem(let item)? = call.value("repeating") else { return [] }
      let count = call.number("count") ?? 0
      guard count >= 0, count == count.rounded(), count <= Double(GridItemValues.maximumCount)
      else {
        diagnostics.append(
          Diagnostic(
            .invalidRepeatCount(limit: GridItemValues.maximumCount), at: call.location(of: "count"))
        )
        return []
      }
      return Array(repeating: item, count: Int(count))
    }
    throw Mismatch(
      .typeMismatch(expected: ValueType.gridItems.expectation, for: parameter, found: describe(e)),
      at: e.range.start)
  }

  /// `GridItem(_:spacing:alignment:)`, also written `.init(…)`.
  mutating func gridItem(_ e: ExprSyntax, parameter: String) throws(Mismatch) -> GridItem {
    guard let call = try construct(e, "GridItem", GridItemValues.item) else {
      throw Mismatch(
        .typeMismatch(expected: ValueType.gridItem.expectation, for: parameter, found: describe(e)),
        at: e.range.start)
    }
    var item = GridItem()
    if case .gridItemSize(let size)? = call.value("size") { item.size = size }
    item.spacing = call.number("spacing")
    item.alignment = call.alignment("alignment")
    if let s = item.spacing, s < 0 {
      diagnostics.append(Diagnostic(.negativeLength("spacing"), at: call.location(of: "spacing")))
    }
    return item
  }

  /// `.fixed(100)`, `.flexible(minimum: 50)`, `GridItem.Size.adaptive(minimum: 80)`.
  mutating func gridItemSize(_ e: ExprSyntax, parameter: String) throws(Mismatch) -> GridItem.Size {
    guard case .call(let callee, let arguments, nil) = e.kind else {
      throw Mismatch(
        .typeMismatch(
          expected: ValueType.gridItemSize.expectation, for: parameter, found: describe(e)),
        at: e.range.start)
    }
    let name: String
    switch callee.kind {
    case .implicitMember(let n): name = n
    case .member(let base, let n) where dottedPath(base) == "GridItem.Size": name = n
    default:
      throw Mismatch(
        .typeMismatch(
          expected: ValueType.gridItemSize.expectation, for: parameter, found: describe(e)),
        at: e.range.start)
    }
    guard let signatures = GridItemValues.sizes[name] else {
      let names = GridItemValues.sizes.keys.sorted()
      throw Mismatch(
        .unknownMember(name, of: "GridItem.Size", suggestion: closestSpelling(to: name, in: names)),
        at: e.range.start, nearMiss: true)
    }
    let site = CallSite(
      callee: name, arguments: arguments, trailingClosure: nil, location: e.range.start,
      closeLocation: closingParenthesis(of: e.range))
    let call: BoundCall
    switch bind(site, to: signatures) {
    case .success(let c): call = c
    case .failure(let failure): throw Mismatch(diagnostics: failure.diagnostics, nearMiss: true)
    }
    for label in ["size", "minimum", "maximum"] {
      if let v = call.number(label), v < 0 {
        diagnostics.append(Diagnostic(.negativeLength(label), at: call.location(of: label)))
      }
    }
    switch call.form {
    case "fixed":
      return .fixed(Swift.max(0, call.number("size") ?? 0))
    case "flexible":
      return .flexible(
        minimum: Swift.max(0, call.number("minimum") ?? 10),
        maximum: call.number("maximum") ?? .infinity)
    default:
      return .adaptive(
        minimum: Swift.max(0, call.number("minimum") ?? 0),
        maximum: call.number("maximum") ?? .infinity)
    }
  }
}

extension BoundCall {
  func gridItems(_ name: String) -> [GridItem]? {
    if case .gridItems(let v)? = value(name) { return v }
    return nil
  }
}
