/// Deprecated SwiftUI names and what SwiftUI says to use instead, from the iOS 17.4 SDK's
/// `@available(iOS, deprecated:)` attributes. Deprecation changes no verdict: real apps still
/// use these, so each keeps the verdict of its modern form where it has a layout meaning
/// (`edgesIgnoringSafeArea` lays out as `ignoresSafeArea`). SwiftUI-Names.md flags them.
enum DeprecatedNames {
  static let views: [String: String] = [
    "NavigationView": "NavigationStack or NavigationSplitView"
  ]

  static let modifiers: [String: String] = [
    "accentColor": "tint(_:)",
    "accessibility":
      "accessibilityLabel(_:), accessibilityValue(_:) and the other accessibility modifiers",
    "actionSheet": "confirmationDialog(_:isPresented:titleVisibility:actions:)",
    "autocapitalization": "textInputAutocapitalization(_:)",
    "colorScheme": "preferredColorScheme(_:)",
    "cornerRadius": "clipShape(_:style:) with a RoundedRectangle",
    "disableAutocorrection": "autocorrectionDisabled(_:)",
    "edgesIgnoringSafeArea": "ignoresSafeArea(_:edges:)",
    "foregroundColor": "foregroundStyle(_:)",
    "navigationBarHidden": "toolbar(_:for:) with .hidden",
    "navigationBarItems": "toolbar(_:)",
    "navigationBarTitle": "navigationTitle(_:)",
    "navigationViewStyle": "NavigationStack or NavigationSplitView",
    "statusBar": "statusBarHidden(_:)",
  ]
}
