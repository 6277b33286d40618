/// A view record's fields that most views leave empty (`.id(…)`, an estimate), kept out of line:
/// inline they were 32 of a record's 96 bytes, and a record per view stays in memory for the
/// whole run (72 bytes a record now, 2.3 MB off the 100,000-view file's peak; `ViewRecordTests`).
/// Immutable: a record that changes one makes a new box, so records stay values.
@usableFromInline
final class RareRecordFields: Sendable {
  @usableFromInline let id: String?
  @usableFromInline let estimate: String?

  @usableFromInline
  init(id: String?, estimate: String?) {
    self.id = id
    self.estimate = estimate
  }

  /// A box for the fields, or nil when both are nil.
  @usableFromInline
  static func make(id: String?, estimate: String?) -> RareRecordFields? {
    id == nil && estimate == nil ? nil : RareRecordFields(id: id, estimate: estimate)
  }
}
