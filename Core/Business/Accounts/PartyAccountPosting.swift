import Foundation

/// A document's effect on one party's account: its entry, the payments recorded on it, and whether it
/// was cancelled. The accounts keeper brings the account in line with it, exactly once.
public struct PartyAccountPosting: Sendable, Hashable, Codable {
  /// The party.
  public var partyID: String
  /// The document's reference, which every entry carries.
  public var reference: PostingReference
  /// The document's entry; `nil` for a document that makes none.
  public var document: PartyAccountDocument?
  /// The payments recorded on the document, each entered once and applied to the document.
  public var payments: [PartyAccountPayment]
  /// Whether the document was cancelled: its entry is then reversed (payments stay, as advances).
  public var isCancelled: Bool

  /// Creates a posting.
  public init(
    partyID: String, reference: PostingReference, document: PartyAccountDocument?,
    payments: [PartyAccountPayment] = [], isCancelled: Bool = false
  ) {
    self.partyID = partyID
    self.reference = reference
    self.document = document
    self.payments = payments
    self.isCancelled = isCancelled
  }
}
