/// Names of Apple's SDK that the app's declarations refer to without declaring them: the
/// modules a file imports and the protocols and classes its types inherit from. A name no
/// given file declares and that is not one of these may come from a library the app imports
/// (`import SwiftUIFlux`), which layoutc cannot read; these never get that message.
/// Module names from Apple's framework documentation (developer.apple.com/documentation, the
/// iOS and macOS frameworks); protocols and classes from the documentation pages of the Swift
/// Standard Library, Foundation, Combine, Observation, SwiftUI, UIKit, AppKit, WidgetKit,
/// App Intents, Core Data and SwiftData.
enum AppleNames {
  /// Modules of Apple's SDKs and of Swift's toolchain.
  static let modules: Set<String> = [
    "Accelerate", "Accessibility", "ActivityKit", "AdServices", "AdSupport", "AppClip",
    "AppIntents", "AppKit", "AppTrackingTransparency", "ARKit", "AssetsLibrary", "AudioToolbox",
    "AudioUnit", "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit", "AVRouting",
    "BackgroundAssets", "BackgroundTasks", "CallKit", "CarPlay", "CFNetwork", "Charts",
    "CloudKit", "Cocoa", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit",
    "CoreBluetooth", "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage",
    "CoreLocation", "CoreLocationUI", "CoreMedia", "CoreMIDI", "CoreML", "CoreMotion", "CoreNFC",
    "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable",
    "CoreVideo", "CryptoKit", "Darwin", "DataDetection", "DeveloperToolsSupport",
    "DeviceActivity", "DeviceCheck", "Dispatch", "Distributed", "EventKit", "EventKitUI",
    "ExtensionFoundation", "ExtensionKit", "FamilyControls", "FileProvider", "Foundation",
    "FoundationEssentials", "GameController", "GameKit", "GameplayKit", "GLKit", "Glibc",
    "GroupActivities", "HealthKit", "HealthKitUI", "HomeKit", "ImageIO", "Intents", "IntentsUI",
    "JavaScriptCore", "LinkPresentation", "LocalAuthentication", "ManagedSettings",
    "ManagedSettingsUI", "MapKit", "MediaPlayer", "MessageUI", "Messages", "Metal", "MetalKit",
    "MetalPerformanceShaders", "MobileCoreServices", "ModelIO", "MultipeerConnectivity",
    "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension",
    "NotificationCenter", "Observation", "os", "OSLog", "PassKit", "PDFKit", "PencilKit",
    "Photos", "PhotosUI", "PushKit", "QuartzCore", "QuickLook", "QuickLookThumbnailing",
    "RealityKit", "RegexBuilder", "ReplayKit", "SafariServices", "SceneKit", "Security",
    "SensorKit", "ShazamKit", "simd", "Social", "SoundAnalysis", "Speech", "SpriteKit",
    "StoreKit", "Swift", "SwiftData", "SwiftUI", "SwiftUICore", "Synchronization",
    "SystemConfiguration", "TipKit", "Translation", "UIKit", "UniformTypeIdentifiers",
    "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity",
    "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "WorkoutKit", "XCTest", "_Concurrency",
  ]

  /// Types an app makes of Apple's modules, with the modules that declare them (each type's
  /// documentation page names its framework): under an import of one of these, the name is
  /// Apple's type even where the file imports a library too.
  static let typeModules: [String: Set<String>] = {
    var table: [String: Set<String>] = ["Logger": ["os", "OSLog"], "OSLog": ["os", "OSLog"]]
    for type in [
      "Bundle", "Data", "Date", "DateFormatter", "FileManager", "ISO8601DateFormatter",
      "JSONDecoder", "JSONEncoder", "NSCache", "NotificationCenter", "NumberFormatter",
      "PropertyListDecoder", "PropertyListEncoder", "Timer", "URL", "URLComponents",
      "URLRequest", "URLSession", "URLSessionConfiguration", "UUID", "UserDefaults",
    ] {
      table[type] = ["Foundation"]
    }
    for type in ["AnyCancellable", "CurrentValueSubject", "PassthroughSubject"] {
      table[type] = ["Combine"]
    }
    table["ModelContainer"] = ["SwiftData"]
    table["ModelContext"] = ["SwiftData"]
    table["NSPersistentContainer"] = ["CoreData"]
    table["WCSession"] = ["WatchConnectivity"]
    return table
  }()

  /// Protocols and classes of Apple's SDKs and of the standard library that an app's types
  /// conform to or inherit from.
  static let inheritable: Set<String> = [
    // The standard library.
    "AdditiveArithmetic", "AnyObject", "Actor", "AsyncIteratorProtocol", "AsyncSequence",
    "BidirectionalCollection", "BinaryFloatingPoint", "BinaryInteger", "CaseIterable", "Codable",
    "CodingKey", "Collection", "Comparable", "CustomDebugStringConvertible",
    "CustomStringConvertible", "CVarArg", "Decodable", "Encodable", "Equatable", "Error",
    "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
    "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral",
    "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation",
    "ExpressibleByStringLiteral", "ExpressibleByUnicodeScalarLiteral", "FixedWidthInteger",
    "FloatingPoint", "Hashable", "Identifiable", "IteratorProtocol", "LosslessStringConvertible",
    "MutableCollection", "Numeric", "OptionSet", "RandomAccessCollection",
    "RangeReplaceableCollection", "RawRepresentable", "Sendable", "Sequence", "SetAlgebra",
    "SignedInteger", "SignedNumeric", "Strideable", "StringProtocol", "TextOutputStream",
    "TextOutputStreamable", "UnsignedInteger",
    // Foundation, Combine, Observation.
    "Cancellable", "CustomNSError", "LocalizedError", "NSCoding", "NSCopying", "NSObject",
    "NSObjectProtocol", "NSSecureCoding", "Observable", "ObservableObject", "Publisher",
    "ReferenceConvertible", "Scheduler", "Subject", "Subscriber", "Transferable",
    // SwiftUI.
    "AlignmentID", "Animatable", "AnimatableModifier", "App", "ButtonStyle", "Commands",
    "ContainerValueKey", "ControlGroupStyle", "CustomAnimation", "CustomizableToolbarContent",
    "DatePickerStyle", "DisclosureGroupStyle", "DynamicProperty", "DynamicViewContent",
    "EnvironmentKey", "EnvironmentalModifier", "FocusedValueKey", "FormStyle", "GaugeStyle",
    "GeometryEffect", "Gesture", "GroupBoxStyle", "IndexViewStyle", "InsettableShape",
    "KeyframeTrackContent", "Keyframes", "LabelStyle", "LabeledContentStyle", "Layout",
    "ListStyle", "MenuStyle", "NavigationSplitViewStyle", "NavigationViewStyle",
    "NSViewControllerRepresentable", "NSViewRepresentable", "PickerStyle", "PreferenceKey",
    "PreviewProvider", "PrimitiveButtonStyle", "ProgressViewStyle", "Scene", "Shape",
    "ShapeStyle", "TabViewStyle", "TextFieldStyle", "TextRenderer", "TimelineSchedule",
    "ToggleStyle", "ToolbarContent", "Transition", "UIViewControllerRepresentable",
    "UIViewRepresentable", "VectorArithmetic", "View", "ViewModifier", "VisualEffect",
    // UIKit and AppKit.
    "NSView", "NSViewController", "NSApplicationDelegate", "UIApplicationDelegate",
    "UICollectionViewDataSource", "UICollectionViewDelegate", "UIGestureRecognizerDelegate",
    "UIHostingController", "UIImagePickerControllerDelegate", "UINavigationControllerDelegate",
    "UIResponder", "UISceneDelegate", "UIScrollViewDelegate", "UITableViewDataSource",
    "UITableViewDelegate", "UITextFieldDelegate", "UITextViewDelegate", "UIView",
    "UIViewController", "UIWindowSceneDelegate",
    // WidgetKit, App Intents, Core Data, SwiftData.
    "AppEntity", "AppEnum", "AppIntent", "AppIntentTimelineProvider", "AppShortcutsProvider",
    "IntentTimelineProvider", "NSManagedObject", "PersistentModel", "TimelineEntry",
    "TimelineProvider", "Widget", "WidgetBundle",
  ]
}
