import Foundation
import LayoutEngine
import Testing

@testable import ViewDSL

/// The catalogue's lists are consistent with each other and with the user reference.
@Suite struct CatalogueTests {
  /// Every view carries its role from the catalogue: what the renderers colour and label by.
  @Test func viewsHaveTheirRoles() {
    let expected: [String: ViewRole] = [
      "Text": .text, "VStack": .container, "LazyHStack": .container, "HStackLayout": .container,
      "Grid": .container, "LazyVGrid": .container, "ZStack": .container,
      "ScrollView": .container, "ViewThatFits": .container, "FlowLayout": .container,
      "GeometryReader": .container, "Color": .shape, "Capsule": .capsule, "Circle": .circle,
      "Ellipse": .ellipse, "RoundedRectangle": .shape,
      "LinearGradient": .shape, "Image": .image, "Spacer": .spacer, "Divider": .spacer,
      "Toggle": .control, "Button": .control, "TextField": .control, "Label": .control,
      "EmptyView": .other,
    ]
    for (name, role) in expected {
      #expect(Catalogue.views[name]?.role == role, "\(name)")
    }
  }

  /// The padding modifiers add a band that pictures fill; no other modifier does.
  @Test func paddingModifiersAddABand() {
    let banded = Catalogue.knownModifierNames.filter {
      Catalogue.modifier(named: $0)?.addsBand == true
    }
    #expect(Set(banded) == ["padding", "safeAreaPadding", "scenePadding"])
  }

  /// Deprecated spellings real apps still use are known, and accepted silently like their
  /// current names (never "unknown modifier" warnings, which `--strict` would make errors);
  /// `navigationBarTitle` sets the title as `navigationTitle` does.
  @Test func deprecatedSpellingsAreKnown() {
    #expect(Catalogue.modifier(named: "navigationBarTitle") != nil)
    for name in [
      "navigationBarItems", "disableAutocorrection", "autocapitalization",
      "onDelete", "onMove",
    ] {
      guard case .silent? = Catalogue.modifier(named: name)?.role else {
        Issue.record("\(name) is not accepted silently")
        continue
      }
    }
  }

  @Test func namesAreUniqueAcrossLists() {
    let views = Catalogue.knownViewNames
    #expect(Set(views).count == views.count, "\(duplicates(views))")
    let modifiers = Catalogue.knownModifierNames
    #expect(Set(modifiers).count == modifiers.count, "\(duplicates(modifiers))")
  }

  @Test func layoutChangingModifiersAreNeverSilent() {
    for name in [
      "font", "bold", "italic", "fontWeight", "lineLimit", "minimumScaleFactor", "lineSpacing",
      "multilineTextAlignment", "truncationMode", "kerning", "tracking", "textCase",
      "monospacedDigit", "dynamicTypeSize", "imageScale", "controlSize", "buttonStyle",
      "labelStyle", "toggleStyle", "progressViewStyle", "textFieldStyle", "environment",
      "fixedSize", "layoutPriority", "offset", "position", "alignmentGuide", "aspectRatio",
      "background", "overlay", "ignoresSafeArea", "safeAreaInset", "containerRelativeFrame",
      "resizable", "layoutDirectionBehavior", "scaledToFit", "scaledToFill",
    ] {
      if let definition = Catalogue.modifier(named: name) {
        // A layout node, an environment value or an Image method: never ignored.
        if case .silent = definition.role {
          Issue.record("\(name) changes layout: it must not be accepted silently")
        }
      } else {
        #expect(Catalogue.unsupportedModifiers.contains(name), "\(name) should be recognised")
      }
    }
  }

  /// `border` and `hidden` change no frame: SwiftUI draws a stroke over, or stops drawing, a
  /// view that keeps its place (LayoutRules.md §7.10).
  @Test func borderAndHiddenAreSilent() {
    for name in ["border", "hidden"] {
      guard case .silent? = Catalogue.modifier(named: name)?.role else {
        Issue.record("\(name) is not silent")
        continue
      }
    }
  }

  @Test func accessibilityModifiersAreSilent() {
    for name in ["accessibilityLabel", "accessibilityHint", "accessibilityAddTraits"] {
      guard case .silent? = Catalogue.modifier(named: name)?.role else {
        Issue.record("\(name) is not silent")
        continue
      }
    }
    // The bare name is the deprecated `accessibility(label:)` family, silent by its own entry.
    #expect(SilentModifiers.unchecked.contains("accessibility"))
  }

  /// A sheet's, toolbar's or alert's views are presented elsewhere: the view keeps its frame,
  /// and views that exist only there (`ToolbarItem`) are not reported.
  @Test func presentedContentIsNotLaidOut() throws {
    let t = try layOut(
      """
      Text("a")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Add") { } }
        }
        .sheet(isPresented: .constant(true)) { Text("b") }
      """)
    #expect(t.0.views.map(\.type) == ["Text"])
    #expect(t.0.views[0].modifiers.isEmpty)
  }

  /// Every name layoutc lays out has its signatures in Views-and-Modifiers.md; the silent, not
  /// yet supported and other frameworks' names are in SwiftUI-Names.md (`SwiftUINamesTests`).
  @Test func referenceDocumentsEveryName() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Documentation/Views-and-Modifiers.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    for name in Catalogue.viewDefinitions.map(\.name) where !text.contains("`\(name)") {
      Issue.record("view \(name) is missing from Views-and-Modifiers.md")
    }
    for name in Catalogue.knownModifierNames
    where Catalogue.verdict(ofModifier: name) == .laidOut
      && !text.contains("`\(name)") && !text.contains("`.\(name)")
    {
      Issue.record("modifier \(name) is missing from Views-and-Modifiers.md")
    }
  }

  private func duplicates(_ names: [String]) -> [String] {
    Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.map(\.key)
  }
}
