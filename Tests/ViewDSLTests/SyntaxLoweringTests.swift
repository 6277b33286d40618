import LayoutEngine
import Testing

@testable import ViewDSL

/// The semantic pass over hand-built syntax (independent of the parser).
@Suite struct SyntaxLoweringTests {
  let s = SyntaxFactory()

  func run(_ roots: [ViewSyntax], strict: Bool = false) -> CompileResult {
    compile(FileSyntax(roots: roots), options: CompileOptions(strict: strict))
  }

  @Test func colorFramePaddingLowersInOrder() throws {
    let frame = s.modifier(
      "frame", [s.argument("width", s.number(100)), s.argument("height", s.number(50))])
    let padding = s.modifier("padding", [s.argument(nil, s.number(10))])
    let id = s.modifier("id", [s.argument(nil, s.string("swatch"))])
    let result = run([s.view("Color.red", modifiers: [frame, id, padding])])
    #expect(result.diagnostics.isEmpty)
    let tree = try #require(result.tree)
    #expect(tree.views.count == 1)
    let view = tree.views[0]
    #expect(view.type == "Color")
    #expect(view.id == "swatch")
    #expect(view.modifiers.map(\.name) == ["frame", "padding"])
    #expect(view.modifiers[0].line == frame.dotLocation.line)
    guard case .shape = tree.nodes[Int(view.node)].kind else {
      Issue.record("not a shape")
      return
    }
    guard case .frame(let f) = tree.nodes[Int(view.modifiers[0].node)].kind else {
      Issue.record("not a frame")
      return
    }
    #expect(f.width == 100 && f.height == 50 && f.alignment == .center)
    #expect(tree.child(of: view.modifiers[0].node) == view.node)
    guard case .padding(let p) = tree.nodes[Int(view.modifiers[1].node)].kind else {
      Issue.record("not padding")
      return
    }
    #expect(p.insets == EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
    #expect(tree.root == view.modifiers[1].node)
  }

  @Test func wrongLabelIsAnErrorAtTheArgument() {
    let bad = s.argument("widht", s.number(100))
    let result = run([s.view("Rectangle", [], modifiers: [s.modifier("frame", [bad])])])
    #expect(result.tree == nil)
    #expect(
      result.diagnostics.map(\.message) == [
        "'frame' has no parameter labelled 'widht'; did you mean 'width'?"
      ])
    #expect(result.diagnostics.first?.location == bad.location)
  }

  @Test func wrongTypeIsAnErrorAtTheValue() {
    let value = s.string("wide")
    let result = run([
      s.view("Rectangle", [], modifiers: [s.modifier("frame", [s.argument("width", value)])])
    ])
    #expect(result.diagnostics.map(\.message) == ["expected a number for 'width', found a string"])
    #expect(result.diagnostics.first?.location == value.range.start)
  }

  @Test func unknownViewAndModifier() {
    let modifier = s.modifier("paddding")
    let view = s.view("Rectangl", [], modifiers: [modifier])
    let result = run([view])
    // (The factory numbers the modifier's location before the view's, so it sorts first.)
    #expect(
      result.diagnostics.map(\.message) == [
        "unknown modifier 'paddding'; did you mean 'padding'?",
        "unknown view 'Rectangl'; did you mean 'Rectangle'?",
      ])
    #expect(result.diagnostics.map(\.severity) == [.warning, .error])
  }

  @Test func unknownModifierIsOnlyAWarningUnlessStrict() {
    let view = s.view("Circle", [], modifiers: [s.modifier("paddding")])
    let lenient = run([view])
    #expect(lenient.tree != nil)
    #expect(lenient.diagnostics.map(\.severity) == [.warning])
    let strict = run([view], strict: true)
    #expect(strict.tree == nil)
    #expect(strict.diagnostics.map(\.severity) == [.error])
  }

  @Test func structureErrors() {
    let empty = compile(FileSyntax())
    #expect(empty.diagnostics.map(\.id) == ["missingRootView"])
    #expect(
      empty.diagnostics.first?.location.line == 1 && empty.diagnostics.first?.location.column == 1)
    let second = s.view("Circle")
    let two = run([s.view("Rectangle"), second])
    #expect(two.diagnostics.map(\.id) == ["secondRootView"])
    #expect(two.diagnostics.first?.location == second.nameRange.start)
    let child = s.view("Circle")
    let nested = run([s.view("Color.red", children: [child])])
    #expect(nested.diagnostics.map(\.id) == ["noChildren"])
    #expect(nested.diagnostics.first?.location == child.nameRange.start)
  }
}
