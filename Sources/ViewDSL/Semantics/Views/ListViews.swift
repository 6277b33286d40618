import LayoutEngine

/// `List`, `Form` and `Section` as an iPhone draws them in the default (inset grouped) style of
/// iOS 26 (or iOS 18, `--os-version 18`): a vertical scroll view of sections, each an optional
/// header, a card of rows and an optional footer, inset from the sides. A list takes its whole
/// proposal; a row is proposed the card's width less its insets and is at least the minimum
/// row tall. They lower to the engine's own nodes (a scroll view, stacks, padding and frames)
/// with the measured metrics of `ListMetrics`.
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
      lower: { call, children, context in
        var sections: [(node: NodeID, parts: ListSectionParts)] = []
        var loose: [NodeID] = []
        for child in children {
          if let parts = context.listSections[child] {
            if !loose.isEmpty {
              sections.append((section(header: [], rows: loose, footer: [], &context), .init()))
              loose = []
            }
            sections.append((child, parts))
          } else {
            loose.append(child)
          }
        }
        if !loose.isEmpty {
          sections.append((section(header: [], rows: loose, footer: [], &context), .init()))
        }
        let m = context.listMetrics
        if m.isPlain,
          sections.count > 1
            || sections.contains(where: { $0.parts.hasHeader || $0.parts.hasFooter })
        {
          context.report(
            .notMeasuredYet("A '.plain' list with section headers, footers or several sections"),
            at: call.location)
        }
        let gap = context.environment.listSectionSpacing ?? m.sectionGap
        let bar = barAbove(context)
        // The band above each section: the gap (shorter after a footer), or the room above
        // its header's text; above the first, what the bar over the list leaves.
        var parts: [NodeID] = []
        for (offset, section) in sections.enumerated() {
          var band: Double
          let header = section.parts.hasHeader
          if offset == 0 {
            switch bar {
            case .none: band = header ? m.firstHeaderTop : m.sectionGap
            case .inline: band = (header ? m.firstHeaderTop : m.sectionGap) + m.underBar
            case .large: band = header ? m.firstHeaderTopUnderLargeTitle : m.underLargeTitle
            }
          } else {
            band = sections[offset - 1].parts.hasFooter ? m.afterFooter : gap
            if header { band += m.headerTop - m.sectionGap }
          }
          parts.append(spacer(band, &context))
          parts.append(section.node)
        }
        let stack = context.addNode(
          .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0)),
          children: parts)
        let inset = context.addNode(
          .padding(
            PaddingLayout(
              insets: EdgeInsets(
                top: 0, leading: m.cardMargin, bottom: m.bottomMargin, trailing: m.cardMargin))),
          children: [stack])
        return context.addNode(.scrollView(ScrollViewLayout(axes: .vertical)), children: [inset])
      })
  }

  enum BarAbove { case none, inline, large }

  /// The bar over a list being lowered: its `NavigationStack`'s, inline or with a large title
  /// (the title and mode its content set so far).
  private static func barAbove(_ context: LoweringContext) -> BarAbove {
    guard context.navigationDepth > 0, !context.navigationBarHidden else { return .none }
    return context.navigationTitle != nil && context.navigationTitleMode != "inline"
      ? .large : .inline
  }

  /// Empty room of a given height.
  private static func spacer(_ height: Double, _ context: inout LoweringContext) -> NodeID {
    let empty = context.addNode(.empty)
    return context.addNode(.frame(FrameLayout(width: nil, height: height)), children: [empty])
  }

  /// A section: its header's text, the card of rows, its footer. The room above it belongs
  /// to the list, which knows which section comes first.
  static func section(
    header: [NodeID], rows: [NodeID], footer: [NodeID], _ context: inout LoweringContext
  ) -> NodeID {
    let m = context.listMetrics
    var parts: [NodeID] = []
    if !header.isEmpty {
      parts.append(
        band(
          header,
          EdgeInsets(top: 0, leading: m.rowInset, bottom: m.headerBottom, trailing: m.rowInset),
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
    return context.addNode(
      .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0)),
      children: parts)
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
    let m = context.listMetrics
    let insets =
      context.listRowInsets[content]
      ?? EdgeInsets(
        top: m.rowPadding, leading: m.rowInset, bottom: m.rowPadding, trailing: m.rowInset)
    let padded = context.addNode(.padding(PaddingLayout(insets: insets)), children: [content])
    return context.addNode(
      .flexFrame(
        FlexFrameLayout(
          width: .init(max: .infinity),
          height: .init(
            min: context.environment.minListRowHeight
              ?? m.minRowHeight(at: context.environment.dynamicTypeSize ?? context.dynamicTypeSize)),
          alignment: .leading)),
      children: [padded])
  }
}

/// Whether a section has a header and a footer: the list's bands around it depend on them.
struct ListSectionParts: Sendable {
  var hasHeader = false
  var hasFooter = false
}

/// The chrome of an inset-grouped list on iPhone (iOS 26, Dynamic Type Large unless a number
/// says otherwise), with where each number comes from; `Documentation/Chrome.md` has the
/// measurements.
struct ListMetrics: Sendable {
  /// The card's distance from the screen's sides. Measured: 16 at 390 and 402 points.
  var cardMargin: Double
  /// A row's content inset from the card's edges. Measured: 16.
  var rowInset: Double
  /// The shortest row at Large. Measured: 52 (one line of body text; 51 at Medium).
  var minRowHeight: Double
  /// Above and below a row's content. Measured: 15 (a 120-point image row is 150 tall).
  var rowPadding: Double
  /// Between two sections without headers, and above a list's first section. Measured: 35.
  var sectionGap: Double
  /// What a navigation bar adds above a list's first section. Measured: the first card sits
  /// 45 below an inline bar, against 35 below the safe area without one.
  var underBar: Double
  /// Above a header's text when a section precedes it. Measured: 58 from the card above to
  /// the header's card, the 17-point header's baseline 14.0 above its card (20.33 tall,
  /// baseline 16.33 from its top): 58 − 14 − 16.33 = 27.67.
  var headerTop: Double
  /// Above the first section's header text. Measured at Large on iOS 26.2: the header's frame
  /// is 10 + its line + 10, from the list's top (the first card 40.33 below it).
  var firstHeaderTop: Double
  /// Below a header's text: 14.0 − (20.33 − 16.33) = 10. Measured.
  var headerBottom: Double
  /// Above a footer's text: its 13-point baseline is 20.33 below the card, 12.33 below its
  /// top: 8. Measured.
  var footerTop: Double
  /// From a footer's text to the next section's card: measured at Medium, 26.67 below the
  /// footer's last baseline (23.67 below a 12-point line); at Large *inferred* 26.67 − 3.33.
  var afterFooter: Double
  /// Above the first card under a large title: 0 (measured at Medium: the card 106 below the
  /// safe area, where the large-title bar ends).
  var underLargeTitle: Double
  /// Above the first header's text under a large title: 10.333 (measured at Medium: its card
  /// 39.33 below the bar, a 19-point header 10 above it).
  var firstHeaderTopUnderLargeTitle: Double
  /// Below the last section. *Estimate* (the gap between sections).
  var bottomMargin: Double
  /// The trailing room a `NavigationLink` row leaves for its chevron. *Estimate*: not
  /// measured; an SF Symbol chevron about 8 wide and a gap of about 12 before it.
  var chevronSpace: Double = 20
  /// Whether the minimum row follows Dynamic Type (iOS 26) or stays put (iOS 18: 44 at both
  /// Medium and Large, measured).
  var rowScalesWithDynamicType = true
  /// A section header's text style, and whether it is shown in capitals.
  var headerStyle = FontSpec.TextStyleName.headline
  var headerUppercase = false
  /// The plain style: rows without cards; only one section without a header or footer is
  /// measured.
  var isPlain = false

  static let iOS26 = ListMetrics(
    cardMargin: 16, rowInset: 16, minRowHeight: 52, rowPadding: 15, sectionGap: 35,
    underBar: 10, headerTop: 83.0 / 3, firstHeaderTop: 10, headerBottom: 10, footerTop: 8,
    afterFooter: 70.0 / 3, underLargeTitle: 0, firstHeaderTopUnderLargeTitle: 31.0 / 3,
    bottomMargin: 35)

  /// iOS 18 (`--os-version 18`), measured at Dynamic Type Large on a 393-point screen unless
  /// marked (Documentation/Chrome.md, sections 2 and 2b): cards and content 20 in; rows at
  /// least 44; about 11.5 above and below a row's content (*inferred* from two-line rows,
  /// ±0.3); 35 between sections; a header in capitals in the footnote style, its text 35 below
  /// the card above (56.4 between the cards, less its 15.667 and the 5.667 below it: its
  /// baseline 9.0 above its card, measured 8.9); the first header 17.333 below the list's top
  /// (measured at Medium); a footer 6 below its card (measured at Medium: baseline 17.33 below)
  /// and the next card 29.333 below its text (*inferred*: 32.67 below its last baseline at
  /// Medium); no extra room under a bar, the 35 at the end and the chevron's room are
  /// *estimates*.
  static let iOS18 = ListMetrics(
    cardMargin: 20, rowInset: 20, minRowHeight: 44, rowPadding: 11.5, sectionGap: 35,
    underBar: 0, headerTop: 35, firstHeaderTop: 52.0 / 3, headerBottom: 17.0 / 3, footerTop: 6,
    afterFooter: 88.0 / 3, underLargeTitle: 35, firstHeaderTopUnderLargeTitle: 52.0 / 3,
    bottomMargin: 35, rowScalesWithDynamicType: false, headerStyle: .footnote,
    headerUppercase: true)

  /// `.listStyle(.plain)` on iOS 26 (Documentation/Chrome.md, section 2d), measured at Dynamic
  /// Type Large on a 393-point canvas: no cards, so rows span the list (margin 0) with their
  /// content 16 in from both sides (a default-inset row's leading content at 16 and its
  /// separator ending 16 before the edge); one-line rows 52 tall; the first row at the list's
  /// top (0 above it). The 15 above and below a taller row's content, the 0 under a bar or a
  /// large title and below the last row are *estimates* (the inset-grouped padding; no image);
  /// headers, footers and the gap between sections are not measured (`ListViews` reports them).
  static let iOS26Plain = ListMetrics(
    cardMargin: 0, rowInset: 16, minRowHeight: 52, rowPadding: 15, sectionGap: 0,
    underBar: 0, headerTop: 0, firstHeaderTop: 0, headerBottom: 0, footerTop: 0,
    afterFooter: 0, underLargeTitle: 0, firstHeaderTopUnderLargeTitle: 0,
    bottomMargin: 0, isPlain: true)

  /// The metrics of a list style (`TextEnvironment.listStyle`) on an iOS version: `plain` has
  /// its own on iOS 26; every other style laid out is inset grouped.
  static func of(_ os: PlatformVersion, style: String = "automatic") -> ListMetrics {
    switch os {
    case .iOS26: style == "plain" ? iOS26Plain : iOS26
    case .iOS18: iOS18
    }
  }

  /// The shortest row at a Dynamic Type size. iOS 26: 52 at Large and 51 at Medium (measured,
  /// one point per point of body text); other sizes follow the same step (*estimate*).
  func minRowHeight(at size: DynamicTypeSize) -> Double {
    guard rowScalesWithDynamicType else { return minRowHeight }
    return minRowHeight + TextStyleTable.size(.body, at: size)
      - TextStyleTable.size(.body, at: .large)
  }
}
