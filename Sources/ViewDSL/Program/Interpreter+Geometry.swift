/// Core Graphics' and SwiftUI's geometry values as the app's code computes with them: `CGSize`,
/// `CGPoint`, `CGRect` and `ProposedViewSize` are instances with their stored fields
/// (`size.width`, `rect.origin.x`), their computed members (`rect.midX`) and methods
/// (`insetBy(dx:dy:)`, `replacingUnspecifiedDimensions(by:)`). Given to SwiftUI they become
/// the call that makes them again (`residual`), with literal numbers.
extension Interpreter {
  static let geometryTypes: Set<String> = ["CGSize", "CGPoint", "CGRect", "ProposedViewSize"]

  static func size(_ width: Double, _ height: Double) -> ProgramValue {
    .instance(type: "CGSize", fields: ["width": .double(width), "height": .double(height)])
  }

  static func point(_ x: Double, _ y: Double) -> ProgramValue {
    .instance(type: "CGPoint", fields: ["x": .double(x), "y": .double(y)])
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ProgramValue {
    .instance(type: "CGRect", fields: ["origin": point(x, y), "size": size(width, height)])
  }

  /// A `ProposedViewSize`: nil for an unspecified dimension.
  static func proposal(_ width: Double?, _ height: Double?) -> ProgramValue {
    .instance(
      type: "ProposedViewSize",
      fields: [
        "width": width.map { .double($0) } ?? .none, "height": height.map { .double($0) } ?? .none,
      ])
  }

  /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`,
  /// `CGRect(origin:size:)`, `ProposedViewSize(width:height:)`, `ProposedViewSize(size)`; nil
  /// for another name (or another form, left to the catalogue).
  func geometryValue(
    _ type: String, _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard Self.geometryTypes.contains(type), index.type(type) == nil else { return nil }
    let labels = arguments.map(\.label)
    let (values, unknownArgument) = argumentValues(arguments, frame)
    if let unknownArgument { return unknownArgument }
    let numbers = values.map(\.number)
    func all(_ count: Int) -> [Double]? {
      let found = numbers.compactMap { $0 }
      return found.count == count && numbers.count == count ? found : nil
    }
    switch (type, labels) {
    case ("CGSize", []): return Self.size(0, 0)
    case ("CGPoint", []): return Self.point(0, 0)
    case ("CGRect", []): return Self.rect(0, 0, 0, 0)
    case ("CGSize", ["width", "height"]):
      if let n = all(2) { return Self.size(n[0], n[1]) }
    case ("CGPoint", ["x", "y"]):
      if let n = all(2) { return Self.point(n[0], n[1]) }
    case ("CGRect", ["x", "y", "width", "height"]):
      if let n = all(4) { return Self.rect(n[0], n[1], n[2], n[3]) }
    case ("CGRect", ["origin", "size"]):
      if let o = Self.pair(coerce(values[0], to: "CGPoint"), "CGPoint", "x", "y"),
        let s = Self.pair(coerce(values[1], to: "CGSize"), "CGSize", "width", "height")
      {
        return Self.rect(o.0, o.1, s.0, s.1)
      }
    case ("ProposedViewSize", ["width", "height"]):
      let optional = values.map { value -> Double?? in
        if case .none = value { return .some(nil) }
        return value.number.map { .some($0) }
      }
      if let w = optional[0], let h = optional[1] { return Self.proposal(w, h) }
    case ("ProposedViewSize", [nil]):
      if let s = Self.pair(coerce(values[0], to: "CGSize"), "CGSize", "width", "height") {
        return Self.proposal(s.0, s.1)
      }
    default:
      return nil
    }
    return unknown(.noMatchingInitializer(type), at: e.range.start)
  }

  /// The two numbers of a geometry instance of `type` (a size's width and height).
  static func pair(_ value: ProgramValue, _ type: String, _ a: String, _ b: String)
    -> (Double, Double)?
  {
    guard case .instance(type, let fields) = value, let x = fields[a]?.number,
      let y = fields[b]?.number
    else { return nil }
    return (x, y)
  }

  /// `CGSize.zero`, `CGRect.zero`, `ProposedViewSize.unspecified`, `CGFloat.greatestFiniteMagnitude`…
  static func geometryStatic(_ type: String, _ name: String) -> ProgramValue? {
    switch (type, name) {
    case ("CGSize", "zero"): return size(0, 0)
    case ("CGPoint", "zero"): return point(0, 0)
    case ("CGRect", "zero"): return rect(0, 0, 0, 0)
    case ("ProposedViewSize", "zero"): return proposal(0, 0)
    case ("ProposedViewSize", "unspecified"): return proposal(nil, nil)
    case ("ProposedViewSize", "infinity"): return proposal(.infinity, .infinity)
    case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"):
      return .double(.greatestFiniteMagnitude)
    // The numeric types' constants (`Float`'s are `Double`s here, as its values are).
    case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(.pi)
    case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"):
      return .double(.infinity)
    case ("CGFloat", "ulpOfOne"), ("Double", "ulpOfOne"): return .double(.ulpOfOne)
    case ("CGFloat", "leastNonzeroMagnitude"), ("Double", "leastNonzeroMagnitude"):
      return .double(.leastNonzeroMagnitude)
    case ("Int", "max"): return .int(.max)
    case ("Int", "min"): return .int(.min)
    default: return nil
    }
  }

  /// A computed member of a geometry instance, or a method of one (`insetBy`); nil for
  /// another name.
  func geometryMember(_ base: ProgramValue, _ type: String, _ name: String) -> ProgramValue? {
    guard case .instance(_, let fields) = base else { return nil }
    switch type {
    case "CGRect":
      guard let o = fields["origin"].flatMap({ Self.pair($0, "CGPoint", "x", "y") }),
        let s = fields["size"].flatMap({ Self.pair($0, "CGSize", "width", "height") })
      else { return nil }
      // A rectangle of negative size is standardized first, as Core Graphics' members do.
      let (x, w) = s.0 < 0 ? (o.0 + s.0, -s.0) : (o.0, s.0)
      let (y, h) = s.1 < 0 ? (o.1 + s.1, -s.1) : (o.1, s.1)
      switch name {
      case "width": return .double(w)
      case "height": return .double(h)
      case "minX": return .double(x)
      case "midX": return .double(x + w / 2)
      case "maxX": return .double(x + w)
      case "minY": return .double(y)
      case "midY": return .double(y + h / 2)
      case "maxY": return .double(y + h)
      case "isEmpty": return .bool(w == 0 || h == 0)
      case "insetBy", "offsetBy":
        return .function(FunctionValue(body: .builtin("geometry." + name), receiver: base))
      default: return nil
      }
    case "ProposedViewSize":
      if name == "replacingUnspecifiedDimensions" {
        return .function(FunctionValue(body: .builtin("geometry." + name), receiver: base))
      }
      return nil
    default:
      return nil
    }
  }

  /// Runs a geometry method (`geometryMember`'s functions) with its arguments.
  func callGeometryMethod(
    _ name: String, on receiver: ProgramValue, _ arguments: [ArgumentSyntax], _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue {
    let (values, unknownArgument) = argumentValues(arguments, frame)
    if let unknownArgument { return unknownArgument }
    let labels = arguments.map(\.label)
    switch (name, labels) {
    case ("insetBy", ["dx", "dy"]), ("offsetBy", ["dx", "dy"]):
      guard let dx = values[0].number, let dy = values[1].number,
        let x = geometryMember(receiver, "CGRect", "minX")?.number,
        let y = geometryMember(receiver, "CGRect", "minY")?.number,
        let w = geometryMember(receiver, "CGRect", "width")?.number,
        let h = geometryMember(receiver, "CGRect", "height")?.number
      else { break }
      if name == "offsetBy" { return Self.rect(x + dx, y + dy, w, h) }
      // Core Graphics gives the null rectangle when an inset leaves nothing; no layout of a
      // preview should depend on one.
      guard w - 2 * dx >= 0, h - 2 * dy >= 0 else {
        return unknown(
          .expressionNotSupported("an inset larger than the rectangle"), at: e.range.start)
      }
      return Self.rect(x + dx, y + dy, w - 2 * dx, h - 2 * dy)
    case ("replacingUnspecifiedDimensions", []), ("replacingUnspecifiedDimensions", ["by"]):
      // SwiftUI's default replacement is 10 × 10 (`ProposedViewSize`'s documentation).
      let by = values.first.flatMap { Self.pair($0, "CGSize", "width", "height") } ?? (10, 10)
      guard case .instance(_, let fields) = receiver else { break }
      let w = fields["width"]?.number ?? by.0
      let h = fields["height"]?.number ?? by.1
      return Self.size(w, h)
    default:
      break
    }
    return unknown(.expressionNotSupported("'\(name)' with these arguments"), at: e.range.start)
  }

  /// A geometry instance as the SwiftUI expression that makes it, for the catalogue; nil for
  /// another value.
  static func geometryExpression(_ value: ProgramValue, at range: SourceRange) -> ExprSyntax? {
    guard case .instance(let type, let fields) = value, geometryTypes.contains(type) else {
      return nil
    }
    func number(_ v: ProgramValue?) -> ExprSyntax {
      ExprSyntax(v?.number.map { .number($0) } ?? .nilLiteral, range: range)
    }
    func call(_ labels: [String], _ values: [ProgramValue?]) -> ExprSyntax {
      let arguments = zip(labels, values).map { ArgumentSyntax(label: $0, value: number($1)) }
      return ExprSyntax(
        .call(ExprSyntax(.identifier(type), range: range), arguments, trailingClosure: nil),
        range: range)
    }
    switch type {
    case "CGSize", "ProposedViewSize":
      return call(["width", "height"], [fields["width"], fields["height"]])
    case "CGPoint": return call(["x", "y"], [fields["x"], fields["y"]])
    default:
      guard case .instance(_, let o)? = fields["origin"], case .instance(_, let s)? = fields["size"]
      else { return nil }
      return call(["x", "y", "width", "height"], [o["x"], o["y"], s["width"], s["height"]])
    }
  }
}
