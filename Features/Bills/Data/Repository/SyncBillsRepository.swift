import Foundation
import SharedCore

/// ``BillsRepository`` over the app's offline-first `SyncStore`: documents, payments and number
/// reservations are sync records; stock moves through an `InventoryClient` (ProductsFeature's
/// `ProductCatalog` in an app) and party accounts through a `PartyAccountsClient` (PartiesFeature's
/// `PartyBook`). Bills knows neither feature's own types.
///
/// Writes run one at a time per device and store (a lock among the store's `SyncStore/writeLocks`,
/// taken by every repository of the device over that store, whichever scope made it), so two
/// payments against one document, or two issues numbering in one series, never interleave, while
/// repositories over another store never wait for them. Issuing and cancelling first
/// store the document with its postings marked pending, then post, then clear the mark: a crash in
/// between leaves the mark, and the next write (or ``completePendingPostings()``) completes what is
/// missing, finding what was already posted by the document's number in the stock and party ledgers.
///
/// ```swift
/// let repository = try SyncBillsRepository(
///   store: store, inventory: catalog, accounts: book, configuration: BillsConfiguration(deviceID: "till-1"))
/// let draft = try await repository.createDraft(invoice)
/// let issued = try await repository.issue(draft.id)
/// ```
public struct SyncBillsRepository: BillsRepository {
  /// The store holding documents, payments and number blocks.
  public let store: any SyncStore
  /// Where products are looked up and stock is posted.
  public let inventory: any InventoryClient
  /// Where parties are looked up and documents and payments are posted to their accounts.
  public let accounts: any PartyAccountsClient
  /// The business's settings.
  public let configuration: BillsConfiguration
  /// The totals engine.
  public let calculator: BillCalculator
  /// The open company's document settings, if the app keeps them (SettingsFeature): their number
  /// templates write the numbers of the document types they name, over ``configuration``'s patterns.
  public let documentSettings: (any CompanyDocumentSettingsSource)?
  let documents: SyncCollection<BillDocumentRecord>
  let payments: SyncCollection<BillPaymentRecord>
  let blocks: SyncCollection<BillNumberBlockRecord>
  let writes: ConcurrencyLimiter
  let now: @Sendable () -> Date

  /// The repository over `store`, whose schema must hold ``BillsSyncTypes/all`` and whose projections
  /// must include ``BillsProjection``.
  /// - Throws: `SyncCollectionError.typeNotInSchema` when the store lacks the types.
  public init(
    store: any SyncStore, inventory: any InventoryClient, accounts: any PartyAccountsClient,
    configuration: BillsConfiguration, calculator: BillCalculator = BillCalculator(),
    documentSettings: (any CompanyDocumentSettingsSource)? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    self.store = store
    self.inventory = inventory
    self.accounts = accounts
    self.configuration = configuration
    self.calculator = calculator
    self.documentSettings = documentSettings
    self.documents = try SyncCollection(store: store)
    self.payments = try SyncCollection(store: store)
    self.blocks = try SyncCollection(store: store)
    self.writes = store.writeLocks.lock(named: "bills.writes.\(configuration.deviceID)")
    self.now = now
  }

  /// Today in the business's time zone.
  public var today: CalendarDate { CalendarDate(now(), in: configuration.timeZone) }

  // MARK: - Reading

  /// The documents matching `query`, newest first (by issue date, then number), with the sums per
  /// currency over every match. Filters and sums read ``BillsProjection``'s table; only the page's
  /// documents are decoded and priced.
  public func list(_ query: BillListQuery) async throws -> BillListPage {
    let asOf = query.asOf ?? today
    var resolvedParty = query.partyID
    if let id = resolvedParty, let party = try await accounts.account(id) { resolvedParty = party.id }
    let partyID = resolvedParty
    let day = asOf.dayNumber
    let matches = try await store.read { db in
      try BillsQueries.matches(query, partyID: partyID, in: db).filter {
        !query.overdueOnly || $0.isOverdue(onDay: day)
      }
    }
    var totals: [String: BillListTotals] = [:]
    for row in matches {
      let currency = try Self.currency(row.currency, of: row.id)
      var sum = totals[row.currency] ?? BillListTotals(currency: currency)
      sum.count += 1
      sum.payable += row.payable
      sum.outstanding += row.outstanding
      if row.isOverdue(onDay: day) { sum.overdue += row.outstanding }
      totals[row.currency] = sum
    }
    let start = min(max(0, query.offset), matches.count)
    let end = min(start + max(1, query.limit), matches.count)
    var items: [BillListItem] = []
    for row in matches[start..<end] { items.append(try item(try await require(row.id), asOf: asOf)) }
    return BillListPage(
      items: items, totals: totals.values.sorted { $0.currency.code < $1.currency.code }, matchCount: matches.count,
      nextOffset: end < matches.count ? end : nil)
  }

  /// The document, if it exists.
  public func document(_ id: String) async throws -> BillListItem? {
    guard let record = try await documents.record(id) else { return nil }
    return try item(record, asOf: today)
  }

  // MARK: - Drafts

  /// Stores `document` as a new draft.
  public func createDraft(_ document: BillDocument) async throws -> BillListItem {
    try await writing {
      guard document.status == .draft else {
        throw BillsRepositoryError.notDraft(id: document.id, status: document.status)
      }
      try await checkReferences(of: document)
      try await checkCompositionScheme(of: document)
      let record = try await documents.create(
        try BillDocumentRecord(document, totals: document.totals(calculator: calculator)))
      // Numbers for it are asked for now, so a sync before it is issued can bring them.
      try await requestBlockIfLow(try await series(for: document.kind, on: document.issueDate))
      return try item(record, asOf: today)
    }
  }

  /// Replaces a draft.
  public func updateDraft(_ document: BillDocument) async throws -> BillListItem {
    try await writing {
      let stored = try await require(document.id)
      let current = try stored.value.value(id: stored.id)
      guard current.status == .draft else { throw BillsRepositoryError.notDraft(id: stored.id, status: current.status) }
      guard document.status == .draft else {
        throw BillsRepositoryError.notDraft(id: stored.id, status: document.status)
      }
      try await checkReferences(of: document)
      try await checkCompositionScheme(of: document)
      var updated = document
      updated.id = stored.id
      let record = try await documents.update(
        stored.id, to: try BillDocumentRecord(updated, totals: updated.totals(calculator: calculator)))
      return try item(record, asOf: today)
    }
  }

  /// Deletes a draft.
  public func deleteDraft(_ id: String) async throws {
    try await writing {
      let stored = try await require(id)
      guard stored.value.status == .draft else {
        throw BillsRepositoryError.notDraft(id: stored.id, status: stored.value.status)
      }
      try await documents.delete(stored.id)
    }
  }

  /// A new draft converted from the document.
  public func convert(_ id: String, to kind: BillDocumentKind, issueDate: CalendarDate) async throws -> BillListItem {
    try await writing {
      let stored = try await require(id)
      let source = try stored.value.value(id: stored.id)
      let draft = try source.converted(to: kind, id: "", issueDate: issueDate)
      let record = try await documents.create(
        try BillDocumentRecord(draft, totals: draft.totals(calculator: calculator)))
      return try item(record, asOf: today)
    }
  }

  /// A new draft credit note against an issued sales invoice.
  public func createCreditNote(
    against originalID: String, issueDate: CalendarDate, lines: [BillDocumentLine]
  ) async throws -> BillListItem {
    try await writing {
      let stored = try await require(originalID)
      let original = try stored.value.value(id: stored.id)
      let note = try original.creditNote(id: "", issueDate: issueDate, lines: lines, calculator: calculator)
      try await checkReferences(of: note)
      let record = try await documents.create(try BillDocumentRecord(note, totals: note.totals(calculator: calculator)))
      return try item(record, asOf: today)
    }
  }

  // MARK: - Helpers

  /// Runs a write after completing what earlier writes left pending, one write at a time.
  func writing<T: Sendable>(_ body: () async throws -> T) async throws -> T {
    try await writes.withPermit {
      _ = try await completePending(throwing: false)
      return try await body()
    }
  }

  func require(_ id: String) async throws -> SyncedRecord<BillDocumentRecord> {
    guard let record = try await documents.record(id) else { throw BillsRepositoryError.documentNotFound(id: id) }
    return record
  }

  /// Checks that the party and every line's product exist (local ids included).
  func checkReferences(of document: BillDocument) async throws {
    guard let party = try await accounts.account(document.partyID) else {
      throw BillsRepositoryError.partyNotFound(partyID: document.partyID)
    }
    // The place of supply of an outward supply follows the buyer (a note keeps its original's).
    if case .gst(let supply) = document.regime, document.kind != .purchaseBill, document.original == nil {
      try BillPlaceOfSupply.check(supply, for: party)
    }
    for (index, line) in document.lines.enumerated() {
      guard let productID = line.productID else { continue }
      guard try await inventory.item(productID) != nil else {
        throw BillsRepositoryError.productNotFound(line: index + 1, productID: productID)
      }
    }
  }

  func item(_ record: SyncedRecord<BillDocumentRecord>, asOf date: CalendarDate) throws -> BillListItem {
    let document = try record.value.value(id: record.id)
    let totals = try document.totals(calculator: calculator)
    let outstanding: Decimal =
      document.kind.isPayable && document.status != .draft && document.status != .cancelled
      ? totals.payableAmount - document.paidAmount - document.creditedAmount : 0
    return BillListItem(
      document: document, totals: totals, outstanding: outstanding, isOverdue: document.isOverdue(asOf: date),
      syncStatus: record.status.kind, hasPendingPostings: record.value.pendingPostings != nil)
  }

  private static func currency(_ code: String, of id: String) throws(SyncCollectionError) -> Currency {
    guard let currency = Currency.iso(code) else {
      throw .undecodable(type: BillsSyncTypes.documents.name, id: id, field: "currency", reason: "unknown code \(code)")
    }
    return currency
  }

}
