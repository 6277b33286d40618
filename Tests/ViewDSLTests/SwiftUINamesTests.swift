import Foundation
import LayoutEngine
import Testing

@testable import ViewDSL

/// Every public SwiftUI name has a verdict (Documentation/SwiftUI-Names.md), and each verdict
/// behaves as documented.
@Suite struct SwiftUINamesTests {
  /// One documented row: a name, its kind and its verdict.
  struct Row: Hashable {
    var isView: Bool
    var name: String
    var verdict: String
    var note: String
  }

  /// The rows of SwiftUI-Names.md's tables; a table under a heading that ends in "views" lists
  /// views, any other table modifiers.
  static func documentedRows() throws -> [Row] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Documentation/SwiftUI-Names.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var rows: [Row] = []
    var inViews = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inViews = line.lowercased().hasSuffix("views") }
      guard line.hasPrefix("| `") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4 else { continue }
      var name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      if name.hasPrefix(".") { name.removeFirst() }
      rows.append(Row(isView: inViews, name: name, verdict: cells[2], note: cells[3]))
    }
    return rows
  }

  static func spelling(_ verdict: NameVerdict?) -> String {
    switch verdict {
    case .laidOut: "laid out"
    case .noLayoutEffect: "no layout effect"
    case .notSupportedYet: "not supported yet"
    case .otherFramework(let framework): "other framework: \(framework)"
    case nil: "unknown"
    }
  }

  // MARK: The documentation and the catalogue agree

  @Test func everyDocumentedNameHasItsVerdict() throws {
    let rows = try Self.documentedRows()
    #expect(rows.count > 500)
    for row in rows {
      let verdict =
        row.isView ? Catalogue.verdict(ofView: row.name) : Catalogue.verdict(ofModifier: row.name)
      #expect(Self.spelling(verdict) == row.verdict, "\(row.name)")
    }
  }

  @Test func everyCatalogueNameIsDocumented() throws {
    let rows = try Self.documentedRows()
    let views = Set(rows.filter(\.isView).map(\.name))
    let modifiers = Set(rows.filter { !$0.isView }.map(\.name))
    let catalogueViews =
      Catalogue.viewDefinitions.map(\.name) + NotYetSupported.views
      + Array(OtherFrameworks.views.keys)
    for name in catalogueViews where !views.contains(name) {
      Issue.record("view \(name) is missing from SwiftUI-Names.md")
    }
    let catalogueModifiers =
      Catalogue.modifierDefinitions.map(\.name) + NotYetSupported.modifiers
      + Array(OtherFrameworks.modifiers.keys)
    for name in catalogueModifiers where !modifiers.contains(name) {
      Issue.record("modifier \(name) is missing from SwiftUI-Names.md")
    }
  }

  /// A deprecated name's note gives SwiftUI's replacement; no other note says "deprecated".
  @Test func deprecatedNamesAreFlaggedWithTheirReplacement() throws {
    for row in try Self.documentedRows() {
      let replacement = (row.isView ? DeprecatedNames.views : DeprecatedNames.modifiers)[row.name]
      if let replacement {
        #expect(row.note.hasPrefix("deprecated: use \(replacement)"), "\(row.name)")
      } else {
        #expect(!row.note.contains("deprecated"), "\(row.name)")
      }
    }
    for name in DeprecatedNames.views.keys { #expect(Catalogue.verdict(ofView: name) != nil) }
    for name in DeprecatedNames.modifiers.keys {
      #expect(Catalogue.verdict(ofModifier: name) != nil)
    }
  }

  @Test func otherFrameworkNamesAreNotSwiftUINames() {
    for name in OtherFrameworks.views.keys {
      #expect(Catalogue.views[name] == nil && !Catalogue.unsupportedViews.contains(name), "\(name)")
    }
    for name in OtherFrameworks.modifiers.keys {
      #expect(Catalogue.modifier(named: name) == nil, "\(name)")
      #expect(!Catalogue.unsupportedModifiers.contains(name), "\(name)")
    }
  }

  // MARK: Each verdict behaves as documented

  /// 100 × 50 in a 390 × 844 canvas: centred at (145, 397) with or without the silent
  /// modifiers, which add no node.
  @Test func silentModifiersChangeNoFrame() throws {
    let plain = try layOut("Color.red.frame(width: 100, height: 50)")
    let silent = try layOut(
      """
      Color.red.frame(width: 100, height: 50)
        .foregroundStyle(.blue)
        .backgroundStyle(.yellow)
        .onTapGesture { }
        .tabItem { Text("Home") }
        .previewLayout(.sizeThatFits)
        .containerShape(Circle())
        .accessibilityLabel("Red")
        .photosPicker(isPresented: .constant(false), selection: .constant(nil))
      """)
    #expect(viewFrame(plain, 0) == [145, 397, 100, 50])
    #expect(viewFrame(silent, 0) == [145, 397, 100, 50])
    #expect(silent.0.views[0].modifiers.count == 1)  // the frame only
  }

  @Test func notSupportedYetViewIsAnErrorAtItsName() {
    let diagnostics = assertCompileDiagnostics(
      "VStack\n  Text(\"a\")\n  1️⃣TabSection(\"Home\")\n    Text(\"b\")",
      [
        .init(
          "1️⃣", "viewNotSupportedYet",
          message:
            "'TabSection' is not supported yet; layoutc lays out stacks, grids, scroll views, lists, navigation and tab views, text, images, shapes and simple controls"
        )
      ])
    #expect(diagnostics.map { [$0.location.line, $0.location.column] } == [[3, 3]])
  }

  @Test func notSupportedYetModifierIsAnErrorAtItsDot() {
    let diagnostics = assertCompileDiagnostics(
      "Text(\"a\")\n  1️⃣.headerProminence(.increased)",
      [
        .init(
          "1️⃣", "modifierNotSupportedYet",
          message:
            "modifier 'headerProminence' is not supported yet; SwiftUI-Names.md lists what layoutc lays out"
        )
      ])
    #expect(diagnostics.map { [$0.location.line, $0.location.column] } == [[2, 3]])
  }

  /// A chart's marks are Swift Charts content: one error, at `Chart`, none for the marks.
  @Test func otherFrameworkViewNamesItsFramework() {
    assertCompileDiagnostics(
      "VStack\n  1️⃣Chart\n    BarMark(x: .value(\"Day\", 1), y: .value(\"Steps\", 2))",
      [
        .init(
          "1️⃣", "viewFromOtherFramework",
          message:
            "'Chart' comes from Swift Charts, which layoutc does not lay out; replace it with a frame of its size in the preview"
        )
      ])
    assertCompileDiagnostics(
      "1️⃣VideoPlayer(player: nil)",
      [
        .init(
          "1️⃣", "viewFromOtherFramework",
          message:
            "'VideoPlayer' comes from AVKit, which layoutc does not lay out; replace it with a frame of its size in the preview"
        )
      ])
  }

  @Test func otherFrameworkModifierNamesItsFramework() {
    assertCompileDiagnostics(
      "Color.red1️⃣.mapStyle(.standard)",
      [
        .init(
          "1️⃣", "modifierFromOtherFramework",
          message:
            "modifier 'mapStyle' comes from MapKit, which layoutc does not lay out; remove it from the preview"
        )
      ])
  }

  @Test func namesInNoListStayUnknown() {
    assertCompileDiagnostics(
      "1️⃣ProfileCard()", [.init("1️⃣", "unknownView", message: "unknown view 'ProfileCard'")])
  }

  // MARK: Deprecated names with a layout meaning behave as their modern forms

  @Test func foregroundColorIsForegroundStyle() throws {
    let old = try layOut("Text(\"Hello\").foregroundColor(.red).padding()")
    let new = try layOut("Text(\"Hello\").foregroundStyle(.red).padding()")
    #expect(viewFrame(old, 0) == viewFrame(new, 0))
    #expect(old.0.views[0].modifiers.count == 1)  // the padding only
  }

  /// Rounded corners clip the drawing, not the 100 × 50 frame at (145, 397).
  @Test func cornerRadiusIsAClipShape() throws {
    let old = try layOut("Color.red.frame(width: 100, height: 50).cornerRadius(8)")
    let new = try layOut(
      "Color.red.frame(width: 100, height: 50).clipShape(RoundedRectangle(cornerRadius: 8))")
    #expect(viewFrame(old, 0) == [145, 397, 100, 50])
    #expect(viewFrame(new, 0) == [145, 397, 100, 50])
  }

  /// On a 402 × 874 canvas with a 62-point top and 34-point bottom safe area, both fill the
  /// screen.
  @Test func edgesIgnoringSafeAreaIsIgnoresSafeArea() throws {
    let phone = Canvas(
      size: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34))
    for source in ["Color.blue.edgesIgnoringSafeArea(.all)", "Color.blue.ignoresSafeArea()"] {
      let tree = try compileClean(source)
      let frames = Layout.run(tree, on: phone).frames
      let r = frames[Int(tree.views[0].node)]
      #expect([r.minX, r.minY, r.width, r.height] == [0, 0, 402, 874], "\(source)")
    }
  }
}
