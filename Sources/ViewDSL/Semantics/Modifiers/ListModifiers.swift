import LayoutEngine

/// `.listStyle(_:)` and `.formStyle(_:)`: the default style on iPhone (inset grouped) is laid
/// out; the other styles are an error that says so, never a silently wrong list.
enum ListModifiers {
  static let definitions = [
    style(
      "listStyle", type: "ListStyle",
      laidOut: ["automatic", "insetGrouped"],
      others: ["grouped", "plain", "inset", "sidebar", "bordered", "carousel", "elliptical"]),
    style(
      "formStyle", type: "FormStyle", laidOut: ["automatic", "grouped"], others: ["columns"]),
  ]

  private static func style(_ name: String, type: String, laidOut: [String], others: [String])
    -> ModifierDefinition
  {
    ModifierDefinition(
      name: name,
      overloads: [
        Signature("style", [.positional("style", .enumeration(type, laidOut + others))])
      ],
      role: .environment { call, _, context in
        guard let style = call.member("style"), !laidOut.contains(style) else { return }
        context.report(.listStyleNotSupportedYet(name, style), at: call.location(of: "style"))
      })
  }
}
