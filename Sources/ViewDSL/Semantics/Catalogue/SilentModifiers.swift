/// Modifiers that change no layout in SwiftUI: accepted, checked (name always; labels, count
/// and simple types where listed), then ignored. Anything that can change a size or a
/// position — fonts, text and image options, control styles, the environment — is NOT here
/// but in `NotYetSupported.modifiers`. Any `accessibility…` modifier is silent too
/// (`Catalogue.modifier(named:)`).
enum SilentModifiers {
  /// `.id(_:)`: names the view in the output; no layout.
  static let identity = ModifierDefinition(
    name: "id", overloads: [Signature("id", [.positional("id", .identifier)])], role: .identity)

  static let definitions: [ModifierDefinition] =
    checked.map { ModifierDefinition(name: $0.0, overloads: $0.1, role: .silent) }
    + unchecked.map { ModifierDefinition(name: $0, overloads: nil, role: .silent) }

  /// Silent modifiers whose SwiftUI signatures are checked.
  static let checked: [(String, [Signature])] = [
    ("accentColor", [one(.positional("accentColor", .optional(.color)))]),
    ("allowsHitTesting", [one(.positional("enabled", .bool))]),
    ("blendMode", [one(.positional("blendMode", .any))]),
    // An overlay of a stroked rectangle: no layout effect (LayoutRules.md §7.10).
    (
      "border",
      [Signature("", [.positional("content", .any), .labelled("width", .number, defaulted: true)])]
    ),
    (
      "blur",
      [Signature("", [.labelled("radius", .number), .labelled("opaque", .bool, defaulted: true)])]
    ),
    ("brightness", [one(.positional("amount", .number))]),
    (
      "clipShape",
      [Signature("", [.positional("shape", .any), .labelled("style", .any, defaulted: true)])]
    ),
    ("clipped", [one(.labelled("antialiased", .bool, defaulted: true))]),
    ("colorInvert", [Signature("", [])]),
    ("colorMultiply", [one(.positional("color", .color))]),
    ("compositingGroup", [Signature("", [])]),
    ("contrast", [one(.positional("amount", .number))]),
    (
      "cornerRadius",
      [
        Signature(
          "", [.positional("radius", .number), .labelled("antialiased", .bool, defaulted: true)])
      ]
    ),
    ("disabled", [one(.positional("disabled", .bool))]),
    (
      "drawingGroup",
      [
        Signature(
          "",
          [
            .labelled("opaque", .bool, defaulted: true),
            .labelled("colorMode", .any, defaulted: true),
          ])
      ]
    ),
    ("foregroundColor", [one(.positional("color", .optional(.color)))]),
    // Still takes its space; only drawing stops.
    ("hidden", [Signature("", [])]),
    ("geometryGroup", [Signature("", [])]),
    ("grayscale", [one(.positional("amount", .number))]),
    ("hueRotation", [one(.positional("angle", .any))]),
    ("luminanceToAlpha", [Signature("", [])]),
    ("opacity", [one(.positional("opacity", .number))]),
    (
      "rotationEffect",
      [Signature("", [.positional("angle", .any), .labelled("anchor", .any, defaulted: true)])]
    ),
    ("saturation", [one(.positional("amount", .number))]),
    (
      "shadow",
      [
        Signature(
          "",
          [
            .labelled("color", .any, defaulted: true), .labelled("radius", .number),
            .labelled("x", .number, defaulted: true), .labelled("y", .number, defaulted: true),
          ])
      ]
    ),
    ("transformEffect", [one(.positional("transform", .any))]),
    ("transition", [one(.positional("transition", .any))]),
    ("unredacted", [Signature("", [])]),
    ("zIndex", [one(.positional("value", .number))]),
  ]

  /// Silent modifiers with many overloads (or closures): only the name is checked.
  static let unchecked = [
    "animation", "autocorrectionDisabled", "backgroundStyle", "contentShape", "contentTransition",
    "coordinateSpace", "environmentObject", "fill", "focusable", "focused", "foregroundStyle",
    "gesture", "help", "highPriorityGesture", "hoverEffect",
    // A paging TabView's dots (and their background) are drawn over the pages.
    "indexViewStyle", "interactiveDismissDisabled",
    "keyboardShortcut", "keyboardType", "mask", "onAppear", "onChange", "onDisappear",
    "onGeometryChange", "onHover",
    "onLongPressGesture", "onSubmit", "onTapGesture", "preferredColorScheme", "privacySensitive",
    "colorScheme", "redacted", "refreshable", "rotation3DEffect", "scaleEffect",
    "scrollContentBackground", "scrollDismissesKeyboard", "scrollIndicators", "sensoryFeedback",
    "simultaneousGesture", "statusBarHidden", "strikethrough", "stroke", "strokeBorder",
    "submitLabel", "symbolEffect", "symbolRenderingMode",
    // A symbol's box is estimated from its font and scale, whatever its name
    // (`SymbolSize`): `.fill`, `.slash`, `.circle` draw another symbol in that box.
    "symbolVariant", "tag", "task", "textContentType",
    "textInputAutocapitalization", "textSelection", "tint", "transaction", "underline",
    "visualEffect",
    // iOS 26's Liquid Glass drawn behind the view, in a shape of its bounds (Apple's
    // documentation, *glassEffect(_:in:)*): nothing moves.
    "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition",
    // Presentation, navigation chrome and interaction: nothing in this layout moves.
    "alert", "badge", "confirmationDialog", "contextMenu", "defaultScrollAnchor", "draggable",
    "dropDestination", "fileImporter", "focusedValue", "fullScreenCover", "listRowSeparator",
    "matchedTransitionSource", "navigationBarBackButtonHidden",
    "navigationDestination", "navigationTransition", "onDrag", "onDrop", "onKeyPress",
    "onOpenURL", "onReceive", "onScrollGeometryChange", "popover", "presentationDetents",
    "presentationDragIndicator", "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout",
    "sheet", "swipeActions", "toolbarBackground", "toolbarColorScheme",
    "toolbarRole",
    // Deprecated spellings still common in real code (navigation chrome, text input).
    "navigationBarItems", "navigationViewStyle", "disableAutocorrection",
    "autocapitalization", "statusBar",
    // Lists' editing, scrolling, presentation, focus, data and scene plumbing.
    "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled", "selectionDisabled",
    "listRowSeparatorTint", "listSectionSeparator", "listSectionSeparatorTint", "listItemTint",
    "badgeProminence", "scrollClipDisabled",
    "scrollBounceBehavior", "scrollDisabled", "onScrollPhaseChange", "scrollTransition",
    "presentationBackground", "presentationCornerRadius", "presentationBackgroundInteraction",
    "presentationCompactAdaptation", "persistentSystemOverlays", "defersSystemGestures",
    "menuIndicator", "menuOrder", "onContinuousHover", "onPreferenceChange", "preference",
    "transformPreference", "phaseAnimator", "keyframeAnimator", "handlesExternalEvents",
    "userActivity", "onContinueUserActivity",
    "focusedSceneValue", "focusScope", "prefersDefaultFocus", "defaultFocus",
    "searchSuggestions", "searchScopes", "searchCompletion", "springLoadingBehavior",
    "buttonRepeatBehavior", "fileExporter", "fileMover", "dismissalConfirmationDialog",
    "textRenderer", "speechAnnouncementsQueued", "speechSpellsOutCharacters",
    // Drawing effects, dialogs, previews, speech, focus and shape transforms that keep the
    // frame; `accessibility(label:)` and its family are deprecated spellings.
    "actionSheet", "allowedDynamicRange", "anchorPreference", "colorEffect", "distortionEffect",
    "layerEffect", "containerShape", "defaultAppStorage", "defaultHoverEffect", "dialogIcon",
    "dialogSuppressionToggle", "equatable", "fileDialogBrowserOptions",
    "fileDialogConfirmationLabel", "fileDialogCustomizationID", "fileDialogDefaultDirectory",
    "fileDialogImportsUnresolvedAliases", "fileDialogMessage", "fileDialogURLEnabled",
    "fileExporterFilenameLabel", "findDisabled", "findNavigator", "focusEffectDisabled",
    "focusedObject", "focusedSceneObject", "hoverEffectDisabled", "interactionActivityTrackingTag",
    "invalidatableContent", "itemProvider", "menuActionDismissBehavior", "navigationDocument",
    "paletteSelectionEffect", "presentationContentInteraction", "previewContext", "previewDevice",
    "previewDisplayName", "previewInterfaceOrientation", "previewLayout", "projectionEffect",
    "renameAction", "replaceDisabled", "scrollIndicatorsFlash", "searchDictationBehavior",
    "searchPresentationToolbarBehavior", "speechAdjustedPitch", "speechAlwaysIncludesPunctuation",
    "submitScope", "symbolEffectsRemoved", "tabItem", "toolbarTitleMenu",
    "transformAnchorPreference", "typeSelectEquivalent", "accessibility", "trim", "rotation",
    "scale", "transform",
  ]

  /// Silent modifiers whose content views are presented elsewhere (a sheet, a toolbar, a
  /// menu): the content is neither laid out nor checked, since it may hold views that exist
  /// only there (`ToolbarItem`, an alert's buttons).
  static let presenting: Set<String> = [
    "alert", "confirmationDialog", "contextMenu", "fileImporter", "fullScreenCover",
    "navigationDestination", "popover", "sheet", "swipeActions", "toolbar", "tabItem",
    "toolbarTitleMenu", "actionSheet",
  ]

  private static func one(_ parameter: Parameter) -> Signature { Signature("", [parameter]) }
}
