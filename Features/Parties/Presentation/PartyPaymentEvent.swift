/// What the payment screen sends its ``PartyPaymentViewModel``.
public enum PartyPaymentEvent: Sendable, Hashable {
  /// Load the party's open documents, to allocate to.
  case load
  /// Money received, paid, or refunded (``PartyLedgerEntryKind/paymentReceived`` and the like).
  case setKind(PartyLedgerEntryKind)
  /// How the money moved.
  case setMode(PartyPaymentDraft.Mode)
  /// A text field changed.
  case edit(PartyPaymentDraft.Field, String)
  /// Put `amount` of the payment on the document `documentId` (an empty amount takes it off).
  case allocate(documentId: String, amount: String)
  /// Show how the payment would be applied, without recording it.
  case preview
  /// Record the payment.
  case save
}
