import SharedCore

/// What the party form shows.
public struct PartyFormState: Sendable, Equatable {
  /// The party being edited, or `nil` for a new one.
  public var partyId: String?
  /// The form's fields.
  public var form: PartyForm
  /// A message per field at fault, by ``PartyForm/Field`` raw value (a GSTIN another party has
  /// among them).
  public var errors: [String: String] = [:]
  /// A warning per field whose saved text cannot be printed on invoices, by field raw value.
  public var warnings: [String: String] = [:]
  /// The save.
  public var submission: ResourceState<PartyListItem, AppError> = .idle

  /// A form holding `form`.
  public init(partyId: String? = nil, form: PartyForm = PartyForm()) {
    self.partyId = partyId
    self.form = form
  }
}
