import LayoutEngine

/// Containers written on the engine's `ContainerLayout` (SwiftUI's `Layout` protocol,
/// LayoutRules.md §6.8): `FlowLayout`; `Grid` and `GridRow` with the cell modifiers (§6.5);
/// `LazyVGrid` and `LazyHGrid` with `GridItem` (§6.6).
enum LayoutViews {
  static let definitions: [ViewDefinition] = [
    // `FlowLayout(spacing: CGFloat = 8)`: the tag-cloud layout of the article "SwiftUI Layout: The Rules That Stop the 'Why Is It Doing That?'".
    ViewDefinition(
      name: "FlowLayout", role: .container,
      overloads: [Signature("flow", [.labelled("spacing", .number, defaulted: true)])],
      acceptsChildren: true,
      lower: { call, children, context in
        let layout = FlowLayout(spacing: call.number("spacing") ?? 8)
        return context.addNode(.container(layout), children: children)
      }),
    grid("Grid"),
    // `GridLayout`, the grid's `Layout` type, used directly as a container.
    grid("GridLayout"),
    lazyGrid("LazyVGrid", items: "columns", axis: .vertical, alignment: .horizontalAlignment),
    lazyGrid("LazyHGrid", items: "rows", axis: .horizontal, alignment: .verticalAlignment),
    // `GridRow(alignment: VerticalAlignment? = nil)`.
    ViewDefinition(
      name: "GridRow", role: .container,
      overloads: [Signature("row", [.labelled("alignment", .verticalAlignment, defaulted: true)])],
      acceptsChildren: true,
      lower: { call, children, context in
        let layout = GridRowLayout(alignment: call.verticalAlignment("alignment"))
        return context.addNode(.gridRow(layout), children: children)
      }),
  ]

  /// `Grid(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
  /// verticalSpacing: CGFloat? = nil)`, and `GridLayout` with the same initialiser.
  private static func grid(_ name: String) -> ViewDefinition {
    ViewDefinition(
      name: name, role: .container,
      overloads: [
        Signature(
          "grid",
          [
            .labelled("alignment", .alignment, defaulted: true),
            .labelled("horizontalSpacing", .optional(.number), defaulted: true),
            .labelled("verticalSpacing", .optional(.number), defaulted: true),
          ])
      ],
      acceptsChildren: true,
      lower: { call, children, context in
        let layout = GridLayout(
          alignment: call.alignment("alignment") ?? .center,
          horizontalSpacing: call.number("horizontalSpacing"),
          verticalSpacing: call.number("verticalSpacing"))
        return context.addNode(.grid(layout), children: children)
      })
  }

  /// `LazyVGrid(columns: [GridItem], alignment: HorizontalAlignment = .center,
  /// spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init())` and `LazyHGrid`
  /// with `rows:` and a `VerticalAlignment` (LayoutRules.md §6.6); `pinnedViews` pins `Section`
  /// headers while scrolling and changes no layout.
  private static func lazyGrid(
    _ name: String, items: String, axis: Axis, alignment: ValueType
  ) -> ViewDefinition {
    ViewDefinition(
      name: name, role: .container,
      overloads: [
        Signature(
          "grid",
          [
            .labelled(items, .gridItems),
            .labelled("alignment", alignment, defaulted: true),
            .labelled("spacing", .optional(.number), defaulted: true),
            .labelled("pinnedViews", .any, defaulted: true),
          ])
      ],
      acceptsChildren: true,
      lower: { call, children, context in
        if let s = call.number("spacing"), s < 0 {
          context.report(.negativeLength("spacing"), at: call.location(of: "spacing"))
        }
        let key =
          call.horizontalAlignment("alignment")?.key ?? call.verticalAlignment("alignment")?.key
        let layout = LazyGridLayout(
          axis: axis, items: call.gridItems(items) ?? [], alignment: key,
          spacing: call.number("spacing"))
        return context.addNode(.container(layout), children: children)
      })
  }

  /// The widest span `gridCellColumns` takes.
  static let maximumGridSpan = 10_000

  /// The grid cell modifiers: transparent nodes whose traits the enclosing `Grid` reads.
  static let modifiers: [ModifierDefinition] = [
    // A span makes that many columns, each laid out: bounded so that a hostile count cannot
    // stall the run.
    ModifierDefinition(
      name: "gridCellColumns", overloads: [Signature("value", [.positional("count", .count)])],
      role: .layout { call, child, _, context in
        var columns = Int(call.number("count") ?? 1)
        if columns > maximumGridSpan {
          context.report(.gridSpanTooLarge(limit: maximumGridSpan), at: call.location(of: "count"))
          columns = 1
        }
        return context.addNode(.gridCell(GridCellLayout(columns: columns)), child: child)
      }),
    cell("gridColumnAlignment", .positional("guide", .horizontalAlignment)) { call in
      GridCellLayout(columnAlignment: call.horizontalAlignment("guide"))
    },
    cell(
      "gridCellAnchor",
      .positional("anchor", .enumeration("UnitPoint", Array(unitPoints.keys).sorted()))
    ) { call in
      GridCellLayout(anchor: call.member("anchor").flatMap { unitPoints[$0] })
    },
    cell("gridCellUnsizedAxes", .positional("axes", .axisSet)) { call in
      let axes = call.axisSet("axes") ?? []
      return GridCellLayout(
        unsizedHorizontally: axes.contains(.horizontal), unsizedVertically: axes.contains(.vertical)
      )
    },
  ]

  private static func cell(
    _ name: String, _ parameter: Parameter,
    _ make: @escaping @Sendable (BoundCall) -> GridCellLayout
  ) -> ModifierDefinition {
    ModifierDefinition(
      name: name, overloads: [Signature("value", [parameter])],
      role: .layout { call, child, _, context in
        context.addNode(.gridCell(make(call)), child: child)
      })
  }

  static let unitPoints: [String: UnitPoint] = [
    "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
    "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
    "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
  ]
}
