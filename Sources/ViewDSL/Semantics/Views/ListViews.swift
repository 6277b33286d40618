import LayoutEngine

/// `List`, `Form` and `Section` as an iPhone draws them in the default (inset grouped) style of
/// iOS 26: a vertical scroll view of sections, each an optional header, a card of rows and an
/// optional footer, inset from the sides. They lower to the engine's own nodes (a scroll
/// view, stacks, padding and frames) with the measured metrics of `ListMetrics`.
enum ListViews {
  static let definitions: [ViewDefinition] = [
    list("List"),
    list("Form"),
    ViewDefinition(
      name: "Section", role: .container,
      overloads: [
        Signature("plain", []),
        Signature("title", [.positional("title", .string)]),
      ],
      acceptsChildren: true, childStackAxis: .vertical,
      lower: { call, children, context in
        let header = context.sectionHeader
        let footer = context.sectionFooter
        context.sectionHeader = []
        context.sectionFooter = []
        // Outside a list (a `LazyVStack`'s pinned sections) a section is laid out differently.
        guard context.isListRow else {
          context.report(.sectionOutsideList, at: call.location)
          return context.addNode(.empty)
        }
        return section(header: header, rows: children, footer: footer, &context)
      }),
  ]

  /// `List { rows or sections }`, `Form { … }`. Rows outside a `Section` form sections of
  /// their own, as SwiftUI groups them.
  private static func list(_ name: String) -> ViewDefinition {
    ViewDefinition(
      name: name, role: .container,
      overloads: [
        Signature("plain", []),
        Signature("selection", [.labelled("selection", .any)]),
      ],
      acceptsChildren: true, childStackAxis: .vertical,
      lower: { _, children, context in
        var sections: [NodeID] = []
        var loose: [NodeID] = []
        for child in children {
          if context.listSections.contains(child) {
            if !loose.isEmpty {
              sections.append(section(header: [], rows: loose, footer: [], &context))
              loose = []
            }
            sections.append(child)
          } else {
            loose.append(child)
          }
        }
        if !loose.isEmpty {
          sections.append(section(header: [], rows: loose, footer: [], &context))
        }
        let m = ListMetrics.current
        let stack = context.addNode(
          .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0)),
          children: sections)
        let inset = context.addNode(
          .padding(
            PaddingLayout(
              insets: EdgeInsets(
                top: 0, leading: m.cardMargin, bottom: m.bottomMargin, trailing: m.cardMargin))),
          children: [stack])
        return context.addNode(.scrollView(ScrollViewLayout(axes: .vertical)), children: [inset])
      })
  }

  /// A section: the header's band (or the empty band between sections), the card of rows,
  /// the footer.
  static func section(
    header: [NodeID], rows: [NodeID], footer: [NodeID], _ context: inout LoweringContext
  ) -> NodeID {
    let m = ListMetrics.current
    var parts: [NodeID] = []
    if header.isEmpty {
      let band = context.addNode(.empty)
      parts.append(
        context.addNode(.frame(FrameLayout(width: nil, height: m.sectionTop)), children: [band]))
    } else {
      parts.append(
        band(
          header,
          EdgeInsets(
            top: m.headerTop, leading: m.rowInset, bottom: m.headerBottom, trailing: m.rowInset),
          &context))
    }
    let card = context.addNode(
      .stack(
        StackLayout(
          axis: .vertical, alignment: .leading, spacing: context.environment.listRowSpacing ?? 0)),
      children: rows.map { row($0, &context) })
    parts.append(card)
    if !footer.isEmpty {
      parts.append(
        band(
          footer,
          EdgeInsets(top: m.footerTop, leading: m.rowInset, bottom: 0, trailing: m.rowInset),
          &context))
    }
    let node = context.addNode(
      .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0)),
      children: parts)
    return node
  }

  /// A header's or footer's views in a padded column.
  private static func band(
    _ views: [NodeID], _ insets: EdgeInsets, _ context: inout LoweringContext
  )
    -> NodeID
  {
    let stack = context.addNode(
      .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0)),
      children: views)
    return context.addNode(.padding(PaddingLayout(insets: insets)), children: [stack])
  }

  /// A row: its content inset from the card's edges, as wide as the card, at least the minimum
  /// row height, centred vertically and leading-aligned.
  private static func row(_ content: NodeID, _ context: inout LoweringContext) -> NodeID {
    let m = ListMetrics.current
    let insets =
      context.listRowInsets[content]
      ?? EdgeInsets(
        top: m.rowPadding, leading: m.rowInset, bottom: m.rowPadding, trailing: m.rowInset)
    let padded = context.addNode(.padding(PaddingLayout(insets: insets)), children: [content])
    return context.addNode(
      .flexFrame(
        FlexFrameLayout(
          width: .init(max: .infinity), height: .init(min: m.minRowHeight),
          alignment: .leading)),
      children: [padded])
  }
}

/// The chrome of an inset-grouped list on iPhone (iOS 26, 390 points wide), with where each
/// number comes from; `Documentation/Chrome.md` has the measurements.
struct ListMetrics: Sendable {
  /// The card's distance from the screen's sides. Measured: 16 (iOS 26), 20 (iOS 18).
  var cardMargin: Double
  /// A row's content inset from the card's edges. Measured: 16 (iOS 26), 20 (iOS 18).
  var rowInset: Double
  /// The shortest row. Measured: 51 (iOS 26), 44 (iOS 18), one line of body text.
  var minRowHeight: Double
  /// Above and below a row's content. *Estimate*: rows taller than the minimum were not
  /// measured; 10 keeps a `Toggle` (31) within the minimum row (51), as on a device.
  var rowPadding: Double
  /// The band above a section without a header. Measured for the first section: 35 (both);
  /// *estimate* for later sections (the gap between sections was not measured).
  var sectionTop: Double
  /// Above a header's text. Derived from the measured header (iOS 26: the first card moves
  /// from 35 to 39.33 below the safe area; baseline 13.67 above the card; a 17-pt headline
  /// 20.333 tall with its baseline 16.333 from its top): 39.33 − 13.67 − 16.33 = 9.33.
  var headerTop: Double
  /// Below a header's text: 13.67 − (20.333 − 16.333) = 9.67 (iOS 26).
  var headerBottom: Double
  /// Above a footer's text. *Estimate*: not measured.
  var footerTop: Double
  /// Below the last section. *Estimate* (the same band as above a section).
  var bottomMargin: Double
  /// The trailing room a `NavigationLink` row leaves for its chevron. *Estimate*: not
  /// measured; an SF Symbol chevron about 8 wide and a gap of about 12 before it.
  var chevronSpace: Double = 20

  static let iOS26 = ListMetrics(
    cardMargin: 16, rowInset: 16, minRowHeight: 51, rowPadding: 10, sectionTop: 35,
    headerTop: 9.33, headerBottom: 9.67, footerTop: 7, bottomMargin: 35)

  /// The generation layoutc models (`Documentation/Chrome.md`, "Which iOS").
  static let current = iOS26
}
