import LayoutEngine

/// Controls: `Button`, `Link`, `Label`, `Toggle`, `Stepper`, `Slider`, `ProgressView`,
/// `TextField`, `SecureField`, `TextEditor`. Each lowers to a composition of existing engine
/// nodes (stacks, frames, paddings, text, shapes), so the engine has no control kinds; the
/// control's own frame is the composition's outermost node, and label views written by the
/// user (its children) are its child views in the output. Per-axis behaviour follows the view
/// taxonomy (the article "Understanding SwiftUI Layout Behaviors"); the sizes and their sources are in Views-and-Modifiers.md.
///
/// Bindings (`isOn:`, `value:`, `text:`) are accepted as written (`.constant(x)` or `$name`)
/// and not evaluated: a control's layout does not depend on its value here. Action closures
/// are not evaluated either.
enum ControlViews {
  /// iOS metrics, in points (sources in Views-and-Modifiers.md, "Controls").
  enum Metrics {
    /// `UISwitch`: 51 × 31 up to iOS 18 (its frame as UIKit prints it); iOS 26's track is
    /// 63 × 28 (measured on iOS 26.4 reference images, Documentation/Chrome.md, section 2c).
    static func switchSize(_ os: PlatformVersion) -> Size {
      os == .iOS26 ? Size(width: 63, height: 28) : Size(width: 51, height: 31)
    }
    /// A `Label` row's icon column and where its title starts, iOS 26 (measured; *inferred*
    /// column width: icons are centred 11.5 from the content's edge).
    static let rowIconColumn = 23.0
    static let rowTitleStart = 39.0
    /// `UIStepper`: 94 × 32.
    static let stepperSize = Size(width: 94, height: 32)
    /// `UISlider`'s height (its width follows the proposal).
    static let sliderHeight = 34.0
    /// `UIProgressView` (bar style): 4 points tall.
    static let progressBarHeight = 4.0
    /// `UIActivityIndicatorView` medium style: 20 × 20.
    static let spinnerSide = 20.0
    /// Label above a linear bar, below a spinner.
    static let progressLabelSpacing = 4.0
    static let spinnerLabelSpacing = 8.0
    /// `.roundedBorder` fields: the bordered box is never shorter than 34 (measured at 16
    /// points); the text's inset from the border at each side (*estimate*: UIKit's 7, it only
    /// changes a field's ideal width); the point sizes whose height was measured (17 is where
    /// the floor and the line 1.4 s + 10.13 meet, within a pixel).
    static let roundedBorderMinimumHeight = 34.0
    static let roundedBorderInset = 7.0
    static let measuredRoundedBorderSizes: Set<Double> = [16, 17, 28, 33, 53]
    /// The bordered box's height for an `s`-point font: the line through the accessibility
    /// sizes' measured heights (49.33, 56.33, 84.33 at 28, 33, 53 points), then the floor.
    static func roundedBorderHeight(pointSize s: Double) -> Double {
      max(roundedBorderMinimumHeight, 1.4 * s + 10.13)
    }
  }

  static let definitions: [ViewDefinition] = [
    button, editButton, link, menu, label, labeledContent, toggle, stepper, slider, progressView,
    textField("TextField"), textField("SecureField"), textEditor,
  ]

  /// `.buttonStyle(_:)`, `.controlSize(_:)`, `.progressViewStyle(_:)`, `.labelsHidden()`,
  /// `.labelStyle(_:)`: environment values, so on a container they reach every control inside.
  static let modifiers: [ModifierDefinition] = [
    member("buttonStyle", "style", buttonStyles, \.buttonStyle, otherwise: "automatic"),
    member("controlSize", "controlSize", controlSizes, \.controlSize, otherwise: "regular"),
    member("toggleStyle", "style", toggleStyles, \.toggleStyle, otherwise: "automatic"),
    ModifierDefinition(
      name: "labelsHidden", overloads: [Signature("plain", [])],
      role: .environment { _, environment, _ in environment.labelsHidden = true }),
    member("labelStyle", "style", labelStyles, \.labelStyle, otherwise: "automatic"),
    member(
      "progressViewStyle", "style", progressStyles, \.progressViewStyle, otherwise: "automatic"),
    // On iPhone the automatic style is the plain one (no border, the field's line of text).
    member("textFieldStyle", "style", textFieldStyles, \.textFieldStyle, otherwise: "automatic"),
  ]

  /// `.name(_ parameter: Enumeration)`: writes the member's name into the environment.
  private static func member(
    _ name: String, _ parameter: String, _ type: ValueType,
    _ value: WritableKeyPath<TextEnvironment, String> & Sendable, otherwise fallback: String
  ) -> ModifierDefinition {
    ModifierDefinition(
      name: name, overloads: [Signature(parameter, [.positional(parameter, type)])],
      role: .environment { call, environment, _ in
        environment[keyPath: value] = call.member(parameter) ?? fallback
      })
  }

  static let buttonStyles = ValueType.enumeration(
    "PrimitiveButtonStyle", ["automatic", "plain", "borderless", "bordered", "borderedProminent"])
  static let controlSizes = ValueType.enumeration(
    "ControlSize", ["mini", "small", "regular", "large", "extraLarge"])
  static let toggleStyles = ValueType.enumeration("ToggleStyle", ["automatic", "switch", "button"])
  static let labelStyles = ValueType.enumeration(
    "LabelStyle", ["automatic", "titleAndIcon", "titleOnly", "iconOnly"])
  static let textFieldStyles = ValueType.enumeration(
    "TextFieldStyle", ["automatic", "plain", "roundedBorder"])
  static let progressStyles = ValueType.enumeration(
    "ProgressViewStyle", ["automatic", "linear", "circular"])

  // MARK: - Parameters

  /// A `Binding`: `.constant(x)` or `$name`, not evaluated.
  private static func binding(_ label: String) -> Parameter { .labelled(label, .any) }
  /// An action closure, not evaluated.
  private static let action = Parameter.labelled("action", .closure(.opaque))
  static let title = Parameter.positional("title", .string)

  // MARK: - Button and Link

  /// `Button(_ title: String, action:)`, `Button(action:) { label }` (label: its children),
  /// `Button(_ title: String, role: ButtonRole?, action:)`, `Button(role:action:) { label }`.
  /// Default, `.plain` and `.borderless` styles add nothing to the label (neutral on both
  /// axes); `.bordered` and `.borderedProminent` pad it by the control size's insets.
  static let button = ViewDefinition(
    name: "Button", role: .control,
    overloads: [
      Signature("title", [title, role, action]),
      Signature("systemImage", [title, .labelled("systemImage", .string), role, action]),
      Signature("label", [role, action]),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      let content: NodeID
      if call.form == "title" {
        content = text(call.string("title") ?? "", &context)
      } else if call.form == "systemImage" {
        content = symbolLabel(call.string("title") ?? "", &context)
      } else {
        content = labelContent(children, alignment: .horizontalCenter, &context)
      }
      return styledButton(content, &context)
    })

  private static let role = Parameter.labelled(
    "role", .optional(.enumeration("ButtonRole", ["cancel", "destructive"])), defaulted: true)

  /// `Link(_ title: String, destination: URL)` (a text: hugging) and
  /// `Link(destination:) { label }` (neutral); `destination` is not evaluated.
  static let link = ViewDefinition(
    name: "Link", role: .control,
    overloads: [
      Signature("title", [title, .labelled("destination", .any)]),
      Signature("label", [.labelled("destination", .any)]),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      let content =
        call.form == "title"
        ? text(call.string("title") ?? "", &context)
        : labelContent(children, alignment: .horizontalCenter, &context)
      return transparent(content, &context)
    })

  /// The button style of the environment around the label: a style is ordinary modifiers on
  /// it. Bordered styles pad the label (LayoutRules.md §7.1) and draw a background, which has
  /// no layout effect (§7.9); the others are transparent.
  static func styledButton(_ label: NodeID, _ context: inout LoweringContext) -> NodeID {
    switch context.environment.buttonStyle {
    case "bordered", "borderedProminent":
      let insets = borderedInsets(context.environment.controlSize)
      if context.environment.controlSize != "regular" {
        context.estimate = "a bordered button's insets at this control size"
      }
      return context.addNode(.padding(PaddingLayout(insets: insets)), children: [label])
    default:
      return transparent(label, &context)
    }
  }

  /// The content insets of a bordered button for a control size.
  static func borderedInsets(_ controlSize: String) -> EdgeInsets {
    switch controlSize {
    case "mini": EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
    case "small": EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case "large", "extraLarge": EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    default: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }
  }

  // MARK: - Toggle and Stepper

  /// `Toggle(_ title: String, isOn:)` and `Toggle(isOn:) { label }`: the label, a flexible
  /// gap, then the 51 × 31 switch. Expanding horizontally (the gap), vertically the taller of
  /// the label and the switch: hugging with a title, neutral with a label view.
  static let toggle = ViewDefinition(
    name: "Toggle", role: .control,
    overloads: [
      Signature("title", [title, binding("isOn")]),
      Signature("label", [binding("isOn")]),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      guard context.environment.toggleStyle == "button" else {
        return labelledControl(
          call, children, control: Metrics.switchSize(context.os),
          // In a list's row the switch is centred on the row and does not make it taller
          // (measured: a Toggle row is as tall as a text row, Chrome.md, section 2c).
          overhangs: context.isListRow, &context)
      }
      // `.toggleStyle(.button)`: the label drawn as a bordered button (iOS 15 and later).
      let label =
        call.form == "title"
        ? text(call.string("title") ?? "", &context)
        : labelContent(children, alignment: .horizontalCenter, &context)
      let insets = borderedInsets(context.environment.controlSize)
      return context.addNode(.padding(PaddingLayout(insets: insets)), children: [label])
    })

  /// `Stepper(_ title: String, value:, in:, step:)`, `Stepper(value:in:step:) { label }`,
  /// `Stepper(_ title: String, onIncrement:onDecrement:)` and its label form: the label, a
  /// flexible gap, then the 94 × 32 stepper (the Toggle's behaviour).
  static let stepper = ViewDefinition(
    name: "Stepper", role: .control,
    overloads: [
      Signature("title", [title, binding("value"), range, step]),
      Signature("label", [binding("value"), range, step]),
      Signature("titleActions", [title, increment, decrement]),
      Signature("labelActions", [increment, decrement]),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      context.estimate = "a stepper's size"
      return labelledControl(call, children, control: Metrics.stepperSize, &context)
    })

  private static let range = Parameter.labelled("in", .any, defaulted: true)
  private static let step = Parameter.labelled("step", .any, defaulted: true)
  private static let increment = Parameter.labelled("onIncrement", .any)
  private static let decrement = Parameter.labelled("onDecrement", .any)

  /// HStack { label; Spacer(); control.frame(width:height:) }.
  private static func labelledControl(
    _ call: BoundCall, _ children: [NodeID], control size: Size, overhangs: Bool = false,
    _ context: inout LoweringContext
  ) -> NodeID {
    if context.environment.labelsHidden {
      // The control alone; label views are listed with zero-size frames, as a Slider's.
      return hidingLabels(children, over: fixedBox(size, &context), &context)
    }
    let label =
      call.form.hasPrefix("title")
      ? text(call.string("title") ?? "", &context)
      : labelContent(children, alignment: .leading, &context)
    let spacer = context.addNode(.spacer(SpacerLayout(minLength: nil, axis: .horizontal)))
    var control = fixedBox(size, &context)
    if overhangs {
      control = context.addNode(.frame(FrameLayout(width: nil, height: 0)), children: [control])
    }
    let stack = StackLayout(axis: .horizontal, alignment: .verticalCenter, spacing: nil)
    return context.addNode(.stack(stack), children: [label, spacer, control])
  }

  // MARK: - Slider and ProgressView

  /// `Slider(value:in:step:)` with or without a label (children): the label is for
  /// accessibility only and takes no part in layout (taxonomy remark), so label views are
  /// listed with zero-size frames. Expanding horizontally, 34 points tall.
  static let slider = ViewDefinition(
    name: "Slider", role: .control,
    overloads: [Signature("value", [binding("value"), range, step])],
    acceptsChildren: true,
    lower: { _, children, context in
      let track = bar(height: Metrics.sliderHeight, &context)
      context.estimate = "a slider's height"
      return hidingLabels(children, over: track, &context)
    })

  /// `ProgressView()` and `ProgressView(_ title: String)` (indeterminate: circular), and
  /// `ProgressView(value:total:)`, `ProgressView(_ title: String, value:total:)` (linear);
  /// children are the label. `.progressViewStyle(.circular/.linear)` chooses the style.
  static let progressView = ViewDefinition(
    name: "ProgressView", role: .control,
    overloads: [
      Signature("indeterminate", []),
      Signature("titleIndeterminate", [title]),
      Signature("value", [.labelled("value", .optional(.number)), total]),
      Signature("titleValue", [title, .labelled("value", .optional(.number)), total]),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      let determinate = call.form.hasSuffix("alue")
      let circular =
        switch context.environment.progressViewStyle {
        case "circular": true
        case "linear": false
        default: !determinate
        }
      var label: NodeID?
      if call.form.hasPrefix("title") {
        label = text(call.string("title") ?? "", &context)
      } else if !children.isEmpty {
        label = labelContent(children, alignment: .horizontalCenter, &context)
      }
      if circular {
        let spinner = fixedBox(
          Size(width: Metrics.spinnerSide, height: Metrics.spinnerSide), &context)
        guard let label else { return transparent(spinner, &context) }
        context.estimate = "the spacing under a spinner"
        let stack = StackLayout(
          axis: .vertical, alignment: .horizontalCenter, spacing: Metrics.spinnerLabelSpacing)
        return context.addNode(.stack(stack), children: [spinner, label])
      }
      let track = bar(height: Metrics.progressBarHeight, &context)
      context.estimate = "a progress bar's height"
      guard let label else { return track }
      // Hugging vertically whatever the label (taxonomy): the label gets its ideal height.
      let fixed = context.addNode(
        .fixedSize(FixedSizeLayout(horizontal: false, vertical: true)), children: [label])
      let stack = StackLayout(
        axis: .vertical, alignment: .leading, spacing: Metrics.progressLabelSpacing)
      return context.addNode(.stack(stack), children: [fixed, track])
    })

  private static let total = Parameter.labelled("total", .number, defaulted: true)

  // MARK: - Text input

  /// `TextField(_ title: String, text:)` / `SecureField(_ title: String, text:)`, with an
  /// optional `prompt:` and (TextField) `axis:`: one line of the environment's font, as wide
  /// as proposed (the placeholder's width when unproposed). Expanding horizontally, hugging
  /// vertically.
  static func textField(_ name: String) -> ViewDefinition {
    var parameters = [title, binding("text"), .labelled("prompt", .any, defaulted: true)]
    if name == "TextField" {
      parameters.append(
        .labelled("axis", .enumeration("Axis", ["horizontal", "vertical"]), defaulted: true))
      // The older `TextField(_:text:onEditingChanged:onCommit:)`: actions, never run.
      parameters.append(.labelled("onEditingChanged", .closure(.opaque), defaulted: true))
    }
    if name == "TextField" || name == "SecureField" {
      parameters.append(.labelled("onCommit", .closure(.opaque), defaulted: true))
    }
    // `TextField(_:value:format:)`: the field's frame is the same whatever it shows (it takes
    // the width it is offered and one line), so the value and its format are not evaluated.
    var valued = parameters
    valued[1] = .labelled("value", .any)
    valued.insert(.labelled("format", .any), at: 2)
    var formatter = valued
    formatter[2] = .labelled("formatter", .any)
    return ViewDefinition(
      name: name, role: .control,
      overloads: name == "TextField"
        ? [
          Signature("title", parameters), Signature("titleValue", valued),
          Signature("titleFormatter", formatter),
        ]
        : [Signature("title", parameters)],
      lower: { call, _, context in
        var environment = context.environment
        environment.maxLines = 1
        environment.reservedLines = 0
        let string = environment.transform(call.string("title") ?? "")
        var line = context.addNode(.text(TextLayout(string: string, style: environment.style)))
        if context.environment.textFieldStyle == "roundedBorder" {
          line = roundedBorder(line, font: environment.style.font, &context)
        }
        let frame = FlexFrameLayout(
          width: .init(min: 0, max: .infinity), height: .init(), alignment: .leading)
        return context.addNode(.flexFrame(frame), children: [line])
      })
  }

  /// `.textFieldStyle(.roundedBorder)`: the field's line inset 7 points at each side and
  /// centred in the bordered box, whose height grows with the font's point size `s`:
  /// 1.4 s + 10.13, at least 34 (measured at 16, 28, 33 and 53 points before iOS 26,
  /// Chrome.md, *Text fields*).
  static func roundedBorder(_ line: NodeID, font: FontSpec, _ context: inout LoweringContext)
    -> NodeID
  {
    let size = font.pointSize(in: context.dynamicTypeSize)
    if context.os == .iOS26 {
      context.estimate = "a rounded-border text field's height on iOS 26"
    } else if !Metrics.measuredRoundedBorderSizes.contains(size) {
      context.estimate = "a rounded-border text field's height at this font size"
    }
    let inset = EdgeInsets(
      top: 0, leading: Metrics.roundedBorderInset, bottom: 0,
      trailing: Metrics.roundedBorderInset)
    let padded = context.addNode(.padding(PaddingLayout(insets: inset)), children: [line])
    let height = Metrics.roundedBorderHeight(pointSize: size)
    return context.addNode(.frame(FrameLayout(width: nil, height: height)), children: [padded])
  }

  /// `LabeledContent(_ title: String, value:)`, `LabeledContent(_ title: String) { content }` and
  /// `LabeledContent { content } label: { views }`: outside a Form, iOS lays the label at the
  /// leading edge and the content at the trailing edge — an HStack of the title (or the label
  /// views), a flexible gap and the value (or the content views): expanding horizontally,
  /// vertically as tall as the taller.
  static let labeledContent = ViewDefinition(
    name: "LabeledContent", role: .control,
    overloads: [
      Signature("value", [title, .labelled("value", .identifier)]),
      Signature("content", [title]),
      Signature("label", []),
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      let views = context.contentLabel ?? []
      context.contentLabel = nil
      let label =
        call.form == "label"
        ? labelContent(views, alignment: .leading, &context)
        : text(call.string("title") ?? "", &context)
      let content =
        call.form == "value"
        ? text(call.string("value") ?? "", &context)
        : labelContent(children, alignment: .trailing, &context)
      let spacer = context.addNode(.spacer(SpacerLayout(minLength: nil, axis: .horizontal)))
      let stack = StackLayout(axis: .horizontal, alignment: .verticalCenter, spacing: nil)
      return context.addNode(.stack(stack), children: [label, spacer, content])
    })

  /// `TextEditor(text:)`: takes the whole proposal (expanding on both axes), like a shape.
  static let textEditor = ViewDefinition(
    name: "TextEditor", role: .control,
    overloads: [Signature("text", [binding("text")])],
    lower: { _, _, context in context.addNode(.shape) })

  // MARK: - Building blocks

  /// A `Text` in the current environment.
  static func text(_ string: String, _ context: inout LoweringContext) -> NodeID {
    let env = context.environment
    return context.addNode(.text(TextLayout(string: env.transform(string), style: env.style)))
  }

  /// The label views: one as it is, several in an implicit VStack.
  static func labelContent(
    _ children: [NodeID], alignment: AlignmentKey, _ context: inout LoweringContext
  ) -> NodeID {
    switch children.count {
    case 0: return context.addNode(.empty)
    case 1: return children[0]
    default:
      let stack = StackLayout(axis: .vertical, alignment: alignment, spacing: nil)
      return context.addNode(.stack(stack), children: children)
    }
  }

  /// A node that changes nothing (size, guides and priority pass through), so the control's
  /// own frame is a node of its own even when it adds nothing to its label.
  static func transparent(_ child: NodeID, _ context: inout LoweringContext) -> NodeID {
    context.addNode(
      .fixedSize(FixedSizeLayout(horizontal: false, vertical: false)), child: child)
  }

  /// A fixed-size box (the switch, the stepper, the spinner).
  private static func fixedBox(_ size: Size, _ context: inout LoweringContext) -> NodeID {
    let shape = context.addNode(.shape)
    return context.addNode(
      .frame(FrameLayout(width: size.width, height: size.height)), children: [shape])
  }

  /// A bar as wide as proposed, `height` tall (slider track, progress bar).
  private static func bar(height: Double, _ context: inout LoweringContext) -> NodeID {
    let shape = context.addNode(.shape)
    return context.addNode(.frame(FrameLayout(width: nil, height: height)), children: [shape])
  }

  /// `content` with label views that take no part in layout: each label is framed to zero size
  /// in a background layer at the content's top-leading corner, so the control's size is the
  /// content's.
  private static func hidingLabels(
    _ children: [NodeID], over content: NodeID, _ context: inout LoweringContext
  ) -> NodeID {
    guard !children.isEmpty else { return content }
    let hidden = children.map {
      context.addNode(
        .frame(FrameLayout(width: 0, height: 0, alignment: .topLeading)), children: [$0])
    }
    let secondary =
      hidden.count == 1
      ? hidden[0]
      : context.addNode(.zstack(ZStackLayout(alignment: .topLeading)), children: hidden)
    let layer = SecondaryLayerLayout(alignment: .topLeading, isBackground: true)
    return context.addNode(.secondaryLayer(layer), children: [content, secondary])
  }
}
