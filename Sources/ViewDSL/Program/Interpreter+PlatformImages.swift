/// UIKit's and AppKit's images shown by SwiftUI: `Image(uiImage:)` and `Image(nsImage:)`
/// (Apple's documentation, *Image*, "Creating an image"). An image from the asset catalogue
/// (`UIImage(named: "logo")`) or a symbol (`UIImage(systemName:)`) is the same image as
/// `Image("logo")` or `Image(systemName:)`, found by the same lookup; any other (decoded from
/// data, loaded from the network) has a size a preview cannot know.
extension Interpreter {
  /// The argument labels `Image` takes a platform image with, and the image's type.
  static let platformImageTypes: [String: String] = ["uiImage": "UIImage", "nsImage": "NSImage"]

  /// `UIImage(named: "x")`, `UIImage(systemName: "x")` (`NSImage(named:)`,
  /// `NSImage(systemSymbolName:accessibilityDescription:)`): kept as the call with its name
  /// evaluated, for `Image(uiImage:)` to read. Nil for any other call.
  func platformImage(
    _ name: String, _ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard Self.platformImageTypes.values.contains(name), let first = arguments.first,
      let label = first.label, ["named", "systemName", "systemSymbolName"].contains(label)
    else { return nil }
    let value = evaluate(first.value, frame)
    guard case .string = value else { return nil }  // not known: the initializer is unknown
    let argument = ArgumentSyntax(
      label: label, labelRange: first.labelRange, value: residual(value, at: first.value.range))
    guard case .call(let callee, _, _) = e.kind else { return nil }
    return .swiftUI(ExprSyntax(.call(callee, [argument], trailingClosure: nil), range: e.range))
  }

  /// `Image(uiImage: image)`: `Image("x")` or `Image(systemName: "x")` for an image of the
  /// asset catalogue or a symbol; an error at the call for any other image, whose size a
  /// preview cannot know. Nil when the call is not of this form.
  func imageOfPlatformImage(_ arguments: [ArgumentSyntax], _ e: ExprSyntax, _ frame: Frame)
    -> ProgramValue?
  {
    guard arguments.count == 1, let argument = arguments.first,
      let type = argument.label.flatMap({ Self.platformImageTypes[$0] })
    else { return nil }
    let value = evaluate(argument.value, frame)
    if case .swiftUI(let image) = value, case .call(let callee, let given, _) = image.kind,
      case .identifier(type) = callee.kind, let name = given.first,
      case .string(let text) = name.value.kind
    {
      let imageCallee = ExprSyntax(.identifier("Image"), range: callee.range)
      let symbol = name.label != "named"
      let rewritten = ArgumentSyntax(
        label: symbol ? "systemName" : nil, labelRange: name.labelRange,
        value: ExprSyntax(.string(text), range: name.value.range))
      return .swiftUI(
        ExprSyntax(.call(imageCallee, [rewritten], trailingClosure: nil), range: e.range))
    }
    if case .unknown(let u) = value, u.message == nil { return value }  // reported already
    return unknown(.platformImageSizeNotKnown(type), at: e.range.start)
  }
}

extension Interpreter {
  /// `UIColor { traitCollection in … }` (`UIColor(dynamicProvider:)`, `NSColor(name:
  /// dynamicProvider:)`): a colour chosen by the trait collection when drawn. Its closure is not
  /// run; a colour changes no frame, so it stands as a system colour (`UIColor.label`).
  static func dynamicColor(
    _ name: String, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, _ e: ExprSyntax
  ) -> ProgramValue? {
    guard name == "UIColor" || name == "NSColor",
      (trailing != nil && arguments.allSatisfy { $0.label == "name" })
        || arguments.contains(where: { $0.label == "dynamicProvider" })
    else { return nil }
    let type = ExprSyntax(.identifier(name), range: e.range)
    return .swiftUI(ExprSyntax(.member(type, "label"), range: e.range))
  }
}
