import SharedCore

/// What the payment screen shows.
public struct PartyPaymentState: Sendable, Equatable {
  /// The party.
  public let partyId: String
  /// The form's fields, mode and named documents.
  public var draft = PartyPaymentDraft()
  /// A message per field at fault, by ``PartyPaymentDraft/Field`` raw value (and `allocations`).
  public var errors: [String: String] = [:]
  /// The documents the payment can settle, oldest due first, with what remains of each.
  public var openDocuments: ResourceState<[PartyOpenItem], AppError> = .idle
  /// How the payment would be applied; cleared by any change to the form.
  public var preview: ResourceState<PartyPaymentPreview, AppError> = .idle
  /// The recorded payment.
  public var saved: ResourceState<PartyLedgerEntry, AppError> = .idle

  /// The state for `partyId`.
  public init(partyId: String) {
    self.partyId = partyId
  }
}
