import LayoutEngine
import Testing

@testable import ViewDSL

/// `#if`, `#elseif`, `#else`, `#endif` in pasted code choose the lines an iOS preview build
/// compiles. They used to be comments, so the modifiers of every branch applied.
@Suite struct ConditionalCompilationTests {
  /// Only the iOS branch's padding applies: one `padding` of 20 on every edge, not three.
  @Test func theIOSBranchIsRead() throws {
    let tree = try compileClean(
      """
      VStack {
          Text("Title").id("title")
          #if os(iOS)
              .padding(20)
          #elseif os(macOS)
              .padding(50)
          #else
              .padding(70)
          #endif
      }
      """)
    let title = try tree.view("title")
    #expect(title.modifiers.map(\.name) == ["padding"])
    guard case .padding(let p)? = title.modifiers.first.map({ tree.kind($0.node) }) else {
      Issue.record("expected a padding")
      return
    }
    #expect(p.insets == EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
  }

  /// Views in branches that are not compiled are not read; nested blocks follow their outer one.
  @Test func otherBranchesAndNestedBlocksAreSkipped() throws {
    let tree = try compileClean(
      """
      VStack {
          #if os(macOS)
          Color.red
          #if os(iOS)
          Color.green
          #endif
          #else
          Color.blue.id("blue")
          #endif
      }
      """)
    #expect(tree.views.map(\.type) == ["VStack", "Color"])
    #expect(try tree.view("blue").line == 8)
  }

  /// Conditions as an iOS preview build sees them.
  @Test(arguments: [
    ("os(iOS)", true), ("os(macOS)", false), ("!os(watchOS)", true),
    ("os(iOS) || os(visionOS)", true), ("os(iOS) && os(tvOS)", false),
    ("canImport(UIKit)", true), ("canImport(AppKit)", false),
    ("targetEnvironment(simulator)", true), ("targetEnvironment(macCatalyst)", false),
    ("DEBUG", true), ("SOME_APP_FLAG", false), ("swift(>=5.9)", true), ("swift(>=7.0)", false),
    ("compiler(<6.0)", false), ("(os(iOS) || os(macOS)) && !DEBUG", false),
  ])
  func conditions(_ condition: String, _ value: Bool) {
    #expect(ConditionalCompilation.evaluate(condition) == value, "\(condition)")
  }

  /// An `#if` without `#endif` is an error at the `#if`; an `#endif` without `#if` at itself.
  @Test func unbalancedDirectivesAreErrors() {
    let open = compile(
      SourceFile(name: "Test.view", text: "VStack {\n#if os(iOS)\n  Text(\"a\")\n}\n"))
    #expect(open.diagnostics.map(\.id) == ["unterminatedConditional"])
    #expect(open.diagnostics.map { [$0.location.line, $0.location.column] } == [[2, 1]])
    let stray = compile(
      SourceFile(name: "Test.view", text: "VStack {\n  Text(\"a\")\n  #endif\n}\n"))
    #expect(stray.diagnostics.map(\.id) == ["unexpectedConditionalDirective"])
    #expect(stray.diagnostics.map { [$0.location.line, $0.location.column] } == [[3, 3]])
  }
}
