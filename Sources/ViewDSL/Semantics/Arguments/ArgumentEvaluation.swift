import LayoutEngine

/// An argument that is not of the parameter's type. It rejects the overload being tried;
/// `nearMiss` marks errors that show the user meant this overload (a misspelt member of the
/// right type, a bad argument inside the right initialiser), so its messages are preferred.
struct Mismatch: Error {
  var diagnostics: [Diagnostic]
  var nearMiss: Bool

  init(_ message: DiagnosticMessage, at location: SourceLocation, nearMiss: Bool = false) {
    self.diagnostics = [Diagnostic(message, at: location)]
    self.nearMiss = nearMiss
  }

  init(diagnostics: [Diagnostic], nearMiss: Bool) {
    self.diagnostics = diagnostics
    self.nearMiss = nearMiss
  }
}

/// Evaluates argument expressions against parameter types. Type errors are thrown (they
/// reject an overload); value errors — division by zero, NaN, an infinite length — are
/// collected in `diagnostics` and reported once the overload is chosen.
struct Evaluator {
  var diagnostics: [Diagnostic] = []
  /// Custom alignments declared in the file, by name (for closures).
  var customAlignments: [String: AlignmentKey] = [:]
  /// Environment values a number may name, as a view reads them with `@Environment`:
  /// `displayScale` and `pixelLength` from `--scale`.
  var environment: EnvironmentReader?
  /// Names bound to an expression, evaluated in its place: a `ForEach` parameter and the
  /// element it stands for in this copy of the content.
  var bindings: [String: ExprSyntax] = [:]
  /// The colour symbols of the app's asset catalogues (`CompileOptions.assetColors`).
  var assetColors: Set<String> = []

  init(customAlignments: [String: AlignmentKey] = [:]) {
    self.customAlignments = customAlignments
  }

  /// The value of an argument for a parameter of `type`: the few types with their own forms
  /// here, the others by family (`evaluateNumeric`, `evaluateText`, `evaluateAlignment`,
  /// `evaluateGeometry`, `evaluateMembers`).
  mutating func evaluate(
    _ e: ExprSyntax, as type: ValueType, parameter: String
  ) throws(Mismatch) -> Value {
    // A finite number literal for a length, the usual argument, is its value: what the
    // general path below gives it, without its calls (about 150 instructions an argument).
    if case .number(let v) = e.kind, v.isFinite, type.takesAnyNumber { return .number(v) }
    if case .error = e.kind { return .opaque }  // the parser reported it
    if !bindings.isEmpty, case .identifier(let name) = e.kind, let bound = bindings[name] {
      return try evaluate(bound, as: type, parameter: parameter)
    }
    switch type {
    case .any:
      return .opaque
    case .optional(let wrapped):
      if case .nilLiteral = e.kind { return .none }
      return try evaluate(e, as: wrapped, parameter: parameter)
    case .color:
      if try color(e, parameter: parameter) { return .color }
      throw typeMismatch(e, type, parameter)
    case .font:
      return .font(try font(e, parameter: parameter))
    case .gridItem:
      return .gridItem(try gridItem(e, parameter: parameter))
    case .gridItemSize:
      return .gridItemSize(try gridItemSize(e, parameter: parameter))
    case .gridItems:
      return .gridItems(try gridItems(e, parameter: parameter))
    case .closure(let kind):
      guard case .closure(let closure) = e.kind else { throw typeMismatch(e, type, parameter) }
      switch kind {
      case .opaque:
        return .opaque
      case .viewDimensions, .containerLength:
        var compiler = ClosureCompiler(kind: kind, customAlignments: customAlignments)
        let program = compiler.compile(closure)
        diagnostics += compiler.diagnostics
        return program.map(Value.expression) ?? .opaque
      }
    case .number, .count, .closedRange, .numberOrInfinity:
      return try evaluateNumeric(e, as: type, parameter: parameter)
    case .string, .bool, .identifier, .keyPath:
      return try evaluateText(e, as: type, parameter: parameter)
    case .alignment, .horizontalAlignment, .verticalAlignment:
      return try evaluateAlignment(e, as: type, parameter: parameter)
    case .edgeSet, .axisSet, .edgeInsets, .size, .point:
      return try evaluateGeometry(e, as: type, parameter: parameter)
    case .roundedCornerStyle, .colorSpace, .enumeration, .optionSet, .memberRange:
      return try evaluateMembers(e, as: type, parameter: parameter)
    }
  }

  /// The error for an expression that is not of the parameter's type.
  private func typeMismatch(_ e: ExprSyntax, _ type: ValueType, _ parameter: String) -> Mismatch {
    Mismatch(
      .typeMismatch(expected: type.expectation, for: parameter, found: describe(e)),
      at: e.range.start)
  }

  /// Numbers: lengths, counts and closed ranges.
  private mutating func evaluateNumeric(
    _ e: ExprSyntax, as type: ValueType, parameter: String
  ) throws(Mismatch) -> Value {
    switch type {
    case .number, .numberOrInfinity:
      var reported = false
      let v = try number(e, parameter: parameter, reported: &reported)
      if !reported, v.isNaN {
        diagnostics.append(Diagnostic(.nanNotAllowed(parameter), at: e.range.start))
      } else if !reported, v.isInfinite, type == .number {
        diagnostics.append(Diagnostic(.infiniteNotAllowed(parameter), at: e.range.start))
      }
      return .number(v)
    case .count:
      var reported = false
      let v = try number(e, parameter: parameter, reported: &reported)
      // A value already reported (`0 / 0`) may be NaN: it becomes 1 too, never reaching `Int(_:)`.
      if reported || !(v >= 1 && v <= Double(Int32.max) && v == v.rounded()) {
        if !reported {
          diagnostics.append(Diagnostic(.countOutOfRange(parameter), at: e.range.start))
        }
        return .number(1)
      }
      return .number(v)
    case .closedRange:
      // `a...b`; `a...` has no upper bound (+∞) and `...b` no lower bound (−∞).
      var reported = false
      switch e.kind {
      case .range(let lower, let upper, closed: true):
        let a = try number(lower, parameter: parameter, reported: &reported)
        let b = try number(upper, parameter: parameter, reported: &reported)
        return .closedRange(a, b)
      case .partialRange(let lower, let upper, closed: true):
        let a = try lower.map { e throws(Mismatch) in
          try number(e, parameter: parameter, reported: &reported)
        }
        let b = try upper.map { e throws(Mismatch) in
          try number(e, parameter: parameter, reported: &reported)
        }
        return .closedRange(a ?? -.infinity, b ?? .infinity)
      default:
        throw typeMismatch(e, type, parameter)
      }
    default:
      throw typeMismatch(e, type, parameter)
    }
  }

  /// Strings, identifiers, Booleans and key paths.
  private mutating func evaluateText(
    _ e: ExprSyntax, as type: ValueType, parameter: String
  ) throws(Mismatch) -> Value {
    switch type {
    case .string:
      if case .interpolatedString(let parts) = e.kind {
        return .string(try interpolate(parts, parameter: parameter))
      }
      // `Text("About")` where SwiftUI also takes a `Text` (`.navigationTitle(Text("About"))`):
      // a bare one shows the same string; one with modifiers is not read as a string.
      if case .call(let callee, let arguments, nil) = e.kind,
        case .identifier("Text") = callee.kind, arguments.count == 1,
        arguments[0].label == nil || arguments[0].label == "verbatim"
      {
        return try evaluateText(arguments[0].value, as: .string, parameter: parameter)
      }
      guard case .string(let s) = e.kind else { throw typeMismatch(e, type, parameter) }
      return .string(s)
    case .bool:
      guard case .bool(let b) = e.kind else { throw typeMismatch(e, type, parameter) }
      return .bool(b)
    case .identifier:
      if case .string(let s) = e.kind { return .string(s) }
      if case .interpolatedString(let parts) = e.kind {
        return .string(try interpolate(parts, parameter: parameter))
      }
      do {
        var reported = false
        let v = try number(e, parameter: parameter, reported: &reported)
        return .string(formatNumber(v))
      } catch {
        throw typeMismatch(e, type, parameter)
      }
    case .keyPath:
      guard case .keyPath(let components) = e.kind else { throw typeMismatch(e, type, parameter) }
      return .keyPath(components.joined(separator: "."))
    default:
      throw typeMismatch(e, type, parameter)
    }
  }

  /// Alignments and alignment guides, built-in or declared in the file.
  private mutating func evaluateAlignment(
    _ e: ExprSyntax, as type: ValueType, parameter: String
  ) throws(Mismatch) -> Value {
    switch type {
    case .alignment:
      if let a = try member(e, type, qualifiers: ["Alignment"], ValueTables.alignments) {
        return .alignment(a)
      }
      if let call = try construct(e, "Alignment", ValueTables.alignmentSignatures) {
        if case .horizontalAlignment(let h)? = call.value("horizontal"),
          case .verticalAlignment(let v)? = call.value("vertical")
        {
          return .alignment(Alignment(horizontal: h, vertical: v))
        }
        return .opaque
      }
      throw typeMismatch(e, type, parameter)
    case .horizontalAlignment:
      // Merged with the file's own guides only when it declares some: merging for every
      // argument cost 1,060 instructions a `.leading` (the feed bench file).
      let table =
        customAlignments.isEmpty
        ? ValueTables.horizontalAlignments
        : ValueTables.horizontalAlignments.merging(custom(.horizontal)) { a, _ in a }
      if let h = try member(e, type, qualifiers: ["HorizontalAlignment"], table) {
        return .horizontalAlignment(h)
      }
      throw typeMismatch(e, type, parameter)
    case .verticalAlignment:
      let table =
        customAlignments.isEmpty
        ? ValueTables.verticalAlignments
        : ValueTables.verticalAlignments.merging(custom(.vertical)) { a, _ in a }
      if let v = try member(e, type, qualifiers: ["VerticalAlignment"], table) {
        return .verticalAlignment(v)
      }
      throw typeMismatch(e, type, parameter)
    default:
      throw typeMismatch(e, type, parameter)
    }
  }

  /// An option set written as one member (`.top`) or an array of them (`[.top, .leading]`).
  private func optionSet<S: SetAlgebra>(
    _ e: ExprSyntax, _ type: ValueType, _ parameter: String, qualifier: String,
    _ table: [String: S], element: String
  ) throws(Mismatch) -> S {
    guard case .array(let elements) = e.kind else {
      guard let s = try member(e, type, qualifiers: [qualifier], table) else {
        throw typeMismatch(e, type, parameter)
      }
      return s
    }
    var set = S()
    for item in elements {
      guard let s = try member(item, type, qualifiers: [qualifier], table) else {
        throw Mismatch(
          .typeMismatch(expected: element, for: parameter, found: describe(item)),
          at: item.range.start)
      }
      set.formUnion(s)
    }
    return set
  }

  /// Edge and axis sets, insets, sizes and points.
  private mutating func evaluateGeometry(
    _ e: ExprSyntax, as type: ValueType, parameter: String
  ) throws(Mismatch) -> Value {
    switch type {
    case .edgeSet:
      let set = try optionSet(
        e, type, parameter, qualifier: "Edge.Set", ValueTables.edgeSets, element: "an edge")
      return .edgeSet(set)
    case .axisSet:
      let set = try optionSet(
        e, type, parameter, qualifier: "Axis.Set", ValueTables.axisSets, element: "an axis")
      return .axisSet(set)
    case .edgeInsets:
      if let call = try construct(e, "EdgeInsets", ValueTables.edgeInsetsSignatures) {
        return .edgeInsets(
          EdgeInsets(
            top: call.number("top") ?? 0, leading: call.number("leading") ?? 0,
            bottom: call.number("bottom") ?? 0, trailing: call.number("trailing") ?? 0))
      }
      throw typeMismatch(e, type, parameter)
    case .size:
      if (try member(e, type, qualifiers: ["CGSize"], ["zero": 0])) != nil { return .size(.zero) }
      if let call = try construct(e, "CGSize", ValueTables.sizeSignatures) {
        return .size(Size(width: call.number("width") ?? 0, height: call.number("height") ?? 0))
      }
      throw typeMismatch(e, type, parameter)
    case .point:
      if (try member(e, type, qualifiers: ["CGPoint"], ["zero": 0])) != nil { return .point(.zero) }
      if let call = try construct(e, "CGPoint", ValueTables.pointSignatures) {
        return .point(Point(x: call.number("x") ?? 0, y: call.number("y") ?? 0))
      }
      throw typeMismatch(e, type, parameter)
    default:
      throw typeMismatch(e, type, parameter)
    }
  }

  /// Members of an enumeration or option set, and ranges of members.
  private mutating func evaluateMembers(
    _ e: ExprSyntax, as type: ValueType, parameter: String
  ) throws(Mismatch) -> Value {
    switch type {
    case .roundedCornerStyle:
      let table = ValueTables.cornerStyles
      if let s = try member(e, type, qualifiers: ["RoundedCornerStyle"], table) {
        return .roundedCornerStyle(s)
      }
      throw typeMismatch(e, type, parameter)
    case .colorSpace:
      let spaces = ValueTables.colorSpaces
      if (try member(e, type, qualifiers: ["Color.RGBColorSpace"], members: spaces)) != nil {
        return .colorSpace
      }
      throw typeMismatch(e, type, parameter)
    case .enumeration(let typeName, let members):
      if let m = try member(e, type, qualifiers: [typeName], members: members) {
        return .member(m)
      }
      if let m = Self.styleInstance(e, typeName, members) { return .member(m) }
      throw typeMismatch(e, type, parameter)
    case .optionSet(let typeName, let members):
      let elements: [ExprSyntax]
      if case .array(let written) = e.kind { elements = written } else { elements = [e] }
      var set: Set<String> = []
      for element in elements {
        guard let m = try member(element, type, qualifiers: [typeName], members: members) else {
          if elements.count == 1, element.range.start == e.range.start {
            throw typeMismatch(e, type, parameter)
          }
          throw Mismatch(
            .typeMismatch(
              expected: "a member of '\(typeName)'", for: parameter, found: describe(element)),
            at: element.range.start)
        }
        set.insert(m)
      }
      return .members(set)
    case .memberRange(let typeName, let members):
      // `a...b`, `a...` and `...b` (from the first member, through the last).
      let lower: ExprSyntax?
      let upper: ExprSyntax?
      switch e.kind {
      case .range(let l, let u, closed: true): (lower, upper) = (l, u)
      case .partialRange(let l, let u, closed: true): (lower, upper) = (l, u)
      default: throw typeMismatch(e, type, parameter)
      }
      let element = ValueType.enumeration(typeName, members)
      var a = members[0]
      var b = members[members.count - 1]
      if let lower {
        guard case .member(let m) = try evaluate(lower, as: element, parameter: parameter) else {
          throw typeMismatch(e, type, parameter)
        }
        a = m
      }
      if let upper {
        guard case .member(let m) = try evaluate(upper, as: element, parameter: parameter) else {
          throw typeMismatch(e, type, parameter)
        }
        b = m
      }
      return .memberRange(a, b)
    default:
      throw typeMismatch(e, type, parameter)
    }
  }

  /// The custom guides declared on one axis, as alignment values.
  private func custom<T>(_ axis: Axis) -> [String: T] {
    var table: [String: T] = [:]
    for (name, key) in customAlignments where key.axis == axis {
      if axis == .horizontal, let h = HorizontalAlignment(key) as? T { table[name] = h }
      if axis == .vertical, let v = VerticalAlignment(key) as? T { table[name] = v }
    }
    return table
  }

  /// `.name` or `Qualifier.name` looked up in `table`: nil when `e` is not of that form, a
  /// thrown near miss when the name is not a member.
  func member<T>(
    _ e: ExprSyntax, _ type: ValueType, qualifiers: [String], _ table: [String: T]
  ) throws(Mismatch) -> T? {
    guard let name = memberName(e, qualifiers: qualifiers) else { return nil }
    if let value = table[name] { return value }
    throw unknownMember(name, e, type, qualifiers, among: table.keys.sorted())
  }

  /// `member(_:_:qualifiers:_:)` for a type whose members are their own values, found in its
  /// list: a table made of the list for every argument cost 3,300 instructions a `.fit`.
  func member(
    _ e: ExprSyntax, _ type: ValueType, qualifiers: [String], members: [String]
  ) throws(Mismatch) -> String? {
    guard let name = memberName(e, qualifiers: qualifiers) else { return nil }
    if members.contains(name) { return name }
    throw unknownMember(name, e, type, qualifiers, among: members.sorted())
  }

  /// The name of `.name` or `Qualifier.name`; nil for anything else.
  private func memberName(_ e: ExprSyntax, qualifiers: [String]) -> String? {
    switch e.kind {
    case .implicitMember(let n):
      return n
    case .member(let base, let n):
      guard let path = dottedPath(base), qualifiers.contains(path) else { return nil }
      return n
    default:
      return nil
    }
  }

  private func unknownMember(
    _ name: String, _ e: ExprSyntax, _ type: ValueType, _ qualifiers: [String],
    among names: [String]
  ) -> Mismatch {
    let suggestion = closestSpelling(to: name, in: names)
    return Mismatch(
      .unknownMember(name, of: type.swiftName, suggestion: suggestion), at: e.range.start,
      nearMiss: suggestion != nil || qualifiers.contains(dottedBase(e) ?? ""))
  }

  private func dottedBase(_ e: ExprSyntax) -> String? {
    if case .member(let base, _) = e.kind { return dottedPath(base) }
    return nil
  }

  /// `Type(…)`, `Type.init(…)` or `.init(…)` matched against the type's initialisers: nil
  /// when `e` is not such a call.
  mutating func construct(
    _ e: ExprSyntax, _ typeName: String, _ overloads: [Signature]
  ) throws(Mismatch) -> BoundCall? {
    guard case .call(let callee, let arguments, let trailing) = e.kind else { return nil }
    switch callee.kind {
    case .implicitMember("init"): break
    default:
      guard let path = dottedPath(callee), path == typeName || path == typeName + ".init"
      else { return nil }
    }
    let site = CallSite(
      callee: typeName, arguments: arguments, trailingClosure: trailing, location: e.range.start,
      closeLocation: closingParenthesis(of: e.range))
    switch bind(site, to: overloads) {
    case .success(let call): return call
    case .failure(let failure): throw Mismatch(diagnostics: failure.diagnostics, nearMiss: true)
    }
  }

  /// A colour: `.red`, `Color.red`, `Color(red:green:blue:)` and the other initialisers, and
  /// `colour.opacity(x)`. False when `e` has none of these forms.
  private mutating func color(_ e: ExprSyntax, parameter: String) throws(Mismatch) -> Bool {
    let table = Dictionary(uniqueKeysWithValues: ValueTables.namedColors.map { ($0, 0) })
    if !assetColors.isEmpty, let name = memberName(e, qualifiers: ["Color"]),
      assetColors.contains(name), !ValueTables.namedColors.contains(name)
    {
      return true  // Xcode's symbol for an asset catalogue's colour set
    }
    if (try member(e, .color, qualifiers: ["Color"], table)) != nil { return true }
    if (try construct(e, "Color", ColorView.signatures)) != nil { return true }
    if case .call(let callee, let arguments, nil) = e.kind,
      case .member(let base, "opacity") = callee.kind, arguments.count == 1,
      arguments[0].label == nil
    {
      guard try color(base, parameter: parameter) else { return false }
      _ = try evaluate(arguments[0].value, as: .number, parameter: "opacity")
      return true
    }
    return false
  }

  /// A style written as its type's instance, as older code does: `InsetGroupedListStyle()` is
  /// `.insetGrouped`, `SegmentedPickerStyle()` `.segmented`, `DefaultListStyle()` `.automatic`
  /// (the arguments such an initializer takes change no frame). `.buttonStyle` takes a
  /// `PrimitiveButtonStyle`, whose types are named `BorderlessButtonStyle`.
  static func styleInstance(_ e: ExprSyntax, _ typeName: String, _ members: [String]) -> String? {
    let family = typeName.hasPrefix("Primitive") ? String(typeName.dropFirst(9)) : typeName
    guard family.hasSuffix("Style"), case .call(let callee, _, _) = e.kind,
      case .identifier(let name) = callee.kind, name.hasSuffix(family),
      name.count > family.count
    else { return nil }
    let prefix = name.dropLast(family.count)
    let member = prefix.prefix(1).lowercased() + prefix.dropFirst()
    let resolved = member == "default" ? "automatic" : member
    return members.contains(resolved) ? resolved : nil
  }
}
