/// The app's bundle resources and JSON, as its preview reads them: `Bundle.main`'s files are
/// the folders' (`CompileOptions.resources`), `Data(contentsOf:)` and `String(contentsOf:)`
/// their contents, and `JSONDecoder().decode(_:from:)` fills the app's types as `JSONDecoder`
/// does. Dates read by a `DateFormatter` with a fixed `dateFormat` are known (`CivilDate`).
extension Interpreter {
  /// `Bundle.main`.
  static var mainBundle: ProgramValue { .instance(type: "Bundle", fields: [:]) }

  /// Foundation's types made here, by the initializers that make them.
  static let foundationTypes: Set<String> = [
    "JSONDecoder", "DateFormatter", "Data", "URL", "NSCache",
  ]

  /// `JSONDecoder()`, `DateFormatter()`, `Data(contentsOf: url)`, `String(contentsOf: url)`,
  /// `URL(fileURLWithPath:)` of a resource's path; nil for other calls.
  func foundationValue(
    _ name: String, _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    switch (name, arguments.map(\.label)) {
    case ("JSONDecoder", []), ("DateFormatter", []):
      return .instance(type: name, fields: [:])
    case ("NSString", ["string"]), ("NSNumber", ["value"]):
      return evaluate(arguments[0].value, frame)  // a cache's key or value: the Swift value
    case ("Data", [nil]):
      // `Data(json.utf8)`: the string's bytes.
      guard case .member(let text, "utf8") = arguments[0].value.kind,
        case .string(let string) = evaluate(text, frame)
      else { return nil }
      return .instance(type: "Data", fields: ["text": .string(string)])
    case ("Data", ["contentsOf"]), ("String", ["contentsOf"]),
      ("String", ["contentsOf", "encoding"]),
      ("String", ["contentsOfFile"]), ("String", ["contentsOfFile", "encoding"]):
      let source = evaluate(arguments[0].value, frame)
      if case .unknown = source { return source }
      guard let path = resourcePath(of: source), let bytes = resourceFiles[path] else {
        return unknown(.cannotKnowValue(name + "(contentsOf:)"), at: e.range.start)
      }
      if name == "Data" { return .instance(type: "Data", fields: ["resourcePath": .string(path)]) }
      return .string(String(decoding: bytes, as: UTF8.self))
    case ("URL", ["fileURLWithPath"]):
      let source = evaluate(arguments[0].value, frame)
      guard case .string(let path) = source, resourceFiles[path] != nil else { return nil }
      return Self.resourceURL(path)
    default:
      return nil
    }
  }

  static func resourceURL(_ path: String) -> ProgramValue {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return .instance(
      type: "URL", fields: ["resourcePath": .string(path), "lastPathComponent": .string(file)])
  }

  /// The path of a resource a URL (or a path string) names, once looked up.
  private func resourcePath(of value: ProgramValue) -> String? {
    switch value {
    case .instance("URL", let fields):
      if case .string(let path)? = fields["resourcePath"] { return path }
      return nil
    case .string(let path): return resourceFiles[path] == nil ? nil : path
    default: return nil
    }
  }

  /// Members of `Bundle.main`, a `JSONDecoder`, a `DateFormatter` and a date that layoutc
  /// computes; another member of the bundle (`infoDictionary`, `bundleIdentifier`) is one a
  /// preview cannot know. Nil for the rest.
  func foundationMember(_ base: ProgramValue, _ type: String, _ name: String, _ e: ExprSyntax)
    -> ProgramValue?
  {
    switch (type, name) {
    case ("Bundle", "url"), ("Bundle", "path"), ("JSONDecoder", "decode"),
      ("DateFormatter", "date"), ("DateFormatter", "string"), ("Date", "formatted"):
      return .function(FunctionValue(body: .builtin("foundation." + name), receiver: base))
    case ("Bundle", _) where Self.bundleProperties.contains(name):
      return unknown(.cannotKnowValue("Bundle.main." + name), at: e.range.start)
    default:
      return nil
    }
  }

  /// What a bundle says of itself: its `Info.plist` after the build's settings, its place on
  /// the device.
  static let bundleProperties: Set<String> = [
    "infoDictionary", "localizedInfoDictionary", "bundleIdentifier", "bundlePath", "bundleURL",
    "resourcePath", "resourceURL", "executableURL", "executablePath", "object",
    "localizations", "preferredLocalizations", "developmentLocalization", "appStoreReceiptURL",
    "localizedString", "builtInPlugInsURL", "privateFrameworksURL", "sharedFrameworksURL",
  ]

  func callFoundationMethod(
    _ name: String, on receiver: ProgramValue, _ arguments: [ArgumentSyntax], _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue {
    if case .string(let text) = receiver {  // `data(using: .utf8)`
      return .instance(type: "Data", fields: ["text": .string(text)])
    }
    guard case .instance(let type, let fields) = receiver else { return .none }
    var values: [String: ProgramValue] = [:]
    for argument in arguments { values[argument.label ?? "_"] = evaluate(argument.value, frame) }
    if let u = values.values.lazy.compactMap(\.unknownValue).first { return .unknown(u) }
    let at = e.range.start
    switch (type, name) {
    case ("Bundle", _):
      // `url(forResource: "astronauts", withExtension: "json")`, `path(forResource:ofType:)`.
      guard case .string(let resource)? = values["forResource"] else {
        return unknown(.expressionNotSupported("this call of '\(name)'"), at: at)
      }
      var file = resource
      if case .string(let suffix)? = values[name == "url" ? "withExtension" : "ofType"],
        !suffix.isEmpty
      {
        file += "." + suffix
      }
      guard let path = lookUpResource(file, at: at) else {
        return unknown(nil, at: at)  // reported by the look-up
      }
      return name == "url" ? Self.resourceURL(path) : .string(path)
    case ("JSONDecoder", _):
      return decode(arguments, values, decoder: fields, at: at, frame)
    case ("DateFormatter", "date"):
      guard case .string(let text)? = values["from"] else { return .none }
      guard case .string(let pattern)? = fields["dateFormat"], fields["timeZone"] == nil else {
        return unknown(.dateNotKnown(Self.formatterWithoutPattern), at: at)
      }
      guard Self.isEnglish(fields) else { return unknown(.dateNotKnown(Self.otherLocale), at: at) }
      return CivilDate.parse(text, pattern: pattern)?.programValue ?? .none
    case ("DateFormatter", _):
      guard let value = values["from"], let date = CivilDate(value) else {
        return unknown(.dateNotKnown(Self.instantDate), at: at)
      }
      if fields["timeZone"] != nil {
        return unknown(.dateNotKnown(Self.formatterTimeZone), at: at)
      }
      guard Self.isEnglish(fields) else { return unknown(.dateNotKnown(Self.otherLocale), at: at) }
      if case .string(let pattern)? = fields["dateFormat"] {
        guard let text = date.formatted(pattern: pattern) else {
          return unknown(.expressionNotSupported("the date format '\(pattern)'"), at: at)
        }
        return .string(text)
      }
      if let time = fields["timeStyle"], Self.styleName(time) != "none" {
        return unknown(.expressionNotSupported("a formatter's time style"), at: at)
      }
      guard let style = fields["dateStyle"].flatMap(Self.styleName),
        let pattern = CivilDate.pattern(dateStyle: style)
      else { return .string("") }  // no style and no format: Foundation writes nothing
      return .string(date.formatted(pattern: pattern) ?? "")
    default:  // a date's `formatted(date:time:)`
      guard let date = CivilDate(receiver) else { return .none }
      guard let time = values["time"].flatMap(Self.styleName), time == "omitted",
        let style = values["date"].flatMap(Self.styleName),
        let pattern = CivilDate.pattern(dateStyle: style)
      else {
        return unknown(.expressionNotSupported("this date's format"), at: at)
      }
      return .string(date.formatted(pattern: pattern) ?? "")
    }
  }

  static let otherLocale =
    "the formatter reads and writes in the locale it is given, and layoutc knows English names only"

  /// Whether a formatter's `locale` is English (`en_US_POSIX`, or none: the preview's `en_US`).
  static func isEnglish(_ formatter: [String: ProgramValue]) -> Bool {
    switch formatter["locale"] {
    case nil: return true
    case .instance("Locale", let fields)?:
      if case .string(let id)? = fields["identifier"] { return id.hasPrefix("en") }
      return false
    case .swiftUI(let e)?:
      guard case .call(let callee, let arguments, nil) = e.kind,
        case .identifier("Locale") = callee.kind, arguments.count == 1,
        arguments[0].label == "identifier", case .string(let id) = arguments[0].value.kind
      else { return false }
      return id.hasPrefix("en")
    default: return false
    }
  }

  static let formatterWithoutPattern =
    "layoutc reads dates with a DateFormatter whose dateFormat is set and whose timeZone is not"
  static let instantDate =
    "it is an instant, whose day and hour depend on the preview's time zone"
  static let formatterTimeZone =
    "the formatter writes in its own time zone, and the day it shows depends on the zone the date was made in"

  /// `.abbreviated`, `.medium`, `DateFormatter.Style.none`: the style's name.
  static func styleName(_ value: ProgramValue) -> String? {
    guard case .swiftUI(let e) = value else { return nil }
    switch e.kind {
    case .implicitMember(let name), .member(_, let name): return name
    default: return nil
    }
  }

  /// The path of the resource file named `file`, its contents kept in `resourceFiles`; nil
  /// (reported) when the folders do not give one.
  private func lookUpResource(_ file: String, at location: SourceLocation) -> String? {
    guard let resources else {
      report(.cannotKnowValue("Bundle.main"), at: location)
      return nil
    }
    switch resources(file) {
    case .found(let path, let bytes):
      resourceFiles[path] = bytes
      return path
    case .notFound(let searched): report(.resourceNotFound(file, searched: searched), at: location)
    case .ambiguous(let paths): report(.resourceAmbiguous(file, paths: paths), at: location)
    case .unreadable(let path, let reason):
      report(.resourceUnreadable(path, reason: reason), at: location)
    }
    return nil
  }

  // MARK: - JSONDecoder

  /// `decoder.decode([Mission].self, from: data)`: the JSON read as that type; for a generic
  /// parameter (`decode(T.self, from:)` in the app's `Bundle.decode`), kept as JSON until a
  /// declared type reads it (`coerce`).
  private func decode(
    _ arguments: [ArgumentSyntax], _ values: [String: ProgramValue],
    decoder: [String: ProgramValue], at location: SourceLocation, _ frame: Frame
  ) -> ProgramValue {
    guard arguments.count == 2, arguments[0].label == nil,
      case .instance("Data", let data)? = values["from"]
    else {
      return unknown(.cannotKnowValue("JSONDecoder().decode(_:from:)"), at: location)
    }
    let path: String
    let bytes: [UInt8]
    if case .string(let file)? = data["resourcePath"], let contents = resourceFiles[file] {
      (path, bytes) = ("'\(file)'", contents)
    } else if case .string(let text)? = data["text"] {
      (path, bytes) = ("the string", Array(text.utf8))
    } else {
      return unknown(.cannotKnowValue("JSONDecoder().decode(_:from:)"), at: location)
    }
    var json: ProgramValue
    switch PreviewDataReader.read(bytes) {
    case .success(let value): json = value.programValue
    case .failure(let f):
      return unknown(
        .resourceNotJSON(path, line: f.line, column: f.column, reason: f.reason), at: location)
    }
    if let keys = decoder["keyDecodingStrategy"], Self.styleName(keys) == "convertFromSnakeCase" {
      json = Self.camelCaseKeys(json)
    }
    let dates = decoder["dateDecodingStrategy"] ?? .none
    let decoded = ProgramValue.instance(
      type: "JSONDecoded",
      fields: [
        "value": json, "dates": dates, "line": .int(location.line),
        "column": .int(location.column), "offset": .int(location.offset),
      ])
    guard var type = Self.typeName(arguments[0].value) else { return decoded }
    if !isDecodable(type), case .string(let given)? = frame.scope.lookup("$type " + type) {
      type = given  // a generic parameter its call's `T.Type` argument gave
    }
    return isDecodable(type) ? coerce(decoded, to: type) : decoded
  }

  /// `_ type: T.Type` given `[Pet].self`: what `T` stands for in the body, which
  /// `decode(T.self, from:)` reads.
  func bindGenericType(_ parameter: ParameterSyntax, given: ExprSyntax, in scope: Scope) {
    guard let type = parameter.type, type.hasSuffix(".Type"), let name = Self.typeName(given)
    else { return }
    scope.names["$type " + type.dropLast(5)] = .string(name)
  }

  /// `T` of `T.self`: `Mission`, `[Mission]`, `[String:Astronaut]`.
  static func typeName(_ e: ExprSyntax) -> String? {
    guard case .member(let type, "self") = e.kind else { return nil }
    func name(_ e: ExprSyntax) -> String? {
      switch e.kind {
      case .identifier(let n): return n
      case .member(let base, let n): return name(base).map { $0 + "." + n }
      case .array(let elements) where elements.count == 1:
        return name(elements[0]).map { "[" + $0 + "]" }
      case .dictionary(let entries) where entries.count == 1:
        guard let k = name(entries[0].key), let v = name(entries[0].value) else { return nil }
        return "[" + k + ":" + v + "]"
      default: return nil
      }
    }
    return name(type)
  }

  static let decodableStandardTypes: Set<String> = [
    "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL",
  ]

  /// Whether JSON can be read as `type` here: the app's types, the standard ones, and arrays,
  /// dictionaries and optionals of them (a generic parameter is not).
  func isDecodable(_ type: String) -> Bool {
    var name = type.filter { $0 != " " }
    if Self.isOptional(name) { name.removeLast() }
    if name.hasPrefix("["), name.hasSuffix("]") {
      let inner = name.dropFirst().dropLast()
      if let colon = inner.firstIndex(of: ":") {
        return isDecodable(String(inner[inner.index(after: colon)...]))
      }
      return isDecodable(String(inner))
    }
    return Self.decodableStandardTypes.contains(name) || index.type(name) != nil
  }

  /// `JSONDecoded` read as `type` with its decoder's date strategy; nil when `value` is not one
  /// or `type` cannot be decoded here (the value stays JSON until a declared type reads it).
  func decodedJSON(_ value: ProgramValue, as type: String) -> ProgramValue? {
    guard case .instance("JSONDecoded", let fields) = value, let json = fields["value"],
      isDecodable(type)
    else { return nil }
    let saved = (jsonDates, jsonDecodeLocation)
    jsonDates = fields["dates"] ?? ProgramValue.none
    if case .int(let line)? = fields["line"], case .int(let column)? = fields["column"],
      case .int(let offset)? = fields["offset"]
    {
      jsonDecodeLocation = SourceLocation(line: line, column: column, offset: offset)
    }
    defer { (jsonDates, jsonDecodeLocation) = saved }
    return coerce(json, to: type)
  }

  /// A JSON string or number read into a `Date` property: known when the decoder's strategy is
  /// `.formatted(formatter)` with a `dateFormat` and no time zone.
  func decodedDate(_ value: ProgramValue, at location: SourceLocation) -> ProgramValue? {
    switch value {
    case .string, .int, .double: break
    default: return nil
    }
    guard case .instance("DateDecodingStrategy", let strategy)? = jsonDates,
      case .instance("DateFormatter", let formatter)? = strategy["formatter"]
    else {
      return unknown(.dateNotKnown(Self.instantDate), at: location)
    }
    guard case .string(let pattern)? = formatter["dateFormat"], formatter["timeZone"] == nil,
      case .string(let text) = value
    else {
      return unknown(.dateNotKnown(Self.formatterWithoutPattern), at: location)
    }
    guard Self.isEnglish(formatter) else {
      return unknown(.dateNotKnown(Self.otherLocale), at: location)
    }
    guard let date = CivilDate.parse(text, pattern: pattern) else {
      return unknown(
        .dateNotKnown("'\(text)' does not match the dateFormat '\(pattern)', so decoding fails"),
        at: location)
    }
    return date.programValue
  }

  /// `.formatted(formatter)` given for a decoder's `dateDecodingStrategy`.
  func dateDecodingStrategy(_ arguments: [ArgumentSyntax], _ frame: Frame) -> ProgramValue? {
    guard arguments.count == 1, arguments[0].label == nil else { return nil }
    let formatter = evaluate(arguments[0].value, frame)
    guard case .instance("DateFormatter", _) = formatter else { return nil }
    return .instance(type: "DateDecodingStrategy", fields: ["formatter": formatter])
  }

  /// `keyDecodingStrategy = .convertFromSnakeCase`: `launch_date` read as `launchDate`.
  static func camelCaseKeys(_ value: ProgramValue) -> ProgramValue {
    switch value {
    case .array(let items): return .array(items.map(camelCaseKeys))
    case .instance("JSON", let fields):
      var converted: [String: ProgramValue] = [:]
      for (key, field) in fields { converted[camelCase(key)] = camelCaseKeys(field) }
      return .instance(type: "JSON", fields: converted)
    default: return value
    }
  }

  /// Foundation's rule: underscores inside the key start capitalized words; leading and
  /// trailing ones stay.
  static func camelCase(_ key: String) -> String {
    guard key.contains("_") else { return key }
    let leading = key.prefix { $0 == "_" }
    let trailing = String(key.reversed().prefix { $0 == "_" })
    let core = key.dropFirst(leading.count).dropLast(trailing.count)
    let words = core.split(separator: "_", omittingEmptySubsequences: true)
    guard let first = words.first else { return key }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    return leading + first.lowercased() + rest.joined() + trailing
  }
}
