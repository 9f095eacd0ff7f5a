import BillsFeature
import Foundation
import SharedCore

/// A `BillsRepository` in memory that behaves like the app's: drafts priced on every save, the
/// status machine, gap-free numbers per kind and financial year, payments that settle exactly, credit
/// notes bounded by their original, conversions that keep their link, and cancellation that keeps
/// the number.
///
/// It has no party book, catalogue or server: it checks no party or product, moves no stock and
/// posts to no ledger. Every write leaves the documents it touched `pending`
/// until ``setSyncStatus(_:for:)`` says otherwise, so tests can show a document being synced.
///
/// ```swift
/// let repository = InMemoryBillsRepository(today: BillsSamples.date)
/// let draft = try await repository.createDraft(BillsSamples.intraStateInvoice(partyID: "party-1"))
/// let issued = try await repository.issue(draft.id)      // "INV/25-26/00001"
/// ```
public actor InMemoryBillsRepository: BillsRepository {
  private struct Entry {
    var document: BillDocument
    var order: Int
    var syncStatus: SyncRecordStatus.Kind
  }

  private let today: CalendarDate
  private let calculator: BillCalculator
  private let financialYearStartMonth: Int
  private let pattern: @Sendable (BillDocumentKind) -> BillNumberPattern
  private var entries: [String: Entry] = [:]
  private var created = 0
  private var sequences: [BillNumberSeriesKey: Int] = [:]

  /// Every number issued, in the order issued.
  public private(set) var issuedNumbers: [String] = []

  /// A repository whose "today" (for overdue documents) is `today`, numbering each kind with
  /// `pattern` (by default the app's, `BillsConfiguration.defaultPattern(for:)`: `INV/25-26/00001`
  /// for a sales invoice) in financial years starting in `financialYearStartMonth`.
  public init(
    today: CalendarDate, financialYearStartMonth: Int = 4, calculator: BillCalculator = BillCalculator(),
    pattern: @escaping @Sendable (BillDocumentKind) -> BillNumberPattern = BillsConfiguration.defaultPattern
  ) {
    self.today = today
    self.financialYearStartMonth = financialYearStartMonth
    self.calculator = calculator
    self.pattern = pattern
  }

  /// Every stored document, in the order created.
  public var documents: [BillDocument] {
    entries.values.sorted { $0.order < $1.order }.map(\.document)
  }

  /// Sets the sync status of `id` (every document when `nil`), as a sync would.
  public func setSyncStatus(_ status: SyncRecordStatus.Kind, for id: String? = nil) {
    for key in entries.keys where id == nil || key == id { entries[key]?.syncStatus = status }
  }

  // MARK: - BillsRepository

  /// The documents matching `query`, newest first (by issue date, then creation), with the sums per
  /// currency of every match.
  public func list(_ query: BillListQuery) async throws -> BillListPage {
    let asOf = query.asOf ?? today
    var matches: [(entry: Entry, item: BillListItem)] = []
    for entry in entries.values {
      let document = entry.document
      guard query.kinds.isEmpty || query.kinds.contains(document.kind),
        query.statuses.isEmpty || query.statuses.contains(document.status),
        query.partyID == nil || query.partyID == document.partyID,
        query.from.map({ document.issueDate >= $0 }) ?? true, query.to.map({ document.issueDate <= $0 }) ?? true
      else { continue }
      let item = try item(entry, asOf: asOf)
      if query.overdueOnly, !item.isOverdue { continue }
      matches.append((entry, item))
    }
    matches.sort {
      ($0.entry.document.issueDate, $0.entry.order) > ($1.entry.document.issueDate, $1.entry.order)
    }
    var sums: [String: BillListTotals] = [:]
    for (_, item) in matches {
      let currency = item.document.currency
      var sum = sums[currency.code] ?? BillListTotals(currency: currency)
      sum.count += 1
      sum.payable += item.totals.payableAmount
      sum.outstanding += item.outstanding
      if item.isOverdue { sum.overdue += item.outstanding }
      sums[currency.code] = sum
    }
    let start = min(max(0, query.offset), matches.count)
    let end = min(start + max(1, query.limit), matches.count)
    return BillListPage(
      items: matches[start..<end].map(\.item), totals: sums.values.sorted { $0.currency.code < $1.currency.code },
      matchCount: matches.count, nextOffset: end < matches.count ? end : nil)
  }

  /// The document `id`, if stored.
  public func document(_ id: String) async throws -> BillListItem? {
    try entries[id].map { try item($0, asOf: today) }
  }

  /// Stores `document` as a new draft with id `bill-<n>`.
  public func createDraft(_ document: BillDocument) async throws -> BillListItem {
    guard document.status == .draft else {
      throw BillsRepositoryError.notDraft(id: document.id, status: document.status)
    }
    _ = try document.totals(calculator: calculator)
    return try store(document, id: nil)
  }

  /// Replaces the stored draft `document.id`.
  public func updateDraft(_ document: BillDocument) async throws -> BillListItem {
    let stored = try entry(document.id)
    guard stored.document.status == .draft else {
      throw BillsRepositoryError.notDraft(id: document.id, status: stored.document.status)
    }
    guard document.status == .draft else {
      throw BillsRepositoryError.notDraft(id: document.id, status: document.status)
    }
    _ = try document.totals(calculator: calculator)
    entries[document.id]?.document = document
    entries[document.id]?.syncStatus = .pending
    return try item(try entry(document.id), asOf: today)
  }

  /// Deletes the stored draft `id`.
  public func deleteDraft(_ id: String) async throws {
    let stored = try entry(id)
    guard stored.document.status == .draft else {
      throw BillsRepositoryError.notDraft(id: id, status: stored.document.status)
    }
    entries[id] = nil
  }

  /// Issues the draft `id` with the next number of its series; a number is used only when the issue
  /// succeeds, so numbers stay gap-free. A credit note is applied to its original.
  public func issue(_ id: String) async throws -> BillListItem {
    var document = try entry(id).document
    let year = try BillFinancialYear(containing: document.issueDate, startMonth: financialYearStartMonth)
    let key = BillNumberSeriesKey(kind: document.kind, financialYear: year)
    let sequence = (sequences[key] ?? 0) + 1
    let number = try BillNumberSeries(key: key, pattern: pattern(document.kind)).number(for: sequence)
    if document.kind == .creditNote, let originalID = document.original?.documentID {
      var original = try entry(originalID).document
      try original.issueCreditNote(&document, number: number, calculator: calculator)
      entries[originalID]?.document = original
      entries[originalID]?.syncStatus = .pending
    } else {
      try document.issue(number: number)
    }
    sequences[key] = sequence
    issuedNumbers.append(number)
    entries[id]?.document = document
    entries[id]?.syncStatus = .pending
    return try item(try entry(id), asOf: today)
  }

  /// Records a payment against the issued document `documentID`, with id `P<n>` for its n-th payment.
  public func recordPayment(_ request: BillPaymentRequest, to documentID: String) async throws -> BillListItem {
    var document = try entry(documentID).document
    let payment = BillPayment(
      id: "P\(document.payments.count + 1)", amount: request.amount, date: request.date, mode: request.mode,
      reference: request.reference)
    try document.record(payment, calculator: calculator)
    entries[documentID]?.document = document
    entries[documentID]?.syncStatus = .pending
    return try item(try entry(documentID), asOf: today)
  }

  /// A new draft of `kind` converted from `id`, linked back to it.
  public func convert(_ id: String, to kind: BillDocumentKind, issueDate: CalendarDate) async throws -> BillListItem {
    let converted = try entry(id).document.converted(to: kind, id: "", issueDate: issueDate)
    return try store(converted, id: nil)
  }

  /// A new draft credit note against the issued sales invoice `originalID`.
  public func createCreditNote(against originalID: String, issueDate: CalendarDate, lines: [BillDocumentLine])
    async throws -> BillListItem
  {
    let note = try entry(originalID).document.creditNote(
      id: "", issueDate: issueDate, lines: lines, calculator: calculator)
    return try store(note, id: nil)
  }

  /// Cancels `id`; an issued document keeps its number. An issued credit note is applied to its
  /// original and is not cancelled, nor is a document with credit notes applied.
  public func cancel(_ id: String) async throws -> BillListItem {
    var document = try entry(id).document
    if document.kind == .creditNote, document.number != nil {
      throw BillsRepositoryError.creditNoteApplied(id: id)
    }
    if !document.credits.isEmpty {
      throw BillsRepositoryError.creditsApplied(id: id, creditNotes: document.credits.map(\.number))
    }
    try document.cancel()
    entries[id]?.document = document
    entries[id]?.syncStatus = .pending
    return try item(try entry(id), asOf: today)
  }

  /// Always `false`: numbers need no reservation in memory.
  public func reserveNumbers(for kind: BillDocumentKind, on date: CalendarDate) async throws -> Bool { false }

  /// Always empty: numbers need no reservation in memory.
  public func prepareNumbering(for kinds: [BillDocumentKind], on date: CalendarDate) async throws
    -> [BillDocumentKind]
  { [] }

  /// Always empty: nothing is posted, so nothing is left unfinished.
  public func completePendingPostings() async throws -> [String] { [] }

  // MARK: - Helpers

  private func entry(_ id: String) throws -> Entry {
    guard let entry = entries[id] else { throw BillsRepositoryError.documentNotFound(id: id) }
    return entry
  }

  private func store(_ document: BillDocument, id: String?) throws -> BillListItem {
    created += 1
    var stored = document
    stored.id = id ?? "bill-\(created)"
    let entry = Entry(document: stored, order: created, syncStatus: .pending)
    entries[stored.id] = entry
    return try item(entry, asOf: today)
  }

  private func item(_ entry: Entry, asOf date: CalendarDate) throws -> BillListItem {
    let document = entry.document
    let totals = try document.totals(calculator: calculator)
    let settled: Set<BillDocumentStatus> = [.issued, .partiallyPaid, .paid]
    let outstanding =
      document.kind.isPayable && settled.contains(document.status)
      ? totals.payableAmount - document.paidAmount - document.creditedAmount : 0
    return BillListItem(
      document: document, totals: totals, outstanding: outstanding, isOverdue: document.isOverdue(asOf: date),
      syncStatus: entry.syncStatus)
  }
}
