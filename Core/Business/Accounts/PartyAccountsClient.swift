import Foundation

/// The narrow contract between a feature that makes documents and the feature that keeps customers,
/// vendors and their accounts: look a party up, check its credit, and post a document to its account.
///
/// PartiesFeature implements it live (its `PartyBook`), and its testing kit in memory; a document
/// feature depends on this protocol only, never on the party book's own types.
///
/// Posting is idempotent under the document's ``PostingReference``: the entry, each payment and a
/// cancellation are each recorded once, however often the document is posted.
public protocol PartyAccountsClient: Sendable {
  /// The parties whose name, phone, GSTIN or tags match `text`, for a party picker.
  func accounts(matching text: String) async throws -> [PartyAccount]

  /// The party, or `nil` when there is none. A party merged into another answers as the survivor.
  func account(_ partyID: String) async throws -> PartyAccount?

  /// Checks that adding `amount` to what the party owes is allowed (its credit limit, when the business
  /// blocks over-limit sales).
  /// - Throws: ``PartyAccountsError``.
  func checkCredit(_ partyID: String, adding amount: Money) async throws

  /// Brings the party's account in line with the posting. Each entry is recorded on its own; an
  /// interrupted posting is completed by posting again.
  /// - Throws: ``PartyAccountsError``, or the accounts keeper's own refusal of an amount or date.
  func post(_ posting: PartyAccountPosting) async throws
}
