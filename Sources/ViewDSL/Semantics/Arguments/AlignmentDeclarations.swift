import LayoutEngine

/// Custom alignment guides, declared at the top of a file the way SwiftUI pairs an
/// `AlignmentID` with a static member:
///
///     let firstThird = VerticalAlignment { d in d.height / 3 }
///
/// The closure is the guide's `defaultValue(in:)`; afterwards `.firstThird` names the guide
/// wherever a `VerticalAlignment` is expected (`HStack(alignment: .firstThird)`,
/// `.alignmentGuide(.firstThird) { d in … }`, `Alignment(horizontal:vertical:)`).
extension Lowerer {
  mutating func declare(_ declaration: DeclarationSyntax) {
    let at = declaration.nameRange.start
    let name = declaration.name
    if isLayoutExpression(declaration.value) {
      if let choice = layoutChoice(declaration.value) {
        declaredLayouts[name] = choice
      } else {
        failedLayouts.insert(name)
      }
      return
    }
    guard case .call(let callee, let arguments, let closure?) = declaration.value.kind,
      arguments.isEmpty, case .identifier(let type) = callee.kind,
      let axis: Axis = type == "HorizontalAlignment"
        ? .horizontal : type == "VerticalAlignment" ? .vertical : nil
    else {
      report(.invalidAlignmentDeclaration(name), at: declaration.value.range.start)
      return
    }
    if evaluator.customAlignments[name] != nil
      || ValueTables.guideKey(name, axis: axis) != nil
    {
      report(.duplicateAlignmentDeclaration(name), at: at)
      return
    }
    var compiler = ClosureCompiler(
      kind: .viewDimensions(axis: axis), customAlignments: evaluator.customAlignments)
    guard let program = compiler.compile(closure) else {
      context.diagnostics += compiler.diagnostics
      return
    }
    let key = context.builder.addCustomAlignment(
      CustomAlignment(name: name, axis: axis, defaultValue: program))
    evaluator.customAlignments[name] = key
  }

  /// A declaration of a layout: `AnyLayout(…)`, a layout type, or a conditional of them.
  private func isLayoutExpression(_ e: ExprSyntax) -> Bool {
    switch e.kind {
    case .ternary: return true
    case .call(let callee, _, nil):
      guard case .identifier(let name) = callee.kind else { return false }
      return name == "AnyLayout" || Self.layoutTypes.contains(name)
    default: return false
    }
  }
}
