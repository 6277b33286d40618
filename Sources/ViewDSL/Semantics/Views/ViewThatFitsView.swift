import LayoutEngine

/// `ViewThatFits(in axes: Axis.Set = [.horizontal, .vertical])` (LayoutRules.md §6.7): the
/// first child whose ideal size fits the proposal on `axes`, else the last. Children see no
/// stack axis.
enum ViewThatFitsView {
  static let definitions: [ViewDefinition] = [
    ViewDefinition(
      name: "ViewThatFits", role: .container,
      overloads: [Signature("plain", [.labelled("in", .axisSet, defaulted: true)])],
      acceptsChildren: true,
      lower: { call, children, context in
        let layout = ViewThatFitsLayout(axes: call.axisSet("in") ?? .both)
        return context.addNode(.viewThatFits(layout), children: children)
      })
  ]
}
