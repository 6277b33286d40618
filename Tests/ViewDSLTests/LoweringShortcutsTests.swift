import LayoutEngine
import Testing

@testable import ViewDSL

/// What the lowering decides once instead of for every view: the views and modifiers with a
/// rule of their own told apart in their definitions, the views whose arguments may be
/// rewritten, a number literal taken at once, arguments read where they are stored, and a
/// modifier's one child passed through the context's array.
@Suite struct LoweringShortcutsTests {
  /// Every catalogue view with a rule of its own, and only those, is told apart by name.
  @Test func viewsWithARuleOfTheirOwn() {
    let expected: [String: ViewDefinition.Special] = [
      "Section": .section, "GeometryReader": .geometryReader, "Picker": .picker,
      "TabView": .tabView, "List": .listOrForm, "Form": .listOrForm,
      "NavigationStack": .navigationStack, "NavigationView": .navigationStack,
      "NavigationSplitView": .navigationStack,
      "NavigationLink": .rowLabelHost, "Button": .rowLabelHost, "Link": .rowLabelHost,
      "Menu": .rowLabelHost,
    ]
    var found: [String: ViewDefinition.Special] = [:]
    for definition in Catalogue.viewDefinitions where definition.special != .none {
      found[definition.name] = definition.special
    }
    let known = Set(Catalogue.viewDefinitions.map(\.name))
    #expect(found == expected.filter { known.contains($0.key) })
    #expect(found.count >= 10)  // the catalogue has most of them
  }

  /// `.background` and `.overlay` may take a view; the toolbar modifiers feed the bar; no other
  /// modifier is special.
  @Test func modifiersWithARuleOfTheirOwn() {
    var found: [String: ModifierDefinition.Special] = [:]
    for definition in Catalogue.modifierDefinitions where definition.special != .none {
      found[definition.name] = definition.special
    }
    #expect(
      found == [
        "background": .viewArgument, "overlay": .viewArgument, "toolbar": .toolbar,
        "toolbarVisibility": .toolbarBars, "navigationBarHidden": .toolbarBars,
      ])
  }

  /// A view whose type `rewritesArguments` leaves out is not rewritten, so its closure
  /// arguments must stay arguments: for every known view but those nine, eight closures of
  /// views under the labels the rewrite reads stay eight arguments and make no children.
  /// `Button(label: { Text("a") })` is rewritten: its label becomes its child.
  @Test func onlyTheRewrittenTypesTakeViewsFromArguments() {
    let make = SyntaxFactory()
    let labels = [
      "label", "icon", "title", "placeholder", "header", "footer", "content", "destination",
    ]
    func view(_ name: String) -> ViewSyntax {
      let arguments = labels.map { label in
        let text = ViewSyntax(name: "Text", nameRange: make.range())
        let closure = ClosureSyntax(parameters: [], body: .views([text]), range: make.range())
        return ArgumentSyntax(label: label, value: make.expr(.closure(closure)))
      }
      return ViewSyntax(
        name: name, nameRange: make.range(),
        arguments: ArgumentListSyntax(arguments: arguments, range: make.range()))
    }
    for name in Catalogue.knownViewNames where !Lowerer.rewritesArguments(name) {
      let resolved = Lowerer.resolveClosureArguments(view(name))
      #expect(resolved.arguments?.arguments.count == 8, "\(name)")
      #expect(resolved.children.isEmpty, "\(name)")
    }
    #expect(Lowerer.rewritesArguments("Button"))
    #expect(!Lowerer.rewritesArguments("HStack"))
    let button = Lowerer.resolveClosureArguments(view("Button"))
    #expect(button.children.map(\.name) == ["Text"])
  }

  /// The memo knows a member: `Color.red` is a colour, `Color.rde` is not (reported), and a
  /// view of an unknown type has no known member.
  @Test func theNameMemoKnowsMembers() {
    #expect(ViewName.resolve("Color.red").isKnownMember)
    #expect(!ViewName.resolve("Color.rde").isKnownMember)
    #expect(!ViewName.resolve("Colr.red").isKnownMember)
    #expect(ViewName.resolve("Colr.red").found == nil)
    #expect(ViewName.resolve("Label").rewritesArguments)
  }

  /// A number literal for a length is its value at once; a count is still checked: 2.5
  /// columns is out of range (one error, value 1), 40 for `CGFloat?` is 40.
  @Test func aNumberLiteralForALengthIsItsValue() throws {
    #expect(ValueType.optional(.numberOrInfinity).takesAnyNumber)
    #expect(ValueType.number.takesAnyNumber)
    #expect(!ValueType.count.takesAnyNumber)
    #expect(!ValueType.optional(.count).takesAnyNumber)
    #expect(!ValueType.closedRange.takesAnyNumber)
    let make = SyntaxFactory()
    var evaluator = Evaluator()
    let length = try evaluator.evaluate(
      make.number(40), as: .optional(.numberOrInfinity), parameter: "width")
    guard case .number(40) = length else {
      Issue.record("40 for a length is \(length)")
      return
    }
    let count = try evaluator.evaluate(make.number(2.5), as: .count, parameter: "count")
    guard case .number(1) = count else {
      Issue.record("2.5 for a count is \(count)")
      return
    }
    #expect(evaluator.diagnostics.count == 1)
  }

  /// Arguments read where they are stored: `frame(width: 40, height: 20)` reads 40 and 20, no
  /// alignment, no string for `width`, and each argument's location (else the call's).
  @Test func boundArgumentsAreReadByName() {
    let at = ViewDSL.SourceLocation(line: 1, column: 1, offset: 0)
    let widthAt = ViewDSL.SourceLocation(line: 1, column: 14, offset: 13)
    let heightAt = ViewDSL.SourceLocation(line: 1, column: 26, offset: 25)
    var call = BoundCall(callee: "frame", form: "fixed", location: at)
    call.arguments.append("width", BoundArgument(value: .number(40), location: widthAt))
    call.arguments.append("height", BoundArgument(value: .number(20), location: heightAt))
    #expect(call.number("width") == 40)
    #expect(call.number("height") == 20)
    #expect(call.number("alignment") == nil)
    #expect(call.string("width") == nil)
    #expect(call.location(of: "height") == heightAt)
    #expect(call.location(of: "alignment") == at)
  }

  /// Two padding nodes made one after the other through the shared one-child array keep their
  /// own child (nodes 0 and 1 under nodes 2 and 3).
  @Test func aModifiersOneChildIsItsOwn() {
    var context = LoweringContext()
    let a = context.addNode(.shape)
    let b = context.addNode(.shape)
    let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let p = context.addNode(.padding(PaddingLayout(insets: insets)), child: a)
    let q = context.addNode(.padding(PaddingLayout(insets: insets)), child: b)
    #expect(Array(context.builder.tree.children(of: p)) == [a])
    #expect(Array(context.builder.tree.children(of: q)) == [b])
  }
}
