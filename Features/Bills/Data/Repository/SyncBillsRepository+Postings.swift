import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore

extension SyncBillsRepository {
  /// Brings the stock and party ledgers in line with the document, then clears its pending mark.
  ///
  /// Every step looks for what is already posted under the document's posting reference
  /// (``BillPostingReference``: its number, with its financial year unless the number shows it) before
  /// posting, so running it again after a crash completes the missing part and never posts twice: a
  /// stock movement short of the line's quantity is topped up, a ledger entry already there is kept.
  func post(_ id: String) async throws {
    let stored = try await require(id)
    let document = try stored.value.value(id: stored.id)
    if stored.value.wasIssued, let reference = try postingReference(of: stored.value, document) {
      let rules = BillPostingRules(document.kind)
      try await postStock(of: document, reference: reference, rules: rules)
      try await postLedger(of: document, reference: reference, rules: rules)
    }
    if stored.value.pendingPostings != nil {
      var record = stored.value
      record.pendingPostings = nil
      _ = try await documents.update(stored.id, to: record)
    }
  }

  /// The reference the postings of an issued, numbered `document` carry; `nil` before it has a number.
  private func postingReference(of stored: BillDocumentRecord, _ document: BillDocument) throws
    -> BillPostingReference?
  {
    guard let number = document.number else { return nil }
    let year =
      try stored.series?.financialYear
      ?? BillFinancialYear(containing: document.issueDate, startMonth: configuration.financialYearStartMonth)
    return BillPostingReference(number: number, financialYear: year)
  }

  /// For a note against an original document (a credit note against its invoice), the original's
  /// entry in `entries`, up to `amount`: the note settles it rather than the party's oldest document.
  private func settledOriginal(
    of document: BillDocument, amount: Decimal, kind: PartyLedgerEntryKind, entries: [PartyLedgerEntry]
  ) async throws -> [PartyAllocationTarget] {
    guard let link = document.original else { return [] }
    let stored = try await require(link.documentID)
    let original = try stored.value.value(id: stored.id)
    guard let reference = try postingReference(of: stored.value, original),
      let originalKind = BillPostingRules(original.kind).ledgerKind,
      let entry = entries.first(where: {
        $0.kind == originalKind && $0.isDebit != kind.isDebit && reference.matches($0.reference, on: $0.date)
      })
    else { return [] }
    return [PartyAllocationTarget(documentId: entry.id, amount: min(amount, entry.amount.amount))]
  }

  /// Refuses to issue what could not be posted: a stock movement the stock policy refuses, or a
  /// debit over the party's credit limit when the party book blocks it.
  func checkPostings(of document: BillDocument, totals: BillTotals) async throws {
    let rules = BillPostingRules(document.kind)
    if let kind = rules.stockKind {
      for (productID, quantity) in try await stockQuantities(of: document) {
        let request = StockMovementRequest(kind: kind, quantity: quantity, occurredAt: now())
        let ledger = try await catalog.ledger(productID)
        _ = try ledger.plan(request, policy: catalog.configuration.stockPolicy, today: catalog.today, makeID: { "" })
      }
    }
    if let kind = rules.ledgerKind, kind.isDebit, book.configuration.creditPolicy == .block {
      guard let party = try await book.party(document.partyID) else {
        throw BillsRepositoryError.partyNotFound(partyID: document.partyID)
      }
      let amount = try Money(rounding: totals.payableAmount, currency: document.currency)
      if case .overLimit(let exceeded) = PartyCreditCheck.evaluate(
        party: party.party, balance: party.balance, adding: amount)
      {
        throw exceeded
      }
    }
  }

  /// The stock each stock-tracked product of the document moves, in the product's base unit, in line
  /// order (a product on several lines once, summed).
  func stockQuantities(of document: BillDocument) async throws -> [(productID: String, quantity: Decimal)] {
    var order: [String] = []
    var quantities: [String: Decimal] = [:]
    for (index, line) in document.lines.enumerated() {
      guard let productID = line.productID else { continue }
      guard let item = try await catalog.product(productID) else {
        throw BillsRepositoryError.productNotFound(line: index + 1, productID: productID)
      }
      let product = item.product
      guard product.tracksStock else { continue }
      var quantity = line.line.quantity
      if let unit = line.unit, unit.caseInsensitiveCompare(product.unit.base) != .orderedSame {
        do {
          quantity = try product.unit.baseQuantity(quantity, in: unit)
        } catch {
          throw BillsRepositoryError.unknownUnit(line: index + 1, unit: unit, productID: product.id)
        }
      }
      if quantities[product.id] == nil { order.append(product.id) }
      quantities[product.id, default: 0] += quantity
    }
    return order.map { ($0, quantities[$0] ?? 0) }
  }

  /// Moves the stock an issued document moves, or reverses it for a cancelled one.
  private func postStock(
    of document: BillDocument, reference: BillPostingReference, rules: BillPostingRules
  ) async throws {
    guard let kind = rules.stockKind, let reversal = rules.reversalKind else { return }
    let zone = configuration.timeZone
    for (productID, quantity) in try await stockQuantities(of: document) {
      let movements = try await catalog.ledger(productID).movements.filter {
        reference.matches($0.reference, on: CalendarDate($0.occurredAt, in: zone))
      }
      let moved = movements.filter { $0.kind == kind }.reduce(Decimal(0)) { $0 + $1.quantity }
      let reversed = movements.filter { $0.kind == reversal }.reduce(Decimal(0)) { $0 + $1.quantity }
      if document.status == .cancelled {
        if moved > reversed {
          _ = try await catalog.adjustStock(
            productID,
            StockMovementRequest(
              kind: reversal, quantity: moved - reversed, reason: "\(reference.text) cancelled",
              reference: reference.text, occurredAt: now()))
        }
      } else if quantity > moved {
        _ = try await catalog.adjustStock(
          productID,
          StockMovementRequest(kind: kind, quantity: quantity - moved, reference: reference.text, occurredAt: now()))
      }
    }
  }

  /// Posts the document, its payments and, for a cancelled one, the reversal to the party's ledger.
  private func postLedger(
    of document: BillDocument, reference: BillPostingReference, rules: BillPostingRules
  ) async throws {
    guard let kind = rules.ledgerKind else { return }
    let entries = try await book.ledger(for: document.partyID).entries
    var posted = entries.first { $0.kind == kind && reference.matches($0.reference, on: $0.date) }
    let payable = try document.totals(calculator: calculator).payableAmount
    if posted == nil, payable > 0, document.status != .cancelled || !document.payments.isEmpty {
      posted = try await book.recordDocument(
        for: document.partyID, kind, amount: try Money(rounding: payable, currency: document.currency),
        on: document.issueDate, reference: reference.text, dueDate: document.dueDate,
        allocations: try await settledOriginal(of: document, amount: payable, kind: kind, entries: entries)
      ).entry
    }
    if let paymentKind = rules.paymentKind {
      for payment in document.payments {
        let isPosted = entries.contains {
          $0.kind == paymentKind && reference.isPayment(payment.id, postedAs: $0, documentEntryID: posted?.id)
        }
        guard !isPosted else { continue }
        _ = try await book.recordPayment(
          for: document.partyID, paymentKind, amount: payment.amount, on: payment.date, mode: Self.mode(of: payment),
          reference: reference.payment(payment.id),
          allocations: posted.map { [PartyAllocationTarget(documentId: $0.id, amount: payment.amount.amount)] } ?? [])
      }
    }
    if document.status == .cancelled, let posted,
      !entries.contains(where: { $0.kind == .cancellation && $0.cancels == posted.id })
    {
      _ = try await book.cancel(posted.id, on: today, reason: "\(reference.text) cancelled")
    }
  }

  /// The party ledger's payment mode for a bill payment; its reference goes with it.
  static func mode(of payment: BillPayment) -> PartyPaymentMode {
    let reference = payment.reference ?? ""
    switch payment.mode {
    case .cash: return .cash
    case .upi: return .upi(reference: reference)
    case .card: return .card(lastFour: String(reference.suffix(4)))
    case .bankTransfer: return .bankTransfer(reference: reference)
    case .cheque: return .cheque(number: reference, date: payment.date)
    case .other: return .bankTransfer(reference: reference.isEmpty ? "other" : "other: \(reference)")
    }
  }
}
