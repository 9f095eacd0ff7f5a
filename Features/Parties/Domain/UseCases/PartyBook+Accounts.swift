import Foundation
import IndiaTax
import SharedCore

/// The party book as the `PartyAccountsClient` a document feature (bills) posts through.
///
/// A document's entry, each of its payments and its cancellation are found in the party's ledger by
/// the document's ``PostingReference`` before anything is recorded, so posting again records only
/// what is missing. A party merged into another answers, and is posted to, as the survivor.
extension PartyBook: PartyAccountsClient {
  /// The parties matching `text`, as accounts.
  public func accounts(matching text: String) async throws -> [PartyAccount] {
    try await search(text).map { PartyAccount(listItem: $0, currency: configuration.currency) }
  }

  /// The party as an account; for a merged party, its survivor's account (the one whose ledger
  /// holds its entries, as ``PartyListItem/survivorID`` names it). `nil` when there is none.
  public func account(_ partyID: String) async throws -> PartyAccount? {
    guard let item = try await party(partyID) else { return nil }
    guard let survivor = item.survivorID else { return PartyAccount(listItem: item, currency: configuration.currency) }
    return try await party(survivor).map { PartyAccount(listItem: $0, currency: configuration.currency) }
  }

  /// Refuses `amount` more for the party (a merged party's survivor) when it would pass its credit
  /// limit and the business blocks that.
  public func checkCredit(_ partyID: String, adding amount: Money) async throws {
    guard configuration.creditPolicy == .block else { return }
    guard let found = try await party(partyID) else { throw PartyAccountsError.partyNotFound(partyID: partyID) }
    var item = found
    if let survivor = found.survivorID {
      guard let holder = try await party(survivor) else { throw PartyAccountsError.partyNotFound(partyID: survivor) }
      item = holder
    }
    if case .overLimit(let exceeded) = PartyCreditCheck.evaluate(
      party: item.party, balance: item.balance, adding: amount)
    {
      throw PartyAccountsError.overCreditLimit(
        partyName: exceeded.partyName, limit: exceeded.limit, outstanding: exceeded.outstanding,
        documentAmount: exceeded.documentAmount)
    }
  }

  /// Records what of the posting the party's ledger does not have yet: the document's entry (when it
  /// is payable, or cancelled with payments kept), each payment applied to it, and its cancellation.
  /// A posting for a merged party goes to its survivor, and finds what was posted there.
  public func post(_ posting: PartyAccountPosting) async throws {
    guard let item = try await party(posting.partyID) else {
      throw PartyAccountsError.partyNotFound(partyID: posting.partyID)
    }
    let partyID = item.survivorID ?? item.party.id
    let entries = try await ledger(for: partyID).entries
    let reference = posting.reference
    var posted: PartyLedgerEntry?
    if let document = posting.document {
      let kind = PartyLedgerEntryKind(document.kind)
      posted = entries.first { $0.kind == kind && reference.matches($0.reference, on: $0.date) }
      if posted == nil, document.amount.amount > 0, !posting.isCancelled || !posting.payments.isEmpty {
        posted =
          try await recordDocument(
            for: partyID, kind, amount: document.amount, on: document.date, reference: reference.text,
            dueDate: document.dueDate, allocations: Self.settled(by: document, kind: kind, in: entries)
          ).entry
      }
    }
    for payment in posting.payments {
      let kind: PartyLedgerEntryKind = payment.direction == .received ? .paymentReceived : .paymentMade
      let isPosted = entries.contains {
        $0.kind == kind && Self.isPayment(payment.id, of: reference, postedAs: $0, documentEntryID: posted?.id)
      }
      guard !isPosted else { continue }
      _ = try await recordPayment(
        for: partyID, kind, amount: payment.amount, on: payment.date, mode: PartyPaymentMode(payment.method),
        reference: reference.payment(payment.id),
        allocations: posted.map { [PartyAllocationTarget(documentId: $0.id, amount: payment.amount.amount)] } ?? [])
    }
    if posting.isCancelled, let posted,
      !entries.contains(where: { $0.kind == .cancellation && $0.cancels == posted.id })
    {
      _ = try await cancel(posted.id, on: today, reason: "\(reference.text) cancelled")
    }
  }

  /// For a note against an original document, the original's entry, up to the note's amount: the note
  /// settles it rather than the party's oldest document.
  private static func settled(
    by document: PartyAccountDocument, kind: PartyLedgerEntryKind, in entries: [PartyLedgerEntry]
  ) -> [PartyAllocationTarget] {
    guard let original = document.settles,
      let entry = entries.first(where: {
        $0.kind.isDocument && $0.kind != .openingBalance && $0.isDebit != kind.isDebit
          && original.matches($0.reference, on: $0.date)
      })
    else { return [] }
    return [PartyAllocationTarget(documentId: entry.id, amount: min(document.amount.amount, entry.amount.amount))]
  }

  /// Whether `entry` is the posting of the document's payment `paymentID`: it carries the payment's
  /// reference, or the older form of it and is applied to the document's own entry (a payment may be
  /// dated in another year, so its date cannot tell).
  private static func isPayment(
    _ paymentID: String, of reference: PostingReference, postedAs entry: PartyLedgerEntry, documentEntryID: String?
  ) -> Bool {
    if entry.reference == reference.payment(paymentID) { return true }
    guard let legacy = reference.legacyText, entry.reference == "\(legacy) \(paymentID)" else { return false }
    return entry.allocations.contains { $0.documentId == documentEntryID }
  }
}

extension PartyListItem {
  /// The party as a document feature sees it (a bill's party picker, a PDF's buyer block).
  public var account: PartyAccount { PartyAccount(listItem: self) }
}

extension PartyAccount {
  /// The account a document feature sees of a party in the list.
  init(listItem item: PartyListItem, currency: Currency = .inr) {
    let party = item.party
    self.init(
      id: party.id, name: party.name, companyName: party.companyName, gstin: party.gstin?.description,
      pan: party.pan?.description, billingAddress: party.billingAddress.map(PartyAccountAddress.init),
      shippingAddress: party.shippingAddress.map(PartyAccountAddress.init), placeOfSupply: party.placeOfSupply?.code,
      phone: party.phones.first?.description, email: party.email?.description,
      paymentTermsDays: party.paymentTermsDays,
      balance: try? Money(rounding: item.balance, currency: party.creditLimit?.currency ?? currency))
  }
}

extension PartyAccountAddress {
  /// The address as a document feature sees it.
  init(_ address: PartyAddress) {
    self.init(lines: address.lines, city: address.city, stateCode: address.state?.code, pincode: address.pincode)
  }
}

extension PartyLedgerEntryKind {
  /// The ledger entry a document of `kind` makes.
  init(_ kind: PartyAccountDocument.Kind) {
    switch kind {
    case .sale: self = .salesInvoice
    case .purchase: self = .purchaseBill
    case .creditNote: self = .creditNote
    case .debitNote: self = .debitNote
    }
  }
}

extension PartyPaymentMode {
  /// The ledger's mode for a document's payment method, its reference with it.
  init(_ method: PartyAccountPayment.Method) {
    switch method {
    case .cash: self = .cash
    case .upi(let reference): self = .upi(reference: reference)
    case .bankTransfer(let reference): self = .bankTransfer(reference: reference)
    case .cheque(let number, let date): self = .cheque(number: number, date: date)
    case .card(let lastFour): self = .card(lastFour: lastFour)
    case .other(let note): self = .bankTransfer(reference: note.isEmpty ? "other" : "other: \(note)")
    }
  }
}
