/// Names from Apple frameworks other than SwiftUI that appear in SwiftUI code (a `Chart`, a
/// `Map`, a `VideoPlayer`). layoutc cannot lay out what those frameworks draw: a view or a
/// styling modifier from one is an error naming the framework, so the user knows to put a
/// frame of the same size in its place. Modifiers that only present or fetch something
/// (`.photosPicker`, `.storeProductTask`) change no layout and are accepted silently.
/// Taken from the frameworks' iOS 17.4 SDK interfaces (SwiftUI-Names.md).
enum OtherFrameworks {
  struct Framework {
    var name: String
    var views: [String] = []
    var modifiers: [String] = []
    var silentModifiers: [String] = []

    init(
      _ name: String, views: [String] = [], modifiers: [String] = [], silentModifiers: [String] = []
    ) {
      self.name = name
      self.views = views
      self.modifiers = modifiers
      self.silentModifiers = silentModifiers
    }
  }

  static let frameworks: [Framework] = [
    Framework(
      "Swift Charts",
      views: [
        "Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark",
        "SectorMark", "Plot", "AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel",
      ],
      modifiers: [
        "chartAngleSelection", "chartBackground", "chartForegroundStyleScale", "chartGesture",
        "chartLegend", "chartLineStyleScale", "chartOverlay", "chartPlotStyle",
        "chartScrollPosition", "chartScrollTargetBehavior", "chartScrollableAxes",
        "chartSymbolScale", "chartSymbolSizeScale", "chartXAxis", "chartXAxisLabel",
        "chartXAxisStyle", "chartXScale", "chartXSelection", "chartXVisibleDomain", "chartYAxis",
        "chartYAxisLabel", "chartYAxisStyle", "chartYScale", "chartYSelection",
        "chartYVisibleDomain",
      ]),
    Framework(
      "MapKit",
      views: [
        "Map", "Marker", "Annotation", "MapCircle", "MapPolygon", "MapPolyline", "UserAnnotation",
        "MapAnnotation", "MapMarker", "MapPin", "MapCompass", "MapLocationCompass",
        "MapPitchSlider", "MapPitchToggle", "MapScaleView", "MapUserLocationButton",
        "MapZoomStepper", "MapReader", "LookAroundPreview",
      ],
      modifiers: [
        "mapCameraKeyframeAnimator", "mapControlVisibility", "mapControls",
        "mapFeatureSelectionContent", "mapFeatureSelectionDisabled", "mapScope", "mapStyle",
      ],
      silentModifiers: [
        "lookAroundViewer", "onMapCameraChange",
      ]),
    Framework(
      "AVKit",
      views: [
        "VideoPlayer"
      ]),
    Framework(
      "PhotosUI",
      views: [
        "PhotosPicker"
      ],
      modifiers: [
        "photosPickerAccessoryVisibility", "photosPickerDisabledCapabilities", "photosPickerStyle",
      ],
      silentModifiers: [
        "photosPicker"
      ]),
    Framework(
      "AuthenticationServices",
      views: [
        "SignInWithAppleButton"
      ],
      modifiers: [
        "signInWithAppleButtonStyle"
      ]),
    Framework(
      "StoreKit",
      views: [
        "ProductView", "StoreView", "SubscriptionStoreView",
      ],
      modifiers: [
        "productDescription", "productIconBorder", "productViewStyle", "storeButton",
        "subscriptionPromotionalOffer", "subscriptionStoreButtonLabel",
        "subscriptionStoreControlBackground", "subscriptionStoreControlIcon",
        "subscriptionStoreControlStyle", "subscriptionStorePickerItemBackground",
        "subscriptionStorePolicyDestination", "subscriptionStorePolicyForegroundStyle",
        "subscriptionStoreSignInAction",
      ],
      silentModifiers: [
        "appStoreOverlay", "currentEntitlementTask", "inAppPurchaseOptions",
        "manageSubscriptionsSheet", "offerCodeRedemption", "onInAppPurchaseCompletion",
        "onInAppPurchaseStart", "refundRequestSheet", "storeProductTask", "storeProductsTask",
        "subscriptionStatusTask",
      ]),
    Framework(
      "QuickLook",
      silentModifiers: [
        "quickLookPreview"
      ]),
    Framework(
      "SceneKit",
      views: [
        "SceneView"
      ]),
    Framework(
      "SpriteKit",
      views: [
        "SpriteView"
      ]),
    Framework(
      "RealityKit",
      views: [
        "ObjectCaptureView"
      ]),
    Framework(
      "CoreLocationUI",
      views: [
        "LocationButton"
      ]),
    Framework(
      "PassKit",
      views: [
        "AddPassToWalletButton", "PayLaterView", "PayWithApplePayButton",
        "VerifyIdentityWithWalletButton",
      ],
      modifiers: [
        "addPassToWalletButtonStyle", "payLaterViewAction", "payLaterViewDisplayStyle",
        "payWithApplePayButtonStyle", "verifyIdentityWithWalletButtonStyle",
      ],
      silentModifiers: [
        "onApplePayCouponCodeChange", "onApplePayPaymentMethodChange",
        "onApplePayShippingContactChange", "onApplePayShippingMethodChange",
      ]),
    Framework(
      "HomeKit",
      views: [
        "CameraView"
      ]),
    Framework(
      "MusicKit",
      silentModifiers: [
        "musicSubscriptionOffer"
      ]),
    Framework(
      "DeviceActivity",
      views: [
        "DeviceActivityReport"
      ]),
    Framework(
      "Translation",
      silentModifiers: [
        "translationPresentation"
      ]),
    Framework(
      "SwiftData",
      silentModifiers: [
        "modelContainer", "modelContext",
      ]),
    Framework(
      "App Intents",
      views: [
        "ShortcutsLink", "SiriTipView",
      ],
      modifiers: [
        "shortcutsLinkStyle", "siriTipViewStyle",
      ]),
    Framework(
      "TipKit",
      views: [
        "TipView"
      ],
      modifiers: [
        "tipBackground", "tipCornerRadius", "tipImageSize", "tipViewStyle",
      ],
      silentModifiers: [
        "popoverTip"
      ]),
    Framework(
      "WorkoutKit",
      silentModifiers: [
        "workoutPreview"
      ]),
    Framework(
      "ManagedAppDistribution",
      views: [
        "ManagedAppView", "ManagedContentView",
      ],
      modifiers: [
        "managedContentStyle"
      ]),
  ]

  /// View name → the framework it comes from.
  static let views: [String: String] = Dictionary(
    uniqueKeysWithValues: frameworks.flatMap { f in f.views.map { ($0, f.name) } })

  /// Styling modifier name → the framework it comes from (an error, like the views).
  static let modifiers: [String: String] = Dictionary(
    uniqueKeysWithValues: frameworks.flatMap { f in f.modifiers.map { ($0, f.name) } })

  /// Presenting and data modifiers: silent, like SwiftUI's own `.sheet` and `.task`.
  static let silentDefinitions: [ModifierDefinition] = frameworks.flatMap { f in
    f.silentModifiers.map { ModifierDefinition(name: $0, overloads: nil, role: .silent) }
  }
}
