import LayoutEngine

/// `Text` and the modifiers that change how text is measured (LayoutRules.md §5.4, §7.15;
/// Text.md). The modifiers are environment modifiers, as in SwiftUI: written on a
/// container they reach every `Text` inside it.
enum TextViews {
  static let definitions: [ViewDefinition] = [
    ViewDefinition(
      name: "Text", role: .text,
      overloads: [
        // `tableName:`, `bundle:` and `comment:` only say where a translation is: no layout.
        Signature(
          "content",
          [
            .positional("content", .string), .labelled("tableName", .any, defaulted: true),
            .labelled("bundle", .any, defaulted: true), .labelled("comment", .any, defaulted: true),
          ]),
        Signature("verbatim", [.labelled("verbatim", .string)]),
      ],
      lower: { call, _, context in
        // A literal is a LocalizedStringKey: its inline Markdown is read (`InlineMarkdown`);
        // `verbatim:` is drawn as written. A text of pieces (`+`, interpolated texts and
        // images) comes with them in `context.textPieces`.
        var pieces = context.textPieces ?? []
        context.textPieces = nil
        let env = context.environment
        if call.form != "runs" {
          let verbatim = call.string("verbatim")
          let markdown = verbatim == nil ? InlineMarkdown.read(call.string("content") ?? "") : nil
          // One style (the common case): an ordinary text, no runs.
          if (markdown?.runs.count ?? 1) <= 1, !env.monospacedDigit, env.baselineOffset == 0,
            !env.font.monospacedDigits
          {
            var style = env.style
            if markdown?.bold == true { style.font.weight = 700 }
            if markdown?.italic == true { style.font.italic = true }
            return context.addNode(
              .text(
                TextLayout(
                  string: env.transform(verbatim ?? markdown?.text ?? ""), style: style,
                  alignment: env.multilineAlignment)))
          }
          let content = call.string("content") ?? ""
          pieces = [
            TextPiece(content: verbatim.map(TextPiece.Content.verbatim) ?? .markdown(content))
          ]
        }
        let runs = Self.runs(pieces, &context)
        let string = runs.map(\.text).joined()
        return context.addNode(
          .text(
            TextLayout(
              string: string, style: env.style, alignment: env.multilineAlignment, runs: runs)))
      })
  ]

  static let modifiers: [ModifierDefinition] = [
    writer("font", [Signature("font", [.positional("font", .optional(.font))])]) { call, env, _ in
      env.font = call.font("font") ?? .body
    },
    writer(
      "fontWeight", [Signature("weight", [.positional("weight", .optional(FontValues.weight))])]
    ) {
      call, env, _ in env.weight = call.member("weight").flatMap { TextEnvironment.weights[$0] }
    },
    writer(
      "fontDesign", [Signature("design", [.positional("design", .optional(FontValues.design))])]
    ) {
      call, env, _ in env.design = call.member("design").flatMap(FontSpec.Design.init(rawValue:))
    },
    writer("bold", toggle) { call, env, _ in
      env.weight = (call.bool("isActive") ?? true) ? 700 : nil
    },
    writer("italic", toggle) { call, env, _ in env.italic = call.bool("isActive") ?? true },
    // SF Mono is not bundled: the monospaced design is measured in Inter (Text.md §1).
    writer("monospaced", toggle) { call, env, _ in
      env.design = (call.bool("isActive") ?? true) ? .monospaced : nil
    },
    writer("monospacedDigit", [Signature("plain", [])]) { _, env, _ in env.monospacedDigit = true },
    writer("baselineOffset", [Signature("offset", [.positional("baselineOffset", .number)])]) {
      call, env, _ in
      env.baselineOffset = call.number("baselineOffset") ?? 0
    },
    writer(
      "lineLimit",
      [
        Signature("count", [.positional("limit", .optional(.number))]),
        Signature("range", [.positional("limit", .closedRange)]),
        Signature("reserved", [.positional("limit", .number), .labelled("reservesSpace", .bool)]),
      ]
    ) { call, env, context in
      switch call.form {
      case "range":
        // `a...b`, `a...` (no maximum) and `...b` (nothing reserved).
        let (a, b) = call.closedRange("limit") ?? (1, 1)
        let lo = a == -.infinity ? 0 : lineCount(a, call, &context)
        let hi = b == .infinity ? Int.max : lineCount(b, call, &context)
        guard let lo, let hi else { return }
        if lo > hi {
          context.report(.emptyLineLimitRange, at: call.location(of: "limit"))
          return
        }
        env.reservedLines = lo
        env.maxLines = hi == Int.max ? nil : hi
      case "reserved":
        guard let n = lineCount(call.number("limit") ?? 1, call, &context) else { return }
        env.maxLines = n
        env.reservedLines = (call.bool("reservesSpace") ?? false) ? n : 0
      default:
        env.reservedLines = 0
        env.maxLines = call.number("limit").flatMap { lineCount($0, call, &context) }
      }
    },
    writer(
      "truncationMode",
      [
        Signature(
          "mode",
          [.positional("mode", .enumeration("Text.TruncationMode", ["head", "middle", "tail"]))])
      ]
    ) { call, env, _ in
      switch call.member("mode") {
      case "head": env.truncationMode = .head
      case "middle": env.truncationMode = .middle
      default: env.truncationMode = .tail
      }
    },
    writer("minimumScaleFactor", [Signature("factor", [.positional("factor", .number)])]) {
      call, env, context in
      let f = call.number("factor") ?? 1
      guard f > 0 && f <= 1 else {
        context.report(.scaleFactorOutOfRange, at: call.location(of: "factor"))
        return
      }
      env.minimumScaleFactor = f
    },
    writer("lineSpacing", [Signature("spacing", [.positional("lineSpacing", .number)])]) {
      call, env, _ in
      env.lineSpacing = call.number("lineSpacing") ?? 0
    },
    writer("allowsTightening", [Signature("flag", [.positional("flag", .bool)])]) { call, env, _ in
      env.allowsTightening = call.bool("flag") ?? false
    },
    writer("kerning", [Signature("kerning", [.positional("kerning", .number)])]) { call, env, _ in
      env.tracking = call.number("kerning")
    },
    writer("tracking", [Signature("tracking", [.positional("tracking", .number)])]) {
      call, env, _ in
      env.tracking = call.number("tracking")
    },
    writer(
      "textCase",
      [
        Signature(
          "case",
          [
            .positional(
              "textCase", .optional(.enumeration("Text.Case", ["uppercase", "lowercase"])))
          ])
      ]
    ) { call, env, _ in
      switch call.member("textCase") {
      case "uppercase": env.textCase = .uppercase
      case "lowercase": env.textCase = .lowercase
      default: env.textCase = nil
      }
    },
    writer(
      "dynamicTypeSize",
      [
        Signature("size", [.positional("size", dynamicType)]),
        Signature("range", [.positional("size", dynamicTypeRange)]),
      ]
    ) { call, env, context in
      if let name = call.member("size"), let size = DynamicTypeSize(rawValue: name) {
        env.setDynamicType(size)
      } else if let (a, b) = call.memberRange("size"), let lo = DynamicTypeSize(rawValue: a),
        let hi = DynamicTypeSize(rawValue: b)
      {
        guard lo <= hi else {
          context.report(.emptyDynamicTypeRange, at: call.location(of: "size"))
          return
        }
        env.clampDynamicType(lo...hi)
      }
    },
    // Alignment inside the text's own box: the box, the width of its widest line, is the same;
    // only pictures draw the lines by it.
    writer(
      "multilineTextAlignment",
      [
        Signature(
          "alignment",
          [
            .positional(
              "alignment", .enumeration("TextAlignment", ["leading", "center", "trailing"]))
          ])
      ]
    ) { call, env, _ in
      if let name = call.member("alignment"), let alignment = TextAlignment(rawValue: name) {
        env.multilineAlignment = alignment
      }
    },
  ]

  private static let dynamicType = ValueType.enumeration(
    "DynamicTypeSize", DynamicTypeSize.allCases.map(\.rawValue))
  private static let dynamicTypeRange = ValueType.memberRange(
    "DynamicTypeSize", DynamicTypeSize.allCases.map(\.rawValue))

  /// `bold()`, `bold(_ isActive: Bool)`.
  private static let toggle = [
    Signature("toggle", [.positional("isActive", .bool, defaulted: true)])
  ]

  private static func writer(
    _ name: String, _ overloads: [Signature], _ apply: @escaping EnvironmentWriter
  ) -> ModifierDefinition {
    ModifierDefinition(name: name, overloads: overloads, role: .environment(apply))
  }

  /// A line count: a whole number of at least 1.
  private static func lineCount(_ v: Double, _ call: BoundCall, _ context: inout LoweringContext)
    -> Int?
  {
    guard v >= 1, v == v.rounded(), v < 1_000_000 else {
      context.report(.invalidLineLimit, at: call.location(of: "limit"))
      return nil
    }
    return Int(v)
  }
}
