/// Exit statuses (Documentation/CommandLine.md).
public enum ExitStatus {
  public static let success: Int32 = 0
  /// `--check` found a difference.
  public static let difference: Int32 = 1
  /// An error in the input: syntax, semantics, an unreadable file or font.
  public static let inputError: Int32 = 2
  /// Bad usage (`EX_USAGE`, also what swift-argument-parser exits with).
  public static let usage: Int32 = 64
}

/// What a run produced: the text for each stream and the exit status.
public struct RunOutcome: Sendable, Equatable {
  public var standardOutput: String
  public var standardError: String
  public var exitCode: Int32

  public init(standardOutput: String = "", standardError: String = "", exitCode: Int32) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }

  /// Writes both streams, each with one buffered write.
  public func emit() {
    if !standardOutput.isEmpty { writeAll(standardOutput, to: 1) }
    if !standardError.isEmpty { writeAll(standardError, to: 2) }
  }
}
