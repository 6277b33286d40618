/// Views and modifiers the language recognises but cannot lay out yet: each is an error at
/// its name ("'VStack' is not supported yet"), never silently ignored. Supporting one moves
/// it from here to a definition in its family's file.
enum NotYetSupported {
  static let views = [
    // Stacks, grids, layouts

    // Text, images, controls
    "ShareLink",
    "PasteButton", "Gauge", "DatePicker", "ColorPicker",
    "ContentUnavailableView",
    // Containers and navigation
    "Table", "OutlineGroup", "DisclosureGroup", "GroupBox",
    "ControlGroup",
    // Drawing
    "Canvas", "TimelineView", "Path",
    // Type erasure, animation, controls and tabs (SwiftUI-Names.md)
    "EquatableView", "KeyframeAnimator", "PhaseAnimator", "MultiDatePicker",
    "RenameButton", "TabSection",
  ]

  static let modifiers = [
    // Layout
    "layoutValue",
    "flipsForRightToLeftLayoutDirection", "matchedGeometryEffect",
    "transformEnvironment",
    // Text and fonts
    "fontWidth",

    "textScale", "typesettingLanguage",
    // Controls and styles
    "buttonBorderShape",
    "datePickerStyle",
    "gaugeStyle", "menuStyle", "groupBoxStyle",
    "horizontalRadioGroupLayout",
    // Preference views, styles, inspectors, tables, custom modifiers and shape operations
    "backgroundPreferenceValue", "overlayPreferenceValue", "containerBackground",
    "controlGroupStyle", "disclosureGroupStyle", "headerProminence", "inspector",
    "inspectorColumnWidth", "labeledContentStyle", "modifier", "navigationSplitViewColumnWidth",
    "navigationSplitViewStyle", "tableColumnHeaders", "tableStyle", "textEditorStyle", "size",
    "union", "intersection", "subtracting", "symmetricDifference", "lineIntersection",
    "lineSubtraction",
  ]
}
