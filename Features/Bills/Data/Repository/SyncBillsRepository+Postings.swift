import Foundation
import SharedCore

extension SyncBillsRepository {
  /// Brings stock and the party's account in line with the document, then clears its pending mark.
  ///
  /// The inventory and the accounts each find what is already posted under the document's posting
  /// reference (``BillPostingReference``: its number, with its financial year unless the number shows
  /// it) before posting, so running this again after a crash completes the missing part and never
  /// posts twice.
  func post(_ id: String) async throws {
    let stored = try await require(id)
    let document = try stored.value.value(id: stored.id)
    if stored.value.wasIssued, let reference = try postingReference(of: stored.value, document) {
      let rules = BillPostingRules(document.kind)
      if let posting = stockPosting(of: document, reference: reference.posting, rules: rules) {
        try await mappingStockErrors(of: document) {
          if document.status == .cancelled {
            try await inventory.reverse(posting, reason: "\(reference.text) cancelled", at: now())
          } else {
            try await inventory.post(posting)
          }
        }
      }
      if let posting = try await accountPosting(of: document, reference: reference.posting, rules: rules) {
        try await accounts.post(posting)
      }
    }
    if stored.value.pendingPostings != nil {
      var record = stored.value
      record.pendingPostings = nil
      _ = try await documents.update(stored.id, to: record)
    }
  }

  /// The reference the postings of an issued, numbered `document` carry; `nil` before it has a number.
  func postingReference(of stored: BillDocumentRecord, _ document: BillDocument) throws -> BillPostingReference? {
    guard let number = document.number else { return nil }
    let year =
      try stored.series?.financialYear
      ?? BillFinancialYear(containing: document.issueDate, startMonth: configuration.financialYearStartMonth)
    return BillPostingReference(number: number, financialYear: year)
  }

  /// Refuses to issue what could not be posted: a line the stock rules refuse, or a debit over the
  /// party's credit limit when the business blocks it.
  /// - Returns: The document's stock lines as the inventory would post them (base unit, batches picked
  ///   first-expiry-first-out where the line named none), to be written onto the document.
  func checkPostings(of document: BillDocument, totals: BillTotals) async throws -> [StockPostingLine] {
    let rules = BillPostingRules(document.kind)
    var planned: [StockPostingLine] = []
    if let posting = stockPosting(of: document, reference: PostingReference("check"), rules: rules) {
      planned = try await mappingStockErrors(of: document) { try await inventory.plan(posting) }
    }
    if rules.accountKind == .sale || rules.accountKind == .debitNote {
      try await accounts.checkCredit(
        document.partyID, adding: try Money(rounding: totals.payableAmount, currency: document.currency))
    }
    return planned
  }

  /// The document's stock for the inventory: each line that names a product, with its variant, batches
  /// and serial numbers; `nil` when the document moves no stock.
  func stockPosting(of document: BillDocument, reference: PostingReference, rules: BillPostingRules) -> StockPosting? {
    guard let kind = rules.stockKind else { return nil }
    let lines = document.lines.compactMap { line -> StockPostingLine? in
      guard let productID = line.productID else { return nil }
      // A credit note returns stock only for lines that name the original's line (goods returned).
      if document.kind == .creditNote, line.originalLineID == nil { return nil }
      return StockPostingLine(
        lineID: line.line.id, productID: productID, variantID: line.variantID, quantity: line.line.quantity,
        unit: line.unit, batches: line.batches, serials: line.serials)
    }
    guard !lines.isEmpty else { return nil }
    return StockPosting(kind: kind, reference: reference, occurredAt: now(), lines: lines)
  }

  /// The document's effect on the party's account: its entry, its payments and whether it was cancelled.
  private func accountPosting(
    of document: BillDocument, reference: PostingReference, rules: BillPostingRules
  ) async throws -> PartyAccountPosting? {
    guard let kind = rules.accountKind else { return nil }
    let payable = try document.totals(calculator: calculator).payableAmount
    var settles: PostingReference?
    if let link = document.original {
      let stored = try await require(link.documentID)
      settles = try postingReference(of: stored.value, try stored.value.value(id: stored.id))?.posting
    }
    let entry =
      payable > 0
      ? PartyAccountDocument(
        kind: kind, amount: try Money(rounding: payable, currency: document.currency), date: document.issueDate,
        dueDate: document.dueDate, settles: settles) : nil
    let payments = rules.paymentDirection.map { direction in
      document.payments.map { payment in
        PartyAccountPayment(
          id: payment.id, direction: direction, amount: payment.amount, date: payment.date,
          method: Self.method(of: payment))
      }
    }
    return PartyAccountPosting(
      partyID: document.partyID, reference: reference, document: entry, payments: payments ?? [],
      isCancelled: document.status == .cancelled)
  }

  /// Runs `body`, naming the document's line in an inventory refusal.
  private func mappingStockErrors<T>(of document: BillDocument, _ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let error as InventoryPostingError {
      let line = (document.lines.firstIndex { $0.line.id == error.lineID } ?? 0) + 1
      switch error {
      case .productNotFound(_, let productID):
        throw BillsRepositoryError.productNotFound(line: line, productID: productID)
      case .unitNotSold(_, let unit, let productID):
        throw BillsRepositoryError.unknownUnit(line: line, unit: unit, productID: productID)
      case .refused(_, let productID, let reason):
        throw BillsRepositoryError.stockRefused(line: line, productID: productID, reason: reason)
      }
    }
  }

  /// The account's payment method for a bill payment, its reference with it.
  static func method(of payment: BillPayment) -> PartyAccountPayment.Method {
    let reference = payment.reference ?? ""
    switch payment.mode {
    case .cash: return .cash
    case .upi: return .upi(reference: reference)
    case .card: return .card(lastFour: String(reference.suffix(4)))
    case .bankTransfer: return .bankTransfer(reference: reference)
    case .cheque: return .cheque(number: reference, date: payment.date)
    case .other: return .other(reference)
    }
  }
}
