import LayoutEngine

/// `Menu` and `EditButton`: controls shown as their label, as a borderless button draws it.
/// They size as the label does; what they open (a menu, editing) is not laid out.
extension ControlViews {
  /// `EditButton()`: a button titled "Edit", as it shows before editing starts (in English).
  static let editButton = ViewDefinition(
    name: "EditButton", role: .control, overloads: [Signature("plain", [])],
    lower: { _, _, context in styledButton(text("Edit", &context), &context) })

  /// `Menu(_ title: String) { items }`, `Menu(_ title: String, systemImage: String) { items }`,
  /// `Menu { items } label: { label }`: its label, as a borderless button draws it; the items
  /// are shown in a menu elsewhere, not laid out.
  static let menu = ViewDefinition(
    name: "Menu", role: .control,
    overloads: [
      Signature("title", [title, .labelled("primaryAction", .any, defaulted: true)]),
      Signature(
        "systemImage",
        [
          title, .labelled("systemImage", .string),
          .labelled("primaryAction", .any, defaulted: true),
        ]),
      Signature("label", [.labelled("primaryAction", .any, defaulted: true)]),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      switch call.form {
      case "title": return transparent(text(call.string("title") ?? "", &context), &context)
      case "systemImage":
        return transparent(symbolLabel(call.string("title") ?? "", &context), &context)
      default:
        return transparent(labelContent(children, alignment: .horizontalCenter, &context), &context)
      }
    })
}
