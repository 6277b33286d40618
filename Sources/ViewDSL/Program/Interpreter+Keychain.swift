/// The keychain, which a preview's process starts empty, as it starts its user defaults: the
/// Security framework's item functions answer as they do over an empty keychain, so an app's
/// `getCredentials()` finds nothing and its `catch` runs. What a preview writes is not kept:
/// a read after a write is not known.
extension Interpreter {
  /// Result codes (Security framework, `SecBase.h`; each constant's documentation page gives
  /// its value).
  static let keychainResultCodes: [String: Int] = [
    "errSecSuccess": 0, "errSecItemNotFound": -25300, "errSecDuplicateItem": -25299,
    "errSecParam": -50, "errSecAuthFailed": -25293, "errSecInteractionNotAllowed": -25308,
    "errSecUserCanceled": -128, "errSecNotAvailable": -25291,
  ]

  /// Query keys and values, which a preview only compares with each other.
  static let keychainQueryNames: Set<String> = [
    "kSecClass", "kSecClassGenericPassword", "kSecClassInternetPassword", "kSecClassKey",
    "kSecClassCertificate", "kSecClassIdentity", "kSecAttrAccount", "kSecAttrService",
    "kSecAttrLabel", "kSecAttrServer", "kSecAttrAccessible", "kSecAttrAccessGroup",
    "kSecAttrSynchronizable", "kSecAttrAccessibleWhenUnlocked",
    "kSecAttrAccessibleAfterFirstUnlock", "kSecAttrAccessibleWhenUnlockedThisDeviceOnly",
    "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly", "kSecValueData", "kSecValueRef",
    "kSecReturnData", "kSecReturnAttributes", "kSecReturnRef", "kSecMatchLimit",
    "kSecMatchLimitOne", "kSecMatchLimitAll",
  ]

  /// A keychain constant's value, nil for any other name.
  static func keychainConstant(_ name: String) -> ProgramValue? {
    if let code = keychainResultCodes[name] { return .int(code) }
    if keychainQueryNames.contains(name) { return .string(name) }
    switch name {
    case "kCFBooleanTrue": return .bool(true)
    case "kCFBooleanFalse": return .bool(false)
    default: return nil
    }
  }

  static let keychainFunctions: Set<String> = [
    "SecItemCopyMatching", "SecItemAdd", "SecItemUpdate", "SecItemDelete",
    "withUnsafeMutablePointer", "withUnsafePointer",
  ]

  /// A keychain function's result: over an empty keychain a search and a deletion find
  /// nothing; an addition succeeds; a search after it is not known.
  /// `withUnsafeMutablePointer(to: &result) { SecItemCopyMatching(query, $0) }` runs its
  /// closure with a pointer a preview cannot read.
  func keychainCall(
    _ name: String, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?, _ e: ExprSyntax,
    _ frame: Frame
  ) -> ProgramValue {
    for argument in arguments where argument.label != "to" {
      _ = evaluate(argument.value, frame)
    }
    switch name {
    case "withUnsafeMutablePointer", "withUnsafePointer":
      let body = trailing.map { ExprSyntax(.closure($0), range: e.range) } ?? arguments.last?.value
      guard let body, case .closure(let closure) = evaluate(body, frame) else {
        return unknown(.cannotKnowValue(name), at: e.range.start)
      }
      let pointer = unknown(.cannotKnowValue("the pointer '\(name)' gives"), at: e.range.start)
      return callClosure(closure, [pointer], builder: false, at: e.range.start)
    case "SecItemAdd":
      keychainWritten = true
      return .int(0)
    case "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete":
      if keychainWritten { return unknown(.cannotKnowValue("\(name)(…)"), at: e.range.start) }
      return .int(-25300)
    default:
      return unknown(.unknownName(name), at: e.range.start)
    }
  }
}
