import LayoutEngine
import Testing

@testable import ViewDSL

/// Compiles marked source and checks its diagnostics (see `assertDiagnostics`).
@discardableResult
func assertCompileDiagnostics(
  _ marked: String, _ expected: [ExpectedDiagnostic], strict: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Diagnostic] {
  assertDiagnostics(
    marked, expected, run: { compile($0, options: CompileOptions(strict: strict)).diagnostics },
    sourceLocation: sourceLocation)
}

/// Compiles source that must have no diagnostic at all; returns its tree.
func compileClean(
  _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> LayoutTree {
  let result = compile(SourceFile(name: "Test.view", text: text))
  #expect(
    result.diagnostics.isEmpty,
    "\(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" })",
    sourceLocation: sourceLocation)
  return try #require(result.tree, sourceLocation: sourceLocation)
}

extension LayoutTree {
  /// The view written with `.id(id)`: tests address views by name, not by output index.
  func view(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> ViewRecord
  {
    try #require(
      views.first { $0.id == id }, "no view has the id '\(id)'", sourceLocation: sourceLocation)
  }

  /// The kind of a node.
  func kind(_ node: NodeID) -> LayoutNodeKind { nodes[Int(node)].kind }

  /// The padding insets of the view's `index`-th modifier (nil if it is not padding).
  func paddingInsets(view: Int = 0, modifier: Int = 0) -> EdgeInsets? {
    guard case .padding(let p) = kind(views[view].modifiers[modifier].node) else { return nil }
    return p.insets
  }

  func fixedFrame(view: Int = 0, modifier: Int = 0) -> FrameLayout? {
    guard case .frame(let f) = kind(views[view].modifiers[modifier].node) else { return nil }
    return f
  }

  func flexFrame(view: Int = 0, modifier: Int = 0) -> FlexFrameLayout? {
    guard case .flexFrame(let f) = kind(views[view].modifiers[modifier].node) else { return nil }
    return f
  }
}

extension LayoutNodeKind {
  var isShape: Bool {
    if case .shape = self { return true }
    return false
  }

  var isCircle: Bool {
    if case .circle = self { return true }
    return false
  }
}
