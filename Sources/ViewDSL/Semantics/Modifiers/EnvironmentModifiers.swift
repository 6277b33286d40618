import LayoutEngine

/// `.environment(\.layoutDirection, …)` and `.layoutDirectionBehavior(_:)` (LayoutRules.md §1.6);
/// `.environment(\.defaultMinListRowHeight, …)`, read by the rows of a list inside.
enum EnvironmentModifiers {
  static let definitions = [
    ModifierDefinition(
      name: "environment",
      overloads: [
        Signature(
          "layoutDirection", [.positional("keyPath", .keyPath), .positional("value", direction)]),
        Signature("number", [.positional("keyPath", .keyPath), .positional("value", .number)]),
        Signature("other", [.positional("keyPath", .keyPath), .positional("value", .any)]),
      ],
      role: .layout { call, child, _, context in
        let key = call.keyPath("keyPath") ?? ""
        if key == "defaultMinListRowHeight" { return child }  // written by the environment
        guard key == "layoutDirection" else {
          context.report(.environmentKeyNotSupportedYet(key), at: call.location(of: "keyPath"))
          return child
        }
        guard call.form == "layoutDirection" else {
          context.report(
            .typeMismatch(expected: direction.expectation, for: "value", found: "another value"),
            at: call.location(of: "value"))
          return child
        }
        let value: LayoutDirection =
          call.member("value") == "rightToLeft" ? .rightToLeft : .leftToRight
        return context.addNode(
          .layoutDirection(LayoutDirectionLayout(direction: value)), child: child)
      },
      environmentWriter: { call, environment, context in
        guard call.keyPath("keyPath") == "defaultMinListRowHeight" else { return }
        guard let height = call.number("value") else {
          context.report(
            .typeMismatch(expected: "a number", for: "value", found: "another value"),
            at: call.location(of: "value"))
          return
        }
        environment.minListRowHeight = height
      }),
    // `.fixed` keeps the view's content left to right in every environment; `.mirrors` (the
    // default for views) follows the environment, so it adds nothing.
    ModifierDefinition(
      name: "layoutDirectionBehavior",
      overloads: [
        Signature(
          "behavior",
          [.positional("behavior", .enumeration("LayoutDirectionBehavior", ["fixed", "mirrors"]))])
      ],
      role: .layout { call, child, _, context in
        guard call.member("behavior") == "fixed" else { return child }
        return context.addNode(
          .layoutDirection(LayoutDirectionLayout(direction: .leftToRight)), child: child)
      }),
  ]

  private static let direction = ValueType.enumeration(
    "LayoutDirection", ["leftToRight", "rightToLeft"])
}
