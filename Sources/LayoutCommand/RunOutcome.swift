import LayoutOutput

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
  /// Standard output. A JSON document is kept as the renderer's bytes and decoded only when
  /// this is read (`RenderedBytes`); `emit()` writes the bytes as they are.
  public var standardOutput: String {
    get { outputBytes?.string ?? outputText }
    set {
      outputText = newValue
      outputBytes = nil
    }
  }
  public var standardError: String
  public var exitCode: Int32
  private var outputText: String
  private var outputBytes: RenderedBytes?

  public init(standardOutput: String = "", standardError: String = "", exitCode: Int32) {
    self.outputText = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }

  /// Standard output as rendered bytes, not copied into a `String`.
  public init(standardOutput: RenderedBytes, standardError: String = "", exitCode: Int32) {
    self.init(standardError: standardError, exitCode: exitCode)
    outputBytes = standardOutput
  }

  public static func == (a: RunOutcome, b: RunOutcome) -> Bool {
    a.standardOutput == b.standardOutput && a.standardError == b.standardError
      && a.exitCode == b.exitCode
  }

  /// Standard output's bytes, without decoding a rendered document into a `String`.
  func withStandardOutputBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let outputBytes { return outputBytes.withBytes(body) }
    var text = outputText
    return text.withUTF8(body)
  }

  /// Writes both streams, each with one buffered write.
  public func emit() {
    if let outputBytes {
      _ = outputBytes.withBytes { writeAll($0, to: 1) }
    } else if !outputText.isEmpty {
      writeAll(outputText, to: 1)
    }
    if !standardError.isEmpty { writeAll(standardError, to: 2) }
  }
}
