import LayoutEngine
import Testing

@testable import ViewDSL

/// Xcode-formatted SwiftUI (braces, modifiers after `}`) parses to the same tree as the
/// indented form.
@Suite struct PastedSwiftUITests {
  /// `Button("Go") {` with `}` on the next line is `Button("Go") { }`: the empty block is the
  /// action (it used to be "missing argument for parameter 'action'"); same frames as on one line.
  @Test func anEmptyBlockIsTheViewsClosure() throws {
    let split = try compileClean("VStack {\n    Button(\"Go\") {\n    }.id(\"go\")\n}\n")
    let oneLine = try compileClean("VStack {\n    Button(\"Go\") { }.id(\"go\")\n}\n")
    #expect(split.views.map(\.type) == ["VStack", "Button"])
    let a = Layout.run(split, on: Canvas())
    let b = Layout.run(oneLine, on: Canvas())
    #expect(a.frames[Int(try split.view("go").node)] == b.frames[Int(try oneLine.view("go").node)])
  }

  /// An `if` on a name the file does not declare is one error at the name; its braces still
  /// match, so the lines after it are read as before (it used to swallow the stack's `{` as a
  /// closure and cascade into "modifier line is not indented under a view" at the `.padding()`).
  @Test func aStatementIsOneErrorNotACascade() {
    let result = compile(
      SourceFile(
        name: "Test.view",
        text:
          "VStack {\n    if showTitle {\n        Text(\"a\")\n    }\n    Text(\"b\")\n}\n.padding()\n"
      ))
    #expect(result.diagnostics.map(\.id) == ["unknownName"])
    #expect(result.diagnostics.map { [$0.location.line, $0.location.column] } == [[2, 8]])
    // With `} else {` and `} else if … {` branches: still the one error (the `if` fails, so
    // neither branch is laid out and `b` is never read).
    let branches = compile(
      SourceFile(
        name: "Test.view",
        text:
          "VStack {\n    if a {\n        Text(\"a\")\n    } else if b {\n        Text(\"b\")\n    } else {\n        Text(\"c\")\n    }\n}\n.padding()\n"
      ))
    #expect(branches.diagnostics.map(\.id) == ["unknownName"])
  }

  /// Inside braces a modifier line continues the expression before it, whatever its column,
  /// as in Swift: the frame belongs to the button, not to the stack around it.
  @Test func modifierAtTheViewsColumnContinuesTheView() throws {
    let tree = try compileClean(
      """
      VStack {
          Button("Sign Out") { }
          .frame(maxWidth: .infinity)
          .id("signOut")
          Text("Version 2").id("version")
              .font(.footnote)
          .padding(.top)
      }
      """)
    #expect(tree.views.map(\.type) == ["VStack", "Button", "Text"])
    #expect(tree.views[0].modifiers.isEmpty)
    #expect(try tree.view("signOut").modifiers.map(\.name) == ["frame"])
    #expect(try tree.view("version").modifiers.map(\.name) == ["padding"])
  }

  @Test func xcodeBodyMatchesIndentedForm() {
    let pasted = """
      VStack(alignment: .leading, spacing: 8) {
          Text("Title")
              .font(.title)
          HStack {
              Image(systemName: "star")
              Text("World")
          }
          .padding()
          .background(Color.yellow)
          Rectangle()
              .overlay(alignment: .topTrailing) {
                  Text("NEW")
                      .padding(4)
              }
              .frame(height: 40)
      }
      .padding()
      """
    let indented = """
      VStack(alignment: .leading, spacing: 8)
        Text("Title")
          .font(.title)
        HStack
          .padding()
          .background(Color.yellow)
          Image(systemName: "star")
          Text("World")
        Rectangle()
          .overlay(alignment: .topTrailing)
            Text("NEW")
              .padding(4)
          .frame(height: 40)
        .padding()
      """
    let expected = """
      VStack(alignment: .leading, spacing: 8)
        .padding()
        Text("Title")
          .font(.title)
        HStack
          .padding()
          .background(Color.yellow)
          Image(systemName: "star")
          Text("World")
        Rectangle()
          .overlay(alignment: .topTrailing)
            Text("NEW")
              .padding(4)
          .frame(height: 40)
      """
    #expect(parsedTree(pasted) == expected)
    #expect(parsedTree(indented) == expected)
  }

  @Test func modifiersOnTheClosingBraceLine() {
    let text = """
      ZStack {
        Color.red
      }.padding()
      """
    #expect(parsedTree(text) == "ZStack\n  .padding()\n  Color.red")
    let spaced = """
      ZStack {
        Color.red
      } .frame(width: 10).padding(2)
      .border(Color.blue)
      """
    #expect(
      parsedTree(spaced)
        == "ZStack\n  .frame(width: 10)\n  .padding(2)\n  .border(Color.blue)\n  Color.red")
  }

  @Test func modifierBlockThenMoreModifiers() {
    let text = """
      VStack {
          Text("a")
      }
      .overlay {
          Circle()
      }
      .padding()
      """
    #expect(parsedTree(text) == "VStack\n  .overlay\n    Circle()\n  .padding()\n  Text(\"a\")")
  }

  @Test func closingBraceLineOpensAModifierBlock() {
    let text = """
      VStack {
          Text("a")
      }.background(alignment: .top) {
          Color.red
      }.padding()
      """
    #expect(
      parsedTree(text)
        == "VStack\n  .background(alignment: .top)\n    Color.red\n  .padding()\n  Text(\"a\")")
  }

  @Test func blockOnAViewLineWithModifiersBelongsToTheLastModifier() {
    let text = """
      Text("a").padding().overlay {
          Circle()
      }
      .frame(width: 10)
      """
    #expect(
      parsedTree(text) == "Text(\"a\")\n  .padding()\n  .overlay\n    Circle()\n  .frame(width: 10)"
    )
  }

  @Test func modifierBlockOnAnIndentedModifierLine() {
    let text = """
      Rectangle()
          .overlay {
              Text("x")
          }.padding()
          .frame(width: 3)
      """
    #expect(
      parsedTree(text)
        == "Rectangle()\n  .overlay\n    Text(\"x\")\n  .padding()\n  .frame(width: 3)")
  }

  @Test func geometryReaderBlockWithParameters() {
    let text = """
      GeometryReader { proxy in
          VStack {
              Text("a")
          }
      }
      """
    #expect(parsedTree(text) == "GeometryReader { proxy in }\n  VStack\n    Text(\"a\")")
    let modifier = """
      Color.clear
          .overlay { geometry in
              Text("a")
          }
      """
    let overlay = parsedSyntax(modifier).roots[0].modifiers[0]
    #expect(overlay.blockParameters == ["geometry"] && overlay.content.map(\.name) == ["Text"])
  }

  @Test func emptyBlock() {
    #expect(parsedTree("Button(\"OK\") {\n}\n") == "Button(\"OK\")")
  }

  @Test func nestedPastedBlocks() {
    let text = """
      VStack {
          HStack {
              ZStack {
                  Text("deep")
              }
          }
          Spacer()
      }
      """
    #expect(parsedTree(text) == "VStack\n  HStack\n    ZStack\n      Text(\"deep\")\n  Spacer()")
  }

  /// `VStack { }` pasted from Xcode is an empty stack, not a closure VStack does not take;
  /// `Button("OK") { }` keeps its empty action.
  @Test func emptyBracesAreAnEmptyContentBlock() throws {
    let stack = try compileClean("VStack { }")
    #expect(stack.views.map(\.type) == ["VStack"])
    let button = try compileClean("Button(\"OK\") { }")
    #expect(button.views.map(\.type) == ["Button"])
  }
}
