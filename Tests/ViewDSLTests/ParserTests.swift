import Testing

@testable import ViewDSL

/// Parses `text` and returns the tree dump; records an issue for any diagnostic.
func parsedTree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String
{
  let (syntax, diagnostics) = parse(SourceFile(name: "Test.view", text: text))
  if !diagnostics.isEmpty {
    let listing = diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.id): \($0.message)"
    }
    Issue.record("unexpected diagnostics: \(listing)", sourceLocation: sourceLocation)
  }
  return SyntaxDump.dump(syntax)
}

/// Parses `text`, expecting no diagnostic, and returns the syntax.
func parsedSyntax(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> FileSyntax
{
  // Numbers as the lowering reads them (a data declaration would make them Swift's `Int`s).
  let (syntax, diagnostics) = parse(
    SourceFile(name: "Test.view", text: text), integerLiterals: false)
  #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
  return syntax
}

@Suite struct ParserTests {
  @Test func specExample() {
    let text = """
      VStack(alignment: .leading, spacing: 8)
        .padding()
        HStack(alignment: .top)
          Circle()
            .frame(width: 40, height: 40)
          Text("Hello, world! This message wraps when it is long enough.")
            .font(.body)
        Rectangle()
          .aspectRatio(16/9, contentMode: .fit)
          .overlay(alignment: .topTrailing)
            Text("NEW").font(.caption).padding(4)
      """
    #expect(
      parsedTree(text) == """
        VStack(alignment: .leading, spacing: 8)
          .padding()
          HStack(alignment: .top)
            Circle()
              .frame(width: 40, height: 40)
            Text("Hello, world! This message wraps when it is long enough.")
              .font(.body)
          Rectangle()
            .aspectRatio((16 / 9), contentMode: .fit)
            .overlay(alignment: .topTrailing)
              Text("NEW")
                .font(.caption)
                .padding(4)
        """)
  }

  @Test func emptyFileHasNoRootsAndNoDiagnostics() {
    for text in ["", "\n\n", "// only a comment\n# and another\n   \n"] {
      let syntax = parsedSyntax(text)
      #expect(syntax.roots.isEmpty && syntax.declarations.isEmpty)
    }
  }

  @Test func viewNames() {
    #expect(parsedTree("VStack") == "VStack")
    #expect(parsedTree("VStack()") == "VStack()")
    #expect(parsedTree("Color.red") == "Color.red")
    #expect(parsedTree("Color.accentColor") == "Color.accentColor")
    // The first `.ident(` starts the modifiers.
    #expect(parsedTree("Color.primary.opacity(0.3)") == "Color.primary\n  .opacity(0.3)")
    #expect(parsedTree("Color.red.frame(width: 10)") == "Color.red\n  .frame(width: 10)")
  }

  @Test func nameRangesAndLocations() {
    let marked = MarkedSource("1️⃣VStack\n  2️⃣Color.red3️⃣\n    4️⃣.padding()")
    let root = parsedSyntax(marked.text).roots[0]
    #expect(root.nameRange.start == marked.location("1️⃣"))
    let color = root.children[0]
    #expect(color.nameRange == SourceRange(start: marked.location("2️⃣"), end: marked.location("3️⃣")))
    #expect(color.modifiers[0].dotLocation == marked.location("4️⃣"))
  }

  @Test func modifiersOnTheLineThenModifierLinesInOrder() {
    let text = """
      Text("Hi").font(.caption).padding(4)
        .background(Color.red)
        .padding()
      """
    #expect(
      parsedTree(text) == """
        Text("Hi")
          .font(.caption)
          .padding(4)
          .background(Color.red)
          .padding()
        """)
  }

  @Test func modifierLinesAndChildrenInterleave() {
    let text = """
      VStack
        .padding()
        Text("a")
        .frame(width: 10)
        Text("b")
          .bold()
      """
    #expect(
      parsedTree(text) == """
        VStack
          .padding()
          .frame(width: 10)
          Text("a")
          Text("b")
            .bold()
        """)
  }

  @Test func modifierContentIndentedUnderModifierLine() {
    let text = """
      Rectangle()
        .overlay(alignment: .top)
          Text("a")
          Text("b")
        .background
          Color.red
        .padding()
      """
    // `.background` alone is an error (covered in the recovery tests); use a form with `(`.
    let fixed = text.replacing(".background\n", with: ".background()\n")
    #expect(
      parsedTree(fixed) == """
        Rectangle()
          .overlay(alignment: .top)
            Text("a")
            Text("b")
          .background()
            Color.red
          .padding()
        """)
  }

  @Test func indentationWidthIsFreeButSiblingsShareAColumn() {
    let text = "ZStack\n      Text(\"a\")\n      Text(\"b\")\n         .padding()\n"
    #expect(parsedTree(text) == "ZStack\n  Text(\"a\")\n  Text(\"b\")\n    .padding()")
  }

  @Test func severalRootsAreAllParsed() {
    let syntax = parsedSyntax("Text(\"a\")\nText(\"b\")\n")
    #expect(syntax.roots.map(\.name) == ["Text", "Text"])
  }

  @Test func multiLineArgumentLists() {
    let text = """
      VStack(
        alignment: .leading,
          spacing: 8
      )
        Text("a")
          .frame(
            width: 10,
            height: 20
          )
          .padding([
            .top,
            .leading,
          ], 4)
      """
    #expect(
      parsedTree(text) == """
        VStack(alignment: .leading, spacing: 8)
          Text("a")
            .frame(width: 10, height: 20)
            .padding([.top, .leading], 4)
        """)
  }

  @Test func commentsAndBlankLines() {
    let text = """
      # a file comment
      VStack // the root

        // a comment line between children
        Text("a # not a comment // either")   # trailing
      """
    #expect(parsedTree(text) == "VStack\n  Text(\"a # not a comment // either\")")
  }

  @Test func crlfLineEndings() {
    let syntax = parsedSyntax("VStack\r\n  Text(\"a\")\r\n  Text(\"b\")\r\n")
    #expect(syntax.roots[0].children.count == 2)
    #expect(syntax.roots[0].children[1].nameRange.start.column == 3)
  }

  // MARK: - Closures

  @Test func sameLineClosures() {
    #expect(
      parsedTree("Text(\"a\").alignmentGuide(.leading) { d in d[.trailing] - 10 }")
        == "Text(\"a\")\n  .alignmentGuide(.leading) { d in (d[.trailing] - 10) }")
    #expect(
      parsedTree("Color.red.containerRelativeFrame(.horizontal) { length, axis in length * 2 / 3 }")
        == "Color.red\n  .containerRelativeFrame(.horizontal) { length, axis in ((length * 2) / 3) }"
    )
    #expect(
      parsedTree("Text(\"a\").alignmentGuide(.top) { _ in 5 }")
        == "Text(\"a\")\n  .alignmentGuide(.top) { _ in 5 }")
    #expect(
      parsedTree("Text(\"a\").alignmentGuide(.top) { $0.height / 2 }")
        == "Text(\"a\")\n  .alignmentGuide(.top) { ($0.height / 2) }")
    #expect(parsedTree("Button(\"OK\") { }") == "Button(\"OK\") { }")
    #expect(
      parsedTree("Text(\"a\").alignmentGuide(.leading, computeValue: { d in d.width })")
        == "Text(\"a\")\n  .alignmentGuide(.leading, computeValue: { d in d.width })")
  }

  @Test func closureWithViewsIsContent() {
    let syntax = parsedSyntax("Rectangle().overlay { Text(\"x\").padding(); Circle() }.padding()")
    let overlay = syntax.roots[0].modifiers[0]
    #expect(overlay.name == "overlay" && overlay.trailingClosure == nil)
    #expect(overlay.content.map(\.name) == ["Text", "Circle"])
    #expect(overlay.content[0].modifiers.map(\.name) == ["padding"])
    #expect(syntax.roots[0].modifiers.map(\.name) == ["overlay", "padding"])
    // On a view, closure views are its children.
    let stack = parsedSyntax("HStack { Text(\"a\"); Text(\"b\") }").roots[0]
    #expect(stack.children.map(\.name) == ["Text", "Text"] && stack.trailingClosure == nil)
    // With parameters.
    let reader = parsedSyntax("GeometryReader { proxy in Color.red }").roots[0]
    #expect(reader.blockParameters == ["proxy"] && reader.children.map(\.name) == ["Color.red"])
  }

  @Test func closureViewsSplitOverLines() {
    let text = """
      Rectangle()
        .overlay(alignment: .top) { Text("a")
          Text("b") }
      """
    #expect(
      parsedTree(text)
        == "Rectangle()\n  .overlay(alignment: .top)\n    Text(\"a\")\n    Text(\"b\")")
  }

  @Test func multiLineClosureBody() {
    let text = """
      Text("a")
        .alignmentGuide(.leading) { d in
          d[.trailing] - 10
        }
        .padding()
      """
    #expect(
      parsedTree(text) == """
        Text("a")
          .alignmentGuide(.leading) { d in (d[.trailing] - 10) }
          .padding()
        """)
    // The closing brace may carry more modifiers.
    let chained = """
      Text("a")
          .alignmentGuide(.top) { d in
              d[explicit: .top] + 2
          }.padding()
      """
    #expect(
      parsedTree(chained) == """
        Text("a")
          .alignmentGuide(.top) { d in (d[explicit: .top] + 2) }
          .padding()
        """)
  }

  @Test func contentBlockWithParameters() {
    let text = """
      GeometryReader { proxy in
        Color.red
          .frame(width: 10)
      }
      """
    #expect(parsedTree(text) == "GeometryReader { proxy in }\n  Color.red\n    .frame(width: 10)")
  }

  // MARK: - Declarations

  @Test func declarations() {
    let text = """
      let oneThird = HorizontalAlignment { d in d.width / 3 }
      let twoThirds = HorizontalAlignment { d in
        d.width * 2 / 3
      }
      VStack(alignment: oneThird)
        Text("a")
      """
    #expect(
      parsedTree(text) == """
        let oneThird = HorizontalAlignment() { d in (d.width / 3) }
        let twoThirds = HorizontalAlignment() { d in ((d.width * 2) / 3) }
        VStack(alignment: oneThird)
          Text("a")
        """)
    let declaration = parsedSyntax(text).declarations[0]
    #expect(declaration.name == "oneThird")
    #expect(declaration.nameRange.start.column == 5 && declaration.range.start.column == 1)
  }

  /// Children wait for their parent's frame to close and then move into it in order: those
  /// written inside the parent's braces first, then the lines under it, each row's own
  /// children kept with it. Here the stack's first row holds `a` (in braces) then `b` and `c`
  /// (lines), the second row `d`, and the stack ends with `e`.
  @Test func childrenKeepTheirOrderAndTheirParents() {
    let syntax = parsedSyntax(
      """
      VStack
        HStack { Text("a") }
          Text("b")
          Text("c")
        HStack
          Text("d")
        Text("e")
      """)
    let stack = syntax.roots[0]
    #expect(stack.children.map(\.name) == ["HStack", "HStack", "Text"])
    let texts = stack.children.map { row in
      row.children.compactMap { child -> String? in
        guard case .string(let text) = child.arguments?.arguments.first?.value.kind else {
          return nil
        }
        return text
      }
    }
    #expect(texts == [["a", "b", "c"], ["d"], []])
  }
}
