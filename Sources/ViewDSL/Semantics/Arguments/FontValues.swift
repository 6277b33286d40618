import LayoutEngine

/// SwiftUI `Font` values: `.body`, `Font.title`, `.system(size:weight:design:)`,
/// `.system(_ style:design:weight:)`, `.custom(_:size:)` (scales like `.body`),
/// `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`, and the chained `.weight(_:)`,
/// `.bold()`, `.italic()`, `.monospacedDigit()`, `.monospaced()`.
extension Evaluator {
  mutating func font(_ e: ExprSyntax, parameter: String) throws(Mismatch) -> FontSpec {
    switch e.kind {
    case .implicitMember(let name):
      return try textStyle(name, at: e)
    case .member(let base, let name):
      if case .identifier("Font") = base.kind { return try textStyle(name, at: e) }
      // `.body.bold` without parentheses is not Swift.
      throw Mismatch(
        .typeMismatch(expected: "a font", for: parameter, found: describe(e)), at: e.range.start)
    case .call(let callee, let arguments, nil):
      switch callee.kind {
      case .implicitMember(let name):
        return try constructor(name, arguments, at: e)
      case .member(let base, let name):
        if case .identifier("Font") = base.kind { return try constructor(name, arguments, at: e) }
        var f = try font(base, parameter: parameter)
        return try modify(&f, name, arguments, at: e)
      default: break
      }
    default: break
    }
    throw Mismatch(
      .typeMismatch(expected: "a font", for: parameter, found: describe(e)), at: e.range.start)
  }

  private func textStyle(_ name: String, at e: ExprSyntax) throws(Mismatch) -> FontSpec {
    guard let style = FontSpec.TextStyleName(rawValue: name) else {
      let names = FontSpec.TextStyleName.allCases.map(\.rawValue)
      throw Mismatch(
        .unknownMember(name, of: "Font", suggestion: closestSpelling(to: name, in: names)),
        at: e.range.start, nearMiss: true)
    }
    return FontSpec(base: .textStyle(style))
  }

  private mutating func constructor(
    _ name: String, _ arguments: [ArgumentSyntax], at e: ExprSyntax
  ) throws(Mismatch) -> FontSpec {
    let signatures: [Signature]
    switch name {
    case "system": signatures = FontValues.system
    case "custom": signatures = FontValues.custom
    default:
      throw Mismatch(
        .unknownMember(
          name, of: "Font", suggestion: closestSpelling(to: name, in: ["system", "custom"])),
        at: e.range.start, nearMiss: true)
    }
    let site = CallSite(
      callee: name, arguments: arguments, trailingClosure: nil, location: e.range.start,
      closeLocation: e.range.end)
    let call: BoundCall
    switch bind(site, to: signatures) {
    case .success(let c): call = c
    case .failure(let failure): throw Mismatch(diagnostics: failure.diagnostics, nearMiss: true)
    }
    var f = FontSpec()
    switch call.form {
    case "systemSize":
      f.base = .system(size: call.number("size") ?? 17)
    case "systemStyle":
      f.base = .textStyle(FontSpec.TextStyleName(rawValue: call.member("style") ?? "") ?? .body)
    case "customSize":
      let relative = call.member("relativeTo").flatMap(FontSpec.TextStyleName.init(rawValue:))
      f.base = .custom(
        name: call.string("name") ?? "", size: call.number("size") ?? 17,
        relativeTo: relative ?? .body)
    default:  // customFixed
      f.base = .custom(
        name: call.string("name") ?? "", size: call.number("fixedSize") ?? 17, relativeTo: nil)
    }
    if let w = call.member("weight") { f.weight = TextEnvironment.weights[w] }
    if let d = call.member("design") { f.design = FontSpec.Design(rawValue: d) ?? .default }
    if let size = call.number("size") ?? call.number("fixedSize"), !(size > 0) {
      diagnostics.append(Diagnostic(.nonPositiveFontSize, at: call.location(of: "size")))
    }
    return f
  }

  private mutating func modify(
    _ f: inout FontSpec, _ method: String, _ arguments: [ArgumentSyntax], at e: ExprSyntax
  ) throws(Mismatch) -> FontSpec {
    switch (method, arguments.count) {
    case ("bold", 0): f.weight = 700
    case ("italic", 0): f.italic = true
    case ("monospacedDigit", 0): f.monospacedDigits = true
    case ("monospaced", 0): f.design = .monospaced
    case ("weight", 1):
      let v = try evaluate(arguments[0].value, as: FontValues.weight, parameter: "weight")
      if case .member(let w) = v { f.weight = TextEnvironment.weights[w] }
    default:
      throw Mismatch(.fontMethodNotSupported(method), at: e.range.start, nearMiss: true)
    }
    return f
  }
}

enum FontValues {
  static let weight = ValueType.enumeration(
    "Font.Weight", Array(TextEnvironment.weights.keys).sorted())
  static let design = ValueType.enumeration(
    "Font.Design", ["default", "serif", "rounded", "monospaced"])
  static let style = ValueType.enumeration(
    "Font.TextStyle", FontSpec.TextStyleName.allCases.map(\.rawValue))

  static let system = [
    Signature(
      "systemSize",
      [
        .labelled("size", .number), .labelled("weight", weight, defaulted: true),
        .labelled("design", design, defaulted: true),
      ]),
    Signature(
      "systemStyle",
      [
        .positional("style", style), .labelled("design", .optional(design), defaulted: true),
        .labelled("weight", .optional(weight), defaulted: true),
      ]),
  ]

  static let custom = [
    Signature(
      "customSize",
      [
        .positional("name", .string), .labelled("size", .number),
        .labelled("relativeTo", style, defaulted: true),
      ]),
    Signature("customFixed", [.positional("name", .string), .labelled("fixedSize", .number)]),
  ]
}
