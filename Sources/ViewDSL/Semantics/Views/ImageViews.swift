import LayoutEngine

/// `Image` and its methods (LayoutRules.md §5.3). A named image's natural size comes from
/// `CompileOptions.imageSize` (the command reads the file's header); a system symbol's, and a
/// custom symbol's (an asset catalogue's symbol set), from the environment's font
/// (`SymbolSize`).
enum ImageViews {
  static let definitions: [ViewDefinition] = [
    ViewDefinition(
      name: "Image", role: .image,
      overloads: [
        Signature("named", [.positional("name", .string), bundle]),
        Signature("decorative", [.labelled("decorative", .string), bundle]),
        Signature("systemName", [.labelled("systemName", .string)]),
      ],
      lower: { call, _, context in
        let caps = context.imageOptions.capInsets
        let name = call.string("name") ?? call.string("decorative")
        // Looked up once: a lookup reads the file's header.
        let found =
          call.form == "systemName"
          ? nil
          : name.map { context.reader.imageSize($0) ?? .notFound(searched: Self.noLookup) }
        if call.form == "systemName" || found == .symbol {
          let font = context.environment.style.font
          let scale = context.environment.imageScale
          let layout = ImageLayout(
            naturalSize: SymbolSize.size(font: font, scale: scale, in: context.dynamicTypeSize),
            capInsets: caps,
            baseline: SymbolSize.baseline(font: font, scale: scale, in: context.dynamicTypeSize))
          context.estimate = "a symbol's size"
          return context.addNode(.image(layout))
        }
        // No name: its argument was an error, already reported where it was made.
        guard let name, let found else {
          return context.addNode(.image(ImageLayout(naturalSize: Size(width: 0, height: 0))))
        }
        let at = call.location(of: call.form == "named" ? "name" : "decorative")
        var size = Size(width: 0, height: 0)
        switch found {
        case .found(let s): size = s
        case .notFound(let searched): context.report(.imageNotFound(name, in: searched), at: at)
        case .unreadable(let path, let reason):
          context.report(.imageUnreadable(name, path: path, reason: reason), at: at)
        case .symbol: break  // laid out above
        }
        return context.addNode(.image(ImageLayout(naturalSize: size, capInsets: caps)))
      })
  ]

  static let noLookup = "any folder (no image lookup given)"

  /// Methods of `Image` (they return an `Image`, so they come before any `View` modifier).
  static let methods: [ModifierDefinition] = [
    ModifierDefinition(
      name: "resizable",
      overloads: [
        Signature(
          "resizable",
          [
            .labelled("capInsets", .edgeInsets, defaulted: true),
            .labelled(
              "resizingMode", .enumeration("Image.ResizingMode", ["stretch", "tile"]),
              defaulted: true),
          ])
      ],
      role: .imageMethod { call, options, context in
        let caps = call.edgeInsets("capInsets") ?? .zero
        for (name, value) in [
          ("top", caps.top), ("leading", caps.leading), ("bottom", caps.bottom),
          ("trailing", caps.trailing),
        ] where !(value.isFinite && value >= 0) {
          context.report(.invalidCapInset(name), at: call.location(of: "capInsets"))
        }
        options.capInsets = caps
      }),
    silentMethod(
      "renderingMode",
      .positional(
        "renderingMode",
        .optional(.enumeration("Image.TemplateRenderingMode", ["original", "template"])))),
    silentMethod(
      "interpolation",
      .positional(
        "interpolation", .enumeration("Image.Interpolation", ["none", "low", "medium", "high"]))),
    silentMethod("antialiased", .positional("isAntialiased", .bool)),
  ]

  /// `.imageScale(_:)`: an environment value, so on a container it reaches every symbol inside.
  static let imageScale = ModifierDefinition(
    name: "imageScale",
    overloads: [
      Signature(
        "scale", [.positional("scale", .enumeration("Image.Scale", ["small", "medium", "large"]))])
    ],
    role: .environment { call, environment, _ in
      environment.imageScale = SymbolSize.Scale(rawValue: call.member("scale") ?? "") ?? .medium
    })

  /// `bundle: Bundle? = nil` (not evaluated: images come from files).
  private static let bundle = Parameter.labelled("bundle", .any, defaulted: true)

  private static func silentMethod(_ name: String, _ parameter: Parameter) -> ModifierDefinition {
    ModifierDefinition(
      name: name, overloads: [Signature(name, [parameter])], role: .imageMethod { _, _, _ in })
  }
}

/// What an `Image`'s methods set before it is lowered.
struct ImageOptions: Sendable {
  /// Set by `.resizable(capInsets:)`.
  var capInsets: EdgeInsets?
}

/// Applies an `Image` method's bound arguments.
typealias ImageMethod =
  @Sendable (_ call: BoundCall, _ options: inout ImageOptions, _ context: inout LoweringContext) ->
  Void
