/// What looking up one of the app's bundle resources found (`Bundle.main.url(forResource:
/// withExtension:)`). The language does no I/O: the caller (the command) looks in the folders
/// it was given, where Xcode finds the files it copies into the app's bundle.
public enum ResourceLookupResult: Sendable, Equatable {
  /// The file's path and its contents.
  case found(path: String, bytes: [UInt8])
  /// No file of that name; `searched` says where the caller looked ("'Sources/App'").
  case notFound(searched: String)
  /// Files of that name with different contents: which one the bundle holds depends on the
  /// target, which the folders do not say.
  case ambiguous(paths: [String])
  case unreadable(path: String, reason: String)
}

/// Looks a resource up by its file name (`astronauts.json`).
public typealias ResourceLookup = @Sendable (_ fileName: String) -> ResourceLookupResult
