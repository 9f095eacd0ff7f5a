import Foundation
import PartiesFeature
import SharedCore
import Testing

/// The payment form's checks: each mode's details, amounts and named documents.
@Suite struct PartyPaymentDraftTests {
  static func draft(
    _ mode: PartyPaymentDraft.Mode, _ values: [PartyPaymentDraft.Field: String],
    allocations: [PartyPaymentDraft.Allocation] = []
  ) -> PartyPaymentDraft {
    PartyPaymentDraft(
      mode: mode, values: [.amount: "1,180.50", .date: "2026-06-15"].merging(values) { $1 }, allocations: allocations)
  }

  @Test(arguments: [
    (draft(.cash, [:]), PartyPaymentMode.cash),
    (draft(.upi, [.reference: " UPI-4471 "]), .upi(reference: "UPI-4471")),
    (draft(.bankTransfer, [.reference: "NEFT-1"]), .bankTransfer(reference: "NEFT-1")),
    (
      draft(.cheque, [.chequeNumber: "004512", .chequeDate: "2026-06-10"]),
      .cheque(number: "004512", date: CalendarDate(year: 2026, month: 6, day: 10) ?? CalendarDate(dayNumber: 0))
    ),
    (draft(.card, [.cardLastFour: "4242"]), .card(lastFour: "4242")),
  ])
  func everyModeIsRead(draft: PartyPaymentDraft, mode: PartyPaymentMode) throws {
    let request = try draft.validate(currency: .inr).get()
    #expect(request.mode == mode)
    #expect(request.amount.formattedAmount == "1180.50")
    #expect(request.kind == .paymentReceived)
  }

  @Test(arguments: [
    (draft(.upi, [:]), ["reference": "The UPI reference is required."]),
    (draft(.bankTransfer, [:]), ["reference": "The bank transfer reference is required."]),
    (
      draft(.cheque, [.chequeNumber: "45 12", .chequeDate: "10/06/2026"]),
      ["chequeNumber": "A cheque number has 6 digits.", "chequeDate": "Use a date such as 2026-04-01."]
    ),
    (draft(.card, [.cardLastFour: "424"]), ["cardLastFour": "Give the card's last 4 digits."]),
    (
      draft(.cash, [.amount: "", .date: ""]), ["amount": "Amount is required.", "date": "Date is required."]
    ),
    (draft(.cash, [.amount: "0"]), ["amount": "An amount is more than zero."]),
    (draft(.cash, [.amount: "10.005"]), ["amount": "Use at most 2 decimals."]),
    (draft(.cash, [.amount: "ten"]), ["amount": "\"ten\" is not an amount."]),
    (
      draft(.cash, [:], allocations: [.init(documentId: "inv", amount: "2,000")]),
      ["allocations": "The allocations add up to more than the payment."]
    ),
    (
      draft(.cash, [:], allocations: [.init(documentId: "inv", amount: "-1")]),
      ["allocations": "An allocated amount is more than zero."]
    ),
  ])
  func badFieldsAreNamed(draft: PartyPaymentDraft, errors: [String: String]) {
    guard case .failure(.validation(let fields)) = draft.validate(currency: .inr) else {
      Issue.record("accepted")
      return
    }
    #expect(Dictionary(fields.map { ($0.field, $0.message) }) { first, _ in first } == errors)
  }

  @Test func aRefundIsAPaymentButAnInvoiceIsNot() {
    var draft = Self.draft(.cash, [:], allocations: [.init(documentId: "inv", amount: "100")])
    draft.kind = .refundGiven
    #expect((try? draft.validate(currency: .inr).get())?.allocations == [.init(documentId: "inv", amount: 100)])
    draft.kind = .salesInvoice
    #expect((try? draft.validate(currency: .inr).get()) == nil)
  }
}
