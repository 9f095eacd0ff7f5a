import Foundation
import IndiaTax
import SharedCore

/// The party use cases over the offline-first store: list, search, look up by a stable key, create,
/// edit, archive, the ledger with statements, open items and ageing, documents with the credit-limit
/// check, payments with allocation, cancellation and merge. Every write applies locally at once and
/// is queued for sync in the same transaction.
///
/// A party merged into another is an alias of its survivor's account: its id answers the survivor's
/// ledger, balance, statements and account, and documents and payments recorded for it are the
/// survivor's. Its own record stays (lists that include archived parties show it, marked with
/// ``PartyListItem/survivorID``).
///
/// ```swift
/// let book = try PartyBook(store: store)
/// var form = PartyForm()
/// form.name = "Asha Traders"
/// form.gstin = "27AAPFU0939F1ZV"
/// let asha = try await book.create(form)
/// _ = try await book.recordDocument(for: asha.id, .salesInvoice, amount: Money("1180", currency: .inr),
///                                   on: today, reference: "INV-1")
/// let statement = try await book.statement(for: asha.id, from: april1, to: april30)
/// ```
public struct PartyBook: Sendable {
  /// The store holding parties and ledger entries.
  public let store: any SyncStore
  /// The business's settings.
  public let configuration: PartiesConfiguration
  let parties: SyncCollection<Party>
  let entries: SyncCollection<PartyLedgerEntry>
  let now: @Sendable () -> Date
  /// How many parties each search word matches, remembered while the index is unchanged.
  let searchPhraseCounts = FullTextPhraseCounts()

  /// The book over `store`, whose schema must hold ``PartiesSyncTypes/all`` and whose projections
  /// must include ``PartiesProjection``.
  /// - Throws: `SyncCollectionError.typeNotInSchema` when the store lacks the types.
  public init(
    store: any SyncStore, configuration: PartiesConfiguration = PartiesConfiguration(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    self.store = store
    self.configuration = configuration
    self.parties = try SyncCollection(store: store)
    self.entries = try SyncCollection(store: store)
    self.now = now
  }

  /// Today in the business's time zone.
  public var today: CalendarDate { CalendarDate(now(), in: configuration.timeZone) }

  // MARK: - Parties

  /// A page of the parties in use by name, or with `includeArchived` of every party (archived and
  /// merged ones too, a merged one marked with its survivor), each with its balance and what is
  /// overdue today.
  public func list(includeArchived: Bool = false, limit: Int = 50, offset: Int = 0) async throws -> [PartyListItem] {
    let today = today
    return try await store.read {
      try PartyBookQueries.list(includeArchived: includeArchived, limit: limit, offset: offset, today: today, in: $0)
    }
  }

  /// One page of the parties `query` selects (by kind, overdue, scope), by name, each with its
  /// balance and what is overdue today; a merged party's item names its survivor and shows that
  /// account's figures.
  public func list(_ query: PartyListQuery) async throws -> PartyPage {
    let today = today
    return try await store.read { try PartyBookQueries.page(query, today: today, in: $0) }
  }

  /// What the parties `query` selects owe and are owed in total, and what is overdue today (every
  /// page, not just one). Each account counts once: merged parties, whose figures are their
  /// survivors', are left out.
  public func totals(_ query: PartyListQuery = PartyListQuery()) async throws -> PartyListTotals {
    let today = today
    return try await store.read { try PartyBookQueries.totals(query, today: today, in: $0) }
  }

  /// Parties whose name, company, GSTIN or phone has every typed word as a prefix, best first.
  public func search(_ text: String, limit: Int = 50) async throws -> [PartyListItem] {
    let today = today
    return try await store.read {
      try PartyBookQueries.withAccountFigures(
        try PartyBookQueries.search(text, limit: limit, phraseCounts: searchPhraseCounts, in: $0), today: today, in: $0)
    }
  }

  /// The party, if it exists (a replaced local id still finds it). A merged party answers its own
  /// record with its survivor's id, balance and overdue amount.
  public func party(_ id: String) async throws -> PartyListItem? {
    let today = today
    var found = id
    if try await store.read({ try PartyBookQueries.party(id, in: $0) }) == nil {
      guard let record = try await parties.record(id) else { return nil }
      found = record.id
    }
    let resolved = found
    return try await store.read { db in
      try PartyBookQueries.party(resolved, in: db).map {
        try PartyBookQueries.withAccountFigures([$0], today: today, in: db)[0]
      }
    }
  }

  /// Validates `form` and creates the party, with `externalKey` (``Party/externalKey``) when the app
  /// keeps it in step with another system.
  /// - Throws: `AppError.validation` naming each wrong field, or a GSTIN or external key another party
  ///   already has.
  public func create(_ form: PartyForm, externalKey: String? = nil) async throws -> PartyListItem {
    var party = try await validated(form, id: "")
    party.externalKey = externalKey
    try await checkExternalKey(of: party)
    let record = try await parties.create(party)
    return try await requireParty(record.id)
  }

  /// Validates `form` against the party and saves it.
  public func update(_ id: String, with form: PartyForm) async throws -> PartyListItem {
    let existing = try await requireParty(id).party
    return try await save(Self.keeping(try await validated(form, id: existing.id, keeping: existing), from: existing))
  }

  /// Saves a changed party as it is.
  /// - Throws: `AppError.validation` when another party already has its external key.
  public func save(_ party: Party) async throws -> PartyListItem {
    try await checkExternalKey(of: party)
    let record = try await parties.update(party.id, to: party)
    return try await requireParty(record.id)
  }

  /// Archives (or restores) a party: it leaves lists and search but keeps its ledger.
  public func archive(_ id: String, archived: Bool = true) async throws -> PartyListItem {
    var party = try await requireParty(id).party
    party.isArchived = archived
    return try await save(party)
  }

  // MARK: - Ledger

  /// The party's ledger, with the entries and opening balances of parties merged into it; for a
  /// merged party, its survivor's.
  public func ledger(for partyID: String) async throws -> PartyLedger {
    try await ledger(of: try await accountHolder(partyID))
  }

  /// The ledger of `party`, already read.
  func ledger(of party: Party) async throws -> PartyLedger {
    try await store.read { db in
      let merged = try PartyBookQueries.merged(into: party.id, in: db)
      let entries = try PartyBookQueries.entries(ofParties: [party.id] + merged.map(\.id), in: db)
      return PartyLedger(party: party, entries: entries, merged: merged)
    }
  }

  /// The party's statement for `from` through `to` (a merged party's is its survivor's).
  public func statement(for partyID: String, from: CalendarDate, to: CalendarDate) async throws -> PartyStatement {
    let party = try await accountHolder(partyID)
    guard party.mergedInto == nil else { return try await ledger(for: party.id).statement(from: from, to: to) }
    let page = try await store.read { try PartyLedgerQueries.statement(of: party.id, from: from, to: to, in: $0) }
    return PartyStatement(from: from, to: to, openingBalance: page.openingBalance, lines: page.lines)
  }

  /// One page of the party's statement for `from` through `to`, with the range's opening and
  /// closing balances and totals: what a ledger screen shows, read without replaying the ledger (a
  /// merged party's is its survivor's).
  public func statementPage(
    for partyID: String, from: CalendarDate, to: CalendarDate, offset: Int = 0, limit: Int = 50
  ) async throws -> PartyStatementPage {
    let party = try await accountHolder(partyID)
    let limit = max(1, limit)
    guard party.mergedInto == nil else {
      let statement = try await ledger(for: party.id).statement(from: from, to: to)
      let start = min(max(0, offset), statement.lines.count)
      let end = min(start + limit, statement.lines.count)
      return PartyStatementPage(
        from: from, to: to, openingBalance: statement.openingBalance, closingBalance: statement.closingBalance,
        totalDebit: statement.totalDebit, totalCredit: statement.totalCredit, lineCount: statement.lines.count,
        lines: Array(statement.lines[start..<end]), nextOffset: end < statement.lines.count ? end : nil)
    }
    return try await store.read {
      try PartyLedgerQueries.statement(of: party.id, from: from, to: to, offset: offset, limit: limit, in: $0)
    }
  }

  /// What every party owes by days past due, as of `date` (today when `nil`), with the total; with
  /// `payable`, what the business owes. Ledgers with nothing after `date` are summed from the open
  /// items the store keeps; the others are replayed up to `date`.
  public func ageingReport(asOf date: CalendarDate? = nil, payable: Bool = false) async throws -> PartyAgeingReport {
    let asOf = date ?? today
    let buckets = configuration.ageingBuckets
    return try await store.read { db in
      let (summed, replay) = try PartyLedgerQueries.ageing(asOf: asOf, buckets: buckets, payable: payable, in: db)
      var report = PartyAgeingReport(asOf: asOf, buckets: buckets)
      let owing = { (id: String) in replay.contains(id) || summed[id].map { $0.total != 0 } ?? false }
      for item in try PartyBookQueries.allParties(where: owing, in: db) {
        let id = item.id
        var ageing = summed[id]
        if ageing == nil {
          let merged = try PartyBookQueries.merged(into: id, in: db)
          let entries = try PartyBookQueries.entries(ofParties: [id] + merged.map(\.id), in: db)
          ageing = PartyLedger(party: item.party, entries: entries, merged: merged)
            .ageing(asOf: asOf, buckets: buckets, payable: payable)
        }
        if let ageing, ageing.total != 0 { report.rows.append(.init(party: item.party, ageing: ageing)) }
      }
      return report
    }
  }

  // MARK: - Documents and payments

  /// Records an invoice, bill or note against the party, due by its payment terms unless `dueDate`
  /// is given, after the credit-limit check for receivable documents.
  ///
  /// A document for a merged party is its survivor's, under the survivor's credit limit.
  ///
  /// A note that settles a document (a credit note against the invoice it credits) names it in
  /// `allocations`, and is applied to it first, as a payment's allocations are; otherwise it settles
  /// the oldest open documents.
  /// - Returns: The entry, and ``PartyCreditCheck/overLimit(_:)`` when it was recorded over the limit.
  /// - Throws: ``PartyCreditLimitExceeded`` under ``PartyCreditPolicy/block``; `AppError.validation`
  ///   for allocations that add up to more than the amount or name anything but the party's documents
  ///   on the other side; nothing is recorded then.
  public func recordDocument(
    for partyID: String, _ kind: PartyLedgerEntryKind, amount: Money, on date: CalendarDate, reference: String,
    dueDate: CalendarDate? = nil, allocations: [PartyAllocationTarget] = []
  ) async throws -> (entry: PartyLedgerEntry, credit: PartyCreditCheck) {
    guard kind.isDocument, kind != .openingBalance else { throw Self.invalid("kind", "\(kind) is not a document.") }
    try checkAmount(amount)
    try checkAllocations(allocations, of: amount)
    let party = try await accountHolder(partyID)
    let ledger = try await ledger(of: party)
    try checkTargets(allocations, of: kind, in: ledger)
    var check = PartyCreditCheck.withinLimit
    if kind.isDebit {
      check = PartyCreditCheck.evaluate(party: party, balance: ledger.balance(), adding: amount)
      if case .overLimit(let exceeded) = check, configuration.creditPolicy == .block { throw exceeded }
    }
    let entry = PartyLedgerEntry(
      partyId: party.id, kind: kind, date: date, amount: amount, reference: reference,
      dueDate: dueDate ?? party.dueDate(forDocumentDated: date), allocations: allocations, recordedAt: now())
    return (try await append(entry), check)
  }

  /// Records money received from (`.paymentReceived`) or paid to (`.paymentMade`) the party, or a
  /// refund, applied first to the documents in `allocations`, then to the oldest due; what is left
  /// stays as an advance. A payment for a merged party is its survivor's.
  /// - Throws: `AppError.validation` for a kind that is not a payment, an amount that is not positive,
  ///   or allocations that add up to more than the amount or name anything but the party's documents
  ///   this payment can settle.
  public func recordPayment(
    for partyID: String, _ kind: PartyLedgerEntryKind = .paymentReceived, amount: Money, on date: CalendarDate,
    mode: PartyPaymentMode, reference: String? = nil, allocations: [PartyAllocationTarget] = []
  ) async throws -> PartyLedgerEntry {
    guard kind.isPayment else { throw Self.invalid("kind", "\(kind) is not a payment or refund.") }
    try checkAmount(amount)
    try checkAllocations(allocations, of: amount)
    let party = try await accountHolder(partyID)
    if !allocations.isEmpty { try checkTargets(allocations, of: kind, in: try await ledger(of: party)) }
    return try await append(
      PartyLedgerEntry(
        partyId: party.id, kind: kind, date: date, amount: amount, reference: reference, paymentMode: mode,
        allocations: allocations, recordedAt: now()))
  }

  /// How a payment of `amount` would be applied, without recording it: the documents it would settle
  /// and the advance it would leave.
  public func previewPayment(
    for partyID: String, _ kind: PartyLedgerEntryKind = .paymentReceived, amount: Money, on date: CalendarDate,
    allocations: [PartyAllocationTarget] = []
  ) async throws -> PartyPaymentPreview {
    let party = try await accountHolder(partyID)
    let current = try await ledger(of: party)
    try checkTargets(allocations, of: kind, in: current)
    let preview = PartyLedgerEntry(
      id: "preview", partyId: party.id, kind: kind, date: date, amount: amount, allocations: allocations,
      recordedAt: now())
    // The current entries already hold every opening balance: rebuild over a bare party.
    let open = PartyLedger(
      party: Party(id: party.id, kind: party.kind, name: party.name), entries: current.entries + [preview]
    )
    .openItems()
    let applied = open.allocations.filter { $0.fromEntryId == "preview" || $0.toEntryId == "preview" }
    return PartyPaymentPreview(allocations: applied, advance: open.remaining(of: "preview") ?? 0)
  }

  /// How `request` would be applied, without recording it.
  public func previewPayment(for partyID: String, _ request: PartyPaymentRequest) async throws -> PartyPaymentPreview {
    try await previewPayment(
      for: partyID, request.kind, amount: request.amount, on: request.date, allocations: request.allocations)
  }

  /// Records `request` (a checked payment form).
  public func recordPayment(for partyID: String, _ request: PartyPaymentRequest) async throws -> PartyLedgerEntry {
    try await recordPayment(
      for: partyID, request.kind, amount: request.amount, on: request.date, mode: request.mode,
      reference: request.reference, allocations: request.allocations)
  }

  /// Cancels a payment, document or adjustment with a reversing entry dated `date` (today when
  /// `nil`); its allocations are undone.
  /// - Throws: `AppError.validation` for an entry already cancelled or a cancellation.
  public func cancel(_ entryID: String, on date: CalendarDate? = nil, reason: String? = nil) async throws
    -> PartyLedgerEntry
  {
    guard let record = try await entries.record(entryID) else {
      throw SyncStoreError.recordNotFound(type: PartiesSyncTypes.ledgerEntries.name, id: entryID)
    }
    var target = record.value
    target.id = record.id
    guard target.kind != .cancellation else { throw Self.invalid("entry", "A cancellation cannot be cancelled.") }
    let ledger = try await ledger(for: target.partyId)
    guard ledger.entries.contains(where: { $0.kind == .cancellation && $0.cancels == target.id }) == false else {
      throw Self.invalid("entry", "\(target.reference ?? "The entry") is already cancelled.")
    }
    return try await append(
      PartyLedgerEntry(
        partyId: target.partyId, kind: .cancellation, date: date ?? today, amount: target.amount,
        reference: target.reference, cancels: target.id, side: target.isDebit ? .payable : .receivable, notes: reason,
        recordedAt: now()))
  }

  /// Merges `mergedID` into `survivorID`: the merged party is archived pointing at the survivor,
  /// whose ledger from then on includes every entry and the opening balance of the merged one, so
  /// the survivor's balance is the sum of both. One synced change; nothing is copied or lost.
  public func merge(_ mergedID: String, into survivorID: String) async throws -> PartyListItem {
    let survivor = try await requireParty(survivorID).party
    var merged = try await requireParty(mergedID).party
    try checkMerge(merged, into: survivor)
    merged.mergedInto = survivor.id
    merged.isArchived = true
    _ = try await save(merged)
    return try await requireParty(survivor.id)
  }

  // MARK: - Helpers

  func append(_ entry: PartyLedgerEntry) async throws -> PartyLedgerEntry {
    let record = try await entries.create(entry)
    var stored = record.value
    stored.id = record.id
    return stored
  }

  /// The party `form` describes, refused when its GSTIN is another party's (one not merged). Only a
  /// GSTIN the edit adds is checked, as the server checks it: one `existing` (the party being edited)
  /// already has stays its own even when another party has it too (a clash), and a merged party,
  /// which stays merged, holds none.
  private func validated(_ form: PartyForm, id: String, keeping existing: Party? = nil) async throws -> Party {
    let party = try configuration.validator(on: today).validate(form, id: id).get()
    if let gstin = party.gstin, existing?.mergedInto == nil, existing?.gstin != gstin {
      let others = try await store.read { try PartyBookQueries.parties(withGSTIN: gstin.value, in: $0) }
      if others.contains(where: { $0.id != id && $0.party.mergedInto == nil }) {
        throw Self.invalid("gstin", "Another party already has the GSTIN \(gstin).")
      }
    }
    return party
  }

  /// `party` as edited on a form, with what the form does not hold kept from `existing`: the
  /// shipping address, the standing discount, archiving, the merge pointer and the external key.
  static func keeping(_ party: Party, from existing: Party) -> Party {
    var party = party
    party.shippingAddress = existing.shippingAddress
    party.discountPercent = existing.discountPercent
    party.isArchived = existing.isArchived
    party.mergedInto = existing.mergedInto
    party.externalKey = existing.externalKey
    return party
  }

  func checkAllocations(_ allocations: [PartyAllocationTarget], of amount: Money) throws {
    let named = allocations.reduce(Decimal(0)) { $0 + $1.amount }
    let digits = amount.currency.minorUnitDigits
    guard named <= amount.amount, allocations.allSatisfy({ $0.amount > 0 && $0.amount.fractionDigitCount <= digits })
    else {
      throw Self.invalid(
        "allocations",
        "The allocations add up to more than the payment, or one is not a positive amount with at most \(digits) "
          + "decimals.")
    }
  }

  func checkAmount(_ amount: Money) throws {
    guard amount.currency == configuration.currency, amount.amount > 0 else {
      throw Self.invalid("amount", "An amount is positive and in \(configuration.currency.code).")
    }
  }

  /// The party whose ledger holds `id`'s entries: the party itself, or, for a merged party, its
  /// survivor (a replaced local id still finds either).
  /// - Throws: `SyncStoreError.recordNotFound` for an unknown party, or a survivor this device does
  ///   not hold yet.
  func accountHolder(_ id: String) async throws -> Party {
    let item = try await requireParty(id)
    guard let survivor = item.survivorID else { return item.party }
    return try await storedParty(survivor)
  }

  /// Refuses an external key another party not merged already has.
  private func checkExternalKey(of party: Party) async throws {
    guard let key = party.externalKey?.trimmingWhitespace(), !key.isEmpty else { return }
    let owners = try await store.read { try PartyBookQueries.parties(withKey: .external(key), in: $0) }
    if owners.contains(where: { $0.id != party.id && $0.party.mergedInto == nil }) {
      throw Self.invalid("externalKey", "Another party already has the external key \(key).")
    }
  }

  /// The party as stored (a replaced local id still finds it), without reading its open items.
  func storedParty(_ id: String) async throws -> Party {
    if let item = try await store.read({ try PartyBookQueries.party(id, in: $0) }) { return item.party }
    guard let record = try await parties.record(id),
      let item = try await store.read({ try PartyBookQueries.party(record.id, in: $0) })
    else {
      throw SyncStoreError.recordNotFound(type: PartiesSyncTypes.parties.name, id: id)
    }
    return item.party
  }

  func requireParty(_ id: String) async throws -> PartyListItem {
    guard let item = try await party(id) else {
      throw SyncStoreError.recordNotFound(type: PartiesSyncTypes.parties.name, id: id)
    }
    return item
  }

  static func invalid(_ field: String, _ message: String) -> AppError {
    .validation([.init(field: field, message: message)])
  }
}
