import LayoutEngine

/// `EmptyView`, `Group`, `AnyView`, `ScrollViewReader` and `ForEach`: they produce no view of their own (LayoutRules.md §5.8). An
/// `EmptyView` is nothing: not a child of its container, so no spacing around it, and not in
/// the output. A `Group`'s children become children of the enclosing container, and each
/// modifier written on the group applies to every child separately, as in SwiftUI.
enum TransparentViews {
  static let definitions: [ViewDefinition] = [
    ViewDefinition(
      name: "EmptyView", overloads: [Signature("plain", [])], produces: .nothing,
      lower: { _, _, context in context.addNode(.empty) }),
    ViewDefinition(
      name: "Group", overloads: [Signature("plain", [])], acceptsChildren: true,
      produces: .children,
      lower: { _, _, context in context.addNode(.empty) }),
    // `AnyView(view)` erases the view's type and lays out as the view: its argument is its
    // one child (`Lowerer.resolveClosureArguments`), laid out as a Group's.
    ViewDefinition(
      name: "AnyView", overloads: [Signature("plain", [])], acceptsChildren: true,
      produces: .children, lower: { _, _, context in context.addNode(.empty) }),
    // A reader that only hands its content a proxy: the content is laid out as in a Group.
    ViewDefinition(
      name: "ScrollViewReader", overloads: [Signature("plain", [])], acceptsChildren: true,
      produces: .children, lower: { _, _, context in context.addNode(.empty) }),
    // The data is read from the syntax by `lowerForEach` (`ForEachViews.swift`).
    ViewDefinition(
      name: "ForEach",
      overloads: [
        Signature("data", [.positional("data", .any), .labelled("id", .keyPath, defaulted: true)])
      ],
      acceptsChildren: true, produces: .children,
      lower: { _, _, context in context.addNode(.empty) }),
  ]
}
