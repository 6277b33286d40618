import LayoutEngine

/// `.offset` and `.position` (LayoutRules.md §7.7, §7.11).
enum PositionModifiers {
  static let definitions = [
    ModifierDefinition(
      name: "offset",
      overloads: [
        Signature("size", [.positional("offset", .size)]),
        Signature(
          "xy",
          [.labelled("x", .number, defaulted: true), .labelled("y", .number, defaulted: true)]),
      ],
      role: .layout { call, child, _, context in
        let size = call.size("offset")
        let layout = OffsetLayout(
          x: size?.width ?? call.number("x") ?? 0, y: size?.height ?? call.number("y") ?? 0)
        return context.addNode(.offset(layout), child: child)
      }),
    ModifierDefinition(
      name: "position",
      overloads: [
        Signature("point", [.positional("position", .point)]),
        Signature(
          "xy",
          [.labelled("x", .number, defaulted: true), .labelled("y", .number, defaulted: true)]),
      ],
      role: .layout { call, child, _, context in
        let point = call.point("position")
        let layout = PositionLayout(
          x: point?.x ?? call.number("x") ?? 0, y: point?.y ?? call.number("y") ?? 0)
        return context.addNode(.position(layout), child: child)
      }),
  ]
}
