/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable {
  case error, warning, note
}

/// One message about the source, at a location.
public struct Diagnostic: Sendable {
  public var severity: DiagnosticSeverity
  /// The catalogue entry's identifier (stable, for tests and tooling).
  public var id: String
  public var message: String
  public var location: SourceLocation

  public init(_ message: DiagnosticMessage, at location: SourceLocation) {
    self.severity = message.severity
    self.id = message.id
    self.message = message.text
    self.location = location
  }
}

/// A catalogue entry: every message layoutc prints comes from `DiagnosticMessage`'s static
/// members (Messages.swift and its `Messages+` files), so wording stays consistent and testable.
public struct DiagnosticMessage: Sendable {
  public var id: String
  public var severity: DiagnosticSeverity
  public var text: String

  public init(id: String, severity: DiagnosticSeverity, text: String) {
    self.id = id
    self.severity = severity
    self.text = text
  }
}
