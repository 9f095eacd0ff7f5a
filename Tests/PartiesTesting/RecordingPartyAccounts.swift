import Foundation
import SharedCore

/// A `PartyAccountsClient` in memory for tests of features that post to party accounts (bills): the
/// parties you give it, a balance per party that postings move, and a record of every posting.
///
/// It keeps the contract's promises: an unknown party is refused, credit limits are checked when you
/// give one, and posting again under a reference records nothing twice (each payment once, the
/// cancellation once).
///
/// ```swift
/// let accounts = RecordingPartyAccounts(parties: [PartyAccount(id: "asha", name: "Asha Traders")])
/// // … issue an invoice of ₹1,180 …
/// #expect(await accounts.balance("asha") == 1180)
/// ```
public actor RecordingPartyAccounts: PartyAccountsClient {
  /// The parties, by id.
  public private(set) var parties: [String: PartyAccount]
  /// Credit limits, by party id; a party without one has none.
  public var creditLimits: [String: Money]
  /// Every posting that recorded something, in order.
  public private(set) var postings: [PartyAccountPosting] = []
  private var balances: [String: Decimal] = [:]
  private var documents: Set<String> = []
  private var payments: Set<String> = []
  private var cancellations: Set<String> = []
  private var failure: (any Error)?

  /// Accounts for `parties`, with `creditLimits` blocked when passed.
  public init(parties: [PartyAccount], creditLimits: [String: Money] = [:]) {
    self.parties = Dictionary(parties.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    self.creditLimits = creditLimits
  }

  /// Makes the next posting throw `error` before recording anything.
  public func failNextPosting(with error: any Error) { failure = error }

  /// What the party owes (positive) or is owed (negative).
  public func balance(_ partyID: String) -> Decimal { balances[partyID] ?? 0 }

  /// The parties whose name contains `text`, ignoring case.
  public func accounts(matching text: String) -> [PartyAccount] {
    parties.values.filter { $0.name.localizedCaseInsensitiveContains(text) }.sorted { $0.name < $1.name }
  }

  /// The party, if known.
  public func account(_ partyID: String) -> PartyAccount? { parties[partyID] }

  /// Refuses `amount` more past the party's credit limit.
  public func checkCredit(_ partyID: String, adding amount: Money) throws {
    guard let party = parties[partyID] else { throw PartyAccountsError.partyNotFound(partyID: partyID) }
    guard let limit = creditLimits[partyID] else { return }
    let outstanding = max(balance(partyID), 0)
    if outstanding + amount.amount > limit.amount {
      throw PartyAccountsError.overCreditLimit(
        partyName: party.name, limit: limit, outstanding: outstanding, documentAmount: amount)
    }
  }

  /// Records what of the posting is new.
  public func post(_ posting: PartyAccountPosting) throws {
    if let failure {
      self.failure = nil
      throw failure
    }
    guard parties[posting.partyID] != nil else { throw PartyAccountsError.partyNotFound(partyID: posting.partyID) }
    let reference = posting.reference.text
    var recorded = false
    if let document = posting.document, !documents.contains(reference) {
      documents.insert(reference)
      balances[posting.partyID, default: 0] +=
        Self.isDebit(document.kind) ? document.amount.amount : -document.amount.amount
      recorded = true
    }
    for payment in posting.payments where payments.insert(posting.reference.payment(payment.id)).inserted {
      balances[posting.partyID, default: 0] +=
        payment.direction == .received ? -payment.amount.amount : payment.amount.amount
      recorded = true
    }
    if posting.isCancelled, let document = posting.document, documents.contains(reference),
      cancellations.insert(reference).inserted
    {
      balances[posting.partyID, default: 0] -=
        Self.isDebit(document.kind) ? document.amount.amount : -document.amount.amount
      recorded = true
    }
    if recorded { postings.append(posting) }
  }

  private static func isDebit(_ kind: PartyAccountDocument.Kind) -> Bool { kind == .sale || kind == .debitNote }
}
