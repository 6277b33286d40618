import LayoutEngine
import Testing

@testable import ViewDSL

/// Each supported view and modifier form lowers to the right engine nodes and numbers.
@Suite struct LoweringTests {
  @Test(arguments: [
    ("Color.red", "Color"), ("Color(red: 0.2, green: 0.4, blue: 0.6)", "Color"),
    ("Color(white: 1)", "Color"), ("Color(\"Brand\")", "Color"), ("Rectangle()", "Rectangle"),
    ("Rectangle", "Rectangle"), ("RoundedRectangle(cornerRadius: 8)", "RoundedRectangle"),
    ("Ellipse()", "Ellipse"), ("Capsule()", "Capsule"),
    ("ContainerRelativeShape()", "ContainerRelativeShape"),
    ("UnevenRoundedRectangle()", "UnevenRoundedRectangle"),
  ])
  func shapesTakeTheWholeProposal(text: String, type: String) throws {
    let tree = try compileClean(text)
    #expect(tree.views.count == 1)
    #expect(tree.views[0].type == type)
    #expect(tree.views[0].parent == nil)
    #expect(tree.views[0].line == 1 && tree.views[0].column == 1)
    #expect(tree.kind(tree.views[0].node).isShape)
    #expect(tree.root == tree.views[0].node)
  }

  @Test func circleIsACircle() throws {
    let tree = try compileClean("Circle()")
    #expect(tree.views[0].type == "Circle")
    #expect(tree.kind(tree.views[0].node).isCircle)
  }

  @Test func fixedFrames() throws {
    let tree = try compileClean(
      "Rectangle()\n  .frame(width: 100, height: 50)\n  .frame()\n  .frame(height: 16/4, alignment: .bottomTrailing)"
    )
    let view = tree.views[0]
    #expect(view.modifiers.map(\.name) == ["frame", "frame", "frame"])
    #expect(view.modifiers.map(\.line) == [2, 3, 4])
    #expect(view.modifiers.map(\.column) == [3, 3, 3])
    let a = try #require(tree.fixedFrame(modifier: 0))
    #expect(a.width == 100 && a.height == 50 && a.alignment == .center)
    let b = try #require(tree.fixedFrame(modifier: 1))
    #expect(b.width == nil && b.height == nil)
    let c = try #require(tree.fixedFrame(modifier: 2))
    #expect(c.width == nil && c.height == 4 && c.alignment == .bottomTrailing)
    // Innermost first: each modifier wraps the previous node.
    #expect(tree.child(of: view.modifiers[0].node) == view.node)
    #expect(tree.child(of: view.modifiers[2].node) == view.modifiers[1].node)
    #expect(tree.root == view.modifiers[2].node)
  }

  @Test func flexibleFrames() throws {
    let tree = try compileClean(
      """
      Rectangle()
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3, alignment: Alignment.topTrailing)
      """)
    let a = try #require(tree.flexFrame(modifier: 0))
    #expect(a.width == FlexFrameLayout.Limits(max: .infinity))
    #expect(a.height == FlexFrameLayout.Limits())
    #expect(a.alignment == .leading)
    let b = try #require(tree.flexFrame(modifier: 1))
    #expect(b.width == FlexFrameLayout.Limits(min: 10, ideal: 20, max: 30))
    #expect(b.height == FlexFrameLayout.Limits(min: 1, ideal: 2, max: 3))
    #expect(b.alignment == .topTrailing)
  }

  @Test(arguments: [
    ("padding()", EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)),
    ("padding(8)", EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)),
    ("padding(100 - 8)", EdgeInsets(top: 92, leading: 92, bottom: 92, trailing: 92)),
    ("padding(-3.5)", EdgeInsets(top: -3.5, leading: -3.5, bottom: -3.5, trailing: -3.5)),
    ("padding(.horizontal, 12)", EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)),
    ("padding(.vertical)", EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)),
    ("padding(.top)", EdgeInsets(top: 16)),
    ("padding([.top, .leading], 8)", EdgeInsets(top: 8, leading: 8)),
    ("padding([], 8)", EdgeInsets()),
    ("padding(Edge.Set.trailing, 2 * 3)", EdgeInsets(trailing: 6)),
    ("padding(.bottom, nil)", EdgeInsets(bottom: 16)),
    (
      "padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
      EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    ),
  ])
  func paddingForms(modifier: String, insets: EdgeInsets) throws {
    let tree = try compileClean("Color.blue." + modifier)
    #expect(tree.views[0].modifiers.map(\.name) == ["padding"])
    #expect(tree.paddingInsets() == insets)
  }

  @Test func idNamesTheViewAndRecordsNoModifier() throws {
    let tree = try compileClean("Circle()\n  .id(\"dot\")\n  .padding()")
    #expect(tree.views[0].id == "dot")
    #expect(tree.views[0].modifiers.map(\.name) == ["padding"])
    let numbered = try compileClean("Circle().id(42)")
    #expect(numbered.views[0].id == "42")
    #expect(numbered.views[0].modifiers.isEmpty)
  }

  @Test func modifierOrderIsPreservedAcrossLinesAndSilentModifiers() throws {
    let tree = try compileClean(
      "Color.red.padding(1).opacity(0.5)\n  .frame(width: 10)\n  .shadow(radius: 1)\n  .padding(2)")
    let view = tree.views[0]
    #expect(view.modifiers.map(\.name) == ["padding", "frame", "padding"])
    #expect(view.modifiers.map(\.line) == [1, 2, 4])
    #expect(tree.paddingInsets(modifier: 0) == EdgeInsets(.all, 1))
    #expect(tree.paddingInsets(modifier: 2) == EdgeInsets(.all, 2))
  }
}
