import Foundation
import IndiaTax
import PartiesFeature
import SharedCore

/// The Parties demo against the reference server: a mistyped GSTIN refused with the part that is
/// wrong, a customer with an opening balance, an invoice over the credit limit (a warning with the
/// amounts), a payment with its allocation previewed, the statement, a bounced cheque cancelled,
/// ageing, a duplicate merged without losing a paisa, then sync (local ids replaced by the server's).
///
/// `container` must hold ``PartiesModule`` and the platform's sync store and engine.
func runPartiesDemoScenario(container: Container, baseURL: URL, output: (String) -> Void) async throws {
  let session = container.makeScope(.session)
  defer { session.close() }
  let book = try session.resolve(PartyBook.self)
  let rupees = { (text: String) throws in try Money(text, currency: .inr) }
  let inr = { (amount: Decimal) in (try? Money(rounding: amount, currency: .inr))?.formattedAmount ?? amount.plainString
  }
  func day(_ text: String) throws -> CalendarDate {
    guard let date = CalendarDate(text) else { throw AppError.validation([.init(field: "date", message: text)]) }
    return date
  }

  var form = PartyForm()
  form.name = "Asha Traders"
  form.gstin = "27AAPFU0939F1ZX"
  do {
    _ = try await book.create(form)
  } catch AppError.validation(let fields) {
    for field in fields { output("refused   \(form.gstin): \(field.message)") }
  }
  form.gstin = "27AAPFU0939F1ZV"
  form.phones = "+91 98765 43210"
  form.openingBalance = "5,000"
  form.openingBalanceDate = "2026-04-01"
  form.creditLimit = "25,000"
  form.paymentTermsDays = "30"
  let asha = try await book.create(form)
  output(
    "party     \(asha.party.name), \(asha.party.gstin?.state.name ?? "-"), PAN \(asha.party.pan?.value ?? "-") (\(asha.party.pan.map { "\($0.entityType)" } ?? "-")), opening ₹5,000 receivable"
  )

  let (invoice, check) = try await book.recordDocument(
    for: asha.id, .salesInvoice, amount: try rupees("23600"), on: try day("2026-04-10"), reference: "INV-101")
  if case .overLimit(let exceeded) = check { output("warning   INV-101: \(exceeded)") }
  let preview = try await book.previewPayment(for: asha.id, amount: try rupees("30000"), on: try day("2026-04-25"))
  output(
    "preview   ₹30,000 would settle "
      + preview.allocations.map {
        "\(inr($0.amount)) of \($0.toEntryId == invoice.id ? "INV-101" : "the opening balance")"
      }
      .joined(separator: " and ") + ", leaving an advance of \(inr(preview.advance))")
  let cheque = try await book.recordPayment(
    for: asha.id, amount: try rupees("10000"), on: try day("2026-04-25"),
    mode: .cheque(number: "004512", date: try day("2026-04-25")), reference: "CHQ-004512",
    allocations: [PartyAllocationTarget(documentId: invoice.id, amount: 10_000)])
  _ = try await book.recordPayment(
    for: asha.id, amount: try rupees("8000"), on: try day("2026-05-02"), mode: .upi(reference: "UPI-88120"))
  _ = try await book.cancel(cheque.id, on: try day("2026-05-03"), reason: "Cheque returned unpaid")
  let statement = try await book.statement(for: asha.id, from: try day("2026-04-01"), to: try day("2026-05-31"))
  output("statement 1 Apr – 31 May 2026, opening \(inr(statement.openingBalance))")
  for line in statement.lines {
    let amount = (line.entry.isDebit ? "+" : "−") + line.entry.amount.formattedAmount
    output(
      "          \(line.entry.date)  \(line.entry.kind.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) \(amount.padding(toLength: 10, withPad: " ", startingAt: 0)) balance \(inr(line.balance))"
    )
  }
  let ageing = try await book.ageingReport(asOf: try day("2026-06-30"))
  output(
    "ageing    30 Jun 2026: " + ageing.total.rows.map { "\($0.label) \(inr($0.amount))" }.joined(separator: ", ")
  )

  var duplicate = PartyForm()
  duplicate.name = "Asha Trdrs"
  duplicate.openingBalance = "1,250.50"
  duplicate.openingBalanceDate = "2026-04-01"
  let copy = try await book.create(duplicate)
  let before = try await book.ledger(for: asha.id).balance() + book.ledger(for: copy.id).balance()
  _ = try await book.merge(copy.id, into: asha.id)
  let after = try await book.ledger(for: asha.id).balance()
  output(
    "merge     \(copy.party.name) into \(asha.party.name): balances \(inr(before)) before, \(inr(after)) after"
  )

  let business = try session.resolve(BackendSession.self, name: PartiesModule.backendName)
  if try await !business.isSignedIn {
    let tokens = try await business.client.send(
      BusinessAuthEndpoints.signIn(username: "demo", password: "demo-password"))
    try await business.signIn(tokens.authTokens(receivedAt: Date()))
  }
  try await container.resolve(SyncEngine.self).sync()
  let synced = try await book.party(asha.id)
  output(
    "sync      \(asha.party.name): \(asha.id) → \(synced?.id ?? "-") (\(synced?.status.rawValue ?? "-")), balance \(inr(try await book.ledger(for: asha.id).balance()))"
  )
}
