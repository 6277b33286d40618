import LayoutEngine

/// The app's own `Layout` types: a layout called with content (`FlowLayout { … }`,
/// `layout { … }`, `AnyLayout(FlowLayout())`) becomes a view whose container runs the app's
/// methods (`AppLayout`), and inside those methods the values SwiftUI gives them:
/// `LayoutSubview` (sizes, placement, spacing, priority), `ViewSpacing`, `ViewDimensions`.
extension Interpreter {
  /// Whether `value` is an instance of one of the app's `Layout` types.
  func isAppLayout(_ value: ProgramValue) -> Bool {
    guard case .instance(let type, _) = value else { return false }
    return index.type(type)?.inherited.contains("Layout") == true
  }

  /// The view of a layout instance called with content: its subviews are the content's views.
  func appLayoutView(
    _ layout: ProgramValue, trailing: ClosureSyntax, _ e: ExprSyntax, _ frame: Frame
  )
    -> ProgramValue
  {
    guard case .instance(let type, _) = layout, let info = index.type(type) else { return layout }
    // What layoutc does not run yet is an error, not a layout that ignores it.
    for name in ["spacing", "explicitAlignment"] where info.methods[name] != nil {
      return unknown(.layoutMemberNotSupported(info.writtenName, name), at: e.range.start)
    }
    if info.statics["layoutProperties"] != nil || info.computed["layoutProperties"] != nil {
      return unknown(
        .layoutMemberNotSupported(info.writtenName, "layoutProperties"), at: e.range.start)
    }
    if info.methods["sizeThatFits"] == nil || info.methods["placeSubviews"] == nil {
      return unknown(.layoutMemberNotSupported(info.writtenName, "sizeThatFits"), at: e.range.start)
    }
    let content = callClosure(
      ClosureValue(
        syntax: trailing, scope: frame.scope, selfValue: frame.selfValue, selfType: frame.selfType),
      [], builder: true, at: trailing.range.start)
    if case .unknown = content { return content }
    var view = ViewSyntax(name: info.writtenName, nameRange: e.range)
    view.children = asViews(content, at: trailing.range)
    view.displayName = info.writtenName
    view.appLayout = AppLayout(prototype: self, value: layout, type: type, location: e.range.start)
    return .views([view])
  }

  /// A method of the layout run with values for its parameters, `self` the layout.
  func callMethod(
    _ functions: [FunctionSyntax], of receiver: ProgramValue, type: String, labels: [String],
    _ values: [ProgramValue], at location: SourceLocation
  ) -> ProgramValue {
    let scope = Scope(parent: nil)
    let range = SourceRange(start: location, end: location)
    var arguments: [ArgumentSyntax] = []
    for (i, (label, value)) in zip(labels, values).enumerated() {
      scope.names["$argument\(i)"] = value
      arguments.append(
        ArgumentSyntax(
          label: label == "_" ? nil : label,
          value: ExprSyntax(.identifier("$argument\(i)"), range: range)))
    }
    let call = ExprSyntax(
      .call(ExprSyntax(.identifier(type), range: range), arguments, trailingClosure: nil),
      range: range)
    return callDeclared(
      functions, type: type, receiver: receiver, arguments, nil, argumentFrame: Frame(scope: scope),
      call)
  }

  /// The `subviews` a layout method is given: one `LayoutSubview` per view, in order.
  static func subviewValues(count: Int) -> ProgramValue {
    .array((0..<count).map { .instance(type: "LayoutSubview", fields: ["$subview": .int($0)]) })
  }

  /// `ViewSpacing()`: the default preferences of a view on every edge.
  func layoutValue(_ type: String, _ arguments: [ArgumentSyntax]) -> ProgramValue? {
    guard type == "ViewSpacing", arguments.isEmpty, index.type(type) == nil else { return nil }
    return .instance(type: "ViewSpacing", fields: [:])
  }

  /// A member of a subview, its spacing or its dimensions; nil for another value or name.
  func layoutMember(_ base: ProgramValue, _ type: String, _ name: String) -> ProgramValue? {
    guard case .instance(_, let fields) = base else { return nil }
    let method = {
      ProgramValue.function(FunctionValue(body: .builtin("layout." + name), receiver: base))
    }
    switch (type, name) {
    case ("LayoutSubview", "sizeThatFits"), ("LayoutSubview", "dimensions"),
      ("LayoutSubview", "place"), ("ViewSpacing", "distance"):
      return method()
    case ("LayoutSubview", "spacing"):
      return .instance(type: "ViewSpacing", fields: ["$subview": fields["$subview"] ?? .none])
    case ("LayoutSubview", "priority"):
      guard case .int(let i)? = fields["$subview"], let subviews = layoutSubviews,
        subviews.indices.contains(i)
      else { return nil }
      return .double(subviews[i].priority)
    default:
      return nil
    }
  }

  /// Runs a subview's or a spacing's method (`layoutMember`'s functions).
  func callLayoutMethod(
    _ name: String, on receiver: ProgramValue, _ arguments: [ArgumentSyntax], _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue {
    let (list, unknownArgument) = argumentValues(arguments, frame)
    if let unknownArgument { return unknownArgument }
    let labels = arguments.map(\.label)
    let values = Dictionary(zip(labels, list), uniquingKeysWith: { first, _ in first })
    func failed(_ what: String) -> ProgramValue {
      unknown(.expressionNotSupported(what), at: e.range.start)
    }
    if name == "distance" {
      guard labels == ["to", "along"], let next = values["to"].flatMap(spacing),
        let axis = values["along"].flatMap(Self.axis), let own = spacing(receiver)
      else { return failed("'distance' with these arguments") }
      return .double(own.distance(to: next, along: axis))
    }
    guard case .instance(_, let fields) = receiver, case .int(let i)? = fields["$subview"],
      let subviews = layoutSubviews, subviews.indices.contains(i)
    else { return failed("a subview outside its layout's methods") }
    let subview = subviews[i]
    switch (name, labels) {
    case ("sizeThatFits", [nil]):
      guard let proposal = values[nil].flatMap(Self.proposedSize) else { break }
      let size = subview.sizeThatFits(proposal)
      return Self.size(size.width, size.height)
    case ("dimensions", ["in"]):
      guard let proposal = values["in"].flatMap(Self.proposedSize) else { break }
      let size = subview.sizeThatFits(proposal)
      return .instance(
        type: "ViewDimensions",
        fields: ["width": .double(size.width), "height": .double(size.height)])
    case ("place", ["at", "proposal"]), ("place", ["at", "anchor", "proposal"]):
      guard let point = values["at"].flatMap(Self.point),
        let anchor = values["anchor"].map(Self.unitPoint) ?? .topLeading,
        let proposal = values["proposal"].flatMap(Self.proposedSize)
      else { break }
      subview.place(at: point, anchor: anchor, proposal: proposal)
      return .tuple([])
    default:
      break
    }
    return failed("'\(name)' with these arguments")
  }

  /// The engine's spacing of a `ViewSpacing` value: a subview's, or the default.
  private func spacing(_ value: ProgramValue) -> Spacing? {
    guard case .instance("ViewSpacing", let fields) = value else { return nil }
    guard case .int(let i)? = fields["$subview"] else { return .default }
    guard let subviews = layoutSubviews, subviews.indices.contains(i) else { return nil }
    return subviews[i].spacing
  }

  static func proposedSize(_ value: ProgramValue) -> ProposedSize? {
    switch value {
    case .instance("ProposedViewSize", let fields):
      func dimension(_ v: ProgramValue?) -> Double?? {
        if case .none? = v { return .some(nil) }
        guard let n = v?.number else { return nil }
        return .some(n)
      }
      guard let w = dimension(fields["width"]), let h = dimension(fields["height"]) else {
        return nil
      }
      return ProposedSize(width: w, height: h)
    case .swiftUI(let e):
      guard case .implicitMember(let name) = e.kind,
        let made = geometryStatic("ProposedViewSize", name)
      else { return nil }
      return proposedSize(made)
    default:
      return nil
    }
  }

  static func point(_ value: ProgramValue) -> Point? {
    if case .swiftUI(let e) = value, case .implicitMember("zero") = e.kind {
      return Point(x: 0, y: 0)
    }
    return pair(value, "CGPoint", "x", "y").map { Point(x: $0.0, y: $0.1) }
  }

  /// `.center`, `UnitPoint.bottom`, `UnitPoint(x: 0.5, y: 1)`.
  static func unitPoint(_ value: ProgramValue) -> UnitPoint? {
    guard case .swiftUI(let e) = value else { return nil }
    switch e.kind {
    case .implicitMember(let name), .member(_, let name):
      if case .member(let base, _) = e.kind, case .identifier(let type) = base.kind,
        type != "UnitPoint"
      {
        return nil
      }
      let named: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing,
        "top": .top, "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
      ]
      return named[name]
    case .call(let callee, let arguments, nil):
      guard case .identifier("UnitPoint") = callee.kind, arguments.map(\.label) == ["x", "y"]
      else { return nil }
      func number(_ e: ExprSyntax) -> Double? {
        switch e.kind {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: return nil
        }
      }
      guard let x = number(arguments[0].value), let y = number(arguments[1].value) else {
        return nil
      }
      return UnitPoint(x: x, y: y)
    default:
      return nil
    }
  }

  static func axis(_ value: ProgramValue) -> Axis? {
    guard case .swiftUI(let e) = value else { return nil }
    switch e.kind {
    case .implicitMember("horizontal"), .member(_, "horizontal"): return .horizontal
    case .implicitMember("vertical"), .member(_, "vertical"): return .vertical
    default: return nil
    }
  }
}
