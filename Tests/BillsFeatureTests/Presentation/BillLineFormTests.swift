import BillsFeature
import Foundation
import SharedCore
import Testing

/// The editor's line as typed, read into a document line exactly or with a message per field.
@Suite struct BillLineFormTests {
  struct Case: Sendable, CustomStringConvertible {
    let values: [BillLineForm.Field: String]
    let quantity: String?
    let price: String?
    let discount: BillLineDiscount?
    let tax: BillTax?
    let errors: Set<BillLineForm.Field>
    var description: String { values.map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(separator: ",") }
  }

  static let cases: [Case] = [
    Case(
      values: [.description: "Rice", .quantity: "2", .unitPrice: "1,250.50", .taxRate: "5"], quantity: "2",
      price: "1250.5", discount: nil, tax: .standard(5), errors: []),
    Case(
      values: [.description: "Rice", .quantity: "1", .unitPrice: "1,23,456.78", .taxRate: "18", .discount: "10%"],
      quantity: "1", price: "123456.78", discount: .percent(10), tax: .standard(18), errors: []),
    Case(
      values: [.description: "Salt", .quantity: "0.5", .unitPrice: "28", .taxRate: "0", .discount: "2.50"],
      quantity: "0.5", price: "28", discount: .amount(dec("2.5")), tax: .untaxed(.zeroRated), errors: []),
    Case(
      values: [.description: " ", .quantity: "two", .unitPrice: "", .taxRate: "18", .discount: "ten %"],
      quantity: nil, price: nil, discount: nil, tax: nil, errors: [.description, .quantity, .unitPrice, .discount]),
    Case(
      values: [.description: "Tea", .quantity: "1", .unitPrice: "12.5.0", .taxRate: "", .cessRate: "x"],
      quantity: nil, price: nil, discount: nil, tax: nil, errors: [.unitPrice, .taxRate, .cessRate]),
  ]

  @Test(arguments: cases) func readsOrNamesTheFields(_ example: Case) {
    var form = BillLineForm(id: "7")
    for (field, value) in example.values { form[field] = value }
    switch form.line(currency: .inr) {
    case .success(let line):
      #expect(example.errors.isEmpty)
      #expect(line.line.id == "7")
      #expect(line.line.quantity == example.quantity.map(dec))
      #expect(line.line.unitPrice == example.price.map(dec))
      #expect(line.line.discount == example.discount)
      #expect(line.line.tax == example.tax)
      #expect(line.line.currency == .inr)
    case .failure(let error):
      #expect(Set(error.messages.keys) == example.errors)
      #expect(!error.description.isEmpty)
    }
  }

  /// An exempt line needs no rate and carries its reason; a document line reads back to the same form.
  @Test func exemptLinesAndRoundTrip() throws {
    var form = BillLineForm(id: "1")
    form[.description] = "Fresh milk"
    form[.unitPrice] = "60"
    form.taxCategory = .exempt
    form.exemptionReason = "Schedule I"
    let line = try form.line(currency: .inr).get()
    #expect(line.line.tax == .untaxed(.exempt, reason: "Schedule I"))
    var taxed = BillLineForm(id: "2")
    for (field, value) in [
      BillLineForm.Field.description: "Rice", .quantity: "3", .unitPrice: "99.9",
      .taxRate: "5", .discount: "5%", .hsnOrSAC: "1006", .unit: "KGS", .cessRate: "1",
    ] {
      taxed[field] = value
    }
    let read = try taxed.line(currency: .inr).get()
    #expect(read.line.cess == BillCess(rate: 1))
    #expect(BillLineForm(read) == taxed)
  }
}
