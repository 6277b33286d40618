import LayoutEngine
import Testing

@testable import ViewDSL

/// `.view` files with data, statements and components: the lines are evaluated by the same
/// interpreter as `.swift` input. Canvas 390×844, no safe area: the root is centred.
@Suite struct ViewProgramTests {
  /// `let` data feeds a `ForEach`; `if`/`else` lays out only the branch whose condition holds.
  @Test func dataAndIfElseInTheIndentationForm() throws {
    let t = try layOut(
      """
      let widths = [40, 60]
      let showWide = false
      HStack(spacing: 0)
        ForEach(widths, id: \\.self) { w in
          Color.red.frame(width: w, height: 10)
        }
        if showWide
          Color.blue.frame(width: 200, height: 10).id("wide")
        else
          Color.blue.frame(width: 20, height: 10).id("narrow")
      """)
    #expect(t.0.views.map(\.type) == ["HStack", "Color", "Color", "Color"])
    #expect(t.0.views.first { $0.id == "wide" } == nil)
    // HStack: 40 + 60 + 20 = 120 wide, centred: x = (390 - 120) / 2 = 135, y = (844 - 10) / 2.
    // The narrow swatch follows the two others: 135 + 100 = 235.
    let narrow = t.1[Int(try t.0.view("narrow").node)]
    #expect([narrow.minX, narrow.minY, narrow.width, narrow.height] == [235, 417, 20, 10])
  }

  /// Pasted braces: `} else if … {` chains, and `case` lines at their `switch`'s column (as
  /// Xcode indents them), with several patterns in one case.
  @Test func switchAndElseIfInBraces() throws {
    let tree = try compileClean(
      """
      let mode = 2
      let flag = false
      VStack(spacing: 0) {
          switch mode {
          case 1:
              Color.red.frame(width: 10, height: 10).id("one")
          case 2, 3:
              Color.red.frame(width: 30, height: 10).id("two")
          default:
              Color.red.frame(width: 50, height: 10).id("other")
          }
          if flag {
              Color.red.id("a")
          } else if mode > 1 {
              Color.red.id("b")
          } else {
              Color.red.id("c")
          }
      }
      .padding()
      """)
    #expect(tree.views.compactMap(\.id) == ["two", "b"])
    #expect(tree.views[0].modifiers.map(\.name) == ["padding"])
  }

  /// A component in the indentation form: a stored property with a default, a `@State` with
  /// its initial value, `var body: some View`; made with and without arguments.
  @Test func componentInTheIndentationForm() throws {
    let t = try layOut(
      """
      struct Swatch: View
        var side: Double = 20
        @State private var selected = true
        var body: some View
          Color.green
            .frame(width: selected ? side * 2 : side, height: side)

      HStack(spacing: 0)
        Swatch().id("a")
        Swatch(side: 10).id("b")
      """)
    // a: 40 × 20; b: 20 × 10. The HStack is 60 × 20 at x = (390 - 60) / 2 = 165,
    // y = (844 - 20) / 2 = 412; b is centred in its 20-point row: y = 412 + 5.
    #expect(viewFrame(t, 1) == [165, 412, 40, 20])
    #expect(viewFrame(t, 2) == [205, 417, 20, 10])
  }

  /// A pasted `struct … { }` with `let`, an optional with `nil` default, `if let`, and a view
  /// property used in the body.
  @Test func pastedComponentWithBraces() throws {
    let tree = try compileClean(
      """
      import SwiftUI

      struct Row: View {
          let title: String
          var detail: String? = nil

          var body: some View {
              HStack {
                  Text(title).id(title)
                  if let detail {
                      Text(detail).id("detail")
                  }
                  accessory
              }
          }

          @ViewBuilder var accessory: some View {
              Image(systemName: "chevron.right")
          }
      }

      VStack {
          Row(title: "Wi-Fi", detail: "Home")
          Row(title: "Bluetooth")
      }
      """)
    #expect(
      tree.views.map(\.type) == [
        "VStack", "HStack", "Text", "Text", "Image", "HStack", "Text", "Image",
      ])
    #expect(tree.views.compactMap(\.text) == ["Wi-Fi", "Home", "Bluetooth"])
  }

  /// A whole pasted file: `import`, the view's struct, and a `#Preview("Name")` whose body is
  /// what is laid out (its arguments name it).
  @Test func aPastedFileWithItsPreview() throws {
    let pasted = try layOut(
      """
      import SwiftUI

      struct Card: View {
          var title = "Hello"
          var body: some View {
              Color.red.frame(width: 100, height: title.count == 5 ? 50 : 10)
          }
      }

      #Preview("Card (dark)", traits: .sizeThatFitsLayout) {
          Card()
      }
      """)
    // (390 − 100) / 2 = 145, (844 − 50) / 2 = 397.
    #expect(pasted.0.views.map(\.type) == ["Color"])
    #expect(viewFrame(pasted, 0) == [145, 397, 100, 50])
  }

  /// Whole-number literals are Swift's `Int` in a program (`\\(count)` prints `3`), and the
  /// operators `??`, postfix `!`, `?.` and `%` evaluate as in Swift.
  @Test func integersAndOptionalOperators() throws {
    let t = try layOut(
      """
      let count = 3
      let name: String? = nil
      let sizes = [10, 20]
      let tags: [String]? = ["new"]
      VStack(spacing: 0)
        Text("\\(count) items, \\(count * 2 / 4)")
        Text(name ?? "Guest")
        Text(tags?.first ?? "none")
        Color.red.frame(width: Double(sizes.first! + 7 % 4), height: 10).id("red")
      """)
    #expect(t.0.views.compactMap(\.text) == ["3 items, 1", "Guest", "new"])
    // 10 + 7 % 4 = 13.
    #expect(t.1[Int(try t.0.view("red").node)].width == 13)
  }

  /// What the statement lines cannot be is an error at the line.
  @Test func statementErrors() {
    assertCompileDiagnostics("VStack\n  1️⃣else\n    Color.red\n", [.init("1️⃣", "elseWithoutIf")])
    assertCompileDiagnostics(
      "let m = 1\nVStack\n  switch m\n    1️⃣Color.red\n", [.init("1️⃣", "notACase")])
    assertCompileDiagnostics(
      "VStack {\n  1️⃣for i in 0..<3 {\n    Color.red\n  }\n}\n",
      [.init("1️⃣", "statementNotSupportedYet")])
    assertCompileDiagnostics(
      "let on = true\nVStack {\n  if on {\n    Color.red\n  }2️⃣.padding()\n}\n",
      [.init("2️⃣", "modifierOnStatement")])
    // A name nothing declares is the interpreter's error, at the name.
    assertCompileDiagnostics(
      "VStack\n  if 1️⃣showTitle\n    Color.red\n", [.init("1️⃣", "unknownName")])
    assertCompileDiagnostics(
      "let n = 1\nVStack\n  1️⃣case 1:\n    Color.red\n", [.init("1️⃣", "notACase")])
    // A view indented under a local `let` is an error, not dropped.
    assertCompileDiagnostics(
      "VStack\n  let w = 3\n    1️⃣Color.red\n", [.init("1️⃣", "unexpectedIndentation")])
  }

  /// A file without statements, data or components takes the direct path: the interpreter
  /// never sees it, and a custom alignment stays a declaration of the file.
  @Test func plainFilesAndAlignmentsStayPlain() throws {
    let (syntax, _) = parse(
      SourceFile(
        name: "t.view",
        text: "let oneThird = HorizontalAlignment { d in d.width / 3 }\nVStack\n  Color.red\n"))
    #expect(!syntax.isProgram)
    let (data, _) = parse(SourceFile(name: "t.view", text: "let w = 3\nColor.red\n"))
    #expect(data.isProgram)
  }

  /// `let spacing: CGFloat = 10` at the top and in a block is a floating-point value, as in
  /// Swift: `spacing / 4` is 2.5 and `gap / 4` 1.5 (both were integer divisions, 2 and 1,
  /// silently). The stack is 2.5 wide (the wider bar), the bars 10 tall each.
  @Test func declaredFloatingPointTypes() throws {
    let t = try layOut(
      """
      let spacing: CGFloat = 10
      VStack(spacing: 0)
        let gap: Double = 6
        Color.red.frame(width: spacing / 4, height: 10)
        Color.blue.frame(width: gap / 4, height: 10)
      """)
    #expect(t.0.views.map(\.type) == ["VStack", "Color", "Color"])
    #expect(t.1[Int(t.0.views[1].node)].width == 2.5)
    #expect(t.1[Int(t.0.views[2].node)].width == 1.5)
  }
}
