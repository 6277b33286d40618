import Foundation

/// A JSON value parsed with Foundation, with booleans told apart from numbers.
enum JSON: Equatable {
  case object([String: JSON])
  case array([JSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func parse(_ text: String) throws -> JSON {
    try JSON(
      foundation: JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
  }

  init(foundation value: Any) {
    switch value {
    case let dictionary as [String: Any]:
      self = .object(dictionary.mapValues(JSON.init(foundation:)))
    case let array as [Any]: self = .array(array.map(JSON.init(foundation:)))
    case let string as String: self = .string(string)
    case let number as NSNumber:
      // JSONSerialization makes `true`/`false` NSNumbers of Objective-C type `c` (char).
      self =
        String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .number(number.doubleValue)
    default: self = .null
    }
  }

  subscript(key: String) -> JSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var typeName: String {
    switch self {
    case .object: "object"
    case .array: "array"
    case .string: "string"
    case .number(let n): n.rounded() == n ? "integer" : "number"
    case .bool: "boolean"
    case .null: "null"
    }
  }
}

/// A validator for the subset of JSON Schema draft 2020-12 that
/// `Schemas/layoutc-output.schema.json` uses: `$ref` (to `#/…` in the same document),
/// `type`, `const`, `enum`, `properties`, `required`, `additionalProperties`, `items`,
/// `minimum`, `if`/`then`/`else`, `not`, `anyOf`, `allOf`; `$schema`, `$id`, `$defs`, `title`
/// and `description` are annotations. Any other keyword is reported as unsupported, so the
/// schema cannot quietly rely on something this validator ignores.
struct JSONSchemaValidator {
  let root: JSON

  static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]

  /// Every problem, as `path: message`; empty when `instance` is valid.
  func validate(_ instance: JSON) -> [String] {
    var errors: [String] = []
    check(instance, against: root, at: "$", errors: &errors)
    return errors
  }

  /// Keys in `instance` that no `properties` of the schema declares (the published schema
  /// allows them, for forward compatibility; our own output should declare every key it prints).
  func undeclaredKeys(_ instance: JSON) -> [String] {
    var found: [String] = []
    collectUndeclared(instance, schema: root, at: "$", into: &found)
    return found
  }

  private func resolve(_ schema: JSON) -> JSON {
    guard case .string(let ref)? = schema["$ref"] else { return schema }
    precondition(ref.hasPrefix("#/"), "only local references are supported: \(ref)")
    var target = root
    for part in ref.dropFirst(2).split(separator: "/") {
      guard let next = target[String(part)] else {
        preconditionFailure("unresolved reference \(ref)")
      }
      target = next
    }
    return target
  }

  private func check(_ value: JSON, against schema: JSON, at path: String, errors: inout [String]) {
    guard case .object(let keywords) = schema else {
      if schema == .bool(false) { errors.append("\(path): no value is allowed here") }
      return
    }
    for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) {
      switch keyword {
      case "$ref":
        check(value, against: resolve(schema), at: path, errors: &errors)
      case "type":
        let allowed: [String]
        switch argument {
        case .string(let name): allowed = [name]
        case .array(let names):
          allowed = names.compactMap { if case .string(let s) = $0 { s } else { nil } }
        default: allowed = []
        }
        let actual = value.typeName
        let ok = allowed.contains(actual) || (actual == "integer" && allowed.contains("number"))
        if !ok {
          errors.append("\(path): expected \(allowed.joined(separator: " or ")), found \(actual)")
        }
      case "const":
        if value != argument { errors.append("\(path): expected \(argument)") }
      case "enum":
        if case .array(let options) = argument, !options.contains(value) {
          errors.append("\(path): \(value) is not one of \(options)")
        }
      case "minimum":
        if case .number(let n) = value, case .number(let minimum) = argument, n < minimum {
          errors.append("\(path): \(n) is less than \(minimum)")
        }
      case "required":
        if case .object(let members) = value, case .array(let names) = argument {
          for case .string(let name) in names where members[name] == nil {
            errors.append("\(path): missing '\(name)'")
          }
        }
      case "properties":
        if case .object(let members) = value, case .object(let properties) = argument {
          for (name, subschema) in properties.sorted(by: { $0.key < $1.key }) {
            if let member = members[name] {
              check(member, against: subschema, at: "\(path).\(name)", errors: &errors)
            }
          }
        }
      case "additionalProperties":
        if case .object(let members) = value {
          var declared = Set<String>()
          if case .object(let properties)? = schema["properties"] {
            declared = Set(properties.keys)
          }
          for (name, member) in members.sorted(by: { $0.key < $1.key })
          where !declared.contains(name) {
            check(member, against: argument, at: "\(path).\(name)", errors: &errors)
          }
        }
      case "items":
        if case .array(let elements) = value {
          for (i, element) in elements.enumerated() {
            check(element, against: argument, at: "\(path)[\(i)]", errors: &errors)
          }
        }
      case "if":
        var conditionErrors: [String] = []
        check(value, against: argument, at: path, errors: &conditionErrors)
        if let branch = schema[conditionErrors.isEmpty ? "then" : "else"] {
          check(value, against: branch, at: path, errors: &errors)
        }
      case "then", "else":
        break  // applied by "if"
      case "not":
        var inner: [String] = []
        check(value, against: argument, at: path, errors: &inner)
        if inner.isEmpty { errors.append("\(path): must not match \(argument)") }
      case "anyOf", "allOf":
        guard case .array(let subschemas) = argument else { break }
        var failures: [[String]] = []
        for subschema in subschemas {
          var inner: [String] = []
          check(value, against: subschema, at: path, errors: &inner)
          failures.append(inner)
        }
        if keyword == "anyOf", !failures.contains(where: \.isEmpty) {
          errors.append("\(path): matches none of anyOf: \(failures.flatMap { $0 })")
        }
        if keyword == "allOf" { errors.append(contentsOf: failures.flatMap { $0 }) }
      default:
        if !Self.annotations.contains(keyword) {
          errors.append("\(path): unsupported keyword '\(keyword)'")
        }
      }
    }
  }

  private func collectUndeclared(
    _ value: JSON, schema: JSON, at path: String, into found: inout [String]
  ) {
    let schema = resolve(schema)
    switch value {
    case .object(let members):
      let properties: [String: JSON] =
        schema["properties"].flatMap { if case .object(let p) = $0 { p } else { nil } } ?? [:]
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        if let subschema = properties[name] {
          collectUndeclared(member, schema: subschema, at: "\(path).\(name)", into: &found)
        } else {
          found.append("\(path).\(name)")
        }
      }
    case .array(let elements):
      if let items = schema["items"] {
        for (i, element) in elements.enumerated() {
          collectUndeclared(element, schema: items, at: "\(path)[\(i)]", into: &found)
        }
      }
    default: break
    }
  }
}
