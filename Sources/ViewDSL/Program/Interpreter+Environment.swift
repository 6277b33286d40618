/// The environment as view code sets it: `.environmentObject(model)`, `.environment(model)`
/// and `.environment(\.key, value)`, for the custom views of the content and for SwiftUI's
/// modifiers that the keys stand for.
extension Interpreter {
  /// Environment values that a modifier of the catalogue sets.
  static let environmentKeyModifiers: [String: String] = [
    "dynamicTypeSize": "dynamicTypeSize", "sizeCategory": "dynamicTypeSize", "font": "font",
    "lineLimit": "lineLimit", "multilineTextAlignment": "multilineTextAlignment",
    "imageScale": "imageScale", "controlSize": "controlSize",
    "minimumScaleFactor": "minimumScaleFactor", "truncationMode": "truncationMode",
  ]

  /// Environment values that change no frame (colours, locale, editing state).
  static let environmentKeysWithoutLayout: Set<String> = [
    "colorScheme", "locale", "calendar", "timeZone", "editMode", "isEnabled", "openURL",
    "managedObjectContext", "modelContext", "symbolRenderingMode", "backgroundStyle",
    "colorSchemeContrast", "horizontalSizeClass", "verticalSizeClass", "displayScale",
    "accessibilityReduceMotion", "redactionReasons",
  ]

  /// `ContentSizeCategory` by its `DynamicTypeSize` name.
  static let contentSizeCategories: [String: String] = [
    "extraSmall": "xSmall", "small": "small", "medium": "medium", "large": "large",
    "extraLarge": "xLarge", "extraExtraLarge": "xxLarge", "extraExtraExtraLarge": "xxxLarge",
    "accessibilityMedium": "accessibility1", "accessibilityLarge": "accessibility2",
    "accessibilityExtraLarge": "accessibility3", "accessibilityExtraExtraLarge": "accessibility4",
    "accessibilityExtraExtraExtraLarge": "accessibility5",
  ]

  /// `.environmentObject(model)`, `.environment(model)`, `.environment(\.key, value)`: the
  /// value is visible to the custom views of the content, which is evaluated after it.
  func environmentModifier(
    _ e: ExprSyntax, _ baseExpression: ExprSyntax, _ name: String, _ callee: ExprSyntax,
    _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, _ frame: Frame
  ) -> ProgramValue {
    let saved = (environmentObjects, environment, customEnvironment)
    defer { (environmentObjects, environment, customEnvironment) = saved }
    var keep = arguments
    if arguments.count == 1, let first = arguments.first {
      let object = evaluate(first.value, frame)
      if case .instance(let type, _) = object {
        environmentObjects[type] = object
        keep = []
      } else if let undeclared = objectOfUndeclaredType(object) {
        environmentObjects[undeclared.type] = undeclared.value
        keep = []
      }
    } else if arguments.count == 2, case .keyPath(let path) = arguments[0].value.kind,
      let key = path.first
    {
      let value = evaluate(arguments[1].value, frame)
      if let modifier = Self.environmentKeyModifiers[key] {
        // `.environment(\.font, .title)` is `.font(.title)`: the catalogue's modifier. The
        // content's `@Environment(\.dynamicTypeSize)` reads the new size.
        var argument = arguments[1]
        argument.label = nil
        if case .swiftUI(let v) = value, case .implicitMember(let member) = v.kind,
          modifier == "dynamicTypeSize"
        {
          let size = key == "sizeCategory" ? Self.contentSizeCategories[member] ?? member : member
          environment.dynamicTypeSize = size
          argument.value = ExprSyntax(.implicitMember(size), range: argument.value.range)
        }
        let base = evaluate(baseExpression, frame)
        guard let views = asViewsIfPossible(base) else { return member(base, name, callee) }
        return applyViewMember(modifier, to: views, [argument], nil, e, callee, frame)
      }
      if Self.environmentKeysWithoutLayout.contains(key) {
        keep = []
      }
      if appEnvironmentKey(key) != nil {
        customEnvironment[key] = value
        keep = []  // the app's own value: no layout effect
      } else if case .swiftUI(let v) = value, case .implicitMember(let member) = v.kind {
        switch key {
        case "horizontalSizeClass": environment.horizontalSizeClass = member
        case "verticalSizeClass": environment.verticalSizeClass = member
        case "dynamicTypeSize": environment.dynamicTypeSize = member
        default: break
        }
      }
    }
    let base = evaluate(baseExpression, frame)
    guard let views = asViewsIfPossible(base) else {
      return member(base, name, callee)
    }
    if keep.isEmpty { return .views(views) }  // an object: no layout effect
    return applyViewMember(name, to: views, keep, trailing, e, callee, frame)
  }
}
