/// Errors as an error view shows them: `NSError(domain:code:userInfo:)` and the app's own
/// error types, read through `localizedDescription`, the text most error views display.
///
/// Foundation's rule for an `NSError` (Mike Abdullah, "NSError description/reason synthesis
/// cheat sheet", http://mikeabdullah.net/error-synthesis-cheatsheet.html; Apple's *NSError*):
/// the `NSLocalizedDescriptionKey` entry of its `userInfo`; else, for Apple's own domains, a
/// string from Apple's localized tables (not known here); else "The operation couldn’t be
/// completed." followed by the `NSLocalizedFailureReasonErrorKey` entry or "(domain error
/// code.)". A Swift error's description is its `errorDescription` (`LocalizedError`); without
/// one Foundation names the app's module, which a preview cannot know.
extension Interpreter {
  /// The domains whose descriptions come from Apple's localized tables.
  static let appleErrorDomains: Set<String> = [
    "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "NSOSStatusErrorDomain", "NSMachErrorDomain",
    "NSURLErrorDomain", "NSStreamSocketSSLErrorDomain", "NSStreamSOCKSErrorDomain",
    "kCFErrorDomainCFNetwork", "NSXMLParserErrorDomain",
  ]

  /// `NSError(domain:code:userInfo:)` and `NSError(domain:code:)`, with its arguments' values.
  func makeNSError(_ arguments: [ArgumentSyntax], _ frame: Frame) -> ProgramValue? {
    let labels = arguments.map(\.label)
    guard labels == ["domain", "code", "userInfo"] || labels == ["domain", "code"] else {
      return nil
    }
    var fields: [String: ProgramValue] = [:]
    for argument in arguments {
      fields[argument.label!] = evaluate(argument.value, frame)
    }
    fields["userInfo"] = fields["userInfo"] ?? .none
    return .instance(type: "NSError", fields: fields)
  }

  /// `error.localizedDescription`, or nil when `base` is not an error this knows.
  func localizedDescription(of base: ProgramValue, _ e: ExprSyntax) -> ProgramValue? {
    switch base {
    case .instance("NSError", let fields):
      return nsErrorDescription(fields, e)
    case .instance(let type, _), .enumCase(let type, _, _):
      guard index.type(type) != nil else { return nil }
      switch memberIfPresent(base, "errorDescription", e) {
      case .string(let text)?: return .string(text)
      case .unknown(let why)?: return .unknown(why)
      default:
        return unknown(.errorDescriptionNotKnown(type), at: e.range.start)
      }
    default:
      return nil
    }
  }

  private func nsErrorDescription(_ fields: [String: ProgramValue], _ e: ExprSyntax)
    -> ProgramValue
  {
    let info = fields["userInfo"] ?? .none
    if let description = Self.userInfoEntry(info, "NSLocalizedDescription") {
      return description
    }
    guard case .string(let domain)? = fields["domain"], case .int(let code)? = fields["code"],
      !Self.appleErrorDomains.contains(domain)
    else {
      if case .unknown(let why)? = fields["domain"] { return .unknown(why) }
      if case .unknown(let why)? = fields["code"] { return .unknown(why) }
      return unknown(.appleErrorDescriptionNotKnown, at: e.range.start)
    }
    let generic = "The operation couldn\u{2019}t be completed."
    switch Self.userInfoEntry(info, "NSLocalizedFailureReason") {
    case .string(let reason)?: return .string(generic + " " + reason)
    case let other?: return other
    case nil: return .string(generic + " (\(domain) error \(code).)")
    }
  }

  /// The `userInfo` entry for a key, written as Foundation's constant
  /// (`NSLocalizedDescriptionKey`) or as its string; nil when there is none.
  private static func userInfoEntry(_ info: ProgramValue, _ key: String) -> ProgramValue? {
    guard case .dictionary(let entries) = info else { return nil }
    for entry in entries {
      switch entry.key {
      case .string(let s) where s == key: return entry.value
      case .swiftUI(let name):
        if case .identifier(let constant) = name.kind,
          constant == key + "Key"
            || constant == key + "ErrorKey"
        {
          return entry.value
        }
      default: continue
      }
    }
    return nil
  }
}
