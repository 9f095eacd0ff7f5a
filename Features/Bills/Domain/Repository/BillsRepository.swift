import Foundation
import SharedCore

/// The bill use cases over the app's offline-first store: list, look up, create and edit drafts,
/// issue with a gap-free number, record payments, convert along quotation → order → invoice, credit
/// notes against an original, and cancel (the document keeps its number).
///
/// Every write applies locally at once and is queued for sync. Issuing or cancelling a sales
/// invoice also moves its stock (the products feature's stock ledger) and posts to the party's
/// ledger; payments and credit notes post to the party's ledger. Each posting is keyed by the
/// document's number, so a posting interrupted by a crash is completed, never doubled, by
/// ``completePendingPostings()`` (which every write runs first).
///
/// ```swift
/// let repository = try session.resolve((any BillsRepository).self)
/// let draft = try await repository.createDraft(invoice)
/// let issued = try await repository.issue(draft.id)          // "INV/25-26/00001", stock out, party debited
/// _ = try await repository.recordPayment(
///   BillPaymentRequest(amount: try Money("500", currency: .inr), date: today, mode: .upi), to: issued.id)
/// let open = try await repository.list(BillListQuery(statuses: [.issued, .partiallyPaid]))
/// ```
public protocol BillsRepository: Sendable {
  /// The documents matching `query`, newest first, with their totals and the page's sums.
  func list(_ query: BillListQuery) async throws -> BillListPage

  /// The document, if it exists (a local id replaced by the server's still finds it).
  func document(_ id: String) async throws -> BillListItem?

  /// Stores `document` as a new draft under a fresh id (the id it carries is ignored).
  /// - Throws: ``BillsRepositoryError/notDraft(id:status:)`` unless it is a draft, or
  ///   ``BillDocumentError/calculation(_:)`` when its totals cannot be computed.
  func createDraft(_ document: BillDocument) async throws -> BillListItem

  /// Replaces the draft `document.id` with `document`.
  /// - Throws: ``BillsRepositoryError/documentNotFound(id:)``, ``BillsRepositoryError/notDraft(id:status:)``
  ///   when the stored document is no longer a draft, or ``BillDocumentError/calculation(_:)``.
  func updateDraft(_ document: BillDocument) async throws -> BillListItem

  /// Deletes a draft (issued documents are cancelled, never deleted).
  /// - Throws: ``BillsRepositoryError/documentNotFound(id:)`` or ``BillsRepositoryError/notDraft(id:status:)``.
  func deleteDraft(_ id: String) async throws

  /// Issues the draft with the next number of its series (its kind and financial year); a credit note
  /// is also applied to its original, lowering what is outstanding. A sales invoice moves its
  /// products' stock out and is posted to the party's ledger.
  /// - Throws: ``BillsRepositoryError``, ``BillNumberingError/noNumbersReserved(series:)`` when the
  ///   device holds no reserved number (sync to reserve a block), or ``BillDocumentError``.
  func issue(_ id: String) async throws -> BillListItem

  /// Records a payment against an issued document and posts it to the party's ledger.
  /// - Throws: ``BillsRepositoryError/documentNotFound(id:)``,
  ///   ``BillsRepositoryError/postingsPendingOnAnotherDevice(id:device:)``, or ``BillDocumentError`` (not
  ///   payable, not issued, above the outstanding amount, another currency).
  func recordPayment(_ request: BillPaymentRequest, to documentID: String) async throws -> BillListItem

  /// A new draft of `kind` converted from the document, linked back to it.
  /// - Throws: ``BillsRepositoryError/documentNotFound(id:)`` or ``BillDocumentError/notConvertible(from:to:)``.
  func convert(_ id: String, to kind: BillDocumentKind, issueDate: CalendarDate) async throws -> BillListItem

  /// A new draft credit note against the issued sales invoice `originalID`; ``issue(_:)`` issues it.
  /// - Throws: ``BillsRepositoryError/documentNotFound(id:)`` or ``BillDocumentError``.
  func createCreditNote(against originalID: String, issueDate: CalendarDate, lines: [BillDocumentLine]) async throws
    -> BillListItem

  /// Cancels the document; an issued one keeps its number, and a sales invoice's stock movement and
  /// ledger posting are reversed.
  /// - Throws: ``BillsRepositoryError/documentNotFound(id:)``,
  ///   ``BillsRepositoryError/postingsPendingOnAnotherDevice(id:device:)``,
  ///   ``BillsRepositoryError/creditNoteApplied(id:)``, ``BillsRepositoryError/creditsApplied(id:creditNotes:)``
  ///   for a document with credit notes applied, or ``BillDocumentError/invalidTransition(from:to:)``.
  func cancel(_ id: String) async throws -> BillListItem

  /// Asks for the next block of numbers of `kind`'s series for the financial year containing `date`
  /// when this device holds too few (the request is a record that the next sync sends; the server's
  /// answer carries the block). Issuing asks on its own; call this ahead of going offline.
  /// - Returns: Whether a request is waiting for the server.
  @discardableResult
  func reserveNumbers(for kind: BillDocumentKind, on date: CalendarDate) async throws -> Bool

  /// Asks for number blocks for each of `kinds` whose reserve for the financial year containing
  /// `date` is low (and, in the year's last ``nextYearLeadDays`` days, for the next year too): call it
  /// at sign-in (and before going offline), so that the first sync brings numbers and a new device
  /// can issue its first invoice, or the first one of a new year, without waiting.
  /// - Returns: The kinds whose request waits for the server.
  @discardableResult
  func prepareNumbering(for kinds: [BillDocumentKind], on date: CalendarDate) async throws -> [BillDocumentKind]

  /// Completes every posting an interrupted issue, payment, credit or cancellation left unfinished.
  /// - Returns: The ids of the documents it completed.
  @discardableResult
  func completePendingPostings() async throws -> [String]
}

extension BillsRepository {
  /// How many days before a financial year ends ``prepareNumbering(for:on:)`` also asks for the next
  /// year's numbers: 30.
  public static var nextYearLeadDays: Int { 30 }

  /// The kinds a shop issues most, whose numbers a device should hold before it goes offline.
  public static var defaultNumberedKinds: [BillDocumentKind] { [.salesInvoice, .creditNote, .debitNote] }

  /// Asks for number blocks for sales invoices, credit notes and debit notes (see
  /// ``prepareNumbering(for:on:)``).
  @discardableResult
  public func prepareNumbering(on date: CalendarDate) async throws -> [BillDocumentKind] {
    try await prepareNumbering(for: Self.defaultNumberedKinds, on: date)
  }
}
