import LayoutEngine

/// A layout type chosen for `AnyLayout`: the container it stands for and its arguments.
struct LayoutChoice {
  var definition: ViewDefinition
  var call: BoundCall
}

/// `AnyLayout(dynamicTypeSize.isAccessibilitySize ? VStackLayout() : HStackLayout())`, or as
/// Apple writes it, `let layout = dynamicTypeSize <= .medium ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())` and then a `layout` view line with the children. The condition
/// is evaluated against the run (`--dynamic-type`, the canvas), so the output shows the layout
/// SwiftUI would pick on that device.
extension Lowerer {
  static let layoutTypes: Set<String> = [
    "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "FlowLayout",
  ]

  /// The layout of an `AnyLayout(…)` view line or a declared layout's name.
  mutating func anyLayout(_ view: ViewSyntax) -> LayoutChoice? {
    if let declared = declaredLayouts[view.name] { return declared }
    guard let list = view.arguments, list.arguments.count == 1, list.arguments[0].label == nil
    else {
      report(
        .expectedLayout(found: "'\(view.name)' without one layout argument"),
        at: view.nameRange.start)
      return nil
    }
    return layoutChoice(list.arguments[0].value)
  }

  /// The layout an expression picks, or nil after reporting why it is not one.
  mutating func layoutChoice(_ e: ExprSyntax) -> LayoutChoice? {
    switch e.kind {
    case .call(let callee, let arguments, nil):
      guard case .identifier(let name) = callee.kind else { break }
      if name == "AnyLayout", arguments.count == 1, arguments[0].label == nil {
        return layoutChoice(arguments[0].value)
      }
      guard Self.layoutTypes.contains(name), let definition = Catalogue.views[name] else { break }
      let site = CallSite(
        callee: name, arguments: arguments, trailingClosure: nil, location: e.range.start,
        closeLocation: e.range.end)
      switch evaluator.bind(site, to: definition.overloads) {
      case .success(let call): return LayoutChoice(definition: definition, call: call)
      case .failure(let failure):
        context.diagnostics += failure.diagnostics
        return nil
      }
    case .ternary(let condition, let yes, let no):
      // Both choices are checked; the condition picks one.
      let picked = self.condition(condition)
      let a = layoutChoice(yes)
      let b = layoutChoice(no)
      guard let picked else { return nil }
      return picked ? a : b
    case .identifier(let name):
      if let declared = declaredLayouts[name] { return declared }
    default:
      break
    }
    report(.expectedLayout(found: describe(e)), at: e.range.start)
    return nil
  }

  /// A condition over the run: `dynamicTypeSize <= .medium`,
  /// `dynamicTypeSize.isAccessibilitySize`, `horizontalSizeClass == .compact`,
  /// `canvasWidth > 600`, `displayScale >= 3`, `pixelLength < 0.5`, with `!`, `&&`, `||`,
  /// `true`, `false`.
  mutating func condition(_ e: ExprSyntax) -> Bool? {
    switch e.kind {
    case .bool(let b): return b
    case .not(let operand): return condition(operand).map { !$0 }
    case .logical(let and, let a, let b):
      guard let x = condition(a), let y = condition(b) else { return nil }
      return and ? x && y : x || y
    case .member(let base, "isAccessibilitySize"):
      if case .identifier("dynamicTypeSize") = base.kind {
        return context.reader.dynamicTypeSize.isAccessibilitySize
      }
    case .comparison(let op, let left, let right):
      return compare(op, left, right)
    default:
      break
    }
    report(.expectedCondition(found: describe(e)), at: e.range.start)
    return nil
  }

  /// An environment operand of a comparison.
  private enum Operand {
    case dynamicType(DynamicTypeSize)
    case sizeClass(String)
    case number(Double)
  }

  private mutating func compare(_ op: ComparisonOperator, _ l: ExprSyntax, _ r: ExprSyntax) -> Bool?
  {
    let reported = context.diagnostics.count
    let left = operand(l, hint: nil)
    let right = operand(r, hint: left)
    let leftAgain = left ?? operand(l, hint: right)
    switch (leftAgain, right) {
    case (.dynamicType(let a)?, .dynamicType(let b)?): return ordered(op, a, b)
    case (.number(let a)?, .number(let b)?): return ordered(op, a, b)
    case (.sizeClass(let a)?, .sizeClass(let b)?):
      if op == .equal { return a == b }
      if op == .notEqual { return a != b }
      report(.sizeClassOrder, at: l.range.start)
      return nil
    default:
      // An operand that was already reported (an unknown member) needs no second error.
      if context.diagnostics.count == reported {
        report(.expectedCondition(found: describe(l)), at: l.range.start)
      }
      return nil
    }
  }

  private func ordered<T: Comparable>(_ op: ComparisonOperator, _ a: T, _ b: T) -> Bool {
    switch op {
    case .less: a < b
    case .lessEqual: a <= b
    case .greater: a > b
    case .greaterEqual: a >= b
    case .equal: a == b
    case .notEqual: a != b
    }
  }

  /// `.name`, `DynamicTypeSize.name` or `UserInterfaceSizeClass.name`.
  private func memberName(_ e: ExprSyntax) -> String? {
    switch e.kind {
    case .implicitMember(let name): return name
    case .member(let base, let name):
      guard case .identifier(let type) = base.kind,
        type == "DynamicTypeSize" || type == "UserInterfaceSizeClass"
      else { return nil }
      return name
    default: return nil
    }
  }

  /// `dynamicTypeSize`, `horizontalSizeClass`, `verticalSizeClass`, `canvasWidth`,
  /// `canvasHeight`, `displayScale`, `pixelLength`, a number, or a member (`.medium`, `DynamicTypeSize.large`, `.compact`)
  /// read as the other side's type.
  private mutating func operand(_ e: ExprSyntax, hint: Operand?) -> Operand? {
    let env = context.reader
    switch e.kind {
    case .identifier("dynamicTypeSize"): return .dynamicType(env.dynamicTypeSize)
    case .identifier("horizontalSizeClass"): return .sizeClass(env.horizontalSizeClass)
    case .identifier("verticalSizeClass"): return .sizeClass(env.verticalSizeClass)
    case .identifier("canvasWidth"): return .number(env.canvasWidth)
    case .identifier("canvasHeight"): return .number(env.canvasHeight)
    case .identifier("displayScale"): return .number(env.displayScale)
    case .identifier("pixelLength"): return .number(env.pixelLength)
    case .number(let v): return .number(v)
    case .integer(let v): return .number(Double(v))
    case .implicitMember, .member:
      guard let name = memberName(e) else { return nil }
      switch hint {
      case .dynamicType?:
        if let size = DynamicTypeSize(rawValue: name) { return .dynamicType(size) }
        report(
          .unknownMember(
            name, of: "DynamicTypeSize",
            suggestion: closestSpelling(to: name, in: DynamicTypeSize.allCases.map(\.rawValue))),
          at: e.range.start)
      case .sizeClass?:
        if name == "compact" || name == "regular" { return .sizeClass(name) }
        report(
          .unknownMember(name, of: "UserInterfaceSizeClass", suggestion: nil), at: e.range.start)
      default:
        break
      }
      return nil
    default:
      return nil
    }
  }
}
